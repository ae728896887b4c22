// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/printf_flush_points.expected)
// Where device printf output appears relative to host printf output:
// launch, blocking cudaMemcpy, second launch, cudaDeviceSynchronize,
// cudaMemcpyToSymbol/FromSymbol, a launch after an unsynchronised one.
// Every host printf is followed by fflush(stdout). Each kernel spins first,
// so its output cannot be ready before the host's next line. (The real
// driver also flushes finished kernels' output in the background after a
// while without any CUDA call: tests/reference/printf_async_flush.cu. This
// test avoids host pauses so that only the flush points decide.)
#include <cstdio>
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

__device__ int sink;
__device__ volatile int spinSource;

__global__ void say(int id, int spin)
{
    long long acc = 0;
    for (int i = 0; i < spin; ++i)
        acc += spinSource ^ i ^ id;  // volatile load: not foldable
    if (acc == -1)
        sink = 1;
    printf("device: kernel %d\n", id);
}

#define HOST(msg)          \
    do {                   \
        printf("%s\n", msg); \
        fflush(stdout);    \
    } while (0)

int main()
{
    int* d;
    int h = 0;
    CHECK(cudaMalloc(&d, sizeof(int)));

    HOST("host: 1 before first launch");
    say<<<1, 1>>>(1, 1 << 18);
    HOST("host: 2 after first launch");
    CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    HOST("host: 3 after blocking cudaMemcpy");
    say<<<1, 1>>>(2, 1 << 18);
    HOST("host: 4 after second launch");
    CHECK(cudaDeviceSynchronize());
    HOST("host: 5 after cudaDeviceSynchronize");

    say<<<1, 1>>>(3, 1 << 18);
    HOST("host: 6 after third launch");
    CHECK(cudaMemcpyFromSymbol(&h, sink, sizeof h));
    HOST("host: 7 after cudaMemcpyFromSymbol");

    say<<<1, 1>>>(4, 1 << 18);
    HOST("host: 8 after fourth launch");
    say<<<1, 1>>>(5, 1 << 18);
    HOST("host: 9 after fifth launch");
    CHECK(cudaMemset(d, 0, sizeof(int)));
    HOST("host: 10 after cudaMemset");
    CHECK(cudaDeviceSynchronize());
    HOST("host: 11 after cudaDeviceSynchronize");

    say<<<1, 1>>>(6, 0);
    CHECK(cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice));
    HOST("host: 12 after launch + host-to-device cudaMemcpy");
    CHECK(cudaDeviceSynchronize());
    HOST("host: 13 after cudaDeviceSynchronize");

    CHECK(cudaFree(d));
    HOST("PASS");
    return 0;
}
