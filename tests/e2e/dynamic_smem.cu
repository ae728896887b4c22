// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/dynamic_smem.expected)
// Dynamic shared memory: extern __shared__ arrays sized at launch, two arrays
// of different types carved out of the one extern buffer at offsets,
// different sizes per launch, two extern declarations aliasing the same
// buffer, and static + dynamic shared memory used together.
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

extern __shared__ int dynInts[];

// reverse `n` ints inside one block using a dynamic buffer of n ints
__global__ void reverseDyn(const int* in, int* out, int n)
{
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        dynInts[i] = in[blockIdx.x * n + i];
    __syncthreads();
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        out[blockIdx.x * n + i] = dynInts[n - 1 - i];
}

// one extern buffer holding: nf floats, then (8-byte aligned) nd doubles, then nc chars
__global__ void carve(const float* fin, const double* din, const char* cin, float* fout,
                      double* dout, char* cout, int nf, int nd, int nc)
{
    extern __shared__ unsigned char raw[];
    float* fs = (float*)raw;
    size_t off = ((size_t)nf * sizeof(float) + 7) & ~(size_t)7;
    double* ds = (double*)(raw + off);
    char* cs = (char*)(ds + nd);
    int t = threadIdx.x;
    for (int i = t; i < nf; i += blockDim.x) fs[i] = fin[i];
    for (int i = t; i < nd; i += blockDim.x) ds[i] = din[i];
    for (int i = t; i < nc; i += blockDim.x) cs[i] = cin[i];
    __syncthreads();
    // every output element combines neighbours written by other threads
    for (int i = t; i < nf; i += blockDim.x) fout[i] = fs[i] + fs[(i + 1) % nf];
    for (int i = t; i < nd; i += blockDim.x) dout[i] = ds[i] * 2.0 - ds[nd - 1 - i];
    for (int i = t; i < nc; i += blockDim.x) cout[i] = (char)(cs[nc - 1 - i] + 1);
}

// a second extern declaration (different name, different type) aliases the same memory
__global__ void aliasing(unsigned* out)
{
    extern __shared__ unsigned short halves[];
    extern __shared__ unsigned words[];
    int t = threadIdx.x;
    halves[2 * t] = (unsigned short)t;           // low half (little endian)
    halves[2 * t + 1] = (unsigned short)(t + 1000);  // high half
    __syncthreads();
    out[t] = words[(t + 1) % blockDim.x];
}

// static shared arrays together with dynamic shared memory
__global__ void staticPlusDynamic(const int* in, int* out, int n)
{
    __shared__ int stat[256];
    __shared__ int total;
    extern __shared__ int dyn[];
    int t = threadIdx.x;
    stat[t] = t * 3;
    for (int i = t; i < n; i += blockDim.x)
        dyn[i] = in[i];
    if (t == 0)
        total = 0;
    __syncthreads();
    if (t == 0) {
        int s = 0;
        for (int i = 0; i < n; ++i) s += dyn[i];
        total = s;
    }
    __syncthreads();
    for (int i = t; i < n; i += blockDim.x)
        out[i] = dyn[i] + stat[(i + 1) % blockDim.x] + total;
}

// the dynamic buffer is per block: each block writes its own id and checks it back
__global__ void perBlock(int* ok, int n)
{
    extern __shared__ int buf[];
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        buf[i] = blockIdx.x * 100000 + i;
    __syncthreads();
    int good = 1;
    for (int i = 0; i < n; ++i)
        if (buf[i] != (int)blockIdx.x * 100000 + i) good = 0;
    __syncthreads();
    if (threadIdx.x == 0)
        ok[blockIdx.x] = good;
}

int main()
{
    int fails = 0;

    // ---- reverse with different dynamic sizes per launch
    {
        const int sizes[] = {1, 31, 256, 1000, 4096, 12288};  // 12288 ints = 48 KiB
        const int blocks = 3;
        for (int n : sizes) {
            int* h = (int*)malloc(blocks * n * sizeof(int));
            int* r = (int*)malloc(blocks * n * sizeof(int));
            for (int i = 0; i < blocks * n; ++i)
                h[i] = i * 3 + 1;
            int *din, *dout;
            CHECK(cudaMalloc(&din, blocks * n * sizeof(int)));
            CHECK(cudaMalloc(&dout, blocks * n * sizeof(int)));
            CHECK(cudaMemcpy(din, h, blocks * n * sizeof(int), cudaMemcpyHostToDevice));
            reverseDyn<<<blocks, 128, n * sizeof(int)>>>(din, dout, n);
            CHECK(cudaGetLastError());
            CHECK(cudaMemcpy(r, dout, blocks * n * sizeof(int), cudaMemcpyDeviceToHost));
            int bad = 0;
            for (int b = 0; b < blocks; ++b)
                for (int i = 0; i < n; ++i)
                    if (r[b * n + i] != h[b * n + (n - 1 - i)])
                        ++bad;
            printf("reverse n=%d smem=%zu bytes: %s\n", n, n * sizeof(int), bad ? "bad" : "ok");
            fails += bad != 0;
            CHECK(cudaFree(din));
            CHECK(cudaFree(dout));
            free(h);
            free(r);
        }
    }

    // ---- carve three arrays from one buffer
    {
        const int cfg[][3] = {{5, 3, 7}, {100, 50, 33}, {1001, 257, 999}, {1, 1, 1}};
        for (auto& c : cfg) {
            int nf = c[0], nd = c[1], nc = c[2];
            size_t off = ((size_t)nf * sizeof(float) + 7) & ~(size_t)7;
            size_t smem = off + nd * sizeof(double) + nc;
            float* hf = (float*)malloc(nf * sizeof(float));
            double* hd = (double*)malloc(nd * sizeof(double));
            char* hc = (char*)malloc(nc);
            for (int i = 0; i < nf; ++i) hf[i] = (float)i * 0.25f;
            for (int i = 0; i < nd; ++i) hd[i] = (double)i * 1.5 - 10.0;
            for (int i = 0; i < nc; ++i) hc[i] = (char)('a' + i % 26);
            float *dfi, *dfo;
            double *ddi, *ddo;
            char *dci, *dco;
            CHECK(cudaMalloc(&dfi, nf * sizeof(float)));
            CHECK(cudaMalloc(&dfo, nf * sizeof(float)));
            CHECK(cudaMalloc(&ddi, nd * sizeof(double)));
            CHECK(cudaMalloc(&ddo, nd * sizeof(double)));
            CHECK(cudaMalloc(&dci, nc));
            CHECK(cudaMalloc(&dco, nc));
            CHECK(cudaMemcpy(dfi, hf, nf * sizeof(float), cudaMemcpyHostToDevice));
            CHECK(cudaMemcpy(ddi, hd, nd * sizeof(double), cudaMemcpyHostToDevice));
            CHECK(cudaMemcpy(dci, hc, nc, cudaMemcpyHostToDevice));
            carve<<<1, 64, smem>>>(dfi, ddi, dci, dfo, ddo, dco, nf, nd, nc);
            CHECK(cudaGetLastError());
            float* rf = (float*)malloc(nf * sizeof(float));
            double* rd = (double*)malloc(nd * sizeof(double));
            char* rc = (char*)malloc(nc);
            CHECK(cudaMemcpy(rf, dfo, nf * sizeof(float), cudaMemcpyDeviceToHost));
            CHECK(cudaMemcpy(rd, ddo, nd * sizeof(double), cudaMemcpyDeviceToHost));
            CHECK(cudaMemcpy(rc, dco, nc, cudaMemcpyDeviceToHost));
            int bad = 0;
            for (int i = 0; i < nf; ++i)
                if (rf[i] != hf[i] + hf[(i + 1) % nf]) ++bad;
            for (int i = 0; i < nd; ++i)
                if (rd[i] != hd[i] * 2.0 - hd[nd - 1 - i]) ++bad;
            for (int i = 0; i < nc; ++i)
                if (rc[i] != (char)(hc[nc - 1 - i] + 1)) ++bad;
            printf("carve nf=%d nd=%d nc=%d smem=%zu: f[0]=%.2f d[0]=%.2f c[0]=%c %s\n", nf, nd,
                   nc, smem, rf[0], rd[0], rc[0], bad ? "bad" : "ok");
            fails += bad != 0;
            CHECK(cudaFree(dfi));
            CHECK(cudaFree(dfo));
            CHECK(cudaFree(ddi));
            CHECK(cudaFree(ddo));
            CHECK(cudaFree(dci));
            CHECK(cudaFree(dco));
            free(hf);
            free(hd);
            free(hc);
            free(rf);
            free(rd);
            free(rc);
        }
    }

    // ---- two extern declarations alias the same storage
    {
        const int t = 64;
        unsigned* d;
        CHECK(cudaMalloc(&d, t * sizeof(unsigned)));
        aliasing<<<1, t, t * sizeof(unsigned)>>>(d);
        CHECK(cudaGetLastError());
        unsigned h[t];
        CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
        int bad = 0;
        for (int i = 0; i < t; ++i) {
            unsigned j = (i + 1) % t;
            if (h[i] != (j | ((j + 1000u) << 16))) ++bad;
        }
        printf("aliasing: words[1]=0x%08x words[0]=0x%08x %s\n", h[0], h[t - 1],
               bad ? "bad" : "ok");
        fails += bad != 0;
        CHECK(cudaFree(d));
    }

    // ---- static + dynamic together
    {
        const int sizes[] = {10, 256, 2000, 9000};
        for (int n : sizes) {
            int* h = (int*)malloc(n * sizeof(int));
            int* r = (int*)malloc(n * sizeof(int));
            long long total = 0;
            for (int i = 0; i < n; ++i) {
                h[i] = (i % 13) - 6;
                total += h[i];
            }
            int *din, *dout;
            CHECK(cudaMalloc(&din, n * sizeof(int)));
            CHECK(cudaMalloc(&dout, n * sizeof(int)));
            CHECK(cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice));
            staticPlusDynamic<<<1, 256, n * sizeof(int)>>>(din, dout, n);
            CHECK(cudaGetLastError());
            CHECK(cudaMemcpy(r, dout, n * sizeof(int), cudaMemcpyDeviceToHost));
            int bad = 0;
            for (int i = 0; i < n; ++i)
                if (r[i] != h[i] + ((i + 1) % 256) * 3 + (int)total) ++bad;
            printf("static+dynamic n=%d total=%lld out[0]=%d %s\n", n, total, r[0],
                   bad ? "bad" : "ok");
            fails += bad != 0;
            CHECK(cudaFree(din));
            CHECK(cudaFree(dout));
            free(h);
            free(r);
        }
    }

    // ---- per-block instance of the dynamic buffer
    {
        const int blocks = 50, n = 777;
        int* d;
        CHECK(cudaMalloc(&d, blocks * sizeof(int)));
        perBlock<<<blocks, 96, n * sizeof(int)>>>(d, n);
        CHECK(cudaGetLastError());
        int h[blocks];
        CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
        int good = 0;
        for (int b = 0; b < blocks; ++b) good += h[b] == 1;
        printf("per-block buffers: %d/%d ok\n", good, blocks);
        fails += good != blocks;
        CHECK(cudaFree(d));
    }

    if (fails) {
        printf("FAIL %d\n", fails);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
