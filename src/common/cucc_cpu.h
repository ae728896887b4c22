/* The ISA levels of cucc_abi.h (enum cucc_isa): their names and the highest
 * one the running CPU supports, for the runtime's choice of device image and
 * for the driver's `--cucc-target-cpu=native`. Header-only: both link it. */
#ifndef CUCC_CPU_H
#define CUCC_CPU_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "cucc_abi.h"

#if defined(__x86_64__)
#include <cpuid.h>
#elif defined(__aarch64__)
#include <sys/auxv.h>
#ifndef HWCAP_ATOMICS
#define HWCAP_ATOMICS (1ul << 8)
#endif
#endif

/* The level names, as LLVM's CPU names where one exists. */
static const struct {
  uint32_t isa;
  const char *name;
} cucc_isa_names[] = {
    {CUCC_ISA_X86_64, "x86-64"},       {CUCC_ISA_X86_64_V2, "x86-64-v2"},
    {CUCC_ISA_X86_64_V3, "x86-64-v3"}, {CUCC_ISA_X86_64_V4, "x86-64-v4"},
    {CUCC_ISA_AARCH64, "armv8-a"},     {CUCC_ISA_AARCH64_LSE, "armv8-a+lse"},
};

static inline const char *cucc_isa_name(uint32_t isa) {
  for (size_t i = 0; i < sizeof cucc_isa_names / sizeof *cucc_isa_names; i++)
    if (cucc_isa_names[i].isa == isa)
      return cucc_isa_names[i].name;
  return "unknown";
}

/* The level called `name`, or 0. */
static inline uint32_t cucc_isa_of_name(const char *name, size_t len) {
  for (size_t i = 0; i < sizeof cucc_isa_names / sizeof *cucc_isa_names; i++)
    if (strlen(cucc_isa_names[i].name) == len &&
        !strncmp(cucc_isa_names[i].name, name, len))
      return cucc_isa_names[i].isa;
  return 0;
}

/* Can a CPU of level `cpu` run code of level `isa`? */
static inline bool cucc_isa_runs(uint32_t cpu, uint32_t isa) {
  return (cpu & ~0xffu) == (isa & ~0xffu) && (cpu & 0xffu) >= (isa & 0xffu);
}

#if defined(__x86_64__)
static inline uint64_t cucc_xcr0(void) {
  uint32_t lo, hi;
  __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  return (uint64_t)hi << 32 | lo;
}

#define CUCC_BITS(r, m) (((r) & (m)) == (m))

/* The x86-64 psABI's micro-architecture levels, from CPUID (and XCR0: the
 * OS must save the AVX and AVX-512 registers). */
static inline uint32_t cucc_cpu_isa(void) {
  unsigned a, b, c, d, eb = 0, ec = 0, ed = 0, b7 = 0, c7 = 0, d7 = 0;
  if (!__get_cpuid(1, &a, &b, &c, &d))
    return CUCC_ISA_X86_64;
  __get_cpuid(0x80000001, &a, &eb, &ec, &ed);
  __get_cpuid_count(7, 0, &a, &b7, &c7, &d7);
  /* SSE3 SSSE3 CMPXCHG16B SSE4.1 SSE4.2 POPCNT; LAHF/SAHF */
  if (!CUCC_BITS(c, 1u << 0 | 1u << 9 | 1u << 13 | 1u << 19 | 1u << 20 |
                        1u << 23) ||
      !(ec & 1u))
    return CUCC_ISA_X86_64;
  /* FMA MOVBE OSXSAVE AVX F16C; BMI1 AVX2 BMI2; LZCNT; XMM and YMM state */
  if (!CUCC_BITS(c, 1u << 12 | 1u << 22 | 1u << 27 | 1u << 28 | 1u << 29) ||
      !CUCC_BITS(b7, 1u << 3 | 1u << 5 | 1u << 8) || !(ec & 1u << 5) ||
      !CUCC_BITS(cucc_xcr0(), 0x6u))
    return CUCC_ISA_X86_64_V2;
  /* AVX512F DQ CD BW VL; opmask and ZMM state */
  if (!CUCC_BITS(b7, 1u << 16 | 1u << 17 | 1u << 28 | 1u << 30 | 1u << 31) ||
      !CUCC_BITS(cucc_xcr0(), 0xe6u))
    return CUCC_ISA_X86_64_V3;
  return CUCC_ISA_X86_64_V4;
}
#undef CUCC_BITS
#elif defined(__aarch64__)
static inline uint32_t cucc_cpu_isa(void) {
  return getauxval(AT_HWCAP) & HWCAP_ATOMICS ? CUCC_ISA_AARCH64_LSE
                                             : CUCC_ISA_AARCH64;
}
#else
static inline uint32_t cucc_cpu_isa(void) { return 0; }
#endif

#endif
