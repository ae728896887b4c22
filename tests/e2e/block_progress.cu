// Expected output recorded with nvcc 13 (-O2 -arch=sm_90) on an NVIDIA H100 80GB HBM3
// (tests/e2e/block_progress.expected; 2 runs identical).
// Blocks that wait on flags set by other blocks make progress, as on a GPU,
// where every resident block runs: 8 blocks (fewer than the device reports
// as co-resident), block i spinning until block i + 1 has finished, and the
// last block finishing first. Blocks are started in index order, so with
// fewer worker threads than blocks (cucc's default on a small machine) the
// first blocks spin while the blocks they wait for have not started: the
// runtime must run more blocks at once than it has workers. Each block
// gives up after ~4 s of spinning (so that a failure does not hang) and
// records it. Three forms: one thread per block (a loop kernel), 64 threads
// with __syncthreads (a region kernel), and a 2D grid. The completion order
// is deterministic: the expected output was recorded with nvcc on an H100.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #call,       \
                   cudaGetErrorName(err_));                                \
            exit(1);                                                       \
        }                                                                  \
    } while (0)

#define NB 8
#define SPIN_CYCLES 8000000000ll // clock64 ticks: ~3 s on x86 (TSC) and ~4.5 s on an H100

struct State {
    int flag[NB + 1];  // flag[i]: block i has finished; flag[NB] starts set
    int order[NB];     // completion order
    int counter;
    int timed_out[NB];
};

__device__ void wait_then_finish(State *s, int b) {
    volatile int *f = s->flag;
    long long t0 = clock64();
    while (!f[b + 1]) {
        if (clock64() - t0 > SPIN_CYCLES) {
            s->timed_out[b] = 1;
            break;
        }
    }
    __threadfence();
    s->order[atomicAdd(&s->counter, 1)] = b;
    __threadfence();
    f[b] = 1;
}

__global__ void chain_loop(State *s) { wait_then_finish(s, blockIdx.x); }

__global__ void chain_barrier(State *s, int *out) {
    __shared__ int v[64];
    if (threadIdx.x == 0)
        wait_then_finish(s, blockIdx.x);
    __syncthreads();
    v[threadIdx.x] = threadIdx.x * (blockIdx.x + 1);
    __syncthreads();
    out[blockIdx.x * 64 + threadIdx.x] = v[63 - threadIdx.x];
}

__global__ void chain_2d(State *s) {
    if (threadIdx.x == 0 && threadIdx.y == 0)
        wait_then_finish(s, blockIdx.y * gridDim.x + blockIdx.x);
}

static State *fresh(State *s) {
    State h = {};
    h.flag[NB] = 1;
    CHECK(cudaMemcpy(s, &h, sizeof h, cudaMemcpyHostToDevice));
    return s;
}

static int report(const char *name, State *s) {
    CHECK(cudaDeviceSynchronize());
    State h;
    CHECK(cudaMemcpy(&h, s, sizeof h, cudaMemcpyDeviceToHost));
    int bad = 0;
    printf("%s: order", name);
    for (int i = 0; i < NB; i++) {
        printf(" %d", h.order[i]);
        bad |= h.timed_out[i];
    }
    printf("%s\n", bad ? " (a block timed out waiting)" : "");
    return bad;
}

int main() {
    int dev = 0, sms = 0, per_sm = 0;
    CHECK(cudaGetDevice(&dev));
    CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, chain_barrier, 64, 0));
    printf("co-resident blocks >= %d: %s\n", NB, sms * per_sm >= NB ? "yes" : "no");
    State *s;
    int *out;
    CHECK(cudaMalloc(&s, sizeof(State)));
    CHECK(cudaMalloc(&out, NB * 64 * sizeof(int)));
    int bad = 0;
    chain_loop<<<NB, 1>>>(fresh(s));
    bad |= report("loop kernel", s);
    chain_barrier<<<NB, 64>>>(fresh(s), out);
    bad |= report("barrier kernel", s);
    int h[NB * 64];
    CHECK(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < NB * 64; i++)
        if (h[i] != (63 - i % 64) * (i / 64 + 1))
            bad |= 1;
    chain_2d<<<dim3(4, 2), dim3(8, 4)>>>(fresh(s));
    bad |= report("2d grid", s);
    printf("%s\n", bad ? "FAILED" : "PASSED");
    return bad;
}
