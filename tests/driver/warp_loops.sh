# Kernels with warp-level code (shuffles, votes, __activemask, cooperative
# groups, warp-synchronous volatile code, lock-step-dependent shared memory)
# run on the loop path, not on fibers (docs/WARP_LOWERING.md):
# CUCC_KERNEL_LOG=1 names each kernel's path at its first launch, and
# CUCC_NO_WARP_LOOPS=1 at compile time brings the fiber path back (the
# results that do not depend on lock-step stay the same).
. "$ROOT/tests/driver/lib.bash"
cd "$T"

for t in warp_divergent warp_converged warp_functions cg_large_tiles wmma; do
  "$CUCC" -O2 -o $t "$ROOT/tests/e2e/$t.cu" > build.log 2>&1
  CUCC_KERNEL_LOG=1 ./$t > $t.out 2> $t.log
  check "$t: kernels take the loop path" contains $t.log ": loop$"
  # (wmma.cu's noinline_kernel calls a __noinline__ function that uses
  # wmma: it stays on fibers)
  check "$t: no kernel on fibers" sh -c \
    "! grep ': fiber$' $t.log | grep -qv noinline_kernel"
done
"$CUCC" -O2 -o lockstep "$ROOT/tests/e2e/warp_lockstep.cu" > build.log 2>&1
CUCC_KERNEL_LOG=1 ./lockstep > lockstep.out 2> lockstep.log
check "lock-step kernels take the loop path" sh -c \
  "test \$(grep -c ': loop$' lockstep.log) -eq 5 && ! grep -q ': fiber$' lockstep.log"

# the switch: the same program built for fibers
CUCC_NO_WARP_LOOPS=1 "$CUCC" -O2 -o functions_fiber "$ROOT/tests/e2e/warp_functions.cu" > build.log 2>&1
CUCC_KERNEL_LOG=1 ./functions_fiber > fiber.out 2> fiber.log
check "CUCC_NO_WARP_LOOPS=1 keeps fibers" contains fiber.log ": fiber$"
check "same results on both paths" cmp fiber.out warp_functions.out
# the log is off by default
./warp_divergent > /dev/null 2> quiet.log
check "no log without CUCC_KERNEL_LOG" sh -c "! test -s quiet.log"
finish
