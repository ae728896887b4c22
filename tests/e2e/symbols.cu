// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/symbols.expected)
// __constant__ and __device__ variables: scalars, arrays, a struct, static
// initialisers, a __device__ pointer set from the host;
// cudaMemcpyToSymbol/FromSymbol with offsets and kinds, cudaGetSymbolAddress
// + cudaMemcpy/cudaMemset through the address, cudaGetSymbolSize, values
// persisting across launches, and the error for offset+size past the end.
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

struct Params {
    int count;
    float scale;
    double offset;
    char tag[8];
};

__constant__ float cScale;
__constant__ int cTable[16];
__constant__ Params cParams;
__constant__ int cInit = 7;
__constant__ short cInitArr[5] = {10, 20, 30, 40, 50};

__device__ int dCounter;
__device__ int dArr[64];
__device__ Params dParams;
__device__ int dInit[4] = {1, 2, 3, 4};
__device__ double dInitD = 2.5;
__device__ int* dPtr;

static int fails = 0;
#define EXPECT(cond, ...)                  \
    do {                                   \
        if (!(cond)) {                     \
            printf("  check failed: " __VA_ARGS__); \
            printf("\n");                  \
            ++fails;                       \
        }                                  \
    } while (0)

// dArr[i] = cTable[i % 16] * cScale + cParams.offset + i * cParams.count
__global__ void useConstants()
{
    int i = threadIdx.x;
    if (i < 64)
        dArr[i] = (int)(cTable[i % 16] * cScale + cParams.offset) + i * cParams.count;
    if (i == 0) {
        dParams = cParams;
        dParams.count += cInit + dInit[3] + cInitArr[4];
        dParams.tag[0] = 'D';
    }
}

__global__ void bump(int by)
{
    if (threadIdx.x == 0 && blockIdx.x == 0)
        dCounter += by;
}

__global__ void writeThroughPtr(int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        dPtr[i] = i * i + (int)dInitD;
}

int main()
{
    // ---- static initialisers
    int ci = 0;
    CHECK(cudaMemcpyFromSymbol(&ci, cInit, sizeof ci));
    short cia[5];
    CHECK(cudaMemcpyFromSymbol(cia, cInitArr, sizeof cia));
    int di[4];
    CHECK(cudaMemcpyFromSymbol(di, dInit, sizeof di));
    double dd = 0;
    CHECK(cudaMemcpyFromSymbol(&dd, dInitD, sizeof dd));
    printf("initialisers: cInit=%d cInitArr={%d,%d,%d,%d,%d} dInit={%d,%d,%d,%d} dInitD=%.2f\n",
           ci, cia[0], cia[1], cia[2], cia[3], cia[4], di[0], di[1], di[2], di[3], dd);
    EXPECT(ci == 7 && cia[2] == 30 && di[3] == 4 && dd == 2.5, "initialisers");
    // partial read with offset
    short two[2];
    CHECK(cudaMemcpyFromSymbol(two, cInitArr, 2 * sizeof(short), 3 * sizeof(short)));
    printf("cInitArr[3..4] via offset: %d %d\n", two[0], two[1]);
    EXPECT(two[0] == 40 && two[1] == 50, "offset read");

    // ---- symbol sizes
    size_t sz[7];
    CHECK(cudaGetSymbolSize(&sz[0], cScale));
    CHECK(cudaGetSymbolSize(&sz[1], cTable));
    CHECK(cudaGetSymbolSize(&sz[2], cParams));
    CHECK(cudaGetSymbolSize(&sz[3], cInitArr));
    CHECK(cudaGetSymbolSize(&sz[4], dArr));
    CHECK(cudaGetSymbolSize(&sz[5], dParams));
    CHECK(cudaGetSymbolSize(&sz[6], dPtr));
    printf("sizes: cScale=%zu cTable=%zu cParams=%zu cInitArr=%zu dArr=%zu dParams=%zu dPtr=%zu\n",
           sz[0], sz[1], sz[2], sz[3], sz[4], sz[5], sz[6]);
    EXPECT(sz[0] == 4 && sz[1] == 64 && sz[2] == sizeof(Params) && sz[3] == 10 && sz[4] == 256 &&
               sz[5] == sizeof(Params) && sz[6] == sizeof(int*),
           "sizes");

    // ---- write constants: whole, then with offsets
    float scale = 3.0f;
    CHECK(cudaMemcpyToSymbol(cScale, &scale, sizeof scale));
    int table[16];
    for (int i = 0; i < 16; ++i) table[i] = i;
    CHECK(cudaMemcpyToSymbol(cTable, table, sizeof table));
    int patch[4] = {100, 101, 102, 103};
    CHECK(cudaMemcpyToSymbol(cTable, patch, sizeof patch, 8 * sizeof(int)));  // table[8..11]
    CHECK(cudaMemcpyToSymbol(cTable, patch, sizeof(int), 15 * sizeof(int),
                             cudaMemcpyHostToDevice));  // table[15] = 100
    Params p;
    memset(&p, 0, sizeof p);
    p.count = 2;
    p.scale = 0.5f;
    p.offset = 1000.0;
    strcpy(p.tag, "const");
    CHECK(cudaMemcpyToSymbol(cParams, &p, sizeof p));
    // overwrite only the `offset` member through an offset copy
    double newOffset = 2000.0;
    CHECK(cudaMemcpyToSymbol(cParams, &newOffset, sizeof newOffset, offsetof(Params, offset)));

    int back[16];
    CHECK(cudaMemcpyFromSymbol(back, cTable, sizeof back));
    printf("cTable:");
    for (int i = 0; i < 16; ++i) printf(" %d", back[i]);
    printf("\n");
    for (int i = 0; i < 16; ++i) {
        int e = (i >= 8 && i < 12) ? 100 + (i - 8) : (i == 15 ? 100 : i);
        EXPECT(back[i] == e, "cTable[%d]=%d want %d", i, back[i], e);
    }
    int mid[3];
    CHECK(cudaMemcpyFromSymbol(mid, cTable, sizeof mid, 7 * sizeof(int), cudaMemcpyDeviceToHost));
    printf("cTable[7..9] via offset: %d %d %d\n", mid[0], mid[1], mid[2]);
    EXPECT(mid[0] == 7 && mid[1] == 100 && mid[2] == 101, "offset read cTable");

    // ---- kernel reads constants, writes __device__ array and struct
    useConstants<<<1, 64>>>();
    CHECK(cudaGetLastError());
    int arr[64];
    CHECK(cudaMemcpyFromSymbol(arr, dArr, sizeof arr));
    int bad = 0;
    for (int i = 0; i < 64; ++i) {
        int e = (int)(back[i % 16] * 3.0f + 2000.0) + i * 2;
        if (arr[i] != e) ++bad;
    }
    printf("dArr: [0]=%d [9]=%d [63]=%d %s\n", arr[0], arr[9], arr[63], bad ? "bad" : "ok");
    EXPECT(!bad, "dArr");
    Params dp;
    CHECK(cudaMemcpyFromSymbol(&dp, dParams, sizeof dp));
    printf("dParams: count=%d scale=%.2f offset=%.1f tag=%s\n", dp.count, dp.scale, dp.offset,
           dp.tag);
    EXPECT(dp.count == 2 + 7 + 4 + 50 && dp.scale == 0.5f && dp.offset == 2000.0 &&
               strcmp(dp.tag, "Donst") == 0,
           "dParams");

    // ---- cudaGetSymbolAddress, then plain cudaMemcpy / cudaMemset to the address
    int* arrAddr = 0;
    CHECK(cudaGetSymbolAddress((void**)&arrAddr, dArr));
    EXPECT(arrAddr != 0, "symbol address non-null");
    int seq[64];
    for (int i = 0; i < 64; ++i) seq[i] = -i;
    CHECK(cudaMemcpy(arrAddr, seq, sizeof seq, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(arrAddr + 10, 0, 5 * sizeof(int)));
    int seven = 7777;
    CHECK(cudaMemcpy(arrAddr + 63, &seven, sizeof seven, cudaMemcpyDefault));
    CHECK(cudaMemcpyFromSymbol(arr, dArr, sizeof arr));
    bad = 0;
    for (int i = 0; i < 64; ++i) {
        int e = (i >= 10 && i < 15) ? 0 : (i == 63 ? 7777 : -i);
        if (arr[i] != e) ++bad;
    }
    printf("dArr via address: [9]=%d [10]=%d [14]=%d [15]=%d [63]=%d %s\n", arr[9], arr[10],
           arr[14], arr[15], arr[63], bad ? "bad" : "ok");
    EXPECT(!bad, "dArr via address");
    // symbol address of a __constant__ variable is a usable device address too
    float* scaleAddr = 0;
    CHECK(cudaGetSymbolAddress((void**)&scaleAddr, cScale));
    float four = 4.0f;
    CHECK(cudaMemcpy(scaleAddr, &four, sizeof four, cudaMemcpyHostToDevice));
    float sback = 0;
    CHECK(cudaMemcpyFromSymbol(&sback, cScale, sizeof sback));
    printf("cScale after cudaMemcpy to its address: %.1f\n", sback);
    EXPECT(sback == 4.0f, "cScale via address");
    // device-to-device: symbol <- device buffer, device buffer <- symbol
    int* dbuf;
    CHECK(cudaMalloc(&dbuf, 16 * sizeof(int)));
    for (int i = 0; i < 16; ++i) table[i] = 50 - i;
    CHECK(cudaMemcpy(dbuf, table, sizeof table, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpyToSymbol(cTable, dbuf, 4 * sizeof(int), 0, cudaMemcpyDeviceToDevice));
    CHECK(cudaMemcpyToSymbol(dArr, dbuf + 4, 4 * sizeof(int), 20 * sizeof(int), cudaMemcpyDefault));
    CHECK(cudaMemcpyFromSymbol(dbuf, cTable, 16 * sizeof(int), 0, cudaMemcpyDeviceToDevice));
    CHECK(cudaMemcpy(back, dbuf, sizeof back, cudaMemcpyDeviceToHost));
    int fromArr[4];
    CHECK(cudaMemcpyFromSymbol(fromArr, dArr, sizeof fromArr, 20 * sizeof(int), cudaMemcpyDefault));
    printf("d2d: cTable[0..4]=%d %d %d %d %d dArr[20..23]=%d %d %d %d\n", back[0], back[1],
           back[2], back[3], back[4], fromArr[0], fromArr[1], fromArr[2], fromArr[3]);
    EXPECT(back[0] == 50 && back[3] == 47 && back[4] == 4 && fromArr[0] == 46 && fromArr[3] == 43,
           "d2d");

    // ---- __device__ pointer variable set from the host
    int* target;
    const int n = 300;
    CHECK(cudaMalloc(&target, n * sizeof(int)));
    CHECK(cudaMemcpyToSymbol(dPtr, &target, sizeof target));
    writeThroughPtr<<<3, 128>>>(n);
    CHECK(cudaGetLastError());
    int* ht = (int*)malloc(n * sizeof(int));
    CHECK(cudaMemcpy(ht, target, n * sizeof(int), cudaMemcpyDeviceToHost));
    bad = 0;
    for (int i = 0; i < n; ++i)
        if (ht[i] != i * i + 2) ++bad;
    printf("write through dPtr: [299]=%d %s\n", ht[n - 1], bad ? "bad" : "ok");
    EXPECT(!bad, "dPtr");
    int* ptrBack = 0;
    CHECK(cudaMemcpyFromSymbol(&ptrBack, dPtr, sizeof ptrBack));
    EXPECT(ptrBack == target, "dPtr round trip");
    free(ht);

    // ---- persistence across launches
    int zero = 0;
    CHECK(cudaMemcpyToSymbol(dCounter, &zero, sizeof zero));
    for (int k = 1; k <= 10; ++k)
        bump<<<4, 32>>>(k);
    CHECK(cudaGetLastError());
    int counter = 0;
    CHECK(cudaMemcpyFromSymbol(&counter, dCounter, sizeof counter));
    printf("dCounter after 10 launches: %d\n", counter);
    EXPECT(counter == 55, "counter");

    // ---- errors: offset + size beyond the symbol
    CHECK(cudaGetLastError());
    cudaError_t e1 = cudaMemcpyToSymbol(cTable, table, sizeof table, sizeof(int));
    cudaError_t last1 = cudaGetLastError();
    cudaError_t e2 = cudaMemcpyFromSymbol(table, cTable, 4, 64);
    cudaError_t last2 = cudaGetLastError();
    cudaError_t e3 = cudaMemcpyToSymbol(cScale, table, 8);
    cudaError_t e4 = cudaMemcpyFromSymbol(table, dArr, 4, 256 + 4);
    cudaError_t last4 = cudaPeekAtLastError();
    cudaGetLastError();
    cudaError_t e5 = cudaMemcpyToSymbol(cTable, table, 0, 64);  // zero bytes at the very end
    printf("to cTable 64 bytes at offset 4: %s (last error %s)\n", cudaGetErrorName(e1),
           cudaGetErrorName(last1));
    printf("from cTable 4 bytes at offset 64: %s (last error %s)\n", cudaGetErrorName(e2),
           cudaGetErrorName(last2));
    printf("to cScale 8 bytes: %s\n", cudaGetErrorName(e3));
    printf("from dArr 4 bytes at offset 260: %s (peek %s)\n", cudaGetErrorName(e4),
           cudaGetErrorName(last4));
    printf("to cTable 0 bytes at offset 64: %s\n", cudaGetErrorName(e5));
    EXPECT(e1 != cudaSuccess && e2 != cudaSuccess && e3 != cudaSuccess && e4 != cudaSuccess,
           "out-of-range copies must fail");
    // the failed copies did not change the symbol
    CHECK(cudaMemcpyFromSymbol(back, cTable, sizeof back));
    EXPECT(back[1] == 49 && back[15] == 100, "cTable unchanged after failed copy");
    printf("cTable after failed copies: [1]=%d [15]=%d\n", back[1], back[15]);

    CHECK(cudaFree(dbuf));
    CHECK(cudaFree(target));

    // ---- cudaDeviceReset: are __device__/__constant__ variables re-initialised?
    int newInit[4] = {-1, -2, -3, -4};
    CHECK(cudaMemcpyToSymbol(dInit, newInit, sizeof newInit));
    int newC = 70;
    CHECK(cudaMemcpyToSymbol(cInit, &newC, sizeof newC));
    CHECK(cudaDeviceReset());
    CHECK(cudaMemcpyFromSymbol(di, dInit, sizeof di));
    CHECK(cudaMemcpyFromSymbol(&ci, cInit, sizeof ci));
    CHECK(cudaMemcpyFromSymbol(&counter, dCounter, sizeof counter));
    printf("after cudaDeviceReset: dInit={%d,%d,%d,%d} cInit=%d dCounter=%d\n", di[0], di[1],
           di[2], di[3], ci, counter);

    if (fails) {
        printf("FAIL %d\n", fails);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
