# gdb and lldb on kernels (tests/driver/gdb_kernel.cu, built with -g -G):
# breakpoints by kernel name and by file:line (with a condition on
# threadIdx), arguments, locals, a __shared__ array and the built-in
# variables of the stopped CUDA thread, a backtrace through a __device__ function, step, next (over
# __syncthreads() too) and finish; gdb attached to a running program (it used
# to hang on the memfd images); lldb; -g alone gives line tables; a program
# with shared memory in __noinline__ functions gives the same results with
# -G. Every debugger runs under a timeout, and a timeout is reported as such.
. "$ROOT/tests/driver/lib.bash"
cd "$T"
export CUCC_IMAGE_DIR="$T/images"
SRC="$ROOT/tests/driver/gdb_kernel.cu"
line() { grep -n "// $1\$" "$SRC" | cut -d: -f1; }
L_TWICE=$(line LINE_TWICE) L_FILL=$(line LINE_FILL) L_CALL=$(line LINE_CALL)

# debugger COMMAND...: runs it with a 120 s limit; says so when it hung
debugger() {
  timeout -k 10 120 "$@"
  local rc=$?
  if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
    echo "TIMED OUT (a debugger hung): $*"
    echo "FAILED: $1 timed out"
    fails=$((fails+1))
  fi
  return 0
}
has() { grep -qF -- "$2" "$1" || { echo "--- $1 lacks: $2"; return 1; }; }

"$CUCC" -g -G -o prog "$SRC" > build.out 2>&1
check "-g -G builds" test -x prog
check "-g -G program runs" sh -c './prog | grep -qx "126 382"'

if ! command -v gdb > /dev/null; then
  echo "SKIPPED: gdb is not installed (tools/check-deps.sh installs it as root)"
else
  cat > session.gdb <<EOF
set breakpoint pending on
set pagination off
set confirm off
break fill_ids
run
info args
print threadIdx
print blockIdx
print gridDim
delete
break gdb_kernel.cu:$L_CALL if threadIdx.x == 5 && blockIdx.x == 1
continue
print i
print n
print threadIdx
print blockIdx
print blockDim.x
step
bt 3
print v
finish
next
next
next
print other
print threadIdx.x
print s[58]
info locals
delete
continue
EOF
  debugger gdb -nx -batch -x session.gdb ./prog > gdb.out 2>&1
  check "gdb: break fill_ids by name" has gdb.out "hit Breakpoint 1, fill_ids (out="
  check "gdb: its arguments" has gdb.out "n = 128"
  check "gdb: its threadIdx" has gdb.out "\$1 = {x = 0, y = 0, z = 0}"
  check "gdb: its gridDim" has gdb.out "\$3 = {x = 2, y = 1, z = 1}"
  check "gdb: break file:line if threadIdx.x == 5 && blockIdx.x == 1" \
    has gdb.out "Breakpoint 2, scale (out="
  check "gdb: at that line" grep -q "^Thread .* hit Breakpoint 2, scale (.*gdb_kernel.cu:$L_CALL\$" gdb.out
  check "gdb: a local" has gdb.out "\$4 = 69"
  check "gdb: an argument" has gdb.out "\$5 = 128"
  check "gdb: threadIdx of the stopped thread" has gdb.out "\$6 = {x = 5, y = 0, z = 0}"
  check "gdb: blockIdx of the stopped thread" has gdb.out "\$7 = {x = 1, y = 0, z = 0}"
  check "gdb: blockDim.x" has gdb.out "\$8 = 64"
  check "gdb: step into the __device__ function" grep -q "^twice (v=69) at .*gdb_kernel.cu:$L_TWICE\$" gdb.out
  check "gdb: bt shows the callee" has gdb.out "#0  twice (v=69)"
  check "gdb: bt shows the kernel as its caller" grep -q "^#1 .* in scale (out=.*, n=128) at .*:$L_CALL" gdb.out
  check "gdb: bt shows the kernel's entry" grep -q "^#2 .* in __cucc_thread__Z5scalePii" gdb.out
  check "gdb: finish returns twice's value" has gdb.out "Value returned is \$10 = 138"
  check "gdb: next over __syncthreads() stays in the thread" has gdb.out "\$11 = 244"
  check "gdb: still thread 5 after the barrier" has gdb.out "\$12 = 5"
  check "gdb: a __shared__ array" has gdb.out "\$13 = 244"
  check "gdb: info locals lists the built-in variables" has gdb.out "blockDim = {x = 64, y = 1, z = 1}"
  # (not "exited normally": gdb 13 may lose the race with exiting threads)
  check "gdb: the program finishes" has gdb.out "126 382"

  # attach to a running program: no hang, a kernel breakpoint is hit
  ./prog loop > loop.out 2>&1 &
  pid=$!
  for _ in $(seq 100); do grep -q ready loop.out && break; sleep 0.1; done
  scope=$(cat /proc/sys/kernel/yama/ptrace_scope 2>/dev/null || echo 0)
  if [ "$(id -u)" != 0 ] && [ "$scope" != 0 ]; then
    echo "SKIPPED: attach (ptrace_scope $scope forbids attaching to a non-child)"
  else
    debugger gdb -nx -batch -p $pid -ex 'break fill_ids' -ex continue \
      -ex 'print threadIdx' -ex 'bt 2' -ex delete -ex detach > attach.out 2>&1
    check "gdb -p: stops in the kernel" has attach.out "Breakpoint 1, fill_ids (out="
    check "gdb -p: prints threadIdx" grep -q '^\$1 = {x = [0-9]*, y = 0, z = 0}' attach.out
    check "gdb -p: detaches" has attach.out "detached"
  fi
  kill -9 $pid 2> /dev/null
  wait $pid 2> /dev/null

  # -g alone: the kernels' lines are known (optimized code, no locals)
  "$CUCC" -g -o prog_g "$SRC" > build_g.out 2>&1
  debugger gdb -nx -batch -ex 'break cudaMemcpy' -ex run \
    -ex "info line $(basename "$SRC"):$L_FILL" ./prog_g > lines.out 2>&1
  check "-g: device line tables" grep -q "Line $L_FILL of .* starts at address .*__cucc_entry__Z8fill_idsPii" lines.out
fi

if ! command -v lldb-19 > /dev/null; then
  echo "SKIPPED: lldb-19 is not installed (tools/check-deps.sh installs it as root)"
else
  debugger lldb-19 --no-lldbinit -b -o 'breakpoint set -n twice' -o run \
    -o 'bt 3' -o 'frame variable' -o 'p threadIdx.x' -o 'process kill' \
    ./prog > lldb.out 2>&1
  check "lldb: break twice by name" has lldb.out "stop reason = breakpoint 1.1"
  check "lldb: bt shows the kernel" grep -q "frame #1: .*\`scale(out=.*, n=128) at gdb_kernel.cu:$L_CALL" lldb.out
  # thread 0 of block 0 or 1, whichever a worker ran first
  check "lldb: an argument" grep -Eq "^\(int\) v = (0|64)\$" lldb.out
  check "lldb: threadIdx" has lldb.out "(uint3) threadIdx = (x = 0, y = 0, z = 0)"
  check "lldb: threadIdx.x" has lldb.out "(unsigned int) 0"
fi

# valgrind runs a program whose device code is built for a baseline CPU
# (Debian 12's valgrind 3.19 gives up on clang's DWARF 5: cucc emits DWARF 4)
if ! command -v valgrind > /dev/null; then
  echo "SKIPPED: valgrind is not installed (tools/check-deps.sh installs it as root)"
elif [ -n "${SANFLAGS:-}" ]; then
  echo "SKIPPED: valgrind cannot run a runtime built with sanitizers"
else
  CUCC_TARGET_CPU=x86-64 "$CUCC" -g -G -o prog_base "$SRC" > build_base.out 2>&1
  debugger valgrind -q --error-exitcode=3 ./prog_base > valgrind.out 2>&1
  check "valgrind runs a -g -G program" grep -qx "126 382" valgrind.out
  check "valgrind reports nothing" test "$(wc -l < valgrind.out)" -eq 1
fi

# perf names the kernels (their images are files with symbols)
if ! command -v perf > /dev/null || ! perf record -q -o perf.test true > /dev/null 2>&1; then
  echo "SKIPPED: perf is not installed or may not record here"
else
  cat > hot.cu <<'EOF'
__global__ void hot_kernel(float *a, int reps) {
  float v = a[threadIdx.x];
  for (int r = 0; r < reps; r++)
    v = v * 0.999f + 0.001f;
  a[threadIdx.x] = v;
}
int main() {
  float *d;
  cudaMalloc(&d, 256 * sizeof(float));
  cudaMemset(d, 0, 256 * sizeof(float));
  hot_kernel<<<64, 256>>>(d, 20000);
  cudaDeviceSynchronize();
}
EOF
  "$CUCC" -g -o hot hot.cu > build_perf.out 2>&1
  perf record -q -o perf.data ./hot > /dev/null 2>&1
  perf report -i perf.data --stdio --sort dso,sym 2> /dev/null > perf.out
  check "perf: the kernel by name, in a file of the image cache" \
    grep -q "[0-9a-f]*-[0-9a-f]*\.so .*__cucc_entry__Z10hot_kernelPfi" perf.out
  check "perf: no memfd" sh -c "! grep -q memfd perf.out"
fi

# -G's results: shared memory in __noinline__ functions as without it; no
# multiply-add contraction in the user's code (nvcc -G on an H100 prints these
# two lines of math_intrinsics as 0), the hardware's in texture filtering
# (the H100 prints every line of texture_awkward.expected_lines under -G)
"$CUCC" -G -o shared "$ROOT/tests/e2e/shared_noinline.cu" > shared.out 2>&1
./shared >> shared.out 2>&1
check "-G: shared_noinline passes" contains shared.out "^PASS$"
"$CUCC" -G -o math "$ROOT/tests/e2e/math_intrinsics.cu" > math.out 2>&1
./math > math.out 2>&1
check "-G: a*a-a2 not fused, as nvcc -G" grep -qx "383 f32 00000000 0" math.out
check "-G: da*da-d2 not fused, as nvcc -G" grep -qx "386 f64 0000000000000000 0" math.out
check "-G: the other math results as without -G" test \
  "$(diff "$ROOT/tests/e2e/math_intrinsics.expected" math.out | grep -c '^>')" -eq 2
"$CUCC" -G -o tex "$ROOT/tests/e2e/texture_awkward.cu" > tex.out 2>&1
./tex > tex.out 2>&1
check "-G: texture filtering as the hardware's" \
  sh -c "! grep -Fxv -f tex.out '$ROOT/tests/e2e/texture_awkward.expected_lines'"
finish
