// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/atomics.expected).
// Atomic functions on global memory, every overload, from 256 blocks of 256
// threads (so that several CPU workers run blocks at once). Each result is
// exact and checked against a CPU reference: sums with integer-valued float
// and double increments, the old values returned by atomicAdd (a permutation
// of 0..N-1 when each thread adds 1), atomicSub, atomicMin/Max of an array,
// atomicInc/atomicDec with a small limit (the histogram of returned values
// follows from the guide's formulas applied N times), the guide's CAS-based
// double atomicAdd, 16-bit atomicCAS on neighbouring shorts (no clobbering),
// atomicExch chains, and/or/xor bit masks, and the _block/_system scopes.
// A _block atomic is atomic only among the threads of one block, so the
// _block forms work on per-block locations (BlockAcc, one per block).
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

#define BLOCKS 256
#define THREADS 256
#define N (BLOCKS * THREADS)
#define REPS 8 // atomic operations per thread in the sum tests

static int failures = 0;
static void report(const char* what, bool ok)
{
    printf("%-40s %s\n", what, ok ? "ok" : "WRONG");
    if (!ok)
        failures++;
}

__host__ __device__ unsigned hash(unsigned x)
{
    x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
    return x;
}

// ---- sums -----------------------------------------------------------------

struct Sums {
    int i;
    unsigned u;
    unsigned long long ull;
    float f;
    double d;
    int i_system;
    unsigned long long ull_system;
    double d_system;
};

// per-block locations for the _block forms
struct BlockAcc {
    int i;
    unsigned u;
    unsigned long long ull;
    float f;
    double d;
    int sub;
    int imin;
    unsigned umax;
    long long llmax;
    unsigned long long ullmin;
    unsigned inc, dec;
    unsigned hist[2][16];
    unsigned long long cas;
    int exch;
};

__global__ void sums(Sums* s, int* olds, BlockAcc* acc)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    BlockAcc* a = &acc[blockIdx.x];
    olds[gid] = atomicAdd(&s->i, 1); // each old value 0..N-1 exactly once
    for (int r = 0; r < REPS; r++) {
        atomicAdd(&s->u, 3u);
        atomicAdd(&s->ull, 0x100000001ULL);
        atomicAdd(&s->f, 2.0f);
        atomicAdd(&s->d, 0.5);
        atomicAdd_system(&s->i_system, 2);
        atomicAdd_system(&s->ull_system, 5ULL);
        atomicAdd_system(&s->d_system, 4.0);
        atomicAdd_block(&a->i, -1);
        atomicAdd_block(&a->f, 1.0f);
    }
    atomicAdd_system(&s->u, 1u);
    atomicAdd_system(&s->f, 1.0f);
    atomicAdd_block(&a->u, 2u);
    atomicAdd_block(&a->ull, 1ULL << 40);
    atomicAdd_block(&a->d, 0.25);
}

struct Subs {
    int i;
    unsigned u;
    int i_system;
    unsigned u_system;
};

__global__ void subs(Subs* s, unsigned* olds, BlockAcc* acc)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    olds[gid] = atomicSub(&s->u, 3u); // old values: 3N, 3N-3, ..., 3 in some order
    atomicSub(&s->i, 7);
    atomicSub_system(&s->i_system, -2);
    atomicSub_system(&s->u_system, 1u);
    atomicSub_block(&acc[blockIdx.x].sub, 3);
}

// ---- min / max --------------------------------------------------------------

struct MinMax {
    int imin, imax;
    unsigned umin, umax;
    long long llmin, llmax;
    unsigned long long ullmin, ullmax;
    int imax_s;
    unsigned umin_s;
    long long llmin_s;
    unsigned long long ullmax_s;
};

__host__ __device__ int ival(int i) { return (int)hash(i) % 1000003 - 500000; }
__host__ __device__ unsigned uval(int i) { return hash(i + 77777); }
__host__ __device__ long long llval(int i)
{
    return (long long)((unsigned long long)hash(i) << 31) * ((i & 1) ? -1 : 1) + hash(i + 5);
}
__host__ __device__ unsigned long long ullval(int i)
{
    return ((unsigned long long)hash(i + 3) << 32) | hash(i + 9);
}

__global__ void minmax(MinMax* m, BlockAcc* acc)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    BlockAcc* a = &acc[blockIdx.x];
    atomicMin(&m->imin, ival(i));
    atomicMax(&m->imax, ival(i));
    atomicMin(&m->umin, uval(i));
    atomicMax(&m->umax, uval(i));
    atomicMin(&m->llmin, llval(i));
    atomicMax(&m->llmax, llval(i));
    atomicMin(&m->ullmin, ullval(i));
    atomicMax(&m->ullmax, ullval(i));
    atomicMax_system(&m->imax_s, ival(i));
    atomicMin_system(&m->umin_s, uval(i));
    atomicMin_system(&m->llmin_s, llval(i));
    atomicMax_system(&m->ullmax_s, ullval(i));
    atomicMin_block(&a->imin, ival(i));
    atomicMax_block(&a->umax, uval(i));
    atomicMax_block(&a->llmax, llval(i));
    atomicMin_block(&a->ullmin, ullval(i));
}

// ---- inc / dec ----------------------------------------------------------------

#define LIMIT 9u

// which: 0 atomicInc, 1 atomicDec, 2 atomicInc_system, 3 atomicDec_system;
// hist[which][value] counts the returned values. The _block forms count
// per block.
__global__ void incdec(unsigned* ctr, unsigned* hist, BlockAcc* acc)
{
    BlockAcc* a = &acc[blockIdx.x];
    for (int r = 0; r < REPS; r++) {
        unsigned v[4];
        v[0] = atomicInc(&ctr[0], LIMIT);
        v[1] = atomicDec(&ctr[1], LIMIT);
        v[2] = atomicInc_system(&ctr[2], LIMIT);
        v[3] = atomicDec_system(&ctr[3], LIMIT);
        for (int w = 0; w < 4; w++)
            atomicAdd(&hist[w * 16 + (v[w] < 16 ? v[w] : 15)], 1u);
        unsigned i = atomicInc_block(&a->inc, LIMIT);
        unsigned d = atomicDec_block(&a->dec, LIMIT);
        atomicAdd_block(&a->hist[0][i < 16 ? i : 15], 1u);
        atomicAdd_block(&a->hist[1][d < 16 ? d : 15], 1u);
    }
}

// values outside 0..LIMIT: inc resets to 0, dec to LIMIT
__global__ void incdec_edges(unsigned* c, unsigned* r)
{
    r[0] = atomicInc(&c[0], 5u);  // 5 -> 0
    r[1] = atomicInc(&c[1], 5u);  // 3 -> 4
    r[2] = atomicDec(&c[2], 5u);  // 0 -> 5
    r[3] = atomicDec(&c[3], 5u);  // 9 -> 5
    r[4] = atomicDec(&c[4], 5u);  // 3 -> 2
    r[5] = atomicInc(&c[5], 0u);  // 7 -> 0
    r[6] = atomicInc(&c[6], 0xffffffffu); // 0xfffffffe -> 0xffffffff
    r[7] = atomicDec(&c[7], 0u);  // 0 -> 0
}

// ---- compare-and-swap -----------------------------------------------------------

// The guide's double atomicAdd built on atomicCAS (compares bits as integers).
__device__ unsigned long long dbits(double d)
{
    unsigned long long u;
    memcpy(&u, &d, sizeof u);
    return u;
}
__device__ double bitsd(unsigned long long u)
{
    double d;
    memcpy(&d, &u, sizeof d);
    return d;
}
__device__ double casAtomicAdd(double* address, double val)
{
    unsigned long long int* address_as_ull = (unsigned long long int*)address;
    unsigned long long int old = *address_as_ull, assumed;
    do {
        assumed = old;
        old = atomicCAS(address_as_ull, assumed, dbits(val + bitsd(assumed)));
    } while (assumed != old);
    return bitsd(old);
}

// atomic adds built on atomicCAS, atomicCAS_system and atomicCAS_block
__device__ int casAddInt(int* a, int v)
{
    int old = *a, assumed;
    do {
        assumed = old;
        old = atomicCAS(a, assumed, assumed + v);
    } while (old != assumed);
    return old;
}
__device__ unsigned casAddUnsignedSystem(unsigned* a, unsigned v)
{
    unsigned old = *a, assumed;
    do {
        assumed = old;
        old = atomicCAS_system(a, assumed, assumed + v);
    } while (old != assumed);
    return old;
}
__device__ unsigned long long casAddUll(unsigned long long* a, unsigned long long v)
{
    unsigned long long old = *a, assumed;
    do {
        assumed = old;
        old = atomicCAS(a, assumed, assumed + v);
    } while (old != assumed);
    return old;
}
__device__ unsigned long long casAddUllBlock(unsigned long long* a, unsigned long long v)
{
    unsigned long long old = *a, assumed;
    do {
        assumed = old;
        old = atomicCAS_block(a, assumed, assumed + v);
    } while (old != assumed);
    return old;
}
// 16-bit CAS: increment one of four neighbouring shorts
__device__ unsigned short casIncShort(unsigned short* a)
{
    unsigned short old = *(volatile unsigned short*)a, assumed;
    do {
        assumed = old;
        old = atomicCAS(a, assumed, (unsigned short)(assumed + 1));
    } while (old != assumed);
    return old;
}

struct Cas {
    double d;
    unsigned long long ull;
    int i;
    unsigned u;
    unsigned short s[4]; // one 64-bit word: neighbours must not be clobbered
    unsigned short guard[4];
    int once; // only the first CAS from 0 succeeds
    int winners;
};

__global__ void cas(Cas* c, BlockAcc* acc)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    casAtomicAdd(&c->d, 1.0);
    casAddUll(&c->ull, 3ULL);
    casAddUllBlock(&acc[blockIdx.x].cas, (unsigned long long)threadIdx.x << 20);
    casAddInt(&c->i, -2);
    casAddUnsignedSystem(&c->u, 5u);
    casIncShort(&c->s[gid & 3]);
    if (atomicCAS(&c->once, 0, gid + 1) == 0)
        atomicAdd(&c->winners, 1);
}

// ---- exchange chains --------------------------------------------------------

// each thread swaps its id+1 into a slot (one slot, or one per block for
// the _block forms); the old values and the final values together contain
// 0 (the initial value) once per slot and every id+1 exactly once
__global__ void exch(int* slot_i, unsigned* slot_u, unsigned long long* slot_ull,
                     float* slot_f, int* old_i, unsigned* old_u,
                     unsigned long long* old_ull, float* old_f, int scope)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int me = gid + 1;
    if (scope == 1) {
        slot_i += blockIdx.x;
        slot_u += blockIdx.x;
        slot_ull += blockIdx.x;
        slot_f += blockIdx.x;
    }
    if (scope == 0) {
        old_i[gid] = atomicExch(slot_i, me);
        old_u[gid] = atomicExch(slot_u, (unsigned)me);
        old_ull[gid] = atomicExch(slot_ull, (unsigned long long)me << 32);
        old_f[gid] = atomicExch(slot_f, (float)me);
    } else if (scope == 1) {
        old_i[gid] = atomicExch_block(slot_i, me);
        old_u[gid] = atomicExch_block(slot_u, (unsigned)me);
        old_ull[gid] = atomicExch_block(slot_ull, (unsigned long long)me << 32);
        old_f[gid] = atomicExch_block(slot_f, (float)me);
    } else {
        old_i[gid] = atomicExch_system(slot_i, me);
        old_u[gid] = atomicExch_system(slot_u, (unsigned)me);
        old_ull[gid] = atomicExch_system(slot_ull, (unsigned long long)me << 32);
        old_f[gid] = atomicExch_system(slot_f, (float)me);
    }
}

// ---- and / or / xor ----------------------------------------------------------

#define W32 (N / 32)
#define W64 (N / 64)
struct Bits {
    unsigned or32[W32], and32[W32], xor32[W32];
    int ori[W32], andi[W32], xori[W32];
    unsigned long long or64[W64], and64[W64], xor64[W64];
    long long orll[W64], andll[W64], xorll[W64];
    unsigned or_b[W32], and_s[W32], xor_b[W32];
    unsigned long long or64_s[W64], and64_b[W64], xor64_s[W64];
    long long orll_b[W64], andll_s[W64], xorll_b[W64];
    int ori_s[W32], andi_b[W32], xori_s[W32];
};

// every thread owns one bit: or sets it, and clears it if the bit number is
// odd,
// xor flips it twice if gid % 3 == 0 (unchanged) and once otherwise; the 32
// (64) bits of a word belong to threads of 32 (64) different blocks, except
// for the _block forms, whose words each belong to one block
__global__ void bits(Bits* b)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    int w = gid % W32, w64 = gid % W64; // a word's bits come from many blocks
    unsigned bit = 1u << (gid / W32);
    unsigned long long bit64 = 1ULL << (gid / W64);
    bool odd32 = (gid / W32) & 1, odd64 = (gid / W64) & 1;
    int flips = gid % 3 == 0 ? 2 : 1;
    int wb = gid / 32, wb64 = gid / 64; // _block forms: one block's word
    unsigned bitb = 1u << (gid % 32);
    unsigned long long bitb64 = 1ULL << (gid % 64);
    bool oddb = gid & 1;

    atomicOr(&b->or32[w], bit);
    atomicOr(&b->ori[w], (int)bit);
    atomicOr(&b->or64[w64], bit64);
    atomicOr(&b->orll[w64], (long long)bit64);
    atomicOr_block(&b->or_b[wb], bitb);
    atomicOr_system(&b->or64_s[w64], bit64);
    atomicOr_block(&b->orll_b[wb64], (long long)bitb64);
    atomicOr_system(&b->ori_s[w], (int)bit);
    if (odd32) {
        atomicAnd(&b->and32[w], ~bit);
        atomicAnd(&b->andi[w], ~(int)bit);
        atomicAnd_system(&b->and_s[w], ~bit);
    }
    if (odd64) {
        atomicAnd(&b->and64[w64], ~bit64);
        atomicAnd(&b->andll[w64], ~(long long)bit64);
        atomicAnd_system(&b->andll_s[w64], ~(long long)bit64);
    }
    if (oddb) {
        atomicAnd_block(&b->andi_b[wb], ~(int)bitb);
        atomicAnd_block(&b->and64_b[wb64], ~bitb64);
    }
    for (int f = 0; f < flips; f++) {
        atomicXor(&b->xor32[w], bit);
        atomicXor(&b->xori[w], (int)bit);
        atomicXor(&b->xor64[w64], bit64);
        atomicXor(&b->xorll[w64], (long long)bit64);
        atomicXor_block(&b->xor_b[wb], bitb);
        atomicXor_system(&b->xor64_s[w64], bit64);
        atomicXor_block(&b->xorll_b[wb64], (long long)bitb64);
        atomicXor_system(&b->xori_s[w], (int)bit);
    }
}

// ---- host -------------------------------------------------------------------

template <class T> static T* dalloc(size_t n, const T* init = nullptr)
{
    T* p;
    CHECK(cudaMalloc(&p, n * sizeof(T)));
    if (init)
        CHECK(cudaMemcpy(p, init, n * sizeof(T), cudaMemcpyHostToDevice));
    else
        CHECK(cudaMemset(p, 0, n * sizeof(T)));
    return p;
}
template <class T> static void fetch(T* h, const T* d, size_t n)
{
    CHECK(cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost));
}

// per-block reference for the _block forms
static bool check_block_acc(const BlockAcc* a, int kernel)
{
    for (int b = 0; b < BLOCKS; b++) {
        const BlockAcc& x = a[b];
        if (kernel == 0) { // sums
            if (x.i != -REPS * THREADS || x.f != (float)(REPS * THREADS) ||
                x.u != 2u * THREADS || x.ull != (unsigned long long)THREADS << 40 ||
                x.d != 0.25 * THREADS)
                return false;
        } else if (kernel == 1) { // subs
            if (x.sub != -3 * THREADS)
                return false;
        } else if (kernel == 2) { // minmax
            int imin = 0x7fffffff;
            unsigned umax = 0;
            long long llmax = (long long)0x8000000000000000ULL;
            unsigned long long ullmin = ~0ULL;
            for (int i = b * THREADS; i < (b + 1) * THREADS; i++) {
                if (ival(i) < imin) imin = ival(i);
                if (uval(i) > umax) umax = uval(i);
                if (llval(i) > llmax) llmax = llval(i);
                if (ullval(i) < ullmin) ullmin = ullval(i);
            }
            if (x.imin != imin || x.umax != umax || x.llmax != llmax || x.ullmin != ullmin)
                return false;
        } else if (kernel == 4) { // cas
            if (x.cas != (unsigned long long)(THREADS * (THREADS - 1) / 2) << 20)
                return false;
        }
    }
    return true;
}

static BlockAcc* new_block_acc()
{
    static BlockAcc init[BLOCKS];
    for (int b = 0; b < BLOCKS; b++) {
        memset(&init[b], 0, sizeof init[b]);
        init[b].imin = 0x7fffffff;
        init[b].llmax = (long long)0x8000000000000000ULL;
        init[b].ullmin = ~0ULL;
    }
    return dalloc<BlockAcc>(BLOCKS, init);
}

static void test_sums()
{
    Sums* ds = dalloc<Sums>(1);
    int* dold = dalloc<int>(N);
    BlockAcc* dacc = new_block_acc();
    sums<<<BLOCKS, THREADS>>>(ds, dold, dacc);
    CHECK(cudaGetLastError());
    Sums s;
    fetch(&s, ds, 1);
    static int old[N], seen[N];
    static BlockAcc acc[BLOCKS];
    fetch(old, dold, N);
    fetch(acc, dacc, BLOCKS);
    bool perm = true;
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < N; i++) {
        if (old[i] < 0 || old[i] >= N || seen[old[i]]++)
            perm = false;
    }
    report("atomicAdd int: sum", s.i == N);
    report("atomicAdd int: old values distinct", perm);
    report("atomicAdd unsigned (+_system)", s.u == 3u * REPS * N + (unsigned)N);
    report("atomicAdd unsigned long long", s.ull == 0x100000001ULL * REPS * N);
    report("atomicAdd float (+_system)", s.f == 2.0f * REPS * N + (float)N);
    report("atomicAdd double", s.d == 0.5 * REPS * N);
    report("atomicAdd_system int", s.i_system == 2 * REPS * N);
    report("atomicAdd_system unsigned long long", s.ull_system == 5ULL * REPS * N);
    report("atomicAdd_system double", s.d_system == 4.0 * REPS * N);
    report("atomicAdd_block int/unsigned/ull/float/double", check_block_acc(acc, 0));
    cudaFree(ds);
    cudaFree(dold);
    cudaFree(dacc);
}

static void test_subs()
{
    Subs init = {1000, 3u * N, 5, 0};
    Subs* ds = dalloc<Subs>(1, &init);
    unsigned* dold = dalloc<unsigned>(N);
    BlockAcc* dacc = new_block_acc();
    subs<<<BLOCKS, THREADS>>>(ds, dold, dacc);
    Subs s;
    fetch(&s, ds, 1);
    static unsigned old[N];
    static char seen[N + 1];
    static BlockAcc acc[BLOCKS];
    fetch(old, dold, N);
    fetch(acc, dacc, BLOCKS);
    bool perm = true;
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < N; i++) {
        if (old[i] % 3 || old[i] == 0 || old[i] > 3u * N || seen[old[i] / 3]++)
            perm = false;
    }
    report("atomicSub unsigned: result", s.u == 0);
    report("atomicSub unsigned: old values distinct", perm);
    report("atomicSub int", s.i == 1000 - 7 * N);
    report("atomicSub_system int", s.i_system == 5 + 2 * N);
    report("atomicSub_system unsigned (wraps)", s.u_system == 0u - (unsigned)N);
    report("atomicSub_block int", check_block_acc(acc, 1));
    cudaFree(ds);
    cudaFree(dold);
    cudaFree(dacc);
}

static void test_minmax()
{
    MinMax init;
    init.imin = 0x7fffffff;
    init.imax = init.imax_s = (int)0x80000000;
    init.umin = init.umin_s = 0xffffffffu;
    init.umax = 0;
    init.llmin = init.llmin_s = 0x7fffffffffffffffLL;
    init.llmax = (long long)0x8000000000000000ULL;
    init.ullmin = ~0ULL;
    init.ullmax = init.ullmax_s = 0;
    MinMax* dm = dalloc<MinMax>(1, &init);
    BlockAcc* dacc = new_block_acc();
    minmax<<<BLOCKS, THREADS>>>(dm, dacc);
    MinMax m;
    static BlockAcc acc[BLOCKS];
    fetch(&m, dm, 1);
    fetch(acc, dacc, BLOCKS);
    MinMax r = init;
    for (int i = 0; i < N; i++) {
        if (ival(i) < r.imin) r.imin = ival(i);
        if (ival(i) > r.imax) r.imax = ival(i);
        if (uval(i) < r.umin) r.umin = uval(i);
        if (uval(i) > r.umax) r.umax = uval(i);
        if (llval(i) < r.llmin) r.llmin = llval(i);
        if (llval(i) > r.llmax) r.llmax = llval(i);
        if (ullval(i) < r.ullmin) r.ullmin = ullval(i);
        if (ullval(i) > r.ullmax) r.ullmax = ullval(i);
    }
    report("atomicMin/Max int", m.imin == r.imin && m.imax == r.imax && r.imin < 0);
    report("atomicMin/Max unsigned", m.umin == r.umin && m.umax == r.umax);
    report("atomicMin/Max long long", m.llmin == r.llmin && m.llmax == r.llmax && r.llmin < 0);
    report("atomicMin/Max unsigned long long", m.ullmin == r.ullmin && m.ullmax == r.ullmax);
    report("atomicMin/Max _system",
           m.imax_s == r.imax && m.umin_s == r.umin && m.llmin_s == r.llmin &&
               m.ullmax_s == r.ullmax);
    report("atomicMin/Max _block", check_block_acc(acc, 2));
    cudaFree(dm);
    cudaFree(dacc);
}

// the histogram of values returned by `count` calls of inc (kind 0) or dec
// (kind 1) starting from 0: the guide's formulas applied in sequence (the
// order of the calls does not change how often each value is returned)
static unsigned incdec_ref(int kind, int count, unsigned hist[16])
{
    unsigned c = 0;
    memset(hist, 0, 16 * sizeof(unsigned));
    for (int k = 0; k < count; k++) {
        unsigned o = c;
        if (kind == 0)
            c = (o >= LIMIT) ? 0 : o + 1;
        else
            c = ((o == 0) || (o > LIMIT)) ? LIMIT : o - 1;
        hist[o < 16 ? o : 15]++;
    }
    return c;
}

static void test_incdec()
{
    unsigned* dc = dalloc<unsigned>(4);
    unsigned* dh = dalloc<unsigned>(4 * 16);
    BlockAcc* dacc = new_block_acc();
    incdec<<<BLOCKS, THREADS>>>(dc, dh, dacc);
    unsigned c[4], h[4 * 16];
    static BlockAcc acc[BLOCKS];
    fetch(c, dc, 4);
    fetch(h, dh, 4 * 16);
    fetch(acc, dacc, BLOCKS);
    unsigned ref_h[2][16], ref_c[2];
    for (int kind = 0; kind < 2; kind++)
        ref_c[kind] = incdec_ref(kind, REPS * N, ref_h[kind]);
    const char* names[4] = {"atomicInc", "atomicDec", "atomicInc_system", "atomicDec_system"};
    for (int w = 0; w < 4; w++) {
        int kind = w % 2; // even: inc, odd: dec
        bool ok = c[w] == ref_c[kind] &&
                  memcmp(&h[w * 16], ref_h[kind], sizeof ref_h[kind]) == 0;
        char what[64];
        snprintf(what, sizeof what, "%s wrap at %u: final %u", names[w], LIMIT, c[w]);
        report(what, ok);
    }
    unsigned bref_h[2][16], bref_c[2];
    for (int kind = 0; kind < 2; kind++)
        bref_c[kind] = incdec_ref(kind, REPS * THREADS, bref_h[kind]);
    bool ok = true;
    for (int b = 0; b < BLOCKS; b++)
        ok &= acc[b].inc == bref_c[0] && acc[b].dec == bref_c[1] &&
              !memcmp(acc[b].hist, bref_h, sizeof bref_h);
    report("atomicInc_block/atomicDec_block per block", ok);

    unsigned ci[8] = {5, 3, 0, 9, 3, 7, 0xfffffffeu, 0}, ri[8];
    unsigned* dci = dalloc<unsigned>(8, ci);
    unsigned* dri = dalloc<unsigned>(8);
    incdec_edges<<<1, 1>>>(dci, dri);
    fetch(ci, dci, 8);
    fetch(ri, dri, 8);
    unsigned want_c[8] = {0, 4, 5, 5, 2, 0, 0xffffffffu, 0};
    unsigned want_r[8] = {5, 3, 0, 9, 3, 7, 0xfffffffeu, 0};
    report("atomicInc/Dec edge cases",
           !memcmp(ci, want_c, sizeof ci) && !memcmp(ri, want_r, sizeof ri));
    cudaFree(dc);
    cudaFree(dh);
    cudaFree(dacc);
    cudaFree(dci);
    cudaFree(dri);
}

static void test_cas()
{
    Cas init;
    memset(&init, 0, sizeof init);
    init.i = 7;
    init.guard[0] = 0xBEEF;
    init.guard[3] = 0xCAFE;
    Cas* dc = dalloc<Cas>(1, &init);
    BlockAcc* dacc = new_block_acc();
    cas<<<BLOCKS, THREADS>>>(dc, dacc);
    Cas c;
    static BlockAcc acc[BLOCKS];
    fetch(&c, dc, 1);
    fetch(acc, dacc, BLOCKS);
    report("atomicCAS ull: guide's double atomicAdd", c.d == (double)N);
    report("atomicCAS unsigned long long", c.ull == 3ULL * N);
    report("atomicCAS int", c.i == 7 - 2 * N);
    report("atomicCAS_system unsigned", c.u == 5u * N);
    report("atomicCAS_block unsigned long long", check_block_acc(acc, 4));
    report("atomicCAS unsigned short: neighbours intact",
           c.s[0] == N / 4 && c.s[1] == N / 4 && c.s[2] == N / 4 && c.s[3] == N / 4 &&
               c.guard[0] == 0xBEEF && c.guard[1] == 0 && c.guard[2] == 0 &&
               c.guard[3] == 0xCAFE);
    report("atomicCAS: exactly one winner", c.winners == 1 && c.once >= 1 && c.once <= N);
    cudaFree(dc);
    cudaFree(dacc);
}

static void test_exch()
{
    static int old_i[N], fi[BLOCKS];
    static unsigned old_u[N], fu[BLOCKS];
    static unsigned long long old_ull[N], full[BLOCKS];
    static float old_f[N], ff[BLOCKS];
    static int seen_i[N + 1], seen_u[N + 1], seen_ull[N + 1], seen_f[N + 1];
    int* si = dalloc<int>(BLOCKS);
    unsigned* su = dalloc<unsigned>(BLOCKS);
    unsigned long long* sull = dalloc<unsigned long long>(BLOCKS);
    float* sf = dalloc<float>(BLOCKS);
    int* oi = dalloc<int>(N);
    unsigned* ou = dalloc<unsigned>(N);
    unsigned long long* oull = dalloc<unsigned long long>(N);
    float* of = dalloc<float>(N);
    const char* names[3] = {"atomicExch chains", "atomicExch_block chains (per block)",
                            "atomicExch_system chains"};
    for (int scope = 0; scope < 3; scope++) {
        int slots = scope == 1 ? BLOCKS : 1;
        CHECK(cudaMemset(si, 0, BLOCKS * sizeof(int)));
        CHECK(cudaMemset(su, 0, BLOCKS * sizeof(unsigned)));
        CHECK(cudaMemset(sull, 0, BLOCKS * sizeof(unsigned long long)));
        CHECK(cudaMemset(sf, 0, BLOCKS * sizeof(float)));
        exch<<<BLOCKS, THREADS>>>(si, su, sull, sf, oi, ou, oull, of, scope);
        fetch(fi, si, slots);
        fetch(fu, su, slots);
        fetch(full, sull, slots);
        fetch(ff, sf, slots);
        fetch(old_i, oi, N);
        fetch(old_u, ou, N);
        fetch(old_ull, oull, N);
        fetch(old_f, of, N);
        memset(seen_i, 0, sizeof seen_i);
        memset(seen_u, 0, sizeof seen_u);
        memset(seen_ull, 0, sizeof seen_ull);
        memset(seen_f, 0, sizeof seen_f);
        bool ok = true;
        for (int i = 0; i < N + slots; i++) {
            int vi = i < N ? old_i[i] : fi[i - N];
            unsigned vu = i < N ? old_u[i] : fu[i - N];
            unsigned long long vull = i < N ? old_ull[i] : full[i - N];
            float vf = i < N ? old_f[i] : ff[i - N];
            if (vi < 0 || vi > N || vu > (unsigned)N || (vull & 0xffffffffULL) ||
                (vull >> 32) > (unsigned long long)N || vf < 0 || vf > (float)N ||
                vf != (float)(int)vf) {
                ok = false;
                break;
            }
            seen_i[vi]++;
            seen_u[vu]++;
            seen_ull[vull >> 32]++;
            seen_f[(int)vf]++;
        }
        ok = ok && seen_i[0] == slots && seen_u[0] == slots && seen_ull[0] == slots &&
             seen_f[0] == slots;
        for (int v = 1; ok && v <= N; v++)
            if (seen_i[v] != 1 || seen_u[v] != 1 || seen_ull[v] != 1 || seen_f[v] != 1)
                ok = false;
        report(names[scope], ok);
    }
    cudaFree(si);
    cudaFree(su);
    cudaFree(sull);
    cudaFree(sf);
    cudaFree(oi);
    cudaFree(ou);
    cudaFree(oull);
    cudaFree(of);
}

static void test_bits()
{
    static Bits init, b;
    memset(&init, 0, sizeof init);
    memset(init.and32, 0xff, sizeof init.and32);
    memset(init.andi, 0xff, sizeof init.andi);
    memset(init.and64, 0xff, sizeof init.and64);
    memset(init.andll, 0xff, sizeof init.andll);
    memset(init.and_s, 0xff, sizeof init.and_s);
    memset(init.and64_b, 0xff, sizeof init.and64_b);
    memset(init.andll_s, 0xff, sizeof init.andll_s);
    memset(init.andi_b, 0xff, sizeof init.andi_b);
    Bits* db = dalloc<Bits>(1, &init);
    bits<<<BLOCKS, THREADS>>>(db);
    fetch(&b, db, 1);
    // reference
    static Bits r;
    r = init;
    for (int gid = 0; gid < N; gid++) {
        int w = gid % W32, w64 = gid % W64;
        unsigned bit = 1u << (gid / W32);
        unsigned long long bit64 = 1ULL << (gid / W64);
        int wb = gid / 32, wb64 = gid / 64;
        unsigned bitb = 1u << (gid % 32);
        unsigned long long bitb64 = 1ULL << (gid % 64);
        r.or32[w] |= bit;
        r.ori[w] |= (int)bit;
        r.or64[w64] |= bit64;
        r.orll[w64] |= (long long)bit64;
        r.or_b[wb] |= bitb;
        r.or64_s[w64] |= bit64;
        r.orll_b[wb64] |= (long long)bitb64;
        r.ori_s[w] |= (int)bit;
        if ((gid / W32) & 1) {
            r.and32[w] &= ~bit;
            r.andi[w] &= ~(int)bit;
            r.and_s[w] &= ~bit;
        }
        if ((gid / W64) & 1) {
            r.and64[w64] &= ~bit64;
            r.andll[w64] &= ~(long long)bit64;
            r.andll_s[w64] &= ~(long long)bit64;
        }
        if (gid & 1) {
            r.andi_b[wb] &= ~(int)bitb;
            r.and64_b[wb64] &= ~bitb64;
        }
        if (gid % 3 != 0) {
            r.xor32[w] ^= bit;
            r.xori[w] ^= (int)bit;
            r.xor64[w64] ^= bit64;
            r.xorll[w64] ^= (long long)bit64;
            r.xor_b[wb] ^= bitb;
            r.xor64_s[w64] ^= bit64;
            r.xorll_b[wb64] ^= (long long)bitb64;
            r.xori_s[w] ^= (int)bit;
        }
    }
#define SAME(f) (memcmp(b.f, r.f, sizeof r.f) == 0)
    report("atomicOr unsigned/int (+_block/_system)",
           SAME(or32) && SAME(ori) && SAME(or_b) && SAME(ori_s) && r.or32[0] == ~0u);
    report("atomicOr 64-bit (+_block/_system)",
           SAME(or64) && SAME(orll) && SAME(or64_s) && SAME(orll_b));
    report("atomicAnd unsigned/int (+_block/_system)",
           SAME(and32) && SAME(andi) && SAME(and_s) && SAME(andi_b) &&
               r.and32[7] == 0x55555555u);
    report("atomicAnd 64-bit (+_block/_system)",
           SAME(and64) && SAME(andll) && SAME(and64_b) && SAME(andll_s) &&
               r.and64[7] == 0x5555555555555555ULL);
    report("atomicXor unsigned/int (+_block/_system)",
           SAME(xor32) && SAME(xori) && SAME(xor_b) && SAME(xori_s) &&
               r.xor32[0] == 0xb6db6db6u);
    report("atomicXor 64-bit (+_block/_system)",
           SAME(xor64) && SAME(xorll) && SAME(xor64_s) && SAME(xorll_b));
#undef SAME
    cudaFree(db);
}

int main()
{
    test_sums();
    test_subs();
    test_minmax();
    test_incdec();
    test_cas();
    test_exch();
    test_bits();
    CHECK(cudaDeviceSynchronize());
    if (failures) {
        printf("FAIL (%d)\n", failures);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
