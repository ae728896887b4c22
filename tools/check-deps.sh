#!/bin/sh
# Checks that Debian's clang-19, llvm-19-dev and lld-19 (and the test tools
# valgrind and qemu-user) are installed; installs
# them with apt-get when running as root, otherwise says what to run.
missing=""
command -v llvm-config-19 >/dev/null 2>&1 || missing="$missing llvm-19-dev"
command -v clang-19 >/dev/null 2>&1 || missing="$missing clang-19"
command -v ld.lld-19 >/dev/null 2>&1 || missing="$missing lld-19"
# tests/driver/isa.sh runs programs under valgrind and, on x86-64, under
# qemu-x86_64 -cpu (CPUs without AVX2 or AVX-512)
command -v valgrind >/dev/null 2>&1 || missing="$missing valgrind"
[ "$(uname -m)" != x86_64 ] || command -v qemu-x86_64 >/dev/null 2>&1 || missing="$missing qemu-user"
[ -f /usr/lib/llvm-19/include/llvm-c/Core.h ] || case "$missing" in *llvm-19-dev*) ;; *) missing="$missing llvm-19-dev";; esac
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "cucc: installing$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q && apt-get install -y -q $missing && exit 0
  echo "cucc: apt-get install failed" >&2
  exit 1
fi
echo "cucc needs:$missing" >&2
echo "run: sudo apt-get install -y$missing" >&2
exit 1
