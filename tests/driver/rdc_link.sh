# Separate compilation (-rdc=true / -dc) across translation units: variables,
# __constant__ memory, device functions, a kernel launched from host code and
# from device code of another file, managed variables, static variables of the
# same name, template kernels, three files; linked by cucc (separately or in
# one command, from an `ld -r` object), or by -dlink and g++/clang++, or into
# a shared library with its own image. Expected output of ab: nvcc 13 on an
# H100 (tests/reference/probe_rdc.out).
. "$ROOT/tests/driver/lib.bash"
cd "$T"
LIB=$(dirname "$CUCC")/../lib
cat > a.cu <<'X'
#include <cstdio>
__device__ int counter = 5;
__constant__ int coef[4] = {1, 2, 3, 4};
__device__ int twice(int x) { return 2 * x + coef[1]; }
__global__ void child(int *p, int v) { p[threadIdx.x] = v + threadIdx.x; }
X
cat > b.cu <<'X'
#include <cstdio>
extern __device__ int counter;
extern __constant__ int coef[4];
__device__ int twice(int x);
__global__ void child(int *p, int v);
__global__ void parent(int *p) { p[0] = twice(counter); child<<<1, 4>>>(p + 1, coef[3]); }
int main() {
  int *p; cudaMalloc(&p, 5 * sizeof(int));
  parent<<<1, 1>>>(p);
  printf("sync: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  int h[5]; cudaMemcpy(h, p, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 5; i++) printf("%d ", h[i]);
  int c = 7; cudaMemcpyToSymbol(counter, &c, sizeof c);
  child<<<1, 2>>>(p, 100); cudaDeviceSynchronize();
  cudaMemcpy(h, p, sizeof h, cudaMemcpyDeviceToHost);
  printf("\n%d %d\n", h[0], h[1]);
}
X
printf 'sync: no error\n12 4 5 6 7 \n100 101\n' > ab.expected
runs_as_gpu() { ./"$1" > "$1.out" 2>&1 && diff -u ab.expected "$1.out"; }
check "-dc of two files, with no diagnostic" \
  bash -c '"$0" -dc a.cu b.cu 2> dc.err && test ! -s dc.err' "$CUCC"
check "link of -dc objects, with no diagnostic" \
  bash -c '"$0" -o ab a.o b.o 2> ln.err && test ! -s ln.err' "$CUCC"
check "ab: shared variables, constants, functions, kernels across files" runs_as_gpu ab
check "-rdc=true in one command" "$CUCC" -rdc=true -o ab1 a.cu b.cu
check "ab1 runs" runs_as_gpu ab1
check "ld -r of two -dc objects" ld -r -o ab_r.o a.o b.o
check "link of the merged object" "$CUCC" -o ab_r ab_r.o
check "ab_r runs" runs_as_gpu ab_r
check "-dlink" "$CUCC" -dlink a.o b.o -o link.o
if command -v g++ > /dev/null; then # (g++'s ld drops unused libraries)
  check "g++ links the objects and the device link" \
    g++ -o ab_gxx a.o b.o link.o -L"$LIB" -Wl,-rpath,"$LIB" -lcudart
  check "ab_gxx runs" runs_as_gpu ab_gxx
fi
check "clang++ links them too" \
  clang++-19 -o ab_clang b.o a.o link.o -L"$LIB" -Wl,-rpath,"$LIB" -lcudart
check "ab_clang runs" runs_as_gpu ab_clang
check "cucc links a device link's object without linking again" \
  "$CUCC" -o ab_cucc a.o b.o link.o
check "ab_cucc runs" runs_as_gpu ab_cucc
check "-dlink writes a_dlink.o by default" "$CUCC" --device-link a.o b.o
check "a_dlink.o exists" test -s a_dlink.o

# three files: managed variables, same-named statics, template kernels,
# a texture reference, host code of one file reading another's variables
cat > u1.cu <<'X'
#include <cstdio>
__managed__ int mcount = 3;
static __device__ int s = 11;
texture<float, 1, cudaReadModeElementType> tex;
template <typename T> __global__ void tk(T *p) { *p = (T)sizeof(T); }
__global__ void use_s(int *p) { p[0] = s; p[1] = (int)tex1Dfetch(tex, 2); mcount += 1; }
void u1_run(int *p) {
  float h[4] = {0, 1, 2.5f, 3}; float *d; cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  cudaBindTexture(0, tex, d, sizeof h);
  use_s<<<1, 1>>>(p); tk<int><<<1, 1>>>(p + 2);
  int v; cudaMemcpyFromSymbol(&v, s, sizeof v); printf("u1 s=%d\n", v);
}
X
cat > u2.cu <<'X'
extern __managed__ int mcount;
static __device__ int s = 22;
template <typename T> __global__ void tk(T *p) { *p = (T)sizeof(T); }
__device__ int u3_add(int a, int b);
__global__ void use_s2(int *p) { p[3] = u3_add(s, 0); mcount += 10; }
int u2_s() { int v; cudaMemcpyFromSymbol(&v, s, sizeof v); return v; }
void u2_run(int *p) { use_s2<<<1, 1>>>(p); tk<double><<<1, 1>>>((double *)(p + 4)); }
X
cat > u3.cu <<'X'
#include <cstdio>
extern __managed__ int mcount;
__device__ int u3_add(int a, int b) { return a + b; }
void u1_run(int *p); void u2_run(int *p); int u2_s();
int main() {
  int *p; cudaMallocManaged(&p, 8 * sizeof(int));
  u1_run(p); u2_run(p);
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  printf("%d %d %d %d %g mcount=%d s=%d\n", p[0], p[1], p[2], p[3],
         *(double *)(p + 4), mcount, u2_s());
}
X
printf 'u1 s=11\nno error\n11 2 4 22 8 mcount=14 s=22\n' > u.expected
check "three files with -rdc=true" "$CUCC" -rdc=true -o u u1.cu u2.cu u3.cu
check "u: managed, statics, templates, a texture across three files" \
  bash -c './u > u.out 2>&1 && diff -u u.expected u.out'

# static kernels, functions and variables, and anonymous namespaces, of the
# same names in two files stay apart
cat > t1.cu <<'X'
static __global__ void sk(int *p) { *p = 1; }
namespace { __global__ void ak(int *p) { p[2] = 3; } __device__ int av = 5; }
static __device__ int helper() { return 7; }
__global__ void use_helper(int *p) { p[4] = helper() + av - 5; }
void t1(int *p) { sk<<<1, 1>>>(p); ak<<<1, 1>>>(p); use_helper<<<1, 1>>>(p); }
X
cat > t2.cu <<'X'
#include <cstdio>
static __global__ void sk(int *p) { p[1] = 2; }
namespace { __global__ void ak(int *p) { p[3] = 4; } __device__ int av = 6; }
static __device__ int helper() { return 8; }
__global__ void use_helper2(int *p) { p[5] = helper(); }
void t1(int *p);
int main() {
  int *p; cudaMallocManaged(&p, 6 * sizeof(int));
  t1(p); sk<<<1, 1>>>(p); ak<<<1, 1>>>(p); use_helper2<<<1, 1>>>(p);
  cudaDeviceSynchronize(); int a; cudaMemcpyFromSymbol(&a, av, sizeof a);
  printf("%d %d %d %d %d %d av=%d\n", p[0], p[1], p[2], p[3], p[4], p[5], a);
}
X
check "two files with static and anonymous-namespace symbols" \
  "$CUCC" -rdc=true -o t t1.cu t2.cu
check "t: each file's own" bash -c './t | grep -qx "1 2 3 4 7 8 av=6"'

# a shared library of -rdc code has its own image: the executable's device
# symbols of the same names are others; a non-rdc object joins the link
cat > sl1.cu <<'X'
__device__ int sl_scale = 3;
__device__ int sl_mul(int x) { return x * sl_scale; }
X
cat > sl2.cu <<'X'
__device__ int sl_mul(int x);
__global__ void slk(int *p) { *p = sl_mul(*p); }
int sl_run(int v) { int *p; cudaMalloc(&p, 4); cudaMemcpy(p, &v, 4, cudaMemcpyHostToDevice);
  slk<<<1, 1>>>(p); cudaMemcpy(&v, p, 4, cudaMemcpyDeviceToHost); cudaFree(p); return v; }
X
cat > nr.cu <<'X'
__global__ void nrk(int *p) { *p += 1000; }
void nr_run(int *p) { nrk<<<1, 1>>>(p); }
X
cat > sm.cu <<'X'
#include <cstdio>
int sl_run(int v); void nr_run(int *p);
__device__ int sl_scale = 5;
__device__ int sl_mul(int x) { return x * sl_scale + 1; }
__global__ void mk(int *p) { *p = sl_mul(*p); }
int main() {
  int *p; cudaMallocManaged(&p, 4); *p = 2; mk<<<1, 1>>>(p); nr_run(p);
  cudaDeviceSynchronize(); printf("lib %d exe %d\n", sl_run(7), *p);
}
X
check "-dc for a shared library" "$CUCC" -dc -Xcompiler -fPIC sl1.cu sl2.cu
check "-shared of -dc objects" "$CUCC" -shared -o libsl.so sl1.o sl2.o
check "a non-rdc object" "$CUCC" -c nr.cu
check "-G -dc" "$CUCC" -G -dc sm.cu
check "executable with its own image, the library's, and a non-rdc one" \
  "$CUCC" -o sm sm.o nr.o -L. -lsl -Xlinker -rpath,.
check "sm: each image keeps its own symbols" \
  bash -c './sm | grep -qx "lib 21 exe 1011"'
finish
