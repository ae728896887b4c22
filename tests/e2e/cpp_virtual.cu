// Virtual functions on objects created in device code: a pure virtual base
// class, two levels of inheritance, overriding and explicit calls of the base
// implementation, virtual destructors (run through a base pointer by delete
// and by an explicit destructor call), multiple inheritance (this-adjusting
// calls through the second base), objects created with `new` in a kernel,
// with placement new into __shared__ memory (read by other threads after
// __syncthreads) and into global memory (created by one kernel, used and
// destroyed by the next), and virtual calls through base references.
// Self-checking; prints PASS or FAIL lines.
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

// log[0]: Shape destructors, log[1]: Square, log[2]: Rect, log[3]: Tri
struct Shape {
    int *log;
    __device__ explicit Shape(int *l) : log(l) {}
    __device__ virtual ~Shape() { log[0] += 1; }
    __device__ virtual int area() const = 0;                 // pure virtual
    __device__ virtual int sides() const { return 0; }
    __device__ int describe() const { return area() * 10 + sides(); }  // non-virtual calling virtual
};
struct Square : Shape {
    int s;
    __device__ Square(int *l, int a) : Shape(l), s(a) {}
    __device__ ~Square() override { log[1] += 1; }
    __device__ int area() const override { return s * s; }
    __device__ int sides() const override { return 4; }
};
struct Rect : Square {                                        // second level
    int h;
    __device__ Rect(int *l, int a, int b) : Square(l, a), h(b) {}
    __device__ ~Rect() override { log[2] += 1; }
    __device__ int area() const override { return s * h + Square::area() * 0; }
};
struct Tri : Shape {
    int b, h;
    __device__ Tri(int *l, int x, int y) : Shape(l), b(x), h(y) {}
    __device__ ~Tri() override { log[3] += 1; }
    __device__ int area() const override { return b * h / 2; }
    __device__ int sides() const override { return 3 + Shape::sides(); }
};

// multiple inheritance: calls through the second base adjust `this`
struct Named { int tag; __device__ virtual int name() const { return tag; } __device__ virtual ~Named() {} };
struct Weighted { int w; __device__ virtual int weight() const { return w; } __device__ virtual ~Weighted() {} };
struct Item : Named, Weighted {
    int extra;
    __device__ Item(int t, int w_, int e) : extra(e) { tag = t; w = w_; }
    __device__ int name() const override { return tag + extra; }
    __device__ int weight() const override { return w * 10 + extra; }
};

__device__ Shape *make(int *log, int kind, int t)
{
    switch (kind % 3) {
    case 0: return new Square(log, t + 1);
    case 1: return new Rect(log, t + 1, 3);
    default: return new Tri(log, t + 2, 4);
    }
}
__device__ int viaRef(const Shape &s) { return s.area(); }

__global__ void heapObjects(int *logs, int *out)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    Shape *s = make(logs + 4 * t, t, t);
    out[t * 4 + 0] = s->describe();
    out[t * 4 + 1] = viaRef(*s);
    Item *it = new Item(t, 2, 5);
    Weighted *w = it;                   // pointer to the second base
    Named *n = it;
    out[t * 4 + 2] = w->weight() * 1000 + n->name();
    delete w;                           // virtual destructor through the second base
    delete s;                           // virtual destructor through the base
    Item local(1, 1, 1);
    Weighted &wr = local;
    out[t * 4 + 3] = wr.weight();
}

__global__ void sharedObjects(int *logs, int *out)
{
    __shared__ __align__(16) unsigned char pool[64][sizeof(Rect)];
    int t = threadIdx.x;
    int *log = logs + 4 * t;
    Shape *mine;
    if (t % 3 == 0) mine = new (pool[t]) Square(log, t);
    else if (t % 3 == 1) mine = new (pool[t]) Rect(log, t, 2);
    else mine = new (pool[t]) Tri(log, t, 6);
    __syncthreads();
    const Shape *other = reinterpret_cast<const Shape *>(pool[(t + 1) % blockDim.x]);
    out[t] = other->describe();        // object built by another thread
    __syncthreads();
    mine->~Shape();                    // virtual destructor, explicit call
}

__global__ void buildInGlobal(void *mem, int *logs, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    void *slot = (char *)mem + t * sizeof(Rect);
    if (t % 2) new (slot) Rect(logs + 4 * t, t, 5);
    else new (slot) Tri(logs + 4 * t, t, 8);
}
__global__ void useInGlobal(void *mem, int *out, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    Shape *s = reinterpret_cast<Shape *>((char *)mem + t * sizeof(Rect));
    out[t] = s->describe();
    s->~Shape();
}

static int areaH(int kind, int a, int b)   // kind: 0 square(a), 1 rect(a,b), 2 tri(a,b)
{
    return kind == 0 ? a * a : kind == 1 ? a * b : a * b / 2;
}
static int sidesH(int kind) { return kind == 2 ? 3 : 4; }
static void expectLog(const char *what, int t, const int *log, int kind)
{
    expect(what, t, log[0], 1);
    expect(what, t, log[1], kind == 0 || kind == 1);
    expect(what, t, log[2], kind == 1);
    expect(what, t, log[3], kind == 2);
}

int main()
{
    const int nb = 2, bs = 24, nt = nb * bs;
    int *dlog, *dout, log[4 * 64], out[4 * 64];
    CHECK(cudaMalloc(&dlog, sizeof log));
    CHECK(cudaMalloc(&dout, sizeof out));

    CHECK(cudaMemset(dlog, 0, sizeof log));
    heapObjects<<<nb, bs>>>(dlog, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(log, dlog, sizeof log, cudaMemcpyDeviceToHost));
    for (int t = 0; t < nt; ++t) {
        int kind = t % 3;
        int a = kind == 2 ? t + 2 : t + 1, b = kind == 1 ? 3 : 4;
        expect("heapObjects describe", t, out[t * 4 + 0], areaH(kind, a, b) * 10 + sidesH(kind));
        expect("heapObjects viaRef", t, out[t * 4 + 1], areaH(kind, a, b));
        expect("heapObjects multiple inheritance", t, out[t * 4 + 2], 25 * 1000 + t + 5);
        expect("heapObjects local object", t, out[t * 4 + 3], 11);
        expectLog("heapObjects destructors", t, log + 4 * t, kind);
    }

    const int ns = 64;
    CHECK(cudaMemset(dlog, 0, sizeof log));
    sharedObjects<<<1, ns>>>(dlog, dout);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(log, dlog, sizeof log, cudaMemcpyDeviceToHost));
    for (int t = 0; t < ns; ++t) {
        int u = (t + 1) % ns, kind = u % 3;
        int b = kind == 1 ? 2 : 6;
        expect("sharedObjects", t, out[t], areaH(kind, u, b) * 10 + sidesH(kind));
        expectLog("sharedObjects destructors", t, log + 4 * t, t % 3);
    }

    const int ng = 40;
    void *mem;
    CHECK(cudaMalloc(&mem, ng * sizeof(Rect)));
    CHECK(cudaMemset(dlog, 0, sizeof log));
    buildInGlobal<<<3, 16>>>(mem, dlog, ng);
    useInGlobal<<<5, 8>>>(mem, dout, ng);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(log, dlog, sizeof log, cudaMemcpyDeviceToHost));
    for (int t = 0; t < ng; ++t) {
        int kind = t % 2 ? 1 : 2;
        expect("global objects", t, out[t], areaH(kind, t, t % 2 ? 5 : 8) * 10 + sidesH(kind));
        expectLog("global objects destructors", t, log + 4 * t, kind);
    }
    CHECK(cudaFree(mem));
    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
