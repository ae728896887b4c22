#!/bin/bash
# The math libraries' speed against the CPU libraries under them
# (bench/libs_bench.cu): `bench/libs_bench.sh BUILD [REPS] [N]`. Prints per
# benchmark the library's min/median ms, the CPU library's, and the ratio
# (1.00 = as fast as OpenBLAS/FFTW; the goal is <= 1.10).
set -eu
B=$(cd "${1:-build}" && pwd)
D=$(cd "$(dirname "$0")" && pwd)
O=$B/bench
mkdir -p "$O"
"$B/bin/cucc" -O3 -o "$O/libs_bench" "$D/libs_bench.cu" -lcublas -lcufft -lcurand -lopenblas -lfftw3f_threads -lfftw3f
printf '%-12s %10s %10s %10s %10s %7s\n' benchmark lib_min lib_med cpu_min cpu_med ratio
"$O/libs_bench" "${2:-5}" "${3:-2048}" | awk '$1 == "RESULT" {
  printf "%-12s %10.3f %10.3f %10.3f %10.3f %7.2f\n", $2, $3, $4, $5, $6, ($6 > 0 ? $4 / $6 : 0) }'
