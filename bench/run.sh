#!/bin/bash
# `make bench`: PolyBench-GPU under cucc, PoCL and OpenMP (bench/polybench.sh),
# then the project's own set. Builds the benchmarks (cucc -O3 for .cu, gcc -O3 -march=native
# -fopenmp for .c), runs each cucc/OpenMP pair alternately RUNS times, and
# prints min (over all samples) / median (of the per-run medians) in ms, the
# ratio cucc/OpenMP (lower is better), launch latency and CPU utilization.
set -eu
B=$(cd "${1:-build}" && pwd)
D=$(cd "$(dirname "$0")" && pwd)
O=$B/bench
RUNS=${RUNS:-5}
NCPU=$(nproc)
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-$NCPU}
mkdir -p "$O"

export CUCC_KERNEL_LOG=1
: > "$O/stderr.log"
"$D/polybench.sh" "$B"

echo "== building (cucc -O3; gcc -O3 -march=native -fopenmp)"
for n in vector_add matmul reduce shuffle_reduce histogram transpose scan launch_latency texture_filter; do
  "$B/bin/cucc" -O3 -o "$O/$n" "$D/$n.cu"
done
# the barrier kernels once more, on fibers (as before regions.c)
for n in matmul reduce; do
  CUCC_NO_REGIONS=1 "$B/bin/cucc" -O3 -o "$O/${n}_fibers" "$D/$n.cu"
done
for n in vector_add matmul reduce histogram transpose scan; do
  gcc -O3 -march=native -fopenmp -Wall -Wextra -o "$O/${n}_omp" "$D/${n}_omp.c"
done

# run BIN RUNS times; appends its RESULT/CORES lines to FILE; fails on error
# (stderr goes to $O/stderr.log: with CUCC_KERNEL_LOG=1 the cucc programs
# say there how each kernel runs, counted at the end)
run() {
  # shellcheck disable=SC2086
  if ! $1 >> "$2" 2>> "$O/stderr.log"; then
    echo "FAILED: $1" >&2; tail -5 "$O/stderr.log" >&2; exit 1
  fi
}
# stats FILE NAME: "min median" over the RESULT lines for NAME
stats() {
  awk -v n="$2" '$1=="RESULT" && $2==n {print $3, $4}' "$1" | sort -g -k2 |
    awk '{m[NR]=$2; if (NR==1 || $1<lo) lo=$1}
         END {md = NR%2 ? m[(NR+1)/2] : (m[NR/2]+m[NR/2+1])/2;
              printf "%.3f %.3f", lo, md}'
}

# pairs: NAME CUCC_COMMAND OPENMP_COMMAND (RESULT lines named NAME... in both)
pairs=("vector_add|vector_add|vector_add|vector_add_omp"
       "matmul|matmul|matmul|matmul_omp"
       "reduce|reduce|reduce|reduce_omp"
       "reduce_shfl|reduce|shuffle_reduce 3|reduce_omp 10 20"
       "histogram|histogram|histogram|histogram_omp"
       "transpose|transpose|transpose|transpose_omp"
       "scan|scan|scan|scan_omp")
echo "== running each pair $RUNS times (OMP_NUM_THREADS=$OMP_NUM_THREADS, CUCC_NUM_THREADS=${CUCC_NUM_THREADS:-default})"
printf '%-12s %10s %10s %10s %10s %7s %7s\n' benchmark cucc_min cucc_med omp_min omp_med r_min r_med
for p in "${pairs[@]}"; do
  IFS='|' read -r label n ccmd ocmd <<< "$p"
  : > "$O/$label.out"; : > "$O/${label}_omp.out"
  for ((i = 0; i < RUNS; i++)); do
    # shellcheck disable=SC2086
    run "$O/$ccmd" "$O/$label.out"
    # shellcheck disable=SC2086
    run "$O/$ocmd" "$O/${label}_omp.out"
  done
  read -r cmin cmed <<< "$(stats "$O/$label.out" "$n")"
  read -r omin omed <<< "$(stats "$O/${label}_omp.out" "$n")"
  awk -v n="$label" -v a="$cmin" -v b="$cmed" -v c="$omin" -v d="$omed" \
    'BEGIN {printf "%-12s %10.3f %10.3f %10.3f %10.3f %7.2f %7.2f\n", n, a, b, c, d, a/c, b/d}'
done
echo "(times in ms per kernel; ratio = cucc / OpenMP, lower is better)"

echo "== barrier kernels: region loops vs fibers (CUCC_NO_REGIONS=1; ms)"
for n in matmul reduce; do
  : > "$O/${n}_r.out"; : > "$O/${n}_fibers.out"
  for ((i = 0; i < RUNS; i++)); do
    run "$O/$n" "$O/${n}_r.out"
    run "env CUCC_KERNEL_LOG=0 $O/${n}_fibers" "$O/${n}_fibers.out"
  done
  read -r rmin rmed <<< "$(stats "$O/${n}_r.out" "$n")"
  read -r fmin fmed <<< "$(stats "$O/${n}_fibers.out" "$n")"
  awk -v n="$n" -v a="$rmin" -v b="$rmed" -v c="$fmin" -v d="$fmed" \
    'BEGIN {printf "%-8s regions min %.3f median %.3f; fibers min %.3f median %.3f; fibers/regions min %.1f median %.1f\n", n, a, b, c, d, c/a, d/b}'
done

for n in vector_add vector_add_omp; do
  [ -e "$O/$n.out" ] || continue
  awk -v n="$n" -v k="$NCPU" '$1=="CORES" {s+=$2; c++}
    END {printf "cpu utilization (%s, timed loop): %.2f cores of %d\n", n, s/c, k}' "$O/$n.out"
done

echo "== texture_filter (5x5 box, 1024^2 floats: tex2D on a texture object vs global loads; ms)"
: > "$O/texture_filter.out"
for ((i = 0; i < RUNS; i++)); do run "$O/texture_filter" "$O/texture_filter.out"; done
read -r gmin gmed <<< "$(stats "$O/texture_filter.out" texture_filter_global)"
read -r tmin tmed <<< "$(stats "$O/texture_filter.out" texture_filter_texture)"
awk -v a="$gmin" -v b="$gmed" -v c="$tmin" -v d="$tmed" \
  'BEGIN {printf "global min %.3f median %.3f; texture min %.3f median %.3f; ratio texture/global min %.2f median %.2f\n", a, b, c, d, c/a, d/b}'

unset CUCC_KERNEL_LOG
echo "== launch latency (empty kernel <<<1,1>>>, us per launch)"
: > "$O/launch_latency.out"
for ((i = 0; i < 3; i++)); do run "$O/launch_latency" "$O/launch_latency.out"; done
read -r smin smed <<< "$(stats "$O/launch_latency.out" launch_sync_us)"
read -r amin amed <<< "$(stats "$O/launch_latency.out" launch_async_us)"
echo "launch + cudaDeviceSynchronize:         min $smin us, median $smed us"
echo "1000 launches then one synchronize:     min $amin us, median $amed us per launch"

echo "== how the benchmarks' kernels run (CUCC_KERNEL_LOG=1; the CUCC_NO_REGIONS=1 builds above not counted)"
grep -h '^cucc: kernel ' "$O/stderr.log" "$O/pb_cuda.err" 2>/dev/null | sort -u |
  awk '{n++; k[$NF]++; if ($NF == "fiber") f = f " " substr($3, 1, length($3) - 1)}
       END {printf "%d kernels: %d loops, %d on fibers%s%s, %d empty\n", n, k["loop"], k["fiber"], f ? ":" : "", f, k["empty"]}'
