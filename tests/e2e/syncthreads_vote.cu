// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/syncthreads_vote.expected)
// __syncthreads_count / __syncthreads_and / __syncthreads_or: barrier plus a
// block-wide predicate reduction, for several block shapes (including 2D/3D
// blocks and sizes that are not a multiple of the warp size), and a loop
// that uses the result of __syncthreads_or as its exit condition.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #call,       \
                   cudaGetErrorName(err_));                                \
            return 1;                                                      \
        }                                                                  \
    } while (0)

// out[block*4 + 0..3] = count(pred), and(pred)!=0, or(pred)!=0, count(all-true)
// mode 0: pred = tid % 3 == 0; mode 1: all true; mode 2: all false; mode 3: only last thread
__global__ void vote(int* out, int mode)
{
    int tid = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    int nthreads = blockDim.x * blockDim.y * blockDim.z;
    int pred;
    switch (mode) {
    case 0: pred = (tid + blockIdx.x) % 3 == 0; break;
    case 1: pred = 1; break;
    case 2: pred = 0; break;
    default: pred = (tid == nthreads - 1) ? 42 : 0; break;  // non-zero, not 1
    }
    int c = __syncthreads_count(pred);
    int a = __syncthreads_and(pred);
    int o = __syncthreads_or(pred);
    int all = __syncthreads_count(1);
    // every thread must see the same results; thread 0 writes, the others compare
    __shared__ int ref[4];
    if (tid == 0) {
        ref[0] = c;
        ref[1] = a != 0;
        ref[2] = o != 0;
        ref[3] = all;
    }
    __syncthreads();
    if (ref[0] != c || ref[1] != (a != 0) || ref[2] != (o != 0) || ref[3] != all)
        out[gridDim.x * 4] = 1;  // disagreement flag
    if (tid == 0) {
        out[blockIdx.x * 4 + 0] = c;
        out[blockIdx.x * 4 + 1] = a != 0;
        out[blockIdx.x * 4 + 2] = o != 0;
        out[blockIdx.x * 4 + 3] = all;
    }
}

// each thread counts down from tid % 7; loop until nobody has work left
__global__ void loopUntilDone(int* rounds, int* total)
{
    int left = threadIdx.x % 7;
    int r = 0;
    int sum = 0;
    while (__syncthreads_or(left > 0)) {
        int active = __syncthreads_count(left > 0);
        if (threadIdx.x == 0)
            sum += active;
        if (left > 0)
            --left;
        ++r;
    }
    if (threadIdx.x == 0) {
        rounds[blockIdx.x] = r;
        total[blockIdx.x] = sum;
    }
}

static int hostExpect(int mode, int nthreads, int block, int* e)
{
    int c = 0;
    for (int t = 0; t < nthreads; ++t) {
        int p;
        switch (mode) {
        case 0: p = (t + block) % 3 == 0; break;
        case 1: p = 1; break;
        case 2: p = 0; break;
        default: p = t == nthreads - 1; break;
        }
        c += p != 0;
    }
    e[0] = c;
    e[1] = c == nthreads;
    e[2] = c > 0;
    e[3] = nthreads;
    return 0;
}

int main()
{
    int fails = 0;
    const dim3 shapes[] = {dim3(1), dim3(32), dim3(33), dim3(100), dim3(256), dim3(1024),
                           dim3(8, 8, 2), dim3(5, 7, 3)};
    const int grid = 3;
    int* d;
    CHECK(cudaMalloc(&d, (grid * 4 + 1) * sizeof(int)));
    for (const dim3& b : shapes) {
        int nthreads = b.x * b.y * b.z;
        for (int mode = 0; mode < 4; ++mode) {
            CHECK(cudaMemset(d, 0xff, (grid * 4 + 1) * sizeof(int)));
            CHECK(cudaMemset(d + grid * 4, 0, sizeof(int)));
            vote<<<grid, b>>>(d, mode);
            CHECK(cudaGetLastError());
            int h[grid * 4 + 1];
            CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
            printf("block(%u,%u,%u) mode %d:", b.x, b.y, b.z, mode);
            int bad = h[grid * 4] != 0;
            for (int blk = 0; blk < grid; ++blk) {
                int e[4];
                hostExpect(mode, nthreads, blk, e);
                printf(" [%d %d %d %d]", h[blk * 4], h[blk * 4 + 1], h[blk * 4 + 2],
                       h[blk * 4 + 3]);
                for (int k = 0; k < 4; ++k)
                    if (h[blk * 4 + k] != e[k])
                        bad = 1;
            }
            printf("%s\n", bad ? " bad" : "");
            fails += bad;
        }
    }
    CHECK(cudaFree(d));

    int *dr, *dt;
    CHECK(cudaMalloc(&dr, 2 * sizeof(int)));
    CHECK(cudaMalloc(&dt, 2 * sizeof(int)));
    loopUntilDone<<<2, 100>>>(dr, dt);
    CHECK(cudaGetLastError());
    int hr[2], ht[2];
    CHECK(cudaMemcpy(hr, dr, sizeof hr, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ht, dt, sizeof ht, cudaMemcpyDeviceToHost));
    int expTotal = 0;
    for (int t = 0; t < 100; ++t)
        expTotal += t % 7;
    printf("loopUntilDone: rounds=%d,%d total=%d,%d (expect 6 and %d)\n", hr[0], hr[1], ht[0],
           ht[1], expTotal);
    if (hr[0] != 6 || hr[1] != 6 || ht[0] != expTotal || ht[1] != expTotal)
        ++fails;

    if (fails) {
        printf("FAIL %d\n", fails);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
