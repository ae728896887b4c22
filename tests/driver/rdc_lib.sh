# Static libraries of -rdc device code (`ar rcs`, as Makefiles and nvcc -lib
# make them), found by -L/-l or named as a path, thin archives too. As nvlink
# does (nvcc 13, tests/reference/probe_rdc.out), every member that carries
# device code joins the device link, used or not: a kernel reached only
# through a host function of the library works, and an unused member's
# undefined reference or duplicate definition is an error, in nvlink's words.
. "$ROOT/tests/driver/lib.bash"
cd "$T"
LIB=$(dirname "$CUCC")/../lib
cat > lk.cu <<'X'
__device__ int lib_base = 40;
__device__ int lib_add(int x) { return x + lib_base; }
__global__ void libk(int *p) { *p = lib_add(2); }
void launch_libk(int *p) { libk<<<1, 1>>>(p); }
X
cat > lu.cu <<'X'
__device__ int missing_fn(int);
__global__ void unused(int *p) { *p = missing_fn(*p); }
void unused_host() { unused<<<1, 1>>>(0); }
X
cat > ld1.cu <<'X'
__device__ int dup(int x) { return x + 1; }
__global__ void d1(int *p) { *p = dup(*p); }
X
cat > ld2.cu <<'X'
__device__ int dup(int x) { return x + 2; }
__global__ void d2(int *p) { *p = dup(*p); }
X
cat > m.cu <<'X'
#include <cstdio>
void launch_libk(int *p);
extern __device__ int lib_base;
__device__ int lib_add(int x);
__global__ void mine(int *p) { p[1] = lib_add(lib_base); }
int main() {
  int *p; cudaMalloc(&p, 8); launch_libk(p); mine<<<1, 1>>>(p);
  int h[2] = {0, 0}; cudaMemcpy(h, p, 8, cudaMemcpyDeviceToHost);
  printf("libk: %d %d %s\n", h[0], h[1], cudaGetErrorString(cudaGetLastError()));
}
X
ok42() { ./"$1" | grep -qx "libk: 42 80 no error"; }
check "-dc" "$CUCC" -dc lk.cu lu.cu ld1.cu ld2.cu m.cu
check "ar rcs" ar rcs libk.a lk.o
check "link with -L. -lk" "$CUCC" -o m1 m.o -L. -lk
check "m1: library kernel, variable and function" ok42 m1
check "link with the archive's path" "$CUCC" -o m2 m.o libk.a
check "m2 runs" ok42 m2
check "-dlink with -L. -lk" "$CUCC" -dlink m.o -L. -lk -o mlink.o
check "clang++ links objects, device link and library" \
  clang++-19 -o m3 m.o mlink.o -L. -lk -L"$LIB" -Wl,-rpath,"$LIB" -lcudart
check "m3 runs" ok42 m3
check "thin archive" ar rcsT libkt.a lk.o
check "link with the thin archive" "$CUCC" -o m4 m.o libkt.a
check "m4 runs" ok42 m4

# a library that holds its own device link's object, as CMake's
# CUDA_RESOLVE_DEVICE_SYMBOLS makes it: its units are not linked again
cat > mr.cu <<'X'
#include <cstdio>
void launch_libk(int *p);
__device__ int mine_add(int x) { return x + 1; }
__global__ void mine(int *p) { p[1] = mine_add(p[0]); }
int main() { int *p; cudaMallocManaged(&p, 8); launch_libk(p); mine<<<1, 1>>>(p);
  cudaDeviceSynchronize(); printf("libk: %d %d\n", p[0], p[1]); }
X
check "-dlink of the library's object" "$CUCC" -dlink lk.o -o lk_dlink.o
check "a library with its device link" ar rcs libres.a lk_dlink.o lk.o
check "an -rdc program linked with it" "$CUCC" -rdc=true -o mr mr.cu -L. -lres
check "mr runs both images' kernels" bash -c './mr | grep -qx "libk: 42 43"'

check "a library with an unused member" ar rcs libk2.a lk.o lu.o
check "its undefined reference fails the link" \
  bash -c '! "$0" -o m5 m.o -L. -lk2 2> err5.txt' "$CUCC"
check "nvlink's message names the member" \
  grep -qxF "nvlink error   : Undefined reference to '_Z10missing_fni' in './libk2.a:lu.o'" err5.txt
check "a library with two definitions of a device function" \
  ar rcs libk3.a lk.o ld1.o ld2.o
check "they fail the link" bash -c '! "$0" -o m6 m.o libk3.a 2> err6.txt' "$CUCC"
check "nvlink's message names both members" \
  grep -qxF "nvlink error   : Multiple definition of '_Z3dupi' in 'libk3.a:ld2.o', first defined in 'libk3.a:ld1.o'" err6.txt
# a shared library found first in the -L directory wins over the archive
# (as for the host linker); its image is its own, so device code outside it
# cannot use its device symbols (nor can it with CUDA)
cat > mh.cu <<'X'
#include <cstdio>
void launch_libk(int *p);
int main() { int *p; cudaMallocManaged(&p, 4); launch_libk(p);
  cudaDeviceSynchronize(); printf("libk: %d\n", *p); }
X
check "a shared library of -rdc code" "$CUCC" -shared -o libk2.so lk.o
check "linked before libk2.a's broken member" \
  "$CUCC" -rdc=true -o m7 mh.cu -L. -lk2 -Xlinker -rpath,.
check "m7 runs the library's kernel" bash -c './m7 | grep -qx "libk: 42"'
check "the library's device symbols are not the executable's" \
  bash -c '! "$0" -o m8 m.o -L. -lk2 2> err8.txt' "$CUCC"
check "nvlink's message" \
  grep -qxF "nvlink error   : Undefined reference to 'lib_base' in 'm.o'" err8.txt
finish
