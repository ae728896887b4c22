/* Fiber context switch for x86-64 SysV (used by fiber.c).
 *
 * void cucc_fiber_switch(void **save_sp, void *new_sp)
 *   pushes the callee-saved state (rbp, rbx, r12-r15, MXCSR, x87 control
 *   word) on the current stack, stores rsp in *save_sp, loads new_sp and pops
 *   the state saved there, returning into the other context.
 * void *cucc_fiber_make(void *stack_top, void (*fn)(void *), void *arg)
 *   builds an initial frame below stack_top so that switching to the returned
 *   sp starts fn(arg) on that stack; fn must never return. */
#if defined(__x86_64__)

  .text

  .globl cucc_fiber_switch
  .hidden cucc_fiber_switch
  .type cucc_fiber_switch, @function
  .p2align 4
cucc_fiber_switch:
  .cfi_startproc
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  subq $16, %rsp
  stmxcsr 8(%rsp)
  fnstcw (%rsp)
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  fldcw (%rsp)
  ldmxcsr 8(%rsp)
  addq $16, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .cfi_endproc
  .size cucc_fiber_switch, .-cucc_fiber_switch

/* First code of a new fiber: reached by the `ret` of cucc_fiber_switch with
 * rsp 16-byte aligned, rbx = fn, r12 = arg. */
  .type cucc_fiber_trampoline, @function
  .p2align 4
cucc_fiber_trampoline:
  .cfi_startproc
  .cfi_undefined rip
  movq %r12, %rdi
  callq *%rbx
  ud2
  .cfi_endproc
  .size cucc_fiber_trampoline, .-cucc_fiber_trampoline

/* Frame (from the returned sp): [0] x87 cw, [8] mxcsr, [16] r15, [24] r14,
 * [32] r13, [40] r12, [48] rbx, [56] rbp, [64] return address, [72] and [80]
 * zero (fake caller frame at the stack top). */
  .globl cucc_fiber_make
  .hidden cucc_fiber_make
  .type cucc_fiber_make, @function
  .p2align 4
cucc_fiber_make:
  .cfi_startproc
  andq $-16, %rdi
  leaq -88(%rdi), %rax
  fnstcw (%rax)
  stmxcsr 8(%rax)
  movq $0, 16(%rax)
  movq $0, 24(%rax)
  movq $0, 32(%rax)
  movq %rdx, 40(%rax)
  movq %rsi, 48(%rax)
  movq $0, 56(%rax)
  leaq cucc_fiber_trampoline(%rip), %rcx
  movq %rcx, 64(%rax)
  movq $0, 72(%rax)
  movq $0, 80(%rax)
  ret
  .cfi_endproc
  .size cucc_fiber_make, .-cucc_fiber_make

#endif /* __x86_64__ */

/* Non-executable stack on any target (elsewhere this file assembles empty). */
#if defined(__x86_64__)
  .section .note.GNU-stack,"",@progbits
#elif defined(__ELF__)
  .section .note.GNU-stack,"",%progbits
#endif
