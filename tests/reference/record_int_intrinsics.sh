#!/bin/bash
# Records, with the real nvcc on a real GPU (used once, on an NVIDIA H100
# with nvcc 13.0, through the device machine), the outputs behind
# tests/e2e/int_intrinsics.expected, tests/e2e/div_by_zero.expected and
# tests/reference/int_div_probe.out, plus extra evidence: the intrinsics on
# 8 more generated input tables (int_intrinsics.seedK.out), and both tests
# built with -G (device debug: no optimization of the division).
# Everything is packed into OUTDIR/int_intrinsics_rec.tgz: the device
# machine returns at most 8 files (a first run lost most of its outputs).
# Usage (from the repository root): tests/reference/record_int_intrinsics.sh OUTDIR
# e.g. through the device machine: tests/reference/record_int_intrinsics.sh $OUT
set -u
export PATH=$PATH:/usr/local/cuda/bin
D=${1:?output directory}
B=$(mktemp -d)
R=$B/rec
mkdir -p "$R" "$D"
(nvidia-smi -L; nvcc --version) > "$R/env.txt" 2>&1
c() { local o=$1; shift; nvcc -arch=sm_90 -o "$B/$o" "$@" > "$R/$o.compile" 2>&1 || echo "compile failed $o" >> "$R/env.txt"; }
c int_intrinsics -O2 tests/e2e/int_intrinsics.cu &
c div_by_zero -O2 tests/e2e/div_by_zero.cu &
c int_div_probe -O2 tests/reference/int_div_probe.cu &
c int_intrinsics.G -G tests/e2e/int_intrinsics.cu &
c div_by_zero.G -G tests/e2e/div_by_zero.cu &
for k in 1 2 3 4 5 6 7 8; do
    c int_intrinsics.seed$k -O2 -DINPUT_SEED=$k tests/e2e/int_intrinsics.cu &
done
wait
r() { timeout 60 "$B/$1" > "$R/$2.stdout" 2> "$R/$2.stderr"; echo "exit=$?" >> "$R/$2.stderr"; }
for k in 1 2 3; do
    r int_intrinsics int_intrinsics.run$k
    r div_by_zero div_by_zero.run$k
done
r int_div_probe int_div_probe
r int_intrinsics.G int_intrinsics.G
r div_by_zero.G div_by_zero.G
for k in 1 2 3 4 5 6 7 8; do
    r int_intrinsics.seed$k int_intrinsics.seed$k
done
ls -la "$R" >> "$R/env.txt"
tar -C "$B" -czf "$D/int_intrinsics_rec.tgz" rec
