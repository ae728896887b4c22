#!/bin/bash
# Records the GPU side of the math tests with the real nvcc, in one device
# call: tests/e2e/math_intrinsics.cu (3 runs: its .expected),
# tests/driver/fp_modes.cu under each floating-point flag (checks the
# answers tests/driver/fp_modes.sh expects), tests/reference/math_probe.cu
# (with and without -use_fast_math: tests/reference/math_probe*.out), and
# tests/e2e/math_accuracy.cu (CUDA's own measured errors against the same
# references). Everything goes into ONE file, $OUT/math_gpu.tar, since the
# device machine returns at most 8 files.
# Usage, from the repository root on the GPU machine:
#   bash tests/reference/record_math.sh "$OUT"
# then here: tar xf .../math_gpu.tar -C /tmp/math_gpu
set -u
export PATH=$PATH:/usr/local/cuda/bin
OUTDIR=${1:?output directory}
R=$(mktemp -d)
B=$(mktemp -d)
(nvidia-smi -L; nvcc --version | tail -2) > "$R/env.txt" 2>&1
nvcc -O2 -arch=sm_90 -o "$B/mi" tests/e2e/math_intrinsics.cu > "$R/mi.compile" 2>&1 &
nvcc -O2 -arch=sm_90 -o "$B/ma" tests/e2e/math_accuracy.cu > "$R/ma.compile" 2>&1 &
nvcc -O2 -arch=sm_90 -o "$B/mp" tests/reference/math_probe.cu > "$R/mp.compile" 2>&1 &
nvcc -O2 -arch=sm_90 -use_fast_math -o "$B/mpf" tests/reference/math_probe.cu > "$R/mpf.compile" 2>&1 &
FLAGS=("" "--fmad=false" "-fmad false" "--ftz=true" "-ftz=false" "-use_fast_math"
       "--use_fast_math --ftz=false" "-use_fast_math --prec-div=true"
       "--prec-div=false --prec-sqrt=false")
for i in "${!FLAGS[@]}"; do
  # shellcheck disable=SC2086
  nvcc -O2 -arch=sm_90 ${FLAGS[$i]} -o "$B/fp$i" tests/driver/fp_modes.cu > "$R/fp$i.compile" 2>&1 &
done
wait
for k in 1 2 3; do
  timeout 60 "$B/mi" > "$R/math_intrinsics.stdout$k" 2>&1
  echo "exit=$?" >> "$R/math_intrinsics.status"
done
timeout 60 "$B/mp" > "$R/math_probe.out" 2>&1
timeout 60 "$B/mpf" > "$R/math_probe.fast_math.out" 2>&1
for i in "${!FLAGS[@]}"; do
  echo "== ${FLAGS[$i]}"
  timeout 30 "$B/fp$i"
done > "$R/fp_modes.out" 2>&1
timeout 120 "$B/ma" > "$R/math_accuracy.gpu.out" 2>&1
echo "exit=$?" >> "$R/math_accuracy.gpu.out"
tar cf "$OUTDIR/math_gpu.tar" -C "$R" .
