# nvcc's whole command line (docs/NVCC_OPTIONS.md), first part: the option
# table, --help, the phases that stop early (-ptx -cubin -fatbin -ltoir
# -cuda) and their file names (options_outputs.sh and options_link.sh have
# the rest). nvcc's file names were recorded with nvcc 13.0.88.
. "$ROOT/tests/driver/lib.bash"
cd "$T"

# one list for the parser, --help and the docs
"$CUCC" --cucc-options-markdown > table.md
sed -n '/<!-- options begin -->/,/<!-- options end -->/p' "$ROOT/docs/NVCC_OPTIONS.md" | sed '1d;$d' > doc.md
check "docs/NVCC_OPTIONS.md has the option table of cucc --help" cmp -s table.md doc.md
# nvcc 13.0's 143 options, and cucc's own --cuda-version and --cucc-target-cpu
check "143 options (nvcc 13.0's --help) + cucc's 2" test "$(grep -c '^| `--' table.md)" -eq 145
"$CUCC" --help > help.txt; rc=$?
check "--help lists every option" sh -c "test $rc -eq 0 && test \$(grep -c '^--' help.txt) -eq 145"
for o in -ptx -cubin -fatbin -lib -odir -dlink -t -split-compile -ccbin -Werror -MP; do
  grep -qF -- "($o)" help.txt || echo "missing $o" >> missing.txt
done
for o in --dryrun --list-gpu-arch --cudart --forward-unknown-to-host-linker; do
  grep -q -- "^$o\b" help.txt || echo "missing $o" >> missing.txt
done
check "--help names the options of issue 11" test ! -s missing.txt

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
# the phases that stop early write the files nvcc names
# (one ISA level: the blob is then a header, two 56-byte entries (the
# image and the device bitcode that cucc-sanitizer lowers again), the image)
"$CUCC" -DSCALE=2 -ptx k.cu && "$CUCC" -DSCALE=2 -cubin k.cu &&
  "$CUCC" -DSCALE=2 --cucc-target-cpu=x86-64 -cubin -o k1.cubin k.cu &&
  "$CUCC" -DSCALE=2 --cucc-target-cpu=x86-64 -fatbin k.cu &&
  "$CUCC" -DSCALE=2 -cuda k.cu && "$CUCC" -DSCALE=2 -ltoir k.cu
check "-ptx writes k.ptx: cucc's text module naming the kernel" sh -c "grep -q '^// cucc device module' k.ptx && grep -q '^.visible .entry _Z1kPi(' k.ptx && grep -q '^// .cucc_image ' k.ptx"
check "-cubin writes k.cubin: the device image (a shared object)" sh -c "head -c 4 k.cubin | grep -q ELF && ! grep -q cudaMalloc k.cubin"
check "-fatbin writes k.fatbin: cucc_image_header + entries + image" sh -c "head -c 4 k.fatbin | grep -q UCC2 && tail -c +137 k.fatbin | head -c \$(stat -c %s k1.cubin) | cmp -s - k1.cubin"
check "-cuda writes k.cu.cpp.ii (host preprocessed)" sh -c "grep -q 'cudaMalloc' k.cu.cpp.ii && ! grep -q '^#define' k.cu.cpp.ii"
check "-ltoir writes k.ltoir (bitcode)" sh -c "head -c 2 k.ltoir | grep -q BC"
"$CUCC" -DSCALE=2 -ptx -o other.ptx k.cu
check "-ptx -o" sh -c "head -1 other.ptx | grep -q 'cucc device module'"
"$CUCC" -DSCALE=2 --fdevice-syntax-only k.cu > out 2>&1; rc=$?
check "--fdevice-syntax-only writes nothing" sh -c "test $rc -eq 0 && ! ls a.out k.o 2>/dev/null"

finish
