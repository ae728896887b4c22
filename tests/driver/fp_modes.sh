# nvcc's floating-point flags: --fmad (FMA contraction, on by default),
# --ftz (flush single-precision denormals), -use_fast_math (implies ftz and
# maps x/y to __fdividef and sinf, expf, ... to the fast intrinsics, unless
# amended by --ftz=false / --prec-div=true), --prec-div/--prec-sqrt (accepted;
# cucc's division and sqrt stay correctly rounded). The expected answers
# follow the CUDA C Programming Guide (C.2, F.2) and are what the same
# program printed under each of these flags with nvcc 13.0 on an NVIDIA H100
# (tests/reference/record_math.sh; --prec-div=false alone keeps 1e30/3e38
# nonzero there too). Also:
# bad values are rejected as nvcc does, and -use_fast_math really inlines
# the fast sinf (no libm call left).
. "$ROOT/tests/driver/lib.bash"
cd "$T"

expect() { # expect FLAGS fused flushed fastdiv operand-flushed
  local flags=$1
  printf 'fused multiply-add: %s\ndenormal result flushed: %s\nx/y with |y| > 2^126 gives 0: %s\ndenormal operand flushed: %s\n' \
    "$2" "$3" "$4" "$5" > want
  # shellcheck disable=SC2086
  "$CUCC" $flags -o fp "$ROOT/tests/driver/fp_modes.cu" > out 2>&1 && ./fp > got 2>&1
  check "flags '$flags'" cmp -s want got || diff want got
}
expect "" yes no no no
expect "--fmad=false" no no no no
expect "-fmad false" no no no no
expect "--ftz=true" yes yes no yes
expect "-ftz=false" yes no no no
expect "-use_fast_math" yes yes yes yes
expect "--use_fast_math --ftz=false" yes no yes no
expect "-use_fast_math --prec-div=true" yes yes no yes
expect "--prec-div=false --prec-sqrt=false" yes no no no

"$CUCC" -ftz=yes -c -o x.o "$ROOT/tests/driver/fp_modes.cu" > out 2>&1; rc=$?
check "-ftz=yes rejected" sh -c "test $rc -ne 0 && grep -q \"'yes': expected true or false\" out"

cat > fast.cu <<'X'
__global__ void k(float *a) { a[threadIdx.x] = sinf(a[threadIdx.x]) + expf(a[threadIdx.x]); }
int main() {}
X
"$CUCC" -use_fast_math -O2 --keep -keep-dir . -o fast fast.cu > out 2>&1
check "fast math: sinf/expf inlined" sh -c "! grep -qE 'call.*@(sinf|expf|__cucc_fastmath)' fast.dev.ll"
"$CUCC" -O2 --keep -keep-dir . -o fast fast.cu > out 2>&1
check "default: sinf/expf from the C library" grep -qE 'call.*@sinf' fast.dev.ll
finish
