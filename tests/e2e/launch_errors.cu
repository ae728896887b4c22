// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/launch_errors.expected)
// Launch configuration errors: for each bad configuration, the error that
// cudaGetLastError reports right after the launch, and a check that the
// kernel did not run; the valid limits (block z = 64, grid y/z = 65535,
// grid x = 2^31-1, 48 KiB of shared memory) succeed. Then the last-error
// rules: cudaPeekAtLastError keeps the error, cudaGetLastError clears it,
// successful calls do not clear it, a later error replaces an earlier one,
// and what cudaDeviceSynchronize returns after a failed launch.
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

__device__ int ran;

__global__ void mark()
{
    if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0 && blockIdx.x == 0 &&
        blockIdx.y == 0 && blockIdx.z == 0)
        ran = 1;
}

// only the very last block writes, so a huge grid stays cheap to check
__global__ void markLastBlock()
{
    if (blockIdx.x == gridDim.x - 1 && blockIdx.y == gridDim.y - 1 &&
        blockIdx.z == gridDim.z - 1 && threadIdx.x == 0)
        ran = 1;
}

__global__ void bigStatic(int* out)
{
    __shared__ char big[40 * 1024];
    extern __shared__ char dyn[];
    int t = threadIdx.x;
    for (int i = t; i < 40 * 1024; i += blockDim.x)
        big[i] = (char)i;
    __syncthreads();
    if (t == 0) {
        ran = 1;
        out[0] = big[40 * 1024 - 1] + (dyn != 0);
    }
}

__global__ void smallStatic(int* out)
{
    __shared__ int s[256];  // 1 KiB
    extern __shared__ char dyn[];
    s[threadIdx.x % 256] = threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0) {
        ran = 1;
        out[0] = s[255] + (dyn != 0);
    }
}

__global__ void __launch_bounds__(128) bounded128()
{
    if (threadIdx.x == 0)
        ran = 1;
}

__global__ void __launch_bounds__(256, 2) bounded256()
{
    if (threadIdx.x == 0)
        ran = 1;
}

static int fails = 0;

static void resetRan()
{
    int z = 0;
    CHECK(cudaMemcpyToSymbol(ran, &z, sizeof z));
}

static int getRan()
{
    int r = -1;
    CHECK(cudaMemcpyFromSymbol(&r, ran, sizeof r));
    return r;
}

// expect: 1 = must succeed, 0 = must fail, -1 = record only
static void report(const char* what, int expect)
{
    cudaError_t launch = cudaGetLastError();
    cudaError_t sync = cudaDeviceSynchronize();
    int r = getRan();
    bool consistent = (launch == cudaSuccess) == (r == 1) && sync == cudaSuccess;
    bool okExpect = expect < 0 || (expect == 1) == (launch == cudaSuccess);
    printf("%-44s launch=%s sync=%s ran=%d%s\n", what, cudaGetErrorName(launch),
           cudaGetErrorName(sync), r, (consistent && okExpect) ? "" : "  <-- unexpected");
    if (!(consistent && okExpect))
        ++fails;
}

#define TRY(expect, desc, launchstmt) \
    do {                              \
        resetRan();                   \
        (void)cudaGetLastError();     \
        launchstmt;                   \
        report(desc, expect);         \
    } while (0)

int main()
{
    int* out;
    CHECK(cudaMalloc(&out, sizeof(int)));

    printf("== block dimensions\n");
    TRY(1, "block (1024,1,1)", (mark<<<1, dim3(1024, 1, 1)>>>()));
    TRY(0, "block (1025,1,1)", (mark<<<1, dim3(1025, 1, 1)>>>()));
    TRY(1, "block (32,32,1)", (mark<<<1, dim3(32, 32, 1)>>>()));
    TRY(0, "block (32,32,2) = 2048 threads", (mark<<<1, dim3(32, 32, 2)>>>()));
    TRY(0, "block (33,33,1) = 1089 threads", (mark<<<1, dim3(33, 33, 1)>>>()));
    TRY(1, "block (1,1,64)", (mark<<<1, dim3(1, 1, 64)>>>()));
    TRY(0, "block (1,1,65)", (mark<<<1, dim3(1, 1, 65)>>>()));
    TRY(1, "block (1,1024,1)", (mark<<<1, dim3(1, 1024, 1)>>>()));
    TRY(0, "block (1,1025,1)", (mark<<<1, dim3(1, 1025, 1)>>>()));
    TRY(0, "block (0,1,1)", (mark<<<1, dim3(0, 1, 1)>>>()));
    TRY(0, "block (1,0,1)", (mark<<<1, dim3(1, 0, 1)>>>()));
    TRY(0, "block int 0", (mark<<<1, 0>>>()));

    printf("== grid dimensions\n");
    TRY(1, "grid (1,65535,1)", (markLastBlock<<<dim3(1, 65535, 1), 1>>>()));
    TRY(0, "grid (1,65536,1)", (markLastBlock<<<dim3(1, 65536, 1), 1>>>()));
    TRY(1, "grid (1,1,65535)", (markLastBlock<<<dim3(1, 1, 65535), 1>>>()));
    TRY(0, "grid (1,1,65536)", (markLastBlock<<<dim3(1, 1, 65536), 1>>>()));
    TRY(0, "grid (0,1,1)", (mark<<<dim3(0, 1, 1), 1>>>()));
    TRY(0, "grid (1,1,0)", (mark<<<dim3(1, 1, 0), 1>>>()));
    TRY(0, "grid int 0", (mark<<<0, 32>>>()));
    TRY(0, "grid (2^31,1,1)", (markLastBlock<<<dim3(2147483648u, 1, 1), 1>>>()));
    TRY(0, "grid (0,0,0) block (0,0,0)", (mark<<<dim3(0, 0, 0), dim3(0, 0, 0)>>>()));

    printf("== shared memory\n");
    TRY(1, "dynamic 48 KiB, no static", (mark<<<1, 32, 48 * 1024>>>()));
    TRY(0, "dynamic 48 KiB + 1, no static", (mark<<<1, 32, 48 * 1024 + 1>>>()));
    TRY(-1, "dynamic 64 KiB, no static", (mark<<<1, 32, 64 * 1024>>>()));
    TRY(0, "dynamic 1 GiB", (mark<<<1, 32, 1u << 30>>>()));
    TRY(1, "static 40 KiB + dynamic 8 KiB", (bigStatic<<<1, 128, 8 * 1024>>>(out)));
    TRY(0, "static 40 KiB + dynamic 10 KiB", (bigStatic<<<1, 128, 10 * 1024>>>(out)));
    TRY(1, "static 1 KiB + dynamic 47 KiB", (smallStatic<<<1, 256, 47 * 1024>>>(out)));
    TRY(0, "static 1 KiB + dynamic 47 KiB + 1", (smallStatic<<<1, 256, 47 * 1024 + 1>>>(out)));

    printf("== launch bounds\n");
    TRY(1, "__launch_bounds__(128) with 128 threads", (bounded128<<<2, 128>>>()));
    TRY(1, "__launch_bounds__(128) with 96 threads", (bounded128<<<2, 96>>>()));
    TRY(0, "__launch_bounds__(128) with 129 threads", (bounded128<<<2, 129>>>()));
    TRY(0, "__launch_bounds__(128) with 256 threads", (bounded128<<<2, 256>>>()));
    TRY(0, "__launch_bounds__(128) with (16,16,1)", (bounded128<<<1, dim3(16, 16, 1)>>>()));
    TRY(1, "__launch_bounds__(256,2) with 256 threads", (bounded256<<<4, 256>>>()));
    TRY(0, "__launch_bounds__(256,2) with 512 threads", (bounded256<<<4, 512>>>()));

    printf("== last-error rules\n");
    (void)cudaGetLastError();
    printf("initial: peek=%s get=%s\n", cudaGetErrorName(cudaPeekAtLastError()),
           cudaGetErrorName(cudaGetLastError()));
    mark<<<1, 2048>>>();
    cudaError_t p1 = cudaPeekAtLastError();
    cudaError_t p2 = cudaPeekAtLastError();
    cudaError_t g1 = cudaGetLastError();
    cudaError_t g2 = cudaGetLastError();
    cudaError_t p3 = cudaPeekAtLastError();
    printf("after bad launch: peek=%s peek=%s get=%s get=%s peek=%s\n", cudaGetErrorName(p1),
           cudaGetErrorName(p2), cudaGetErrorName(g1), cudaGetErrorName(g2), cudaGetErrorName(p3));
    if (p1 == cudaSuccess || p2 != p1 || g1 != p1 || g2 != cudaSuccess || p3 != cudaSuccess)
        ++fails;

    // a failed launch followed directly by cudaDeviceSynchronize
    mark<<<1, 2048>>>();
    cudaError_t s1 = cudaDeviceSynchronize();
    cudaError_t afterSync = cudaGetLastError();
    printf("bad launch then sync: sync=%s then get=%s\n", cudaGetErrorName(s1),
           cudaGetErrorName(afterSync));

    // successful calls in between do not clear the error
    mark<<<1, 2048>>>();
    int* tmp;
    cudaError_t m = cudaMalloc(&tmp, 16);
    cudaError_t f = cudaFree(tmp);
    resetRan();
    mark<<<1, 32>>>();
    cudaError_t s2 = cudaDeviceSynchronize();
    int r2 = getRan();
    cudaError_t g3 = cudaGetLastError();
    printf("bad launch, malloc=%s free=%s good launch ran=%d sync=%s, then get=%s\n",
           cudaGetErrorName(m), cudaGetErrorName(f), r2, cudaGetErrorName(s2),
           cudaGetErrorName(g3));
    if (r2 != 1)
        ++fails;

    // the later error replaces the earlier one (launch errors and API errors alike)
    mark<<<1, 2048>>>();
    cudaError_t sd1 = cudaSetDevice(99);
    cudaError_t g4 = cudaGetLastError();
    cudaError_t sd2 = cudaSetDevice(99);
    mark<<<1, 2048>>>();
    cudaError_t g5 = cudaGetLastError();
    printf("bad launch then cudaSetDevice(99)=%s -> get=%s\n", cudaGetErrorName(sd1),
           cudaGetErrorName(g4));
    printf("cudaSetDevice(99)=%s then bad launch -> get=%s\n", cudaGetErrorName(sd2),
           cudaGetErrorName(g5));
    if (g4 != sd1 || g5 == sd2)
        ++fails;
    printf("final get=%s\n", cudaGetErrorName(cudaGetLastError()));

    printf("== huge grid\n");
    TRY(1, "grid (2^31-1,1,1) block 1, empty kernel", (markLastBlock<<<dim3(2147483647u, 1, 1), 1>>>()));

    CHECK(cudaFree(out));
    if (fails) {
        printf("FAIL %d\n", fails);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
