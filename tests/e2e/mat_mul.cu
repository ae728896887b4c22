// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/mat_mul.expected)
// Matrix multiplication without and with shared-memory tiles (guide 3.2.3
// style): structs passed by value, __device__ helpers returning structs,
// 2D __shared__ arrays, two __syncthreads per tile. Integer-valued floats
// keep every product and partial sum exact, so results compare with ==.
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

#define TILE 16

struct Mat {
    int width;
    int height;
    int stride;
    float* elements;
};

__global__ void mulNaive(Mat A, Mat B, Mat C)
{
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 0.0f;
    for (int e = 0; e < A.width; ++e)
        acc += A.elements[row * A.stride + e] * B.elements[e * B.stride + col];
    C.elements[row * C.stride + col] = acc;
}

__device__ float getAt(const Mat m, int r, int c) { return m.elements[r * m.stride + c]; }
__device__ void setAt(Mat m, int r, int c, float v) { m.elements[r * m.stride + c] = v; }
__device__ Mat tileOf(Mat m, int tr, int tc)
{
    Mat t;
    t.width = TILE;
    t.height = TILE;
    t.stride = m.stride;
    t.elements = &m.elements[m.stride * TILE * tr + TILE * tc];
    return t;
}

__global__ void mulTiled(Mat A, Mat B, Mat C)
{
    int br = blockIdx.y, bc = blockIdx.x;
    int r = threadIdx.y, c = threadIdx.x;
    Mat Csub = tileOf(C, br, bc);
    float acc = 0.0f;
    for (int m = 0; m < A.width / TILE; ++m) {
        Mat Asub = tileOf(A, br, m);
        Mat Bsub = tileOf(B, m, bc);
        __shared__ float As[TILE][TILE];
        __shared__ float Bs[TILE][TILE];
        As[r][c] = getAt(Asub, r, c);
        Bs[r][c] = getAt(Bsub, r, c);
        __syncthreads();
        for (int e = 0; e < TILE; ++e)
            acc += As[r][e] * Bs[e][c];
        __syncthreads();
    }
    setAt(Csub, r, c, acc);
}

static void hostRef(const float* a, const float* b, float* c, int M, int K, int N)
{
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            double s = 0;
            for (int e = 0; e < K; ++e)
                s += (double)a[i * K + e] * b[e * N + j];
            c[i * N + j] = (float)s;
        }
}

// C (M x N) = A (M x K) * B (K x N)
static int runCase(int M, int K, int N, bool tiled)
{
    float* hA = (float*)malloc(sizeof(float) * M * K);
    float* hB = (float*)malloc(sizeof(float) * K * N);
    float* hC = (float*)malloc(sizeof(float) * M * N);
    float* ref = (float*)malloc(sizeof(float) * M * N);
    for (int i = 0; i < M * K; ++i)
        hA[i] = (float)((i * 7 + 3) % 11 - 5);
    for (int i = 0; i < K * N; ++i)
        hB[i] = (float)((i * 5 + 1) % 9 - 4);
    hostRef(hA, hB, ref, M, K, N);

    Mat dA = {K, M, K, 0}, dB = {N, K, N, 0}, dC = {N, M, N, 0};
    CHECK(cudaMalloc(&dA.elements, sizeof(float) * M * K));
    CHECK(cudaMalloc(&dB.elements, sizeof(float) * K * N));
    CHECK(cudaMalloc(&dC.elements, sizeof(float) * M * N));
    CHECK(cudaMemcpy(dA.elements, hA, sizeof(float) * M * K, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB.elements, hB, sizeof(float) * K * N, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dC.elements, 0, sizeof(float) * M * N));
    dim3 block(TILE, TILE);
    dim3 grid(N / TILE, M / TILE);
    if (tiled)
        mulTiled<<<grid, block>>>(dA, dB, dC);
    else
        mulNaive<<<grid, block>>>(dA, dB, dC);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(hC, dC.elements, sizeof(float) * M * N, cudaMemcpyDeviceToHost));
    int bad = 0;
    double sum = 0;
    for (int i = 0; i < M * N; ++i) {
        if (hC[i] != ref[i]) {
            if (bad < 3)
                printf("  mismatch at %d: %f vs %f\n", i, hC[i], ref[i]);
            ++bad;
        }
        sum += hC[i];
    }
    printf("%s M=%d K=%d N=%d grid=(%u,%u) C[0]=%.0f C[last]=%.0f sum=%.0f %s\n",
           tiled ? "tiled" : "naive", M, K, N, grid.x, grid.y, hC[0], hC[M * N - 1], sum,
           bad ? "bad" : "ok");
    CHECK(cudaFree(dA.elements));
    CHECK(cudaFree(dB.elements));
    CHECK(cudaFree(dC.elements));
    free(hA);
    free(hB);
    free(hC);
    free(ref);
    return bad != 0;
}

int main()
{
    int fails = 0;
    fails += runCase(16, 16, 16, false);
    fails += runCase(16, 16, 16, true);
    fails += runCase(64, 48, 80, false);
    fails += runCase(64, 48, 80, true);
    fails += runCase(128, 256, 96, false);
    fails += runCase(128, 256, 96, true);
    if (fails) {
        printf("FAIL %d cases\n", fails);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
