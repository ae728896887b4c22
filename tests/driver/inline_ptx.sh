# Inline PTX outside the translated set (docs/INLINE_PTX.md) is a compile
# error naming the instruction, its line and its function, never a crash;
# asm that no kernel reaches (headers carry plenty) is no error; `exit`
# ends the thread.
. "$ROOT/tests/driver/lib.bash"
cd "$T"
cat > bad.cu <<'X'
__global__ void k(unsigned *p) {
  unsigned r;
  asm("dp4a.u32.u32 %0, %1, %2, %3;"
      : "=r"(r) : "r"(p[0]), "r"(p[1]), "r"(0));
  p[2] = r;
}
int main() { return 0; }
X
check "an unsupported instruction fails the compile" \
  bash -c '! "$0" --cucc-target-cpu=native -o bad bad.cu 2> bad.err' "$CUCC"
check "naming it, its line and its function" \
  grep -q "bad.cu:3: error: inline PTX instruction 'dp4a' is not supported by cucc.*_Z1kPj" bad.err
check "without a crash" bash -c '! grep -q "LLVM ERROR\|Aborted\|internal error" bad.err'
cat > syntax.cu <<'X'
__global__ void k(unsigned *p) { asm volatile("mov.u32 %0, 1" : "=r"(*p)); }
int main() { return 0; }
X
check "a statement without ';' is an error" \
  bash -c '! "$0" --cucc-target-cpu=native -o syntax syntax.cu 2> syntax.err' "$CUCC"
check "saying so" grep -q "inline PTX: missing ';'" syntax.err
cat > unused.cu <<'X'
#include <cstdio>
__device__ unsigned never_called(unsigned a) {
  unsigned r;
  asm("dp4a.u32.u32 %0, %1, %1, %1;" : "=r"(r) : "r"(a));
  return r;
}
__global__ void k(unsigned *p) {
  if (threadIdx.x == 3)
    asm volatile("exit;");
  unsigned l;
  asm("mov.u32 %0, %%laneid;" : "=r"(l));
  p[threadIdx.x] = l + 1;
}
int main() {
  unsigned *p, h[8];
  cudaMalloc(&p, sizeof h);
  cudaMemset(p, 0, sizeof h);
  k<<<1, 8>>>(p);
  cudaMemcpy(h, p, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 8; i++) printf("%u ", h[i]);
  printf("\n");
}
X
check "asm in a function no kernel calls is no error" \
  "$CUCC" --cucc-target-cpu=native -o unused unused.cu
check "exit ends the thread" bash -c './unused | grep -qx "1 2 3 0 5 6 7 8 "'
finish
