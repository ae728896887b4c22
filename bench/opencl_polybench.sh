#!/bin/bash
# PolyBench-GPU's OpenCL programs (sgrauerg/polybenchGpu, a checkout given
# as POLYBENCH) built unchanged with gcc -lOpenCL (a one-line
# <OpenCL/opencl.h> shim: they were written on macOS) and run on cucc's
# platform (CUCC_OPENCL_DEVICE_TYPE=gpu: they ask for a GPU device) and on
# PoCL (a copy asking for a CPU device); prints each one's result check
# ("Non-Matching CPU-GPU Outputs": 0 is a match) and its GPU time.
# usage: POLYBENCH=/path/to/polybenchGpu bench/opencl_polybench.sh [BUILD] [NAMES...]
set -u
B=$(cd "${1:-build}" && pwd); shift || true
P=${POLYBENCH:?set POLYBENCH to a polybenchGpu checkout}
T=${TIMEOUT:-600}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
mkdir -p "$W/shim/OpenCL" "$W/vendors"
echo '#include <CL/cl.h>' > "$W/shim/OpenCL/opencl.h"
cp "$B/etc/OpenCL/vendors/cucc.icd" "$W/vendors/"
[ -e /etc/OpenCL/vendors/pocl.icd ] && cp /etc/OpenCL/vendors/pocl.icd "$W/vendors/"
cp -r "$P/OpenCL" "$P/common" "$W/"
names=${*:-$(cd "$W/OpenCL" && ls -d */ | tr -d /)}
printf '%-10s %12s %12s %10s %10s\n' program cucc_mismatch pocl_mismatch cucc_s pocl_s
for n in $names; do
  d=$W/OpenCL/$n
  c=$(ls "$d"/*.c | head -1)
  (cd "$d" && gcc -O3 -w -I"$W/shim" -I../../common -o cucc.exe "$c" -lOpenCL -lm 2>/dev/null &&
   sed 's/CL_DEVICE_TYPE_GPU/CL_DEVICE_TYPE_CPU/' "$c" > cpu.c &&
   gcc -O3 -w -I"$W/shim" -I../../common -o pocl.exe cpu.c -lOpenCL -lm 2>/dev/null) ||
    { echo "$n: build failed"; continue; }
  # (the programs read their .cl file from the current directory)
  (cd "$d" && OCL_ICD_VENDORS=$W/vendors CUCC_OPENCL_DEVICE_TYPE=gpu \
     timeout "$T" ./cucc.exe > cucc.out 2>&1)
  (cd "$d" && OCL_ICD_VENDORS=$W/vendors timeout "$T" ./pocl.exe > pocl.out 2>&1)
  mis() { sed -n 's/.*Non-Matching.*Percent: \([0-9]*\).*/\1/p' "$1" | paste -sd+; }
  gpu() { awk '/GPU Time in seconds/ {getline; s += $1} END {printf "%.3f", s}' "$1"; }
  printf '%-10s %12s %12s %10s %10s\n' "$n" "$(mis "$d/cucc.out")" \
    "$(mis "$d/pocl.out")" "$(gpu "$d/cucc.out")" "$(gpu "$d/pocl.out")"
done
