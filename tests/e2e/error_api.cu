// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/error_api.expected)
// Error-reporting API: cudaGetErrorName / cudaGetErrorString for a set of
// codes (including an unknown one), and the codes returned by invalid calls:
// cudaSetDevice out of range, cudaMemcpy with an invalid kind, cudaFree of a
// non-device pointer, cudaFree(NULL), cudaMalloc of 0 bytes, and how each of
// these affects the last-error variable. Codes are printed by name.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

static const char* N(cudaError_t e) { return cudaGetErrorName(e); }

int main()
{
    int fails = 0;
    const int codes[] = {0, 1, 2, 3, 9, 98, 100, 101, 200, 209, 217, 400, 700, 710, 719, 999, 12345};
    for (int c : codes) {
        cudaError_t e = (cudaError_t)c;
        printf("code %d: %s | %s\n", c, cudaGetErrorName(e), cudaGetErrorString(e));
    }
    if (cudaSuccess != 0 || cudaErrorInvalidValue != 1 || cudaErrorMemoryAllocation != 2 ||
        cudaErrorInvalidConfiguration != 9 || cudaErrorInvalidDevice != 101 ||
        cudaErrorIllegalAddress != 700 || cudaErrorAssert != 710 || cudaErrorLaunchFailure != 719 ||
        cudaErrorUnknown != 999 || cudaErrorInvalidDeviceFunction != 98 ||
        cudaErrorNoDevice != 100 || cudaErrorInvalidSymbol != 13) {
        printf("enum values differ\n");
        ++fails;
    }

    // ---- device management
    int count = -1;
    cudaError_t e = cudaGetDeviceCount(&count);
    printf("cudaGetDeviceCount: %s count>=1: %s\n", N(e), count >= 1 ? "yes" : "no");
    if (e != cudaSuccess || count < 1) ++fails;
    int dev = -1;
    e = cudaGetDevice(&dev);
    printf("cudaGetDevice: %s device=%d\n", N(e), dev);
    e = cudaSetDevice(0);
    printf("cudaSetDevice(0): %s\n", N(e));
    (void)cudaGetLastError();
    e = cudaSetDevice(99);
    cudaError_t last = cudaGetLastError();
    printf("cudaSetDevice(99): %s, last error %s\n", N(e), N(last));
    if (e == cudaSuccess) ++fails;
    e = cudaSetDevice(-1);
    printf("cudaSetDevice(-1): %s\n", N(e));
    e = cudaSetDevice(count);
    printf("cudaSetDevice(count): %s\n", N(e));
    e = cudaGetDevice(&dev);
    printf("cudaGetDevice after failed sets: %s device=%d\n", N(e), dev);
    if (dev != 0) ++fails;
    cudaDeviceProp prop;
    e = cudaGetDeviceProperties(&prop, 99);
    printf("cudaGetDeviceProperties(99): %s\n", N(e));
    int value = -1;
    e = cudaDeviceGetAttribute(&value, cudaDevAttrWarpSize, 99);
    printf("cudaDeviceGetAttribute(warpSize, 99): %s\n", N(e));
    e = cudaDeviceGetAttribute(&value, cudaDevAttrWarpSize, 0);
    printf("cudaDeviceGetAttribute(warpSize, 0): %s value=%d\n", N(e), value);
    e = cudaDeviceGetAttribute(&value, (cudaDeviceAttr)100000, 0);
    printf("cudaDeviceGetAttribute(100000, 0): %s\n", N(e));
    (void)cudaGetLastError();

    // ---- memory
    char* d = 0;
    e = cudaMalloc(&d, 256);
    printf("cudaMalloc(256): %s non-null: %s\n", N(e), d ? "yes" : "no");
    char host[256];
    for (int i = 0; i < 256; ++i) host[i] = (char)i;
    e = cudaMemcpy(d, host, 256, (cudaMemcpyKind)7);
    last = cudaGetLastError();
    printf("cudaMemcpy kind 7: %s, last error %s\n", N(e), N(last));
    if (e == cudaSuccess) ++fails;
    e = cudaMemcpy(d, host, 256, (cudaMemcpyKind)-1);
    printf("cudaMemcpy kind -1: %s\n", N(e));
    e = cudaMemcpy(d, host, 256, cudaMemcpyDefault);
    char back[256] = {0};
    cudaError_t e2 = cudaMemcpy(back, d, 256, cudaMemcpyDefault);
    int same = 1;
    for (int i = 0; i < 256; ++i) same &= back[i] == (char)i;
    printf("cudaMemcpyDefault both ways: %s %s data %s\n", N(e), N(e2), same ? "ok" : "bad");
    if (!same) ++fails;
    e = cudaMemcpy(back, host, 16, cudaMemcpyHostToHost);
    printf("cudaMemcpyHostToHost: %s\n", N(e));
    e = cudaMemcpy(d + 128, d, 64, cudaMemcpyDeviceToDevice);
    printf("cudaMemcpyDeviceToDevice: %s\n", N(e));
    e = cudaMemcpy(d, host, 0, cudaMemcpyHostToDevice);
    printf("cudaMemcpy 0 bytes: %s\n", N(e));
    (void)cudaGetLastError();

    int onStack = 5;
    e = cudaFree(&onStack);
    last = cudaGetLastError();
    printf("cudaFree(stack address): %s, last error %s\n", N(e), N(last));
    if (e == cudaSuccess) ++fails;
    e = cudaFree(d + 16);
    printf("cudaFree(interior pointer): %s\n", N(e));
    (void)cudaGetLastError();
    e = cudaFree(NULL);
    printf("cudaFree(NULL): %s\n", N(e));
    if (e != cudaSuccess) ++fails;
    e = cudaFree(d);
    printf("cudaFree(valid): %s\n", N(e));
    (void)cudaGetLastError();

    void* z = (void*)0x1;
    e = cudaMalloc(&z, 0);
    printf("cudaMalloc(0): %s pointer is %s\n", N(e), z == NULL ? "NULL" : "non-NULL");
    e = cudaFree(z);
    printf("cudaFree(result of cudaMalloc(0)): %s\n", N(e));
    void* huge = 0;
    e = cudaMalloc(&huge, (size_t)1 << 50);
    last = cudaGetLastError();
    printf("cudaMalloc(1 PiB): %s, last error %s, pointer %s\n", N(e), N(last),
           huge == NULL ? "NULL" : "non-NULL");
    e = cudaMalloc(NULL, 16);
    printf("cudaMalloc(NULL out-pointer): %s\n", N(e));
    (void)cudaGetLastError();

    e = cudaMemset(NULL, 0, 16);
    printf("cudaMemset(NULL, 0, 16): %s\n", N(e));
    (void)cudaGetLastError();

    // errors from API calls are recorded, and are not sticky
    e = cudaDeviceSynchronize();
    printf("cudaDeviceSynchronize: %s, last error %s\n", N(e), N(cudaGetLastError()));

    // ---- versions
    int rt = 0, drv = 0;
    e = cudaRuntimeGetVersion(&rt);
    e2 = cudaDriverGetVersion(&drv);
    printf("versions: %s %s runtime>=1000: %s driver>=runtime: %s\n", N(e), N(e2),
           rt >= 1000 ? "yes" : "no", drv >= rt ? "yes" : "no");

    // does cudaDeviceReset clear the last error?
    cudaSetDevice(99);
    e = cudaDeviceReset();
    last = cudaGetLastError();
    printf("cudaSetDevice(99) then cudaDeviceReset: %s, last error %s\n", N(e), N(last));
    e = cudaDeviceReset();
    printf("cudaDeviceReset again: %s\n", N(e));
    e = cudaMalloc(&d, 64);
    printf("cudaMalloc after reset: %s\n", N(e));
    e = cudaFree(d);
    printf("cudaFree after reset: %s\n", N(e));

    if (fails) {
        printf("FAIL %d\n", fails);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
