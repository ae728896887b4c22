# Helpers of the tests/driver/sanitizer_*.sh tests (sourced after lib.bash).
# Each program of tests/driver/sanitizer/ has one planted bug; built with
# -DFIXED it is its bug-free twin.
SAN="$(dirname "$CUCC")/cucc-sanitizer"
SRC="$ROOT/tests/driver/sanitizer"
build_pair() { # build_pair NAME [cucc flags]: NAME and NAME_fixed
  local n=$1; shift
  "$CUCC" -lineinfo "$@" -o "$n" "$SRC/$n.cu" > "$n.build" 2>&1 &&
    "$CUCC" -lineinfo -DFIXED "$@" -o "${n}_fixed" "$SRC/$n.cu" >> "$n.build" 2>&1
}
# san_case NAME TOOL PATTERN...: the buggy program's report (exit status 9
# from --error-exitcode) has every PATTERN (grep -E, in order of the list,
# each somewhere); the twin's is clean and exits 0
san_case() {
  local n=$1 tool=$2; shift 2
  check "$n builds" build_pair "$n"
  "$SAN" --tool "$tool" --error-exitcode 9 ${SAN_OPTS:-} "./$n" > "$n.out" 2> "$n.err"
  local rc=$?
  check "$n: --error-exitcode 9 (got $rc)" test $rc -eq 9
  local p
  for p in "$@"; do
    check "$n: report has '$p'" grep -Eq -- "$p" "$n.out"
  done
  check "$n: banner" grep -q '^========= COMPUTE-SANITIZER$' "$n.out"
  "$SAN" --tool "$tool" --error-exitcode 9 ${SAN_OPTS:-} "./${n}_fixed" > "${n}_fixed.out" 2>&1
  rc=$?
  check "${n}_fixed: exit 0 (got $rc)" test $rc -eq 0
  check "${n}_fixed: no error" grep -Eq '^========= (ERROR SUMMARY: 0 errors|RACECHECK SUMMARY: 0 hazards displayed \(0 errors, 0 warnings\))$' "${n}_fixed.out"
  [ $fails -eq 0 ] || { echo "--- $n.out"; head -40 "$n.out"; echo "--- ${n}_fixed.out"; head -20 "${n}_fixed.out"; }
}
