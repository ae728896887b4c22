/* Memory faults in kernels: a SIGSEGV or SIGBUS raised while a worker runs a
 * block (an out-of-bounds access, a null pointer, a fiber stack overflow)
 * abandons the block instead of killing the process. The launch then fails
 * with the sticky cudaErrorIllegalAddress, as on a GPU, and a one-line
 * diagnostic names the kernel and the block on stderr. Faults outside
 * kernels keep their default behaviour. */
#include <dlfcn.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fault.h"
#include "fiber.h"
#include "internal.h"

#define ALT_STACK_SIZE (64u * 1024u)

static _Thread_local sigjmp_buf *volatile fault_jmp;
static _Thread_local void *volatile fault_addr;
static _Thread_local int alt_stack_ready;
/* the faulting thread's index, taken before the jump leaves its frame (a
 * loop kernel keeps its thread record on the stack it unwinds) */
static _Thread_local cucc_dim3 fault_tid;
static _Thread_local int fault_tid_ok;

static void snapshot_thread(void) {
  cucc_thread *t = cucc_self();
  fault_tid_ok = t != NULL;
  if (t)
    fault_tid = t->thread_idx;
}
static pthread_once_t handler_once = PTHREAD_ONCE_INIT;

static void on_fault(int sig, siginfo_t *info, void *uctx) {
  (void)uctx;
  sigjmp_buf *j = fault_jmp;
  if (j) {
    fault_jmp = NULL;
    fault_addr = info->si_addr;
    snapshot_thread();
    siglongjmp(*j, 1);
  }
  /* not in a kernel: behave as if there were no handler */
  signal(sig, SIG_DFL);
  raise(sig);
}

static void install(void) {
  if (getenv("CUCC_NO_FAULT_HANDLER"))
    return;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_fault;
  /* NODEFER: the jump out of the handler is a cheap sigsetjmp(.., 0) that
   * does not restore the mask, so the signal must not stay blocked. */
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGSEGV, &sa, NULL);
  sigaction(SIGBUS, &sa, NULL);
}

void rt_fault_prepare_thread(void) {
  pthread_once(&handler_once, install);
  if (alt_stack_ready)
    return;
  alt_stack_ready = 1;
  stack_t ss;
  memset(&ss, 0, sizeof ss);
  ss.ss_sp = malloc(ALT_STACK_SIZE);
  ss.ss_size = ALT_STACK_SIZE;
  if (ss.ss_sp)
    sigaltstack(&ss, NULL);
}

void rt_fault_arm(sigjmp_buf *j) { fault_jmp = j; }

void rt_fault_disarm(void) { fault_jmp = NULL; }

_Noreturn void rt_fault_leave_block(void) {
  sigjmp_buf *j = fault_jmp;
  if (!j) /* not in a block: nowhere to go */
    abort();
  fault_jmp = NULL;
  snapshot_thread();
  siglongjmp(*j, 2);
}

/* Kernel names are C++-mangled; the program (C++) has the demangler. */
char *rt_demangle(const char *name) {
  typedef char *(*demangle_fn)(const char *, char *, size_t *, int *);
  void *sym = dlsym(RTLD_DEFAULT, "__cxa_demangle");
  if (!sym) { /* a program linked with --as-needed may not load libstdc++ */
    void *lib = dlopen("libstdc++.so.6", RTLD_LAZY | RTLD_LOCAL);
    sym = lib ? dlsym(lib, "__cxa_demangle") : NULL;
  }
  demangle_fn f = (demangle_fn)(uintptr_t)sym;
  int st = -1;
  char *r = f ? f(name, NULL, NULL, &st) : NULL;
  return st == 0 ? r : NULL;
}

void rt_fault_report(const char *kernel, cucc_dim3 block) {
  cucc_fiber_abandon();
  char *nice = rt_demangle(kernel);
  if (nice)
    kernel = nice;
  if (fault_tid_ok)
    fprintf(stderr,
            "cucc: illegal memory access at %p in kernel %s, block "
            "(%u,%u,%u), thread (%u,%u,%u)\n",
            fault_addr, kernel, block.x, block.y, block.z, fault_tid.x,
            fault_tid.y, fault_tid.z);
  else
    fprintf(stderr,
            "cucc: illegal memory access at %p in kernel %s, block "
            "(%u,%u,%u)\n",
            fault_addr, kernel, block.x, block.y, block.z);
  free(nice);
  rt_set_sticky(cudaErrorIllegalAddress);
}
