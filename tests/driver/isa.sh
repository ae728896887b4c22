# Device code for several ISA levels (src/driver/image.c, src/lower/isa.c,
# src/runtime/image_select.c): a default build carries x86-64, x86-64-v3
# and x86-64-v4 images and loads the best one the CPU runs; CUCC_ISA_MAX
# caps the choice as a CPU without AVX-512 (or AVX2) would; every level
# gives the same results (tests/e2e/integer_idct_shifts.cu, which LLVM 19
# miscompiled on AVX2 and AVX-512 targets before src/lower/shift_amounts.c);
# --cucc-target-cpu / CUCC_TARGET_CPU pick targets; qemu-x86_64 -cpu runs
# a default build as an older CPU; valgrind runs a default build (its CPU
# has no AVX-512) and a baseline one.
. "$ROOT/tests/driver/lib.bash"
cd "$T"
unset CUCC_TARGET_CPU # tests/run.sh sets it: this test is about the default
SRC=$ROOT/tests/e2e/integer_idct_shifts.cu
EXP=$ROOT/tests/e2e/integer_idct_shifts.expected

if [ "$(uname -m)" != x86_64 ]; then
  "$CUCC" -O2 -o p "$SRC" > out 2>&1 && ./p > p.out
  check "default build runs" cmp -s p.out "$EXP"
  finish
fi

"$CUCC" -O2 -o p "$SRC" > out 2>&1
check "default build compiles" test -x p
CUCC_ISA_LOG=1 ./p > p.out 2> p.err
check "default build: same result" cmp -s p.out "$EXP"
check "default build: three levels" \
  contains p.err "of: x86-64, x86-64-v3, x86-64-v4$"
best=$(sed -n 's/^cucc: loading the device code for \([^ ]*\) .*/\1/p' p.err)
echo "this CPU runs: $best"

# the running CPU's level, capped: each level's image is chosen and right
for l in x86-64 x86-64-v2 x86-64-v3 x86-64-v4; do
  CUCC_ISA_LOG=1 CUCC_ISA_MAX=$l ./p > cap.out 2> cap.err
  want=$l
  [ $l = x86-64-v2 ] && want=x86-64 # no v2 image: the baseline one
  if [ $l = x86-64-v4 ] && [ "$best" != x86-64-v4 ]; then want=$best; fi
  if [ $l = x86-64-v3 ] && [ "$best" = x86-64 ]; then want=x86-64; fi
  check "CUCC_ISA_MAX=$l loads $want" \
    contains cap.err "loading the device code for $want of"
  check "CUCC_ISA_MAX=$l: same result" cmp -s cap.out "$EXP"
done
CUCC_ISA_MAX=pentium ./p > cap.out 2> cap.err
check "a bad CUCC_ISA_MAX is named and ignored" \
  sh -c "grep -q 'CUCC_ISA_MAX=pentium is not an ISA level' cap.err && cmp -s cap.out '$EXP'"

# one level each, by option and by environment; the levels this CPU has run
for l in x86-64 x86-64-v2 x86-64-v3 x86-64-v4; do
  if [ $l = x86-64-v3 ]; then
    CUCC_TARGET_CPU=$l "$CUCC" -O2 -o one "$SRC" > out 2>&1
  else
    "$CUCC" -O2 --cucc-target-cpu=$l -o one "$SRC" > out 2>&1
  fi
  CUCC_ISA_LOG=1 ./one > one.out 2> one.err
  if grep -q "loading the device code for $l of: $l$" one.err; then
    check "built for $l only: same result" cmp -s one.out "$EXP"
  else
    check "built for $l only: refused by a CPU without it" \
      contains one.err "cannot run the device code, built for: $l"
  fi
done

"$CUCC" -O2 --cucc-target-cpu=native -o nat "$SRC" > out 2>&1
CUCC_ISA_LOG=1 ./nat > nat.out 2> nat.err
check "native: one image for this CPU" contains nat.err "(native)$"
check "native: same result" cmp -s nat.out "$EXP"
CUCC_ISA_MAX=x86-64 ./nat > nat.out 2> nat.err; rc=$?
check "native on a lesser CPU: a clear error, no result" sh -c \
  "test $rc -ne 0 && grep -q 'cannot run the device code, built for: .* (native)' nat.err"

"$CUCC" -O2 -arch=native -o nat2 "$SRC" > out 2>&1
CUCC_ISA_LOG=1 ./nat2 > nat.out 2> nat.err
check "-arch=native: for this CPU only" contains nat.err "(native)$"
"$CUCC" -O2 --cucc-target-cpu=x86-64 -arch=native -o nat2 "$SRC" > out 2>&1
CUCC_ISA_LOG=1 ./nat2 > nat.out 2> nat.err
check "-arch=native after --cucc-target-cpu: the option wins" \
  contains nat.err "for x86-64 of: x86-64$"

"$CUCC" -O2 --cucc-target-cpu=x86-64-v3,x86-64,x86-64-v3 -o two "$SRC" > out 2>&1
CUCC_ISA_LOG=1 CUCC_ISA_MAX=x86-64-v3 ./two > two.out 2> two.err
check "a list: sorted, duplicates dropped" \
  contains two.err "for x86-64-v3 of: x86-64, x86-64-v3$"

"$CUCC" --cucc-target-cpu=sse9 -o bad "$SRC" > out 2> err; rc=$?
check "an unknown target is an error" sh -c \
  "test $rc -ne 0 && grep -q \"unknown CPU target 'sse9'\" err"
CUCC_TARGET_CPU=armv8-a "$CUCC" -o bad "$SRC" > out 2> err; rc=$?
check "another architecture's level is an error" sh -c \
  "test $rc -ne 0 && grep -q \"unknown CPU target 'armv8-a'.*CUCC_TARGET_CPU\" err"

"$CUCC" -O2 --keep -o k "$SRC" > out 2>&1
check "--keep: a file set per level" sh -c "ls integer_idct_shifts.dev.so \
  integer_idct_shifts.dev.x86-64.so integer_idct_shifts.dev.x86-64-v3.ll >/dev/null"
# src/lower/shift_amounts.c: the vectorized rows' shifts by constants have
# every lane's amount below 32 (the SLP vectorizer left 4096 and -4 there)
grep -hoE '(shl|lshr|ashr)( [a-z]+)* <[0-9]+ x i32> [^,]+, <[^>]*>' \
  integer_idct_shifts.dev.x86-64-v3.ll integer_idct_shifts.dev.ll |
  sed 's/.*, <//; s/>$//' | tr ',' '\n' | awk '{print $2}' > amounts
check "vector shifts by constants are there" test -s amounts
check "and all their amounts are in range" \
  awk '$1 !~ /^[0-9]+$/ || $1 >= 32 {bad = 1} END {exit bad}' amounts

# real CPUs without AVX-512 (and AVX2), emulated; the native build refuses
# to load there (instead of dying with SIGILL)
# (not with a sanitized runtime: its shadow memory is too much for them)
if [ -z "${SANFLAGS:-}" ] && command -v qemu-x86_64 > /dev/null; then
  for c in qemu64:x86-64 Haswell:x86-64-v3; do
    CUCC_ISA_LOG=1 qemu-x86_64 -cpu ${c%%:*} ./p > q.out 2> q.err
    check "qemu -cpu ${c%%:*}: loads ${c#*:}" \
      contains q.err "loading the device code for ${c#*:} of"
    check "qemu -cpu ${c%%:*}: same result" cmp -s q.out "$EXP"
  done
  if [ "$best" = x86-64-v4 ]; then
    qemu-x86_64 -cpu Haswell ./nat > q.out 2> q.err; rc=$?
    check "qemu -cpu Haswell: the native build is refused clearly" sh -c \
      "test $rc -eq 1 && grep -q 'this CPU (x86-64-v3) cannot run' q.err"
  fi
fi

if [ -z "${SANFLAGS:-}" ] && command -v valgrind > /dev/null; then
  CUCC_ISA_LOG=1 valgrind -q --error-exitcode=9 ./p > vg.out 2> vg.err
  check "valgrind runs a default build" cmp -s vg.out "$EXP"
  "$CUCC" -O2 --cucc-target-cpu=x86-64 -o base "$SRC" > out 2>&1
  valgrind -q --error-exitcode=9 ./base > vg.out 2> vg.err
  check "valgrind runs a baseline build" cmp -s vg.out "$EXP"
fi
finish
