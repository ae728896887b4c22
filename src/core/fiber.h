/* Fiber engine: runs each CUDA thread of a block as a user-level fiber on the
 * calling OS thread; a barrier switches to the next thread until every thread
 * of the block has arrived (threads that returned count as arrived). */
#ifndef CUCC_FIBER_H
#define CUCC_FIBER_H

#include "../common/cucc_abi.h"

/* Runs all blk->nthreads threads of one block of a fiber kernel to
 * completion. Threads are numbered in the guide's order (x fastest, then y,
 * then z); each gets its own cucc_thread whose block is blk. Stacks are
 * cached per OS thread and reused between blocks. Returns 0, or -1 if stacks
 * could not be allocated. */
int cucc_fiber_run_block(cucc_thread_fn entry, void **args, cucc_block *blk);

/* Runs a cooperative grid: the nblocks blocks of blks (same shape, each with
 * its own shared memory) as fibers of this OS thread, all resident at once,
 * so that a grid barrier (CUCC_BAR_GRID) waits for every live thread of the
 * grid. Returns 0, or -1 if stacks could not be allocated. */
int cucc_fiber_run_grid(cucc_thread_fn entry, void **args, cucc_block *blks,
                        uint32_t nblocks);

/* Called by device code (through cucc_device_api.barrier) on a fiber:
 * waits for all threads of the block (of the grid for CUCC_BAR_GRID in a
 * cooperative grid), returns the op's result. */
int cucc_fiber_barrier(int op, int pred);

/* A warp collective (enum cucc_warp_op of cucc_abi.h) on a fiber: waits
 * until the lanes named by the mask have arrived, returns this lane's
 * result. Off a fiber the caller is a warp of one. */
uint64_t cucc_fiber_warp(int op, uint32_t mask, uint64_t value, int arg,
                         int width);

/* Forgets the block running on this OS thread after a fault jumped out of
 * it (its fibers are dropped; their stacks are reused). */
void cucc_fiber_abandon(void);

/* Whether p lies in one of the fiber stacks of this OS thread (the local
 * memory of the threads of the fiber block it runs). */
int cucc_fiber_stack_contains(const void *p);

/* The CUDA thread running on this OS thread (fiber or loop kernel). */
cucc_thread *cucc_self(void);
void cucc_set_self(cucc_thread *t);

/* Stack size of each fiber in bytes (default 256 KiB; CUCC_STACK_SIZE env or
 * cudaDeviceSetLimit(cudaLimitStackSize) may change it before launches). */
void cucc_fiber_set_stack_size(size_t bytes);
size_t cucc_fiber_get_stack_size(void);

#endif
