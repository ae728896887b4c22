#!/bin/bash
# NVRTC's compile time against cucc's offline compile of the same kernel
# (both for this machine's CPU only, NVRTC's default): min and median ms of
# RUNS compiles each. Usage: bench/nvrtc_compile.sh [BUILD]
set -eu
B=$(cd "${1:-build}" && pwd)
D=$(cd "$(dirname "$0")" && pwd)
RUNS=${RUNS:-5}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
"$B/bin/cucc" -O2 -o "$T/nvrtc_compile" "$D/nvrtc_compile.cpp" -lnvrtc
sed -n '/^static const char \*src =/,/;$/p' "$D/nvrtc_compile.cpp" |
  sed '1d;$s/;$//' | sed 's/^ *"//;s/"$//;s/\\n$//;s/\\"/"/g' > "$T/saxpy.cu"
offline=()
for _ in $(seq "$RUNS"); do
  s=$(date +%s%N)
  CUCC_TARGET_CPU=native "$B/bin/cucc" -ptx -o "$T/saxpy.ptx" "$T/saxpy.cu"
  offline+=($(( ($(date +%s%N) - s) / 1000000 )))
done
sorted=($(printf '%s\n' "${offline[@]}" | sort -n))
echo "RESULT cucc-ptx ${sorted[0]} ${sorted[$((RUNS / 2))]}"
"$T/nvrtc_compile" "$RUNS"
