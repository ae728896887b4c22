// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/builtin_vars_3d.expected)
// Built-in variables with 3D blocks and 3D grids: every thread records
// threadIdx, blockIdx, blockDim, gridDim and warpSize at its global linear
// index; the host checks every record. Also dim3 defaults and int launch
// arguments.
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

struct Rec {
    unsigned tx, ty, tz;
    unsigned bx, by, bz;
    unsigned bdx, bdy, bdz;
    unsigned gdx, gdy, gdz;
    int warp;
    int written;
};

__device__ unsigned long long linearIndex()
{
    unsigned long long block =
        blockIdx.x + (unsigned long long)gridDim.x * (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
    unsigned long long thread = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    return block * (blockDim.x * blockDim.y * blockDim.z) + thread;
}

__global__ void record(Rec* out)
{
    unsigned long long i = linearIndex();
    Rec r;
    r.tx = threadIdx.x; r.ty = threadIdx.y; r.tz = threadIdx.z;
    r.bx = blockIdx.x;  r.by = blockIdx.y;  r.bz = blockIdx.z;
    r.bdx = blockDim.x; r.bdy = blockDim.y; r.bdz = blockDim.z;
    r.gdx = gridDim.x;  r.gdy = gridDim.y;  r.gdz = gridDim.z;
    r.warp = warpSize;
    r.written = out[i].written + 1;  // detects double writes
    out[i] = r;
}

static int runCase(dim3 grid, dim3 block)
{
    size_t n = (size_t)grid.x * grid.y * grid.z * block.x * block.y * block.z;
    Rec* d;
    CHECK(cudaMalloc(&d, n * sizeof(Rec)));
    CHECK(cudaMemset(d, 0, n * sizeof(Rec)));
    record<<<grid, block>>>(d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    Rec* h = (Rec*)malloc(n * sizeof(Rec));
    CHECK(cudaMemcpy(h, d, n * sizeof(Rec), cudaMemcpyDeviceToHost));
    size_t bad = 0;
    size_t i = 0;
    for (unsigned bz = 0; bz < grid.z; ++bz)
        for (unsigned by = 0; by < grid.y; ++by)
            for (unsigned bx = 0; bx < grid.x; ++bx)
                for (unsigned tz = 0; tz < block.z; ++tz)
                    for (unsigned ty = 0; ty < block.y; ++ty)
                        for (unsigned tx = 0; tx < block.x; ++tx, ++i) {
                            const Rec& r = h[i];
                            bool ok = r.tx == tx && r.ty == ty && r.tz == tz && r.bx == bx &&
                                      r.by == by && r.bz == bz && r.bdx == block.x &&
                                      r.bdy == block.y && r.bdz == block.z && r.gdx == grid.x &&
                                      r.gdy == grid.y && r.gdz == grid.z && r.warp == 32 &&
                                      r.written == 1;
                            if (!ok) {
                                if (bad < 3)
                                    printf("  bad record %zu: t=(%u,%u,%u) b=(%u,%u,%u) "
                                           "written=%d\n",
                                           i, r.tx, r.ty, r.tz, r.bx, r.by, r.bz, r.written);
                                ++bad;
                            }
                        }
    const Rec& last = h[n - 1];
    printf("grid(%u,%u,%u) block(%u,%u,%u): %zu threads, last t=(%u,%u,%u) b=(%u,%u,%u) "
           "warpSize=%d %s\n",
           grid.x, grid.y, grid.z, block.x, block.y, block.z, n, last.tx, last.ty, last.tz,
           last.bx, last.by, last.bz, last.warp, bad ? "bad" : "ok");
    free(h);
    CHECK(cudaFree(d));
    return bad != 0;
}

int main()
{
    dim3 def;
    dim3 two(7, 5);
    printf("dim3 defaults: (%u,%u,%u) (%u,%u,%u)\n", def.x, def.y, def.z, two.x, two.y, two.z);
    int fails = 0;
    fails += runCase(dim3(3, 2, 2), dim3(4, 3, 2));
    fails += runCase(dim3(2, 3, 4), dim3(8, 8, 16));
    fails += runCase(dim3(5, 1, 3), dim3(1, 1, 64));
    fails += runCase(dim3(1, 1, 1), dim3(1, 1, 1));
    fails += runCase(dim3(70000, 1, 1), dim3(2, 1, 1));  // grid.x beyond 65535
    fails += runCase(dim3(1, 65535, 1), dim3(1, 1, 1));
    fails += runCase(dim3(1, 2, 65535), dim3(1, 1, 1));
    fails += runCase(dim3(1, 1, 1), dim3(1024, 1, 1));
    fails += runCase(dim3(1, 1, 1), dim3(1, 1024, 1));
    fails += runCase(dim3(3, 5, 7), dim3(3, 5, 7));
    // int arguments for grid and block
    {
        int blocks = 4, threads = 48;
        Rec* d;
        CHECK(cudaMalloc(&d, blocks * threads * sizeof(Rec)));
        CHECK(cudaMemset(d, 0, blocks * threads * sizeof(Rec)));
        record<<<blocks, threads>>>(d);
        CHECK(cudaGetLastError());
        Rec h[4 * 48];
        CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
        int bad = 0;
        for (int i = 0; i < blocks * threads; ++i)
            if (h[i].tx != (unsigned)(i % threads) || h[i].bx != (unsigned)(i / threads) ||
                h[i].ty || h[i].tz || h[i].by || h[i].bz || h[i].bdy != 1 || h[i].bdz != 1 ||
                h[i].gdy != 1 || h[i].gdz != 1 || h[i].gdx != 4 || h[i].bdx != 48)
                ++bad;
        printf("int launch <<<4,48>>>: %s\n", bad ? "bad" : "ok");
        fails += bad != 0;
        CHECK(cudaFree(d));
    }
    if (fails) {
        printf("FAIL %d\n", fails);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
