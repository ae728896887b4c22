// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/device_printf.expected)
// Device printf: every conversion and flag the guide lists (%p only with
// fixed pointer values), width/precision/'*', length modifiers,
// strings from literals and from global memory, return values stored by the
// kernel and printed by the host, printf in a loop, printf from a
// __host__ __device__ function called on both sides, and several launches
// each printing from one thread so that the output order is deterministic.
// Host printf is always followed by fflush(stdout).
#include <cstdio>
#include <cstdlib>
#include <cstring>
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

__device__ int rets[64];
__device__ char dMsg[] = "device global string";

__global__ void formats(const char* gstr)
{
    if (threadIdx.x != 0 || blockIdx.x != 0)
        return;
    int k = 0;
    rets[k++] = printf("no arguments\n");
    rets[k++] = printf("%%d %d %d %d\n", 0, -42, 2147483647);
    rets[k++] = printf("%%i %i %i\n", 17, -2147483647 - 1);
    rets[k++] = printf("%%u %u %u\n", 42u, 4294967295u);
    rets[k++] = printf("%%x %x %x %%X %X\n", 255u, 0xdeadbeefu, 0xabcdefu);
    rets[k++] = printf("%%o %o %o\n", 8u, 511u);
    rets[k++] = printf("%%c %c%c%c\n", 'G', 'P', 'U');
    rets[k++] = printf("%%s [%s] [%s] [%s]\n", "literal", gstr, dMsg);
    rets[k++] = printf("%%f %f %f %f\n", 3.14159f, -0.5, 1234567.125);
    rets[k++] = printf("%%.3f %.3f %.3f %.0f\n", 2.71828, -1.0005, 2.5);
    rets[k++] = printf("%%e %e %e %%E %E\n", 12345.678, 0.000123, -1.5e100);
    rets[k++] = printf("%%g %g %g %g %g %%G %G\n", 0.0001, 0.00001, 100000.0, 1000000.0, 1e-20);
    rets[k++] = printf("[%5d] [%-5d] [%05d] [%+d] [%+d] [% d]\n", 42, 42, 42, 42, -42, 42);
    rets[k++] = printf("[%8.3f] [%-8.2f] [%08.3f] [%+.1e]\n", 3.14159, 2.5, -3.14159, 12345.0);
    rets[k++] = printf("[%#x] [%#o] [%#X] [%10s] [%-10s] [%.3s]\n", 255u, 8u, 48879u, "right",
                       "left", "truncate");
    rets[k++] = printf("[%*d] [%-*d]\n", 6, 7, 4, 8);
    // '*' as a precision: recorded as the real device prints it
    rets[k++] = printf("[%.*f]\n", 2, 1.23456);
    rets[k++] = printf("%%ld %ld %ld\n", 1234567890123L, -1L);
    rets[k++] = printf("%%lld %lld %lld\n", 9223372036854775807LL, -9223372036854775807LL - 1);
    rets[k++] = printf("%%llu %llu %%llx %llx\n", 18446744073709551615ULL, 0x123456789abcdefULL);
    rets[k++] = printf("%%hd %hd %%hu %hu\n", (short)-5, (unsigned short)65535);
    rets[k++] = printf("%%p %p %p\n", (void*)0, (void*)0x1234);  // fixed values only
    rets[k++] = printf("%%a %a %a\n", 1.0, -0.75);
    rets[k++] = printf("100%% done%%\n");
    rets[k++] = printf("mixed %d %s %c %.2f %u %x\n", 1, "two", '3', 4.0, 5u, 6u);
    rets[k++] = printf("");
    rets[k++] = printf("one arg without newline: %d", 99);
    rets[k++] = printf(" <- same line\n");
    rets[k] = -1000;  // sentinel
}

__global__ void loop(int n)
{
    for (int i = 0; i < n; ++i)
        printf("loop iteration %d of %d, square %d\n", i, n, i * i);
}

// exactly one thread (the last one) of a larger launch prints
__global__ void lastThreadPrints(int tag)
{
    unsigned last = gridDim.x * blockDim.x - 1;
    unsigned me = blockIdx.x * blockDim.x + threadIdx.x;
    if (me == last)
        printf("launch %d: thread %u of block %u (blockDim %u, gridDim %u) prints\n", tag,
               threadIdx.x, blockIdx.x, blockDim.x, gridDim.x);
}

__host__ __device__ int greet(const char* who, int n)
{
    return printf("hello from %s, n=%d\n", who, n);
}

__global__ void greetKernel(int n)
{
    rets[0] = greet("the device", n);
}

int main()
{
    printf("host: start\n");
    fflush(stdout);

    const char text[] = "global memory string";
    char* dstr;
    CHECK(cudaMalloc(&dstr, sizeof text));
    CHECK(cudaMemcpy(dstr, text, sizeof text, cudaMemcpyHostToDevice));

    formats<<<2, 32>>>(dstr);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    printf("host: after formats\n");
    fflush(stdout);

    int r[64];
    CHECK(cudaMemcpyFromSymbol(r, rets, sizeof r));
    printf("host: return values:");
    for (int i = 0; i < 64 && r[i] != -1000; ++i)
        printf(" %d", r[i]);
    printf("\n");
    fflush(stdout);

    loop<<<1, 1>>>(5);
    CHECK(cudaDeviceSynchronize());
    printf("host: after loop\n");
    fflush(stdout);

    for (int t = 0; t < 4; ++t) {
        lastThreadPrints<<<t + 1, 32 * (t + 1)>>>(t);
        CHECK(cudaDeviceSynchronize());
    }
    printf("host: after 4 single-thread launches\n");
    fflush(stdout);

    int hostRet = greet("the host", 1);
    fflush(stdout);
    greetKernel<<<1, 1>>>(2);
    CHECK(cudaDeviceSynchronize());
    int devRet = 0;
    CHECK(cudaMemcpyFromSymbol(&devRet, rets, sizeof devRet));
    printf("host: greet returned %d on the host and %d on the device\n", hostRet, devRet);
    fflush(stdout);

    // three launches queued back to back, one synchronise: output in launch order
    lastThreadPrints<<<1, 1>>>(10);
    lastThreadPrints<<<1, 2>>>(11);
    lastThreadPrints<<<2, 1>>>(12);
    CHECK(cudaDeviceSynchronize());
    printf("host: after three queued launches\n");
    fflush(stdout);

    CHECK(cudaFree(dstr));
    bool ok = hostRet == (int)strlen("hello from the host, n=1\n");
    if (!ok) {
        printf("FAIL host printf return %d\n", hostRet);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
