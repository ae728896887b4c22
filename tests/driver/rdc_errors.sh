# Device symbols defined nowhere are errors when building, never at run
# time, in the words of NVIDIA's tools (nvcc 13, tests/reference/
# probe_rdc.out): nvlink's at the device link of -rdc code, ptxas's when
# compiling without -rdc, where an extern __device__ variable becomes a
# static definition with a warning; -dc objects linked without a device link
# fail at the host link. A device image that cannot be loaded fails loudly:
# a message at registration and the sticky cudaErrorInvalidKernelImage.
. "$ROOT/tests/driver/lib.bash"
cd "$T"
LIB=$(dirname "$CUCC")/../lib
cat > c.cu <<'X'
__device__ int twice(int x);
extern __device__ int nowhere;
__global__ void k(int *p) { *p = twice(*p) + nowhere; }
int main() { k<<<1, 1>>>(0); return cudaDeviceSynchronize(); }
X
printf "%s\n" "nvlink error   : Undefined reference to '_Z5twicei' in 'c.o'" \
  "nvlink error   : Undefined reference to 'nowhere' in 'c.o'" > c.expected
check "-dc with undefined device symbols compiles" "$CUCC" -dc c.cu
check "the link fails" bash -c '! "$0" -o c c.o 2> c.err' "$CUCC"
check "with nvlink's messages" diff -u c.expected c.err
check "no program was written" test ! -e c
check "-dlink fails too" bash -c '! "$0" -dlink c.o -o clink.o 2> d.err' "$CUCC"
check "with the same messages" diff -u c.expected d.err
check "-rdc=true in one command fails" \
  bash -c '! "$0" -rdc=true -o c c.cu 2> e.err' "$CUCC"
check "naming the source" grep -qF "Undefined reference to '_Z5twicei' in 'c.cu'" e.err

cat > v.cu <<'X'
#include <cstdio>
__device__ int v_twice(int x) { return 2 * x; }
__global__ void vk(int *p) { *p = v_twice(21); }
int main() { int *p; cudaMallocManaged(&p, 4); vk<<<1, 1>>>(p);
  cudaDeviceSynchronize(); printf("%d\n", *p); }
X
check "-dc" "$CUCC" -dc v.cu
check "a host link without the device link fails" \
  bash -c '! clang++-19 -o v v.o -L"$0" -lcudart 2> v.err' "$LIB"
check "naming __cudaRegisterLinkedBinary, as with nvcc" \
  grep -q "undefined reference to .__cudaRegisterLinkedBinary__nv_" v.err

cat > d.cu <<'X'
__device__ int twice(int x);
__global__ void k(int *p) { *p = twice(*p); }
int main() { return 0; }
X
check "without -rdc an extern device function is a compile error" \
  bash -c '! "$0" -c d.cu 2> d2.err' "$CUCC"
check "in ptxas's words" \
  grep -qxF "ptxas fatal   : Unresolved extern function '_Z5twicei'" d2.err
check "no object was written" test ! -e d.o
cat > e.cu <<'X'
#include <cstdio>
extern __device__ int nowhere;
__global__ void k(int *p) { *p = nowhere + 1; }
int main() { int *p; cudaMallocManaged(&p, 4); k<<<1, 1>>>(p);
  cudaDeviceSynchronize(); printf("%d\n", *p); }
X
check "without -rdc an extern device variable compiles" \
  bash -c '"$0" -o e e.cu 2> e2.err' "$CUCC"
check "with nvcc's warning" grep -q "extern declaration of the entity nowhere is treated as a static definition" e2.err
check "as a zero-initialized definition" bash -c './e | grep -qx 1'
check "the built-in variables are no such extern variables" \
  bash -c '"$0" -o f0 v.cu 2> w.err && test ! -s w.err' "$CUCC"

# an image that cannot be loaded: the embedded shared object of a program
# built for one ISA level is damaged (its ELF magic, after the "UCC2" header
# and its one 56-byte entry)
cat > f.cu <<'X'
#include <cstdio>
__global__ void k(int *p) { *p = 1; }
int main() {
  int *p = 0;
  printf("malloc: %s\n", cudaGetErrorName(cudaMalloc(&p, 4)));
  k<<<1, 1>>>(p);
  printf("launch: %s\n", cudaGetErrorName(cudaGetLastError()));
  printf("sync: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
}
X
printf '%s\n' "malloc: cudaErrorInvalidKernelImage" \
  "launch: cudaErrorInvalidKernelImage" "sync: cudaErrorInvalidKernelImage" > f.expected
damage() { # damage BINARY: overwrites the embedded image's ELF magic
  # (after the 24-byte header and its 56-byte entries: the image's, and the
  # bitcode's for cucc-sanitizer)
  local off e
  for off in $(grep -obUa 'UCC2' "$1" | cut -d: -f1); do
    for e in 1 2 3; do
      local at=$((off + 24 + 56 * e))
      if [ "$(dd if="$1" bs=1 skip=$((at + 1)) count=3 status=none)" = ELF ]; then
        printf 'XXXX' | dd of="$1" bs=1 seek=$at conv=notrunc status=none
        return 0
      fi
    done
  done
  return 1
}
for mode in "" "-rdc=true"; do
  check "build f $mode" "$CUCC" $mode --cucc-target-cpu=x86-64 -o f f.cu
  check "damage its image" damage f
  check "f $mode runs on" bash -c './f > f.out 2> f.err'
  check "every call fails with cudaErrorInvalidKernelImage" diff -u f.expected f.out
  check "a message at registration" grep -q "a device image failed to load" f.err
done
finish
