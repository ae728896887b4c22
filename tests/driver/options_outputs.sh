# nvcc's command line (docs/NVCC_OPTIONS.md), outputs: -lib, -odir,
# --dryrun, -clean, --run, the -M family. nvcc's behaviour (file names,
# dependency targets) was recorded with nvcc 13.0.88.
. "$ROOT/tests/driver/lib.bash"
cd "$T"
cat > k.cu <<'X'
#include <cstdio>
__global__ void k(int *p) { p[threadIdx.x] = threadIdx.x * SCALE; }
int main() {
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  k<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[1], h[3]);
  return 0;
}
X
# -lib is not -l ib, -odir is not -o dir
cat > twice.cu <<'X'
__global__ void tw(int *p) { p[threadIdx.x] *= 2; }
void twice(int *d, int n) { tw<<<1, n>>>(d); }
X
cat > main.cu <<'X'
#include <cstdio>
void twice(int *d, int n);
int main() {
  int *d, h[4] = {1, 2, 3, 4};
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  twice(d, 4);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[3]);
  return 0;
}
X
"$CUCC" -lib twice.cu > out 2>&1
check "-lib writes a.a" sh -c "ar t a.a | grep -q '\.o$'"
"$CUCC" -lib -o libtw.a twice.cu && "$CUCC" -o m main.cu -L. -ltw && ./m > out
check "-lib -o libtw.a, then -ltw" contains out "^2 8$"
mkdir od
"$CUCC" -c -odir od twice.cu && "$CUCC" -odir od main.cu od/twice.o && ./od/a.out > out
check "-odir DIR: od/twice.o and od/a.out" sh -c "test -f od/twice.o && grep -q '^2 8$' out && ! test -e a.out"
"$CUCC" -DSCALE=2 -ptx -odir od k.cu
check "-ptx -odir" test -f od/k.ptx

# --dryrun prints the steps, runs nothing; -clean removes outputs
"$CUCC" -DSCALE=2 --dryrun -o dry k.cu > out 2> err; rc=$?
check "--dryrun: #\$ lines, status 0, no output" sh -c "test $rc -eq 0 && grep -q '^#\\$ .*clang.*--cuda-device-only' err && grep -q '^#\\$ cucc-lower' err && ! test -e dry"
"$CUCC" -DSCALE=2 -o cl k.cu && "$CUCC" -DSCALE=2 -o cl k.cu -clean
check "-clean deletes what the command writes" test ! -e cl
"$CUCC" -DSCALE=3 --run k.cu > out 2>&1
check "--run builds and runs" contains out "^3 9$"

# the -M family (CMake and Makefiles)
printf '#define SCALE 5\n' > scale.h
printf '#include "scale.h"\n' > kinc.cu; cat k.cu >> kinc.cu
"$CUCC" -M kinc.cu > dep 2>&1
check "-M: rule for kinc.o on stdout" sh -c "grep -q '^kinc.o *:.*kinc.cu' dep && grep -q scale.h dep"
"$CUCC" -MM -MT tgt -MP kinc.cu > dep 2>&1
check "-MM -MT -MP" sh -c "grep -q '^tgt *:' dep && grep -q '^scale.h:' dep"
"$CUCC" -MD -c kinc.cu
check "-MD -c writes kinc.d" sh -c "grep -q '^kinc.o *:' kinc.d && grep -q scale.h kinc.d"
"$CUCC" -MMD -o prog kinc.cu
check "-MMD -o prog (a link) writes prog.d for the target prog (nvcc 13)" sh -c "grep -q '^prog *:.*scale.h' prog.d"
"$CUCC" -MD -c -odir od kinc.cu
check "-MD -c -odir od: od/kinc.o and od/kinc.d" sh -c "test -f od/kinc.o && grep -q '^od/kinc.o *:' od/kinc.d"
"$CUCC" --generate-dependencies-with-compile --dependency-output g.d -c -o z.o kinc.cu
check "--generate-dependencies-with-compile --dependency-output" sh -c "grep -q '^z.o *:' g.d"
"$CUCC" -E -o e.ii kinc.cu
check "-E -o" grep -q 'threadIdx.x \* 5' e.ii

finish
