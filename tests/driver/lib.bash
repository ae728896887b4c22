# Helpers shared by the driver tests (sourced). CUCC and ROOT come from run.sh.
set -u
fails=0
check() { # check DESCRIPTION COMMAND...
  local d=$1; shift
  if "$@"; then echo "ok: $d"; else echo "FAILED: $d"; fails=$((fails+1)); fi
}
contains() { grep -q -- "$2" "$1"; }
finish() { [ $fails -eq 0 ]; exit $?; }
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
