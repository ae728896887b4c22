#!/bin/bash
# Records the reference outputs of tests/e2e/*.cu and tests/reference/*.cu
# with the real nvcc on a real GPU (used once, on an NVIDIA H100 with
# nvcc 13.0, through the device machine). Every program runs 3 times so that
# non-deterministic output shows up as a difference between the runs.
# Usage (from the repository root): tests/reference/record_on_gpu.sh OUTDIR
set -u
export PATH=$PATH:/usr/local/cuda/bin
R=${1:?output directory}
B=$(mktemp -d)
mkdir -p "$R"
(nvidia-smi -L; nvcc --version) > "$R/env.txt" 2>&1
for f in tests/e2e/*.cu tests/reference/*.cu; do
    n=$(basename "$f" .cu)
    (nvcc -O2 -arch=sm_90 -o "$B/$n" "$f" > "$R/$n.compile" 2>&1 || echo "compile failed $n" >> "$R/env.txt") &
done
wait
for f in tests/e2e/*.cu tests/reference/*.cu; do
    n=$(basename "$f" .cu)
    for k in 1 2 3; do
        s=$(date +%s%N)
        timeout 60 "$B/$n" > "$R/$n.stdout$k" 2> "$R/$n.stderr$k"
        echo "exit=$? ms=$(( ($(date +%s%N) - s) / 1000000 ))" >> "$R/$n.stderr$k"
    done
done
CUDA_LAUNCH_BLOCKING=1 "$B/printf_flush_points" > "$R/printf_flush_points.launch_blocking.stdout" 2>&1
CUDA_LAUNCH_BLOCKING=1 "$B/no_sync_printf" > "$R/no_sync_printf.launch_blocking.stdout" 2>&1
"$B/no_sync_printf" | cat > "$R/no_sync_printf.pipe.stdout" 2>&1
