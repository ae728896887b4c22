// Probe: for every code 0..1000, prints "code name | string" when the name
// differs from the name the runtime gives an unrecognised code (12345), plus
// 999 and the unrecognised code itself.
// Reference output: tests/reference/error_names.out (nvcc 13, NVIDIA H100).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

int main()
{
    const char* unkName = cudaGetErrorName((cudaError_t)12345);
    const char* unkStr = cudaGetErrorString((cudaError_t)12345);
    printf("unrecognised (12345): %s | %s\n", unkName, unkStr);
    int n = 0;
    for (int c = 0; c <= 1000; ++c) {
        const char* name = cudaGetErrorName((cudaError_t)c);
        if (c == 999 || strcmp(name, unkName) != 0) {
            printf("%d %s | %s\n", c, name, cudaGetErrorString((cudaError_t)c));
            ++n;
        }
    }
    printf("recognised codes: %d\n", n);
    printf("-1: %s | %s\n", cudaGetErrorName((cudaError_t)-1), cudaGetErrorString((cudaError_t)-1));
    return 0;
}
