#!/bin/bash
# OpenCL: cucc's platform vs PoCL on the same programs (bench/opencl_bench.c,
# opencl_kernels.cl), RUNS alternating runs of each; prints min/median ms per
# kernel and the ratio PoCL/cucc (higher: cucc faster) with its geometric
# mean, and the cold build times (both kernel caches off).
# usage: bench/opencl_run.sh [BUILD]
set -eu
B=$(cd "${1:-build}" && pwd)
D=$(cd "$(dirname "$0")" && pwd)
O=$B/bench
RUNS=${RUNS:-3}
mkdir -p "$O"
gcc -O2 -Wall -o "$O/opencl_bench" "$D/opencl_bench.c" -lOpenCL -lm
V=$O/vendors
mkdir -p "$V"
cp "$B/etc/OpenCL/vendors/cucc.icd" "$V/"
[ -e /etc/OpenCL/vendors/pocl.icd ] && cp /etc/OpenCL/vendors/pocl.icd "$V/"
: > "$O/ocl_cucc.out"; : > "$O/ocl_pocl.out"
for ((i = 0; i < RUNS; i++)); do
  OCL_ICD_VENDORS=$V CUCC_OPENCL_CACHE=0 OCL_PLATFORM=cucc \
    "$O/opencl_bench" "$D/opencl_kernels.cl" >> "$O/ocl_cucc.out"
  OCL_ICD_VENDORS=$V POCL_KERNEL_CACHE=0 OCL_PLATFORM=Portable \
    "$O/opencl_bench" "$D/opencl_kernels.cl" >> "$O/ocl_pocl.out"
done
stats() { # FILE NAME: min median over the runs' RESULT lines
  awk -v n="$2" '$1=="RESULT" && $2==n {print $3}' "$1" | sort -g |
    awk '{v[NR]=$1} END {printf "%.3f %.3f", v[1], NR%2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'
}
printf '%-14s %10s %10s %10s %10s %8s\n' kernel cucc_min cucc_med pocl_min pocl_med pocl/cucc
geo=0; cnt=0
for n in build vadd math reduce conv2d matmul_naive matmul_tiled; do
  read -r cmin cmed <<< "$(stats "$O/ocl_cucc.out" $n)"
  read -r pmin pmed <<< "$(stats "$O/ocl_pocl.out" $n)"
  r=$(awk -v a="$cmed" -v b="$pmed" 'BEGIN {printf "%.2f", b / a}')
  printf '%-14s %10s %10s %10s %10s %8s\n' "$n" "$cmin" "$cmed" "$pmin" "$pmed" "$r"
  if [ $n != build ]; then
    geo=$(awk -v g="$geo" -v r="$r" 'BEGIN {print g + log(r)}'); cnt=$((cnt + 1))
  fi
done
awk -v g="$geo" -v n="$cnt" 'BEGIN {printf "geometric mean of kernel ratios (PoCL/cucc): %.2f\n", exp(g / n)}'
