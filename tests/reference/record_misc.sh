#!/bin/bash
# Records, with the real nvcc on a real GPU (used once, on an NVIDIA H100
# with nvcc 13.0, through the device machine, when the probes lived in
# tests/gpu_probe_misc/), what is behind tests/e2e/{assert,trap,
# device_malloc,misc_builtins}.expected and tests/reference/probe_{assert,
# heap,misc}.out: runs the four tests 3 times and each probe mode once, and
# packs everything into ONE file, $OUT/misc_results.tar.gz (the device
# machine returns at most 8 files). The .out files were assembled from
# r/pa_*, r/ph_* and r/pm.out by hand (see their first lines).
# Usage on the device machine, from the repository root:
#   bash tests/reference/record_misc.sh
set -u
export PATH=$PATH:/usr/local/cuda/bin
O=${OUT:?}/r
mkdir -p $O
B=$(mktemp -d)
(nvidia-smi -L; nvidia-smi -q | grep -i "compute mode"; nvcc --version) > $O/env.txt 2>&1
cd "$(dirname "$0")/.."
for f in e2e/assert e2e/trap e2e/device_malloc e2e/misc_builtins reference/probe_assert reference/probe_heap reference/probe_misc; do
  n=$(basename $f)
  (nvcc -O2 -arch=sm_90 -o $B/$n $f.cu > $O/$n.compile 2>&1 || echo "compile failed $n" >> $O/env.txt) &
done
wait
for n in assert trap device_malloc misc_builtins; do
  for k in 1 2 3; do
    s=$(date +%s%N)
    timeout 60 $B/$n > $O/$n.stdout$k 2> $O/$n.stderr$k
    echo "exit=$? ms=$(( ($(date +%s%N) - s) / 1000000 ))" >> $O/$n.stderr$k
  done
done
for m in order multi16 multi1 grid late two trap brkpt; do
  timeout 30 $B/probe_assert $m > $O/pa_$m.stdout 2> $O/pa_$m.stderr; echo "exit=$?" >> $O/pa_$m.stderr
  timeout 30 $B/probe_assert $m > $O/pa_$m.both 2>&1
done
for m in ctx malloclaunch round default; do
  timeout 30 $B/probe_heap $m > $O/ph_$m.out 2>&1; echo "exit=$?" >> $O/ph_$m.out
done
timeout 30 $B/probe_misc > $O/pm.out 2>&1; echo "exit=$?" >> $O/pm.out
echo done >> $O/env.txt
tar czf ${OUT}/misc_results.tar.gz -C ${OUT} r && rm -rf $O
