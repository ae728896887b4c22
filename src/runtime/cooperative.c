/* Cooperative launches (cudaLaunchCooperativeKernel, cudaLaunchKernelEx with
 * cudaLaunchAttributeCooperative): every block of the grid must be resident
 * at once for grid_group::sync(). The engine runs such a launch as one
 * command of a single "block" whose entry (coop_entry, a loop-kernel entry
 * over a synthetic cucc_kernel_info) runs the whole grid on one worker
 * thread as fibers (cucc_fiber_run_grid), each block with its own shared
 * memory. Faults and traps leave it through the engine's usual way. */
#include <stdlib.h>
#include <string.h>

#include "cooperative.h"
#include "fiber.h"

typedef struct rt_coop {
  cucc_kernel_info synth; /* what the engine runs */
  const cucc_kernel_info *k;
  cucc_dim3 grid, block;
  size_t dyn_smem;
  void **args;
} rt_coop;

/* Per worker thread: the blocks and shared memory of the grid it runs,
 * reused by later launches. */
static _Thread_local cucc_block *blks;
static _Thread_local size_t blks_cap;
static _Thread_local char *smem;
static _Thread_local size_t smem_cap;

static size_t round_up(size_t x, size_t a) { return (x + a - 1) / a * a; }

static void coop_entry(void **args, cucc_block *outer) {
  (void)outer;
  rt_coop *co = (rt_coop *)args;
  const cucc_kernel_info *k = co->k;
  uint64_t nb = (uint64_t)co->grid.x * co->grid.y * co->grid.z;
  size_t dyn_off = CUCC_DYN_SMEM_OFFSET(k->static_smem);
  size_t per = round_up(dyn_off + co->dyn_smem + 16, CUCC_SMEM_ALIGN);
  if (nb > blks_cap) {
    free(blks);
    blks = malloc(nb * sizeof *blks);
    blks_cap = blks ? nb : 0;
  }
  if (nb * per > smem_cap) {
    free(smem);
    smem = aligned_alloc(CUCC_SMEM_ALIGN, nb * per);
    smem_cap = smem ? nb * per : 0;
  }
  if (!blks || !smem) {
    rt_set_sticky(cudaErrorLaunchOutOfResources);
    return;
  }
  uint32_t x = 0, y = 0, z = 0;
  for (uint64_t b = 0; b < nb; b++) {
    cucc_block *blk = &blks[b];
    blk->block_idx = (cucc_dim3){x, y, z};
    blk->block_dim = co->block;
    blk->grid_dim = co->grid;
    blk->nthreads = co->block.x * co->block.y * co->block.z;
    blk->smem = smem + b * per;
    blk->dyn_smem = blk->smem + dyn_off;
    blk->sched = NULL;
    if (++x == co->grid.x) {
      x = 0;
      if (++y == co->grid.y) {
        y = 0;
        z++;
      }
    }
  }
  if (cucc_fiber_run_grid((cucc_thread_fn)k->entry, co->args, blks,
                          (uint32_t)nb))
    rt_set_sticky(cudaErrorLaunchOutOfResources);
}

size_t rt_coop_size(void) { return sizeof(rt_coop); }

void rt_coop_setup(rt_cmd *c, void *mem) {
  rt_coop *co = mem;
  co->k = c->k;
  co->grid = c->grid;
  co->block = c->block;
  co->dyn_smem = c->dyn_smem;
  co->args = c->args;
  memset(&co->synth, 0, sizeof co->synth);
  co->synth.name = c->k->name; /* faults name the kernel */
  co->synth.entry = (void *)coop_entry;
  co->synth.kind = CUCC_KERNEL_LOOP;
  c->k = &co->synth;
  c->grid = c->block = (cucc_dim3){1, 1, 1};
  c->dyn_smem = 0;
  c->args = (void **)co;
  c->nblocks = 1;
}
