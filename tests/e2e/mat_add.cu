// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/mat_add.expected)
// Matrix addition: one block of N x N threads with fixed-size 2D array
// parameters, then a 2D grid of 16x16 blocks with a bounds check on a size
// that is not a multiple of 16.
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

#define N1 32    // 32*32 = 1024 threads in one block
#define N2 1000  // not a multiple of 16

__global__ void matAddOneBlock(float A[N1][N1], float B[N1][N1], float C[N1][N1])
{
    int i = threadIdx.x;
    int j = threadIdx.y;
    C[i][j] = A[i][j] + B[i][j];
}

__global__ void matAddGrid(const float (*A)[N2], const float (*B)[N2], float (*C)[N2])
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;  // row
    int j = blockIdx.y * blockDim.y + threadIdx.y;  // column
    if (i < N2 && j < N2)
        C[i][j] = A[i][j] + B[i][j];
}

// non-square, rows x cols, with x = column, y = row
__global__ void matAddRect(const int* A, const int* B, int* C, int rows, int cols)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < rows && col < cols)
        C[row * cols + col] = A[row * cols + col] + B[row * cols + col];
}

int main()
{
    int fails = 0;

    // ---- one block of N1 x N1 threads
    {
        static float hA[N1][N1], hB[N1][N1], hC[N1][N1];
        for (int i = 0; i < N1; ++i)
            for (int j = 0; j < N1; ++j) {
                hA[i][j] = (float)(i * 100 + j);
                hB[i][j] = (float)(j * 3 - i);
            }
        float (*dA)[N1], (*dB)[N1], (*dC)[N1];
        CHECK(cudaMalloc(&dA, sizeof hA));
        CHECK(cudaMalloc(&dB, sizeof hB));
        CHECK(cudaMalloc(&dC, sizeof hC));
        CHECK(cudaMemcpy(dA, hA, sizeof hA, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(dB, hB, sizeof hB, cudaMemcpyHostToDevice));
        CHECK(cudaMemset(dC, 0, sizeof hC));
        dim3 threadsPerBlock(N1, N1);
        printf("one block: threadsPerBlock=(%u,%u,%u)\n", threadsPerBlock.x, threadsPerBlock.y,
               threadsPerBlock.z);
        matAddOneBlock<<<1, threadsPerBlock>>>(dA, dB, dC);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(hC, dC, sizeof hC, cudaMemcpyDeviceToHost));
        int bad = 0;
        double sum = 0;
        for (int i = 0; i < N1; ++i)
            for (int j = 0; j < N1; ++j) {
                if (hC[i][j] != hA[i][j] + hB[i][j])
                    ++bad;
                sum += hC[i][j];
            }
        printf("one block %dx%d: C[31][0]=%.1f C[0][31]=%.1f sum=%.1f %s\n", N1, N1, hC[31][0],
               hC[0][31], sum, bad ? "bad" : "ok");
        fails += bad != 0;
        CHECK(cudaFree(dA));
        CHECK(cudaFree(dB));
        CHECK(cudaFree(dC));
    }

    // ---- 2D grid of 16x16 blocks, rounded up, with bounds check
    {
        size_t bytes = sizeof(float) * N2 * N2;
        float (*hA)[N2] = (float (*)[N2])malloc(bytes);
        float (*hB)[N2] = (float (*)[N2])malloc(bytes);
        float (*hC)[N2] = (float (*)[N2])malloc(bytes);
        for (int i = 0; i < N2; ++i)
            for (int j = 0; j < N2; ++j) {
                hA[i][j] = (float)((i * 31 + j) % 1024);
                hB[i][j] = (float)((j * 17 - i) % 512);
            }
        float (*dA)[N2], (*dB)[N2], (*dC)[N2];
        CHECK(cudaMalloc(&dA, bytes));
        CHECK(cudaMalloc(&dB, bytes));
        CHECK(cudaMalloc(&dC, bytes + 64));
        CHECK(cudaMemcpy(dA, hA, bytes, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(dB, hB, bytes, cudaMemcpyHostToDevice));
        CHECK(cudaMemset(dC, 0xff, bytes + 64));
        dim3 threadsPerBlock(16, 16);
        dim3 numBlocks((N2 + 15) / 16, (N2 + 15) / 16);
        printf("grid: numBlocks=(%u,%u,%u) threadsPerBlock=(%u,%u,%u)\n", numBlocks.x,
               numBlocks.y, numBlocks.z, threadsPerBlock.x, threadsPerBlock.y, threadsPerBlock.z);
        matAddGrid<<<numBlocks, threadsPerBlock>>>(dA, dB, dC);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(hC, dC, bytes, cudaMemcpyDeviceToHost));
        unsigned char tail[64];
        CHECK(cudaMemcpy(tail, (char*)dC + bytes, 64, cudaMemcpyDeviceToHost));
        int bad = 0;
        double sum = 0;
        for (int i = 0; i < N2; ++i)
            for (int j = 0; j < N2; ++j) {
                if (hC[i][j] != hA[i][j] + hB[i][j])
                    ++bad;
                sum += hC[i][j];
            }
        for (int k = 0; k < 64; ++k)
            if (tail[k] != 0xff)
                ++bad;
        printf("grid %dx%d: C[999][999]=%.1f sum=%.1f %s\n", N2, N2, hC[N2 - 1][N2 - 1], sum,
               bad ? "bad" : "ok");
        fails += bad != 0;
        CHECK(cudaFree(dA));
        CHECK(cudaFree(dB));
        CHECK(cudaFree(dC));
        free(hA);
        free(hB);
        free(hC);
    }

    // ---- rectangular int matrix, grid larger in x than y
    {
        const int rows = 37, cols = 301;
        int n = rows * cols;
        int* hA = (int*)malloc(n * sizeof(int));
        int* hB = (int*)malloc(n * sizeof(int));
        int* hC = (int*)malloc(n * sizeof(int));
        for (int k = 0; k < n; ++k) {
            hA[k] = k;
            hB[k] = -2 * k + 5;
        }
        int *dA, *dB, *dC;
        CHECK(cudaMalloc(&dA, n * sizeof(int)));
        CHECK(cudaMalloc(&dB, n * sizeof(int)));
        CHECK(cudaMalloc(&dC, n * sizeof(int)));
        CHECK(cudaMemcpy(dA, hA, n * sizeof(int), cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(dB, hB, n * sizeof(int), cudaMemcpyHostToDevice));
        dim3 block(32, 8);
        dim3 grid((cols + 31) / 32, (rows + 7) / 8);
        matAddRect<<<grid, block>>>(dA, dB, dC, rows, cols);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(hC, dC, n * sizeof(int), cudaMemcpyDeviceToHost));
        int bad = 0;
        long long sum = 0;
        for (int k = 0; k < n; ++k) {
            if (hC[k] != 5 - k)
                ++bad;
            sum += hC[k];
        }
        printf("rect %dx%d grid=(%u,%u): sum=%lld %s\n", rows, cols, grid.x, grid.y, sum,
               bad ? "bad" : "ok");
        fails += bad != 0;
        CHECK(cudaFree(dA));
        CHECK(cudaFree(dB));
        CHECK(cudaFree(dC));
        free(hA);
        free(hB);
        free(hC);
    }

    if (fails) {
        printf("FAIL %d cases\n", fails);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
