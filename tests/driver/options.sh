# nvcc's whole command line (docs/NVCC_OPTIONS.md): the option table, --help,
# the phases that stop early (-ptx -cubin -fatbin -ltoir -cuda) and their
# file names, -lib, -odir, --dryrun, -clean, --run, the -M family, the
# -Werror kinds, forwarding of unknown options, --cudart and cucc's own
# CUDA libraries, --list-gpu-*, exit statuses. nvcc's behaviour (names of
# files, exit statuses, lists) was recorded with nvcc 13.0.88.
. "$ROOT/tests/driver/lib.bash"
cd "$T"

# one list for the parser, --help and the docs
"$CUCC" --cucc-options-markdown > table.md
sed -n '/<!-- options begin -->/,/<!-- options end -->/p' "$ROOT/docs/NVCC_OPTIONS.md" | sed '1d;$d' > doc.md
check "docs/NVCC_OPTIONS.md has the option table of cucc --help" cmp -s table.md doc.md
check "143 options (nvcc 13.0's --help)" test "$(grep -c '^| `--' table.md)" -eq 143
"$CUCC" --help > help.txt; rc=$?
check "--help lists every option" sh -c "test $rc -eq 0 && test \$(grep -c '^--' help.txt) -eq 143"
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
"$CUCC" -DSCALE=2 -ptx k.cu && "$CUCC" -DSCALE=2 -cubin k.cu && "$CUCC" -DSCALE=2 -fatbin k.cu &&
  "$CUCC" -DSCALE=2 -cuda k.cu && "$CUCC" -DSCALE=2 -ltoir k.cu
check "-ptx writes k.ptx: LLVM IR after cucc's first line" sh -c "head -1 k.ptx | grep -qx '// cucc device module (LLVM IR)' && grep -q '^define.*_Z1kPi' k.ptx && grep -q nvptx k.ptx"
check "-cubin writes k.cubin: the device image (a shared object)" sh -c "head -c 4 k.cubin | grep -q ELF && ! grep -q cudaMalloc k.cubin"
check "-fatbin writes k.fatbin: cucc_image_header + image" sh -c "head -c 4 k.fatbin | grep -q UCC1 && tail -c +17 k.fatbin | cmp -s - k.cubin"
check "-cuda writes k.cu.cpp.ii (host preprocessed)" sh -c "grep -q 'cudaMalloc' k.cu.cpp.ii && ! grep -q '^#define' k.cu.cpp.ii"
check "-ltoir writes k.ltoir (bitcode)" sh -c "head -c 2 k.ltoir | grep -q BC"
"$CUCC" -DSCALE=2 -ptx -o other.ptx k.cu
check "-ptx -o" sh -c "head -1 other.ptx | grep -q 'cucc device module'"
"$CUCC" -DSCALE=2 --fdevice-syntax-only k.cu > out 2>&1; rc=$?
check "--fdevice-syntax-only writes nothing" sh -c "test $rc -eq 0 && ! ls a.out k.o 2>/dev/null"

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
"$CUCC" -MD -c kinc.cu && "$CUCC" -MMD -o prog kinc.cu
check "-MD -c writes kinc.d; -MMD in a link writes it too" sh -c "grep -q '^kinc.o *:.*scale.h' kinc.d"
"$CUCC" --generate-dependencies-with-compile --dependency-output g.d -c -o z.o kinc.cu
check "--generate-dependencies-with-compile --dependency-output" sh -c "grep -q '^z.o *:' g.d"
"$CUCC" -E -o e.ii kinc.cu
check "-E -o" grep -q 'threadIdx.x \* 5' e.ii

# -Werror kinds
printf '__global__ void w(int *p) { p[0] = 1; }\nint main() { int unused; return 0; }\n' > w.cu
"$CUCC" -Xcompiler -Wall -c w.cu > out 2>&1; rc1=$?
"$CUCC" -Xcompiler -Wall -Werror all-warnings -c w.cu > out 2>&1; rc2=$?
check "-Werror all-warnings: a warning fails the compile" sh -c "test $rc1 -eq 0 && test $rc2 -ne 0 && grep -q 'error: unused variable' out"
"$CUCC" -Werror=cross-execution-space-call,reorder -c w.cu > out 2>&1; rc=$?
check "-Werror=kind,kind accepted" test $rc -eq 0
"$CUCC" -Werror foo -c w.cu > out 2>&1; rc=$?
check "-Werror foo: nvcc's error" sh -c "test $rc -eq 1 && grep -q \"Value 'foo' is not defined for option 'Werror'\" out"

# unknown options: an error, or forwarded
"$CUCC" -fno-such-flag -c w.cu > out 2>&1; rc=$?
check "unknown option: status 1" sh -c "test $rc -eq 1 && grep -q \"Unknown option '-fno-such-flag'\" out"
"$CUCC" -forward-unknown-to-host-compiler -fno-such-flag -c w.cu > out 2>&1
check "-forward-unknown-to-host-compiler passes it on" grep -q "unknown argument.*-fno-such-flag\|unknown.*fno-such-flag" out
"$CUCC" -Wall -forward-unknown-to-host-compiler -fPIC -c w.cu > out 2>&1; rc=$?
check "-forward-unknown-to-host-compiler -Wall -fPIC" sh -c "test $rc -eq 0 && grep -q 'unused variable' out"
"$CUCC" -forward-unknown-to-host-linker --no-such-ld-flag -o fl w.cu > out 2>&1
check "-forward-unknown-to-host-linker passes it to the linker" grep -q "no-such-ld-flag" out
"$CUCC" -forward-unknown-to-host-linker --as-needed -DSCALE=1 -o fl k.cu && ./fl > out
check "-forward-unknown-to-host-linker --as-needed links" contains out "^1 3$"

# exit statuses: command-line errors 1, the front end's errors 2 (nvcc's)
printf '__global__ void k(int *p) {\n  p[0] = undeclared;\n}\n' > bad.cu
"$CUCC" -c bad.cu > out 2>&1; rc=$?
check "a .cu the front end rejects: status 2" test $rc -eq 2

# --cudart, and -lcuda/-lcudart*/-lcudadevrt are always cucc's
"$CUCC" -DSCALE=4 --cudart static -o st k.cu && ./st > out
check "--cudart static: no libcudart.so needed" sh -c "grep -q '^4 12$' out && ! ldd ./st | grep -q libcudart"
"$CUCC" -DSCALE=4 --cudart none -o none k.cu > out 2>&1; rc=$?
check "--cudart none: no runtime linked" sh -c "test $rc -ne 0 && grep -q 'undefined symbol.*cuda' out"
"$CUCC" -DSCALE=4 -o sh --cudart=shared k.cu && ./sh > out
check "--cudart=shared" sh -c "grep -q '^4 12$' out && ldd ./sh | grep -q \"$(cd "$(dirname "$CUCC")/../lib" && pwd)/libcudart\""
mkdir -p fake && printf 'int x;\n' > fake.c && cc -shared -o fake/libcuda.so fake.c && cc -shared -o fake/libcudart.so fake.c && cc -c fake.c -o fake.o && ar rcs fake/libcudadevrt.a fake.o
"$CUCC" -DSCALE=4 -Lfake -lcuda -lcudart -lcudadevrt -o fk k.cu > out 2>&1 && ./fk > out
check "-L elsewhere + -lcuda -lcudart -lcudadevrt: cucc's, not another's" sh -c "grep -q '^4 12$' out && ! ldd ./fk | grep -q fake/"
"$CUCC" -DSCALE=4 -lcudart_static -o fs k.cu && ./fs > out
check "-lcudart_static" sh -c "grep -q '^4 12$' out && ! ldd ./fs | grep -q libcudart"

# options accepted with no effect, and their values
"$CUCC" -DSCALE=1 -t 4 --threads=0 -split-compile 2 -split-compile-extended=2 -Xptxas -v -Xnvlink -v \
  -maxrregcount 32 -lineinfo -res-usage -Wno-deprecated-gpu-targets -diag-suppress 177,550 \
  -allow-unsupported-compiler -m64 --machine=64 -noprof -jtd 2 -compress-mode=size -nohdinitlist \
  -cudadevrt static -Xarchive -v -o acc k.cu > out 2>&1 && ./acc > out
check "accepted options (-t -split-compile -Xptxas -maxrregcount ...)" contains out "^1 3$"
"$CUCC" -t x -c k.cu > out 2>&1; rc=$?
check "-t takes a number" test $rc -eq 1
"$CUCC" --optix-ir k.cu > out 2>&1; rc=$?
check "--optix-ir: a clear error" sh -c "test $rc -eq 1 && grep -q 'not supported' out"

# the lists nvcc 13.0 prints
"$CUCC" --list-gpu-arch > arch.txt && "$CUCC" -code-ls > code.txt
check "--list-gpu-arch" sh -c "test \$(head -1 arch.txt) = compute_75 && test \$(tail -1 arch.txt) = compute_121 && test \$(wc -l < arch.txt) -eq 12"
check "--list-gpu-code" sh -c "test \$(head -1 code.txt) = sm_75 && grep -qx sm_90 code.txt"
finish
