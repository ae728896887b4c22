# nvcc's command line, second part (docs/NVCC_OPTIONS.md): the -Werror
# kinds, forwarding of unknown options, exit statuses, --cudart and cucc's
# own CUDA libraries, options accepted with no effect, --list-gpu-*. nvcc's
# behaviour (messages, exit statuses, lists) was recorded with nvcc 13.0.88.
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

# --cudart, and -lcuda/-lcudart*/-lcudadevrt are always cucc's (a
# sanitized runtime's archive cannot be linked into an uninstrumented
# program: make check-san checks the shared runtime only)
if [ -z "${SANFLAGS:-}" ]; then
  "$CUCC" -DSCALE=4 --cudart static -o st k.cu && ./st > out
  check "--cudart static: no libcudart.so needed" sh -c "grep -q '^4 12$' out && ! ldd ./st | grep -q libcudart"
  "$CUCC" -DSCALE=4 -o df k.cu && ./df > out
  check "the default is static, as nvcc's" sh -c "grep -q '^4 12$' out && ! ldd ./df | grep -q libcudart"
fi
"$CUCC" -DSCALE=4 --cudart none -o none k.cu > out 2>&1; rc=$?
check "--cudart none: no runtime linked" sh -c "test $rc -ne 0 && grep -q 'undefined symbol.*cuda' out"
"$CUCC" -DSCALE=4 -o sh --cudart=shared k.cu && ./sh > out
check "--cudart=shared" sh -c "grep -q '^4 12$' out && ldd ./sh | grep -q \"$(cd "$(dirname "$CUCC")/../lib" && pwd)/libcudart\""
mkdir -p fake && printf 'int x;\n' > fake.c && cc -shared -o fake/libcuda.so fake.c && cc -shared -o fake/libcudart.so fake.c && cc -c fake.c -o fake.o && ar rcs fake/libcudadevrt.a fake.o
"$CUCC" -DSCALE=4 -Lfake -lcuda -lcudart -lcudadevrt -o fk k.cu > out 2>&1 && ./fk > out
check "-L elsewhere + -lcuda -lcudart -lcudadevrt: cucc's, not another's" sh -c "grep -q '^4 12$' out && ! ldd ./fk | grep -q fake/"
if [ -z "${SANFLAGS:-}" ]; then
  "$CUCC" -DSCALE=4 -lcudart_static -o fs k.cu && ./fs > out
  check "-lcudart_static" sh -c "grep -q '^4 12$' out && ! ldd ./fs | grep -q libcudart"
fi

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
