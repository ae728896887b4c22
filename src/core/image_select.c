/* Chooses which shared object of an embedded device image blob to load (the
 * blob holds one per ISA level, src/driver/image.c): the highest level the
 * running CPU supports (src/common/cucc_cpu.h). CUCC_ISA_MAX=LEVEL caps the
 * choice, as if the CPU had only that level (e.g. x86-64-v3: no AVX-512);
 * CUCC_ISA_LOG=1 reports each choice on stderr. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/cucc_cpu.h"
#include "internal.h"

/* The level this process may use: the CPU's, capped by CUCC_ISA_MAX. */
static uint32_t usable_level(void) {
  uint32_t cpu = cucc_cpu_isa();
  const char *cap = getenv("CUCC_ISA_MAX");
  if (!cap || !*cap)
    return cpu;
  uint32_t c = cucc_isa_of_name(cap, strlen(cap));
  if (!c || (c & ~0xffu) != (cpu & ~0xffu)) {
    static int warned;
    if (!__atomic_exchange_n(&warned, 1, __ATOMIC_RELAXED))
      fprintf(stderr,
              "cucc: CUCC_ISA_MAX=%s is not an ISA level of this CPU's "
              "architecture (e.g. %s); ignored\n",
              cap, cucc_isa_name(cpu));
    return cpu;
  }
  return c < cpu ? c : cpu;
}

static void list_images(const cucc_image_entry *e, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    fprintf(stderr, "%s%s%s", i ? ", " : "", e[i].cpu,
            e[i].flags & CUCC_IMAGE_NATIVE ? " (native)" : "");
}

const void *rt_image_select(const cucc_image_header *h, size_t *size) {
  const cucc_image_entry *e = (const cucc_image_entry *)(h + 1), *best = NULL;
  uint32_t cpu = usable_level();
  for (uint32_t i = 0; i < h->nimages; i++) {
    if (e[i].offset > h->size || e[i].size > h->size - e[i].offset) {
      fprintf(stderr, "cucc: a device image is damaged\n");
      return NULL;
    }
    if (cucc_isa_runs(cpu, e[i].isa) && (!best || e[i].isa > best->isa))
      best = &e[i];
  }
  const char *log = getenv("CUCC_ISA_LOG");
  if (!best || (log && *log && strcmp(log, "0"))) {
    fprintf(stderr, best ? "cucc: loading the device code for %s of: "
                         : "cucc: this CPU (%s) cannot run the device code, "
                           "built for: ",
            best ? best->cpu : cucc_isa_name(cpu));
    list_images(e, h->nimages);
    fprintf(stderr, "%s\n",
            best ? "" : "; rebuild it for this CPU (the default, "
                        "--cucc-target-cpu=portable, runs on every one)");
  }
  if (!best)
    return NULL;
  *size = best->size;
  return (const char *)h + best->offset;
}
