// new/delete and placement new in kernels: scalar new/delete of a builtin
// and of a class (constructor and destructor run), new[]/delete[] of a class
// with a destructor (every element constructed and destroyed, in order),
// memory allocated in one kernel and freed in the next,
// memory allocated by one thread and freed by another after __syncthreads,
// placement new into a local buffer, into __shared__ memory and into global
// memory (including placement new[]), and a class-specific operator
// new/delete backed by a pool in a __device__ array. Small allocations only
// (device heap limits are not tested). Self-checking; prints PASS or FAIL.
#include <cstdio>
#include <cstdlib>
#include <new>
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

static int fails = 0;
static void expect(const char *what, int i, long long got, long long want)
{
    if (got != want) {
        printf("FAIL %s[%d]: got %lld, want %lld\n", what, i, got, want);
        fails++;
    }
}

// counts constructions (log[0]), destructions (log[1]) and the order of
// destruction (log[2] = log[2] * 10 + id, for small arrays)
struct Obj {
    int *log;
    int id;
    int payload[3];
    __device__ Obj() : log(nullptr), id(0) {}
    __device__ Obj(int *l, int i) : log(l), id(i) { log[0] += 1; payload[0] = payload[1] = payload[2] = i; }
    __device__ ~Obj() { if (log) { log[1] += 1; log[2] = log[2] * 10 + id; } }
    __device__ int sum() const { return payload[0] + payload[1] + payload[2]; }
};
__device__ int gCountLog[64];                   // destructions per thread
struct Counted {                                // default-constructed by new[]
    int id;
    __device__ Counted() : id(0) {}
    __device__ ~Counted() { gCountLog[threadIdx.x] += 1; }
};

// class-specific allocation from a pool: one slot per thread
#define POOL 64
__device__ unsigned char gPool[POOL][32];
__device__ int gPoolNew[POOL], gPoolDelete[POOL];
struct Pooled {
    int a, b;
    __device__ Pooled(int x, int y) : a(x), b(y) {}
    __device__ static void *operator new(size_t n)
    {
        int t = blockIdx.x * blockDim.x + threadIdx.x;
        gPoolNew[t] += (int)n;
        return gPool[t];
    }
    __device__ static void operator delete(void *p)
    {
        int i = (int)(((unsigned char *)p - &gPool[0][0]) / sizeof gPool[0]);
        gPoolDelete[i] += 1;
    }
};

__global__ void scalarNew(int *logs, int *out, int **keep)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int *log = logs + 3 * t;
    int *p = new int(t * 5);
    double *d = new double[t % 4 + 1];
    for (int i = 0; i <= t % 4; ++i) d[i] = i * 0.5;
    double ds = 0;
    for (int i = 0; i <= t % 4; ++i) ds += d[i];
    delete[] d;
    Obj *o = new Obj(log, 7);
    int *q = new int[2];
    int arrayOk = q != nullptr;
    if (q) { q[0] = 1; q[1] = 2; arrayOk += q[0] + q[1]; delete[] q; }
    out[t * 4 + 0] = *p + (int)(ds * 2);
    out[t * 4 + 1] = o->sum();
    out[t * 4 + 2] = arrayOk;
    Pooled *pp = new Pooled(t, 3);
    out[t * 4 + 3] = pp->a * pp->b + (int)((unsigned char *)pp >= &gPool[0][0] &&
                                           (unsigned char *)pp < &gPool[POOL][0]) * 1000;
    delete pp;
    delete p;
    delete o;
    keep[t] = new int(100 + t);         // freed by the next kernel
}

__global__ void freeKept(int **keep, int *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    out[t] = *keep[t];
    delete keep[t];
}

__global__ void arrayNew(int *logs, int *out)
{
    int t = threadIdx.x;
    int *log = logs + 3 * t;
    int n = t % 5 + 1;
    Obj *arr = static_cast<Obj *>(::operator new[](n * sizeof(Obj)));
    for (int i = 0; i < n; ++i) new (&arr[i]) Obj(log, i + 1);     // placement new in a loop
    int s = 0;
    for (int i = 0; i < n; ++i) s += arr[i].sum();
    for (int i = n - 1; i >= 0; --i) arr[i].~Obj();
    ::operator delete[](arr);
    Counted *c = new Counted[n];        // new[] with a destructor: delete[] runs n of them
    for (int i = 0; i < n; ++i) c[i].id = i;
    delete[] c;
    out[t] = s;
}

// thread t allocates, thread t+1 uses and frees it
__global__ void crossThread(int *out)
{
    __shared__ int *ptrs[32];
    int t = threadIdx.x;
    ptrs[t] = new int[4]{t, t + 1, t + 2, t + 3};
    __syncthreads();
    int *p = ptrs[(t + 1) % blockDim.x];
    out[t] = p[0] + p[1] + p[2] + p[3];
    delete[] p;
}

__global__ void placement(int *logs, int *out, Obj *global)
{
    __shared__ __align__(16) unsigned char smem[32][sizeof(Obj)];
    int t = threadIdx.x;
    int *log = logs + 3 * t;
    // into a local buffer
    alignas(Obj) unsigned char buf[sizeof(Obj)];
    Obj *l = new (buf) Obj(log, 1);
    // into shared memory, read by a neighbour
    Obj *s = new (smem[t]) Obj(log, 2);
    // into global memory, read back by the host
    Obj *g = new (&global[t]) Obj(log, 3);
    __syncthreads();
    const Obj *n = reinterpret_cast<const Obj *>(smem[(t + 1) % blockDim.x]);
    out[t] = l->sum() * 100 + n->sum() * 10 + g->sum();
    __syncthreads();
    l->~Obj();
    s->~Obj();
    g->~Obj();
    // placement new[] of ints into global memory
    int *ints = new (&global[t].payload[0]) int[3]{t, 2 * t, 3 * t};
    (void)ints;
}

int main()
{
    const int nb = 2, bs = 16, nt = nb * bs;
    int *dlogs, *dout, logs[3 * 64], out[4 * 64];
    CHECK(cudaMalloc(&dlogs, sizeof logs));
    CHECK(cudaMalloc(&dout, sizeof out));
    int **keep;
    CHECK(cudaMalloc(&keep, nt * sizeof(int *)));

    CHECK(cudaMemset(dlogs, 0, sizeof logs));
    scalarNew<<<nb, bs>>>(dlogs, dout, keep);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(logs, dlogs, sizeof logs, cudaMemcpyDeviceToHost));
    int poolNew[POOL], poolDelete[POOL];
    CHECK(cudaMemcpyFromSymbol(poolNew, gPoolNew, sizeof poolNew));
    CHECK(cudaMemcpyFromSymbol(poolDelete, gPoolDelete, sizeof poolDelete));
    for (int t = 0; t < nt; ++t) {
        expect("Pooled operator new", t, poolNew[t], sizeof(Pooled));
        expect("Pooled operator delete", t, poolDelete[t], 1);
    }
    for (int t = 0; t < nt; ++t) {
        int k = t % 4 + 1;   // sum of i*0.5 for i < k, doubled: k(k-1)/2
        expect("new int / new double[]", t, out[t * 4 + 0], t * 5 + k * (k - 1) / 2);
        expect("new Obj", t, out[t * 4 + 1], 21);
        expect("new int[2]", t, out[t * 4 + 2], 4);
        expect("Pooled", t, out[t * 4 + 3], 3 * t + 1000);
        expect("Obj constructed", t, logs[3 * t + 0], 1);
        expect("Obj destroyed", t, logs[3 * t + 1], 1);
    }
    freeKept<<<nb, bs>>>(keep, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, nt * sizeof(int), cudaMemcpyDeviceToHost));
    for (int t = 0; t < nt; ++t) expect("freed by the next kernel", t, out[t], 100 + t);

    CHECK(cudaMemset(dlogs, 0, sizeof logs));
    arrayNew<<<1, 20>>>(dlogs, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, 20 * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(logs, dlogs, sizeof logs, cudaMemcpyDeviceToHost));
    int counted[64];
    CHECK(cudaMemcpyFromSymbol(counted, gCountLog, sizeof counted));
    for (int t = 0; t < 20; ++t) {
        int n = t % 5 + 1, order = 0;
        expect("delete[] ran every destructor", t, counted[t], n);
        for (int i = n; i >= 1; --i) order = order * 10 + i;    // destroyed last to first
        expect("arrayNew sum", t, out[t], 3 * n * (n + 1) / 2);
        expect("arrayNew constructed", t, logs[3 * t + 0], n);
        expect("arrayNew destroyed", t, logs[3 * t + 1], n);
        expect("arrayNew destruction order", t, logs[3 * t + 2], order);
    }

    crossThread<<<1, 32>>>(dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, 32 * sizeof(int), cudaMemcpyDeviceToHost));
    for (int t = 0; t < 32; ++t) expect("crossThread", t, out[t], 4 * ((t + 1) % 32) + 6);

    Obj *dglobal;
    CHECK(cudaMalloc(&dglobal, 32 * sizeof(Obj)));
    CHECK(cudaMemset(dlogs, 0, sizeof logs));
    placement<<<1, 32>>>(dlogs, dout, dglobal);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, 32 * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(logs, dlogs, sizeof logs, cudaMemcpyDeviceToHost));
    struct ObjLayout { int *log; int id; int payload[3]; } hglobal[32];
    static_assert(sizeof(ObjLayout) == sizeof(Obj), "layout");
    CHECK(cudaMemcpy(hglobal, dglobal, sizeof hglobal, cudaMemcpyDeviceToHost));
    for (int t = 0; t < 32; ++t) {
        expect("placement new", t, out[t], 3 * 100 + 6 * 10 + 9);
        expect("placement constructed", t, logs[3 * t + 0], 3);
        expect("placement destroyed", t, logs[3 * t + 1], 3);
        expect("placement destruction order", t, logs[3 * t + 2], 123);
        expect("placement new[] in global memory", t,
               hglobal[t].payload[0] + hglobal[t].payload[1] * 10 + hglobal[t].payload[2] * 100,
               t + 20 * t + 300 * t);
    }
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
