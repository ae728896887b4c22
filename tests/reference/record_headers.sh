#!/bin/bash
# Records, with nvcc on a GPU (the device machine's H100), what the header
# tests compare against: tests/e2e/cucomplex.cu's output, the FP8 probe
# (tests/e2e/fp8.cu), and which command-line macros NVIDIA's
# headers survive in tests/driver/macro_safety.cu (one nvcc compile per
# lowercase name; the short and long uppercase macro sets of
# tests/driver/macro_safety.sh at once).
# Usage (from the repository root): tests/reference/record_headers.sh OUTDIR
# (What was recorded: cucomplex without its "host inf" line, since NVIDIA's
# CUDART_INF_F is device-only, and fp8; the macro checks have not run yet.)
set -u
export PATH=$PATH:/usr/local/cuda/bin
R=${1:?output directory}
mkdir -p "$R"
B=$(mktemp -d)
(nvidia-smi -L; nvcc --version) > "$R/env.txt" 2>&1
nvcc -O2 -arch=sm_90 -o "$B/cucomplex" tests/e2e/cucomplex.cu > "$R/cucomplex.compile" 2>&1 &&
  "$B/cucomplex" > "$R/cucomplex.out" 2>&1 &
nvcc -O2 -arch=sm_90 -o "$B/probe_fp8" tests/e2e/fp8.cu > "$R/probe_fp8.compile" 2>&1 &&
  "$B/probe_fp8" > "$R/probe_fp8.out" 2>&1 &
# macro_safety.cu for nvcc: NVTX v3 lives under nvtx3/ in CUDA 12.9+
sed 's|<nvToolsExt.h>|<nvtx3/nvToolsExt.h>|' tests/driver/macro_safety.cu > "$B/ms.cu"
nv() { nvcc -arch=sm_90 -rdc=true -c -o /dev/null "$B/ms.cu" "$@"; }
nv > "$R/ms.plain" 2>&1 && echo plain ok >> "$R/ms.plain"
export -f nv; export B
echo i j k m a b c s t v n p x y z w idx tid val sum tmp temp len size count \
  block grid width height depth data src dst ptr in out result value index \
  offset stride mask lane warp flags stream num dim row col tile step alpha \
  beta eps seed nthreads nblocks threads blocks bsize gsize | tr ' ' '\n' |
  xargs -P 12 -I{} sh -c 'if nv -D{}=5 > /dev/null 2>&1; then echo "survives {}"; else echo "breaks {}"; fi' |
  sort > "$R/ms.lower"
L=(A B C D E F G H I J K L M N O P Q R S T U V W X Y Z)
D=("${L[@]}" 0 1 2 3 4 5 6 7 8 9)
for a in "${L[@]}"; do echo "-D$a=1"; for b in "${D[@]}"; do echo "-D$a$b=2"
  for c in "${D[@]}"; do echo "-D$a$b$c=3"; done; done; done > "$B/short.opt"
sed -n '/^for m in SIZE/,/; do$/p' tests/driver/macro_safety.sh | tr -d '\\' |
  sed 's/for m in//; s/; do//' | tr ' ' '\n' | grep . | sed 's/^/-D/; s/$/=4/' > "$B/long.opt"
nv --options-file "$B/short.opt" > "$R/ms.short" 2>&1; echo "exit=$?" >> "$R/ms.short"
nv --options-file "$B/long.opt" > "$R/ms.long" 2>&1; echo "exit=$?" >> "$R/ms.long"
wait
