/* The CPU targets of the device code: by default one per ISA level of the
 * host's architecture (the runtime loads the best one the running CPU
 * supports, src/runtime/image_select.c); `--cucc-target-cpu` or
 * CUCC_TARGET_CPU choose others (lower.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>

#include "../common/cucc_cpu.h"
#include "lower.h"

#if defined(__aarch64__)
#define DEFAULT_TARGETS "armv8-a,armv8-a+lse"
#define LEVELS "armv8-a, armv8-a+lse"
#else
#define DEFAULT_TARGETS "x86-64,x86-64-v3,x86-64-v4"
#define LEVELS "x86-64, x86-64-v2, x86-64-v3, x86-64-v4"
#endif

static int fail(char **err, const char *fmt, const char *arg, int len) {
  char buf[512];
  snprintf(buf, sizeof buf, fmt, len, arg);
  *err = strdup(buf);
  return -1;
}

/* The target of level isa: LLVM's CPU of that name on x86-64; AArch64's
 * levels are its generic CPU with features. */
static cucc_target level_target(uint32_t isa) {
  cucc_target t = {{0}, NULL, isa, 0};
  const char *name = cucc_isa_name(isa);
  bool arm = (isa & ~0xffu) == CUCC_ISA_AARCH64;
  snprintf(t.cpu, sizeof t.cpu, "%s", arm ? "generic" : name);
  /* x86-64-v4's tuning prefers 256-bit vectors; 512-bit ones, as for the
   * build machine's znver4 before, make reduce ~35% faster on Zen 4
   * (docs/PERFORMANCE.md) */
  t.features = strdup(isa == CUCC_ISA_AARCH64_LSE  ? "+lse"
                      : isa == CUCC_ISA_X86_64_V4 ? "-prefer-256-bit"
                                                  : "");
  return t;
}

static int by_level(const void *a, const void *b) {
  const cucc_target *x = a, *y = b;
  return (x->isa > y->isa) - (x->isa < y->isa);
}

int cucc_targets(const char *spec, cucc_target **out, unsigned *n,
                 char **err) {
  if (!spec || !*spec || !strcmp(spec, "portable"))
    spec = DEFAULT_TARGETS;
  uint32_t host = cucc_cpu_isa();
  cucc_target *t = calloc(strlen(spec) / 2 + 2, sizeof *t);
  unsigned k = 0;
  if (!t)
    return fail(err, "out of memory%.*s", "", 0);
  /* an architecture without levels gets its build machine's CPU */
  if (!strcmp(spec, "native") || (!host && !strcmp(spec, DEFAULT_TARGETS))) {
    char *cpu = LLVMGetHostCPUName(), *features = LLVMGetHostCPUFeatures();
    t[0] = (cucc_target){{0}, strdup(features), host, CUCC_IMAGE_NATIVE};
    snprintf(t[0].cpu, sizeof t[0].cpu, "%s", cpu);
    LLVMDisposeMessage(cpu);
    LLVMDisposeMessage(features);
    *out = t;
    *n = 1;
    return 0;
  }
  for (const char *p = spec; *p;) {
    size_t len = strcspn(p, ",");
    uint32_t isa = cucc_isa_of_name(p, len);
    if (!isa || (isa & ~0xffu) != (host & ~0xffu)) {
      cucc_targets_free(t, k);
      return fail(err,
                  "unknown CPU target '%.*s' (expected portable, native, or "
                  "a comma list of: " LEVELS ")",
                  p, (int)len);
    }
    bool dup = false;
    for (unsigned i = 0; i < k; i++)
      dup |= t[i].isa == isa;
    if (!dup)
      t[k++] = level_target(isa);
    p += len + (p[len] == ',');
  }
  if (!k) {
    free(t);
    return fail(err, "no CPU target given%.*s", "", 0);
  }
  qsort(t, k, sizeof *t, by_level);
  *out = t;
  *n = k;
  return 0;
}

void cucc_targets_free(cucc_target *t, unsigned n) {
  for (unsigned i = 0; i < n && t; i++)
    free(t[i].features);
  free(t);
}
