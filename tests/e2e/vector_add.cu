// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/vector_add.expected)
// Vector addition (guide VecAdd): grid round-up with a bounds check, N not a
// multiple of the block size, full host code with error checks.
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

__global__ void vecAdd(const float* a, const float* b, float* c, int n)
{
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

// single-block variant: one thread per element
__global__ void vecAddOneBlock(const float* a, const float* b, float* c)
{
    int i = threadIdx.x;
    c[i] = a[i] + b[i];
}

static int runCase(int n, int threads)
{
    size_t size = (size_t)n * sizeof(float);
    float* hA = (float*)malloc(size);
    float* hB = (float*)malloc(size);
    float* hC = (float*)malloc(size);
    for (int i = 0; i < n; ++i) {
        hA[i] = (float)(i % 1000) * 0.5f;
        hB[i] = (float)((i * 7) % 333) - 100.0f;
        hC[i] = -12345.0f;
    }
    float *dA, *dB, *dC;
    CHECK(cudaMalloc(&dA, size));
    CHECK(cudaMalloc(&dB, size));
    CHECK(cudaMalloc(&dC, size + sizeof(float)));  // one guard element
    CHECK(cudaMemcpy(dA, hA, size, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, hB, size, cudaMemcpyHostToDevice));
    float guard = 777.0f;
    CHECK(cudaMemcpy(dC + n, &guard, sizeof(float), cudaMemcpyHostToDevice));

    int blocks = (n + threads - 1) / threads;
    vecAdd<<<blocks, threads>>>(dA, dB, dC, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(hC, dC, size, cudaMemcpyDeviceToHost));
    float guardBack = 0.0f;
    CHECK(cudaMemcpy(&guardBack, dC + n, sizeof(float), cudaMemcpyDeviceToHost));

    int bad = 0;
    double sum = 0.0;
    for (int i = 0; i < n; ++i) {
        if (hC[i] != hA[i] + hB[i]) {
            if (bad < 5)
                printf("mismatch n=%d i=%d got %f want %f\n", n, i, hC[i], hA[i] + hB[i]);
            ++bad;
        }
        sum += hC[i];
    }
    if (guardBack != 777.0f) {
        printf("guard element overwritten: %f\n", guardBack);
        ++bad;
    }
    printf("n=%d threads=%d blocks=%d sum=%.1f c[0]=%.1f c[n-1]=%.1f %s\n", n, threads,
           blocks, sum, hC[0], hC[n - 1], bad ? "bad" : "ok");

    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));
    free(hA);
    free(hB);
    free(hC);
    return bad ? 1 : 0;
}

int main()
{
    int fails = 0;
    fails += runCase(50000, 256);
    fails += runCase(1, 256);
    fails += runCase(1000, 128);
    fails += runCase(4097, 1024);
    fails += runCase(777, 32);

    // single block of N threads
    const int n = 500;
    float hA[n], hB[n], hC[n];
    for (int i = 0; i < n; ++i) {
        hA[i] = (float)i;
        hB[i] = (float)(2 * i + 1);
    }
    float *dA, *dB, *dC;
    CHECK(cudaMalloc(&dA, sizeof hA));
    CHECK(cudaMalloc(&dB, sizeof hB));
    CHECK(cudaMalloc(&dC, sizeof hC));
    CHECK(cudaMemcpy(dA, hA, sizeof hA, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, hB, sizeof hB, cudaMemcpyHostToDevice));
    vecAddOneBlock<<<1, n>>>(dA, dB, dC);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hC, dC, sizeof hC, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < n; ++i)
        if (hC[i] != (float)(3 * i + 1))
            ++bad;
    printf("one block n=%d c[499]=%.1f %s\n", n, hC[n - 1], bad ? "bad" : "ok");
    fails += bad ? 1 : 0;
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));

    if (fails) {
        printf("FAIL %d cases\n", fails);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
