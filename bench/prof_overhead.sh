#!/bin/bash
# The profiler's cost on the `make bench` kernels (docs/PROFILER.md): each
# benchmark built once against the shared runtime and run RUNS times in
# turn (a) with recording off, (b) with CUCC_PROF set (recording), and, when
# BASELINE names the lib/ folder of a cucc build without the profiler, (c)
# with that runtime (LD_LIBRARY_PATH), for the cost of the hooks when off.
# Prints the median of each benchmark's first figure (ms, or us for the
# launch latencies) and the ratios.
# usage: bench/prof_overhead.sh [BUILD] (BASELINE=/path/to/lib RUNS=N)
set -eu
B=$(cd "${1:-build}" && pwd)
D=$(cd "$(dirname "$0")" && pwd)
O=$B/bench/prof
RUNS=${RUNS:-7}
mkdir -p "$O"
names="vector_add matmul reduce launch_latency"
for n in $names; do
  "$B/bin/cucc" -O3 -cudart shared -o "$O/$n" "$D/$n.cu"
done
modes="off on"
[ -n "${BASELINE:-}" ] && modes="base $modes"
for r in $(seq "$RUNS"); do
  for n in $names; do
    for m in $modes; do
      case $m in
        base) LD_LIBRARY_PATH=$BASELINE "$O/$n" ;;
        off) "$O/$n" ;;
        on) CUCC_PROF="$O/trace_$n" "$O/$n" ;;
      esac | awk -v m=$m '$1=="RESULT" {print m, $2, $4}' >> "$O/results.$$"
    done
  done
done
printf '%-22s' benchmark; for m in $modes; do printf '%12s' "$m"; done
[ -n "${BASELINE:-}" ] && printf '%10s' off/base; printf '%10s\n' on/off
for k in $(awk '{print $2}' "$O/results.$$" | sort -u); do
  printf '%-22s' "$k"
  for m in $modes; do
    med=$(awk -v m=$m -v k=$k '$1==m && $2==k {print $3}' "$O/results.$$" | sort -g |
          awk '{v[NR]=$1} END {print NR%2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}')
    eval "med_$m=$med"
    printf '%12.4f' "$med"
  done
  [ -n "${BASELINE:-}" ] && awk -v a="$med_off" -v b="$med_base" 'BEGIN {printf "%10.3f", a/b}'
  awk -v a="$med_on" -v b="$med_off" 'BEGIN {printf "%10.3f\n", a/b}'
done
rm -f "$O/results.$$"
