/* Fiber context switch for AArch64 AAPCS64 (used by fiber.c).
 *
 * void cucc_fiber_switch(void **save_sp, void *new_sp)
 *   stores the callee-saved state (x19-x30, d8-d15) on the current stack,
 *   stores sp in *save_sp, loads new_sp and restores the state saved there,
 *   returning (through x30) into the other context.
 * void *cucc_fiber_make(void *stack_top, void (*fn)(void *), void *arg)
 *   builds an initial frame below stack_top so that switching to the returned
 *   sp starts fn(arg) on that stack; fn must never return. */
#if defined(__aarch64__)

  .text

  .globl cucc_fiber_switch
  .hidden cucc_fiber_switch
  .type cucc_fiber_switch, %function
  .p2align 4
cucc_fiber_switch:
  .cfi_startproc
  sub sp, sp, #160
  stp x19, x20, [sp, #0]
  stp x21, x22, [sp, #16]
  stp x23, x24, [sp, #32]
  stp x25, x26, [sp, #48]
  stp x27, x28, [sp, #64]
  stp x29, x30, [sp, #80]
  stp d8, d9, [sp, #96]
  stp d10, d11, [sp, #112]
  stp d12, d13, [sp, #128]
  stp d14, d15, [sp, #144]
  mov x9, sp
  str x9, [x0]
  mov sp, x1
  ldp x19, x20, [sp, #0]
  ldp x21, x22, [sp, #16]
  ldp x23, x24, [sp, #32]
  ldp x25, x26, [sp, #48]
  ldp x27, x28, [sp, #64]
  ldp x29, x30, [sp, #80]
  ldp d8, d9, [sp, #96]
  ldp d10, d11, [sp, #112]
  ldp d12, d13, [sp, #128]
  ldp d14, d15, [sp, #144]
  add sp, sp, #160
  ret
  .cfi_endproc
  .size cucc_fiber_switch, .-cucc_fiber_switch

/* First code of a new fiber: reached by the `ret` of cucc_fiber_switch with
 * sp 16-byte aligned at the stack top, x19 = fn, x20 = arg, x29 = 0. */
  .type cucc_fiber_trampoline, %function
  .p2align 4
cucc_fiber_trampoline:
  .cfi_startproc
  .cfi_undefined x30
  mov x0, x20
  blr x19
  brk #1
  .cfi_endproc
  .size cucc_fiber_trampoline, .-cucc_fiber_trampoline

/* Frame (from the returned sp, 160 bytes up to the stack top): x19 = fn,
 * x20 = arg, x29 = 0, x30 = trampoline, the rest zero. */
  .globl cucc_fiber_make
  .hidden cucc_fiber_make
  .type cucc_fiber_make, %function
  .p2align 4
cucc_fiber_make:
  .cfi_startproc
  and x0, x0, #0xfffffffffffffff0
  sub x0, x0, #160
  stp x1, x2, [x0, #0]
  stp xzr, xzr, [x0, #16]
  stp xzr, xzr, [x0, #32]
  stp xzr, xzr, [x0, #48]
  stp xzr, xzr, [x0, #64]
  adr x9, cucc_fiber_trampoline
  stp xzr, x9, [x0, #80]
  stp xzr, xzr, [x0, #96]
  stp xzr, xzr, [x0, #112]
  stp xzr, xzr, [x0, #128]
  stp xzr, xzr, [x0, #144]
  ret
  .cfi_endproc
  .size cucc_fiber_make, .-cucc_fiber_make

#endif /* __aarch64__ */

/* Non-executable stack on any target (elsewhere this file assembles empty). */
#if defined(__ELF__)
  .section .note.GNU-stack,"",%progbits
#endif
