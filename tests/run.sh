#!/bin/bash
# The test suite (`make check`): C unit tests of the runtime, driver tests,
# and end-to-end CUDA programs compiled with cucc that check their own
# results; where tests/e2e/NAME.expected exists (recorded with nvcc on a real
# GPU), stdout must match it exactly.
set -u
B=${1:-build}
B=$(cd "$B" && pwd)
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${CUCC_TEST_OUT:-$B/tests}
mkdir -p "$OUT"
# the programs' device images (src/runtime/image_file.c) stay out of ~/.cache
export CUCC_IMAGE_DIR=${CUCC_IMAGE_DIR:-$OUT/images}
CUCC="$B/bin/cucc"
# Device code for this machine's CPU only: a default (portable) build
# compiles each kernel for three ISA levels, which costs the suite about half
# again its compile time; tests/driver/isa.sh covers the portable default.
# CUCC_TARGET_CPU=portable make check tests every program that way.
export CUCC_TARGET_CPU=${CUCC_TARGET_CPU:-native}
CC=${CC:-cc}
pass=0; fail=0; failed=()
if [ -n "${SANFLAGS:-}" ]; then
  # programs link the sanitized libcudart.so without being sanitized themselves
  export ASAN_OPTIONS=${ASAN_OPTIONS:-verify_asan_link_order=0:detect_leaks=0:allocator_may_return_null=1}
  export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
fi
RUN_PRELOAD=
if [[ "${SANFLAGS:-}" == *thread* ]]; then
  # cucc's programs are not instrumented: they get the TSan runtime preloaded
  RUN_PRELOAD=$($CC -print-file-name=libtsan.so)
  export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1:suppressions=$ROOT/tests/tsan.supp}
fi
export RUN_PRELOAD
# ONLY=REGEX runs just the tests whose name (unit/test_x, driver/x, e2e/x)
# matches, e.g. `ONLY='e2e/texture|driver/flags' make check`
ONLY=${ONLY:-}
want() { [ -z "$ONLY" ] || [[ "$1" =~ $ONLY ]]; }

ok() { pass=$((pass+1)); printf '  ok    %s\n' "$1"; }
bad() { fail=$((fail+1)); failed+=("$1"); printf '  FAIL  %s\n' "$1"; [ -n "${2:-}" ] && sed 's/^/        /' "$2" | head -40; }

echo "== unit tests"
for t in "$ROOT"/tests/unit/test_*.c; do
  n=$(basename "$t" .c)
  want "unit/$n" || continue
  if $CC -std=c11 -O1 -g -Wall -Wextra -Werror -D_GNU_SOURCE -pthread ${SANFLAGS:-} \
      -I"$ROOT/src" -I"$ROOT/src/core" -I"$ROOT/src/runtime" -I"$ROOT/include" -o "$OUT/$n" "$t" "$B/lib/libcudart_static.a" -ldl -lm \
      > "$OUT/$n.log" 2>&1 && timeout 120 "$OUT/$n" >> "$OUT/$n.log" 2>&1; then
    ok "$n"
  else
    bad "$n" "$OUT/$n.log"
  fi
done

echo "== driver tests"
for t in "$ROOT"/tests/driver/*.sh; do
  [ -e "$t" ] || continue
  # under TSan the runtime's tests are what counts (the driver scripts run
  # programs without the preloaded TSan runtime)
  [ -n "$RUN_PRELOAD" ] && continue
  n=$(basename "$t" .sh)
  want "driver/$n" || continue
  # a line `# cucc-timeout: SECONDS` raises the limit of a slow test
  limit=$(sed -n 's/^# cucc-timeout: \([0-9]*\).*/\1/p' "$t")
  if (cd "$OUT" && CUCC="$CUCC" ROOT="$ROOT" timeout "${limit:-300}" bash "$t") > "$OUT/$n.log" 2>&1; then
    ok "driver/$n"
  else
    bad "driver/$n" "$OUT/$n.log"
  fi
done

echo "== end-to-end programs"
run_e2e() {
  local src=$1 n; n=$(basename "$src" .cu)
  local exe="$OUT/e2e_$n" log="$OUT/e2e_$n.log"
  # a first line `// cucc-flags: ...` gives the test's own flags
  local flags; flags=$(sed -n '1s|^// cucc-flags: ||p' "$src")
  if ! "$CUCC" -O2 $flags -o "$exe" "$src" > "$log" 2>&1; then
    echo "compile failed" >> "$log"; return 1
  fi
  LD_PRELOAD=$RUN_PRELOAD timeout 120 "$exe" > "$OUT/e2e_$n.stdout" 2> "$OUT/e2e_$n.stderr"
  local rc=$?
  cat "$OUT/e2e_$n.stdout" "$OUT/e2e_$n.stderr" >> "$log"
  if [ -f "${src%.cu}.expected" ]; then
    if ! diff -u "${src%.cu}.expected" "$OUT/e2e_$n.stdout" >> "$log"; then
      echo "stdout differs from ${src%.cu}.expected (real GPU)" >> "$log"; return 1
    fi
  fi
  # X.expected_lines: lines of the GPU's output that must appear (for tests
  # whose output cucc matches only in part so far)
  if [ -f "${src%.cu}.expected_lines" ]; then
    local missing; missing=$(grep -Fxv -f "$OUT/e2e_$n.stdout" "${src%.cu}.expected_lines")
    if [ -n "$missing" ]; then
      printf '%s\n' "lines of ${src%.cu}.expected_lines (real GPU) missing:" "$missing" | head -20 >> "$log"
      return 1
    fi
  fi
  [ $rc -eq 0 ] || { echo "exit status $rc" >> "$log"; return 1; }
}
export -f run_e2e
export CUCC OUT
export -f want; export ONLY
results=$(ls "$ROOT"/tests/e2e/*.cu | while read -r f; do want "e2e/$(basename "$f" .cu)" && echo "$f"; done | xargs -P "${JOBS:-2}" -I{} bash -c 'if run_e2e "{}"; then echo "ok {}"; else echo "FAIL {}"; fi')
while read -r st src; do
  [ -n "$st" ] || continue # no e2e test selected
  n=$(basename "$src" .cu)
  if [ "$st" = ok ]; then ok "e2e/$n"; else bad "e2e/$n" "$OUT/e2e_$n.log"; fi
done <<< "$results"

echo
echo "passed: $pass, failed: $fail"
[ $fail -eq 0 ] || { printf 'failed: %s\n' "${failed[@]}"; exit 1; }
