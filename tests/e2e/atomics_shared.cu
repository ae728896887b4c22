// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/atomics_shared.expected).
// Atomic functions on shared memory (static and dynamic) inside each block,
// results written out after __syncthreads and checked against a CPU
// reference; and the guide's "last block done" sum (B.5): thread 0 of every
// block stores a partial sum, __threadfence(), atomicInc on a __device__
// counter, and the block that sees gridDim.x - 1 adds up the partial sums and
// resets the counter (launched twice to check the reset).
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
            exit(1);                                                       \
        }                                                                  \
    } while (0)

#define BLOCKS 64
#define THREADS 256
#define LIMIT 6u

static int failures = 0;
static void report(const char* what, bool ok)
{
    printf("%-44s %s\n", what, ok ? "ok" : "WRONG");
    if (!ok)
        failures++;
}

__host__ __device__ int val(int b, int t) { return (b * 7919 + t * 104729) % 20011 - 10000; }

struct Out {
    int sum, sum_block, sub;
    unsigned long long ull;
    float f;
    double d;
    int mn, mx;
    unsigned umx;
    long long llmn;
    unsigned long long ullmx;
    unsigned inc, dec;
    unsigned inc_hist[8];
    unsigned mask[THREADS / 32];
    unsigned long long mask64[THREADS / 64];
    unsigned xr;
    unsigned short shorts[4];
    int exch_final, exch_zero_seen;
    int dyn_sum;
    unsigned dyn_or;
};

__global__ void shared_atomics(Out* out)
{
    __shared__ int sum, sum_block, sub, mn, mx;
    __shared__ unsigned long long ull, ullmx;
    __shared__ float f;
    __shared__ double d;
    __shared__ unsigned umx, inc, dec, xr;
    __shared__ long long llmn;
    __shared__ unsigned inc_hist[8];
    __shared__ unsigned mask[THREADS / 32];
    __shared__ unsigned long long mask64[THREADS / 64];
    __shared__ unsigned short shorts[4];
    __shared__ int slot, zero_seen;
    extern __shared__ int dyn[]; // dyn[0]: sum, dyn[1]: or mask

    int t = threadIdx.x, b = blockIdx.x;
    if (t == 0) {
        sum = sum_block = sub = 0;
        mn = 0x7fffffff;
        mx = (int)0x80000000;
        ull = ullmx = 0;
        f = 0.0f;
        d = 0.0;
        umx = 0;
        inc = dec = xr = 0;
        llmn = 0x7fffffffffffffffLL;
        for (int i = 0; i < 8; i++)
            inc_hist[i] = 0;
        for (int i = 0; i < THREADS / 32; i++)
            mask[i] = 0;
        for (int i = 0; i < THREADS / 64; i++)
            mask64[i] = 0;
        for (int i = 0; i < 4; i++)
            shorts[i] = 0;
        slot = 0;
        zero_seen = 0;
        dyn[0] = 0;
        dyn[1] = 0;
    }
    __syncthreads();

    int v = val(b, t);
    atomicAdd(&sum, v);
    atomicAdd_block(&sum_block, 1);
    atomicSub_block(&sub, v);
    atomicAdd(&ull, (unsigned long long)(t + 1) << 33);
    atomicAdd_block(&f, 0.25f);
    atomicAdd_system(&d, (double)t);
    atomicMin(&mn, v);
    atomicMax_block(&mx, v);
    atomicMax(&umx, (unsigned)v);
    atomicMin_block(&llmn, (long long)v * 1000000007LL);
    atomicMax_system(&ullmx, (unsigned long long)(unsigned)v * 3ULL);
    unsigned o = atomicInc_block(&inc, LIMIT);
    atomicAdd_block(&inc_hist[o < 8 ? o : 7], 1u);
    atomicDec(&dec, LIMIT);
    atomicOr_block(&mask[t / 32], 1u << (t % 32));
    atomicOr(&mask64[t / 64], 1ULL << (t % 64));
    atomicXor_system(&xr, (unsigned)t);
    unsigned short* s = &shorts[t & 3];
    unsigned short old = *(volatile unsigned short*)s, assumed;
    do {
        assumed = old;
        old = atomicCAS(s, assumed, (unsigned short)(assumed + 2));
    } while (old != assumed);
    if (atomicExch_block(&slot, t + 1) == 0)
        atomicAdd(&zero_seen, 1);
    atomicAdd_block(&dyn[0], t);
    atomicOr(&dyn[1], 1 << (t % 31));
    __syncthreads();

    if (t == 0) {
        Out* r = &out[b];
        r->sum = sum;
        r->sum_block = sum_block;
        r->sub = sub;
        r->ull = ull;
        r->f = f;
        r->d = d;
        r->mn = mn;
        r->mx = mx;
        r->umx = umx;
        r->llmn = llmn;
        r->ullmx = ullmx;
        r->inc = inc;
        r->dec = dec;
        for (int i = 0; i < 8; i++)
            r->inc_hist[i] = inc_hist[i];
        for (int i = 0; i < THREADS / 32; i++)
            r->mask[i] = mask[i];
        for (int i = 0; i < THREADS / 64; i++)
            r->mask64[i] = mask64[i];
        r->xr = xr;
        for (int i = 0; i < 4; i++)
            r->shorts[i] = shorts[i];
        r->exch_final = slot;
        r->exch_zero_seen = zero_seen;
        r->dyn_sum = dyn[0];
        r->dyn_or = (unsigned)dyn[1];
    }
}

// ---- the guide's "last block done" sum -------------------------------------

__device__ unsigned int count = 0;
__shared__ bool isLastBlockDone;

__device__ float calculatePartialSum(const float* array, unsigned int N)
{
    __shared__ float part[THREADS];
    float s = 0.0f;
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < N;
         i += gridDim.x * blockDim.x)
        s += array[i];
    part[threadIdx.x] = s;
    __syncthreads();
    for (unsigned w = blockDim.x / 2; w > 0; w /= 2) {
        if (threadIdx.x < w)
            part[threadIdx.x] += part[threadIdx.x + w];
        __syncthreads();
    }
    return part[0];
}

__device__ float calculateTotalSum(volatile float* result)
{
    __shared__ float part[THREADS];
    float s = 0.0f;
    for (unsigned i = threadIdx.x; i < gridDim.x; i += blockDim.x)
        s += result[i];
    part[threadIdx.x] = s;
    __syncthreads();
    for (unsigned w = blockDim.x / 2; w > 0; w /= 2) {
        if (threadIdx.x < w)
            part[threadIdx.x] += part[threadIdx.x + w];
        __syncthreads();
    }
    return part[0];
}

__global__ void sum(const float* array, unsigned int N, volatile float* result)
{
    // Each block sums a subset of the input array
    float partialSum = calculatePartialSum(array, N);

    if (threadIdx.x == 0) {
        // Thread 0 of each block stores the partial sum to global memory
        result[blockIdx.x] = partialSum;
        // Thread 0 makes sure its result is visible to all other threads
        __threadfence();
        // Thread 0 of each block signals that it is done
        unsigned int value = atomicInc(&count, gridDim.x);
        // Thread 0 of each block determines if its block is the last block
        // to be done
        isLastBlockDone = (value == (gridDim.x - 1));
    }

    // Synchronize to make sure that each thread reads the correct value of
    // isLastBlockDone
    __syncthreads();

    if (isLastBlockDone) {
        // The last block sums the partial sums stored in result[0 .. gridDim.x-1]
        float totalSum = calculateTotalSum(result);
        if (threadIdx.x == 0) {
            // Thread 0 of last block stores total sum to global memory and
            // resets count so that next kernel call works properly
            result[0] = totalSum;
            count = 0;
        }
    }
}

int main()
{
    // shared-memory atomics
    Out* dout;
    CHECK(cudaMalloc(&dout, BLOCKS * sizeof(Out)));
    CHECK(cudaMemset(dout, 0, BLOCKS * sizeof(Out)));
    shared_atomics<<<BLOCKS, THREADS, 2 * sizeof(int)>>>(dout);
    CHECK(cudaGetLastError());
    static Out out[BLOCKS];
    CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));

    bool ok_sum = true, ok_f = true, ok_minmax = true, ok_incdec = true,
         ok_bits = true, ok_cas16 = true, ok_exch = true, ok_dyn = true;
    for (int b = 0; b < BLOCKS; b++) {
        const Out& r = out[b];
        int s = 0, mn = 0x7fffffff, mx = (int)0x80000000, dsum = 0;
        unsigned umx = 0, xr = 0, dor = 0;
        long long llmn = 0x7fffffffffffffffLL;
        unsigned long long ull = 0, ullmx = 0;
        double d = 0;
        for (int t = 0; t < THREADS; t++) {
            int v = val(b, t);
            s += v;
            mn = v < mn ? v : mn;
            mx = v > mx ? v : mx;
            umx = (unsigned)v > umx ? (unsigned)v : umx;
            long long l = (long long)v * 1000000007LL;
            llmn = l < llmn ? l : llmn;
            unsigned long long u = (unsigned long long)(unsigned)v * 3ULL;
            ullmx = u > ullmx ? u : ullmx;
            ull += (unsigned long long)(t + 1) << 33;
            d += t;
            xr ^= (unsigned)t;
            dsum += t;
            dor |= 1u << (t % 31);
        }
        // atomicInc/atomicDec from 0 with the guide's formulas, THREADS times
        unsigned inc = 0, dec = 0, hist[8] = {0};
        for (int k = 0; k < THREADS; k++) {
            hist[inc < 8 ? inc : 7]++;
            inc = (inc >= LIMIT) ? 0 : inc + 1;
            dec = ((dec == 0) || (dec > LIMIT)) ? LIMIT : dec - 1;
        }
        ok_sum &= r.sum == s && r.sum_block == THREADS && r.sub == -s && r.ull == ull &&
                  r.d == d;
        ok_f &= r.f == 0.25f * THREADS;
        ok_minmax &= r.mn == mn && r.mx == mx && r.umx == umx && r.llmn == llmn &&
                     r.ullmx == ullmx;
        ok_incdec &= r.inc == inc && r.dec == dec && !memcmp(r.inc_hist, hist, sizeof hist);
        for (int i = 0; i < THREADS / 32; i++)
            ok_bits &= r.mask[i] == 0xffffffffu;
        for (int i = 0; i < THREADS / 64; i++)
            ok_bits &= r.mask64[i] == ~0ULL;
        ok_bits &= r.xr == xr;
        for (int i = 0; i < 4; i++)
            ok_cas16 &= r.shorts[i] == 2 * THREADS / 4;
        ok_exch &= r.exch_final >= 1 && r.exch_final <= THREADS && r.exch_zero_seen == 1;
        ok_dyn &= r.dyn_sum == dsum && r.dyn_or == dor;
    }
    report("shared: atomicAdd/Sub int, ull, double", ok_sum);
    report("shared: atomicAdd_block float", ok_f);
    report("shared: atomicMin/Max (all widths)", ok_minmax);
    report("shared: atomicInc_block/atomicDec wrap + histogram", ok_incdec);
    report("shared: atomicOr/Xor bit masks", ok_bits);
    report("shared: 16-bit atomicCAS on neighbours", ok_cas16);
    report("shared: atomicExch_block chain", ok_exch);
    report("dynamic shared: atomicAdd_block/atomicOr", ok_dyn);
    cudaFree(dout);

    // last block done
    const unsigned n = 100000, blocks = 97;
    float* h = (float*)malloc(n * sizeof(float));
    double want = 0;
    for (unsigned i = 0; i < n; i++) {
        h[i] = (float)(i % 17);
        want += h[i];
    }
    float *da, *dr;
    CHECK(cudaMalloc(&da, n * sizeof(float)));
    CHECK(cudaMalloc(&dr, blocks * sizeof(float)));
    CHECK(cudaMemcpy(da, h, n * sizeof(float), cudaMemcpyHostToDevice));
    for (int launch = 0; launch < 2; launch++) {
        CHECK(cudaMemset(dr, 0, blocks * sizeof(float)));
        sum<<<blocks, THREADS>>>(da, n, dr);
        CHECK(cudaGetLastError());
        float total;
        unsigned cnt;
        CHECK(cudaMemcpy(&total, dr, sizeof total, cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpyFromSymbol(&cnt, count, sizeof cnt));
        char what[64];
        snprintf(what, sizeof what, "last block done, launch %d: %.1f", launch + 1,
                 (double)total);
        report(what, total == (float)want && cnt == 0);
    }
    free(h);
    cudaFree(da);
    cudaFree(dr);

    CHECK(cudaDeviceSynchronize());
    if (failures) {
        printf("FAIL (%d)\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
