#!/bin/bash
# PolyBench-GPU's 20 kernels three ways (sourced by bench/run.sh, or run as
# `bench/polybench.sh BUILD_DIR`): CUDA under cucc (-O3), OpenCL under PoCL,
# OpenMP twins (gcc -O3 -march=native -fopenmp); each program times its
# kernels in-program (PB_REPS runs of each benchmark, after an upload of the
# inputs), the three programs run alternately RUNS times, the first GPU runs
# with --check (outputs compared with the sequential reference). Prints
# min (over all samples) / median (of the per-run medians) in ms per
# benchmark, the ratios cucc/PoCL and cucc/OpenMP (lower is better) and
# their geometric means. BENCH_SIZE=large: PolyBench-GPU's standard sizes.
# PB_ONLY="GEMM ATAX": only those. PB_NO_OCL=1: no PoCL (where none is).
set -eu
B=$(cd "${1:-build}" && pwd)
D=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
P=$D/polybench
O=$B/bench
RUNS=${RUNS:-3}
mkdir -p "$O"
SIZE=()
[ "${BENCH_SIZE:-}" = large ] && SIZE=(-DPB_LARGE)
# PoCL through the ICD loader, whatever else is installed
export OCL_ICD_VENDORS=${PB_OCL_ICD:-/etc/OpenCL/vendors/pocl.icd}
export PB_OCL_PLATFORM=${PB_OCL_PLATFORM:-Portable Computing Language}
export PB_KERNEL_DIR=$P
NO_OCL=${PB_NO_OCL:-}
if [ -z "$NO_OCL" ] && [ ! -e "$OCL_ICD_VENDORS" ]; then
  echo "(no PoCL ICD at $OCL_ICD_VENDORS: tools/check-deps.sh installs pocl-opencl-icd; skipping OpenCL)"
  NO_OCL=1
fi

echo "== PolyBench-GPU: building (cucc -O3; PoCL at run time; gcc -O3 -march=native -fopenmp)"
"$B/bin/cucc" -O3 "${SIZE[@]}" -o "$O/pb_cuda" "$P/pb_cuda.cu"
gcc -O3 -march=native -fopenmp "${SIZE[@]}" -Wall -Wextra -o "$O/pb_omp" "$P/pb_omp.c" -lm
[ -z "$NO_OCL" ] && gcc -O2 "${SIZE[@]}" -Wall -Wextra -Wno-unknown-pragmas \
  -o "$O/pb_ocl" "$P/pb_ocl.c" -lOpenCL -lm

# shellcheck disable=SC2086
names=${PB_ONLY:-}
for f in cuda ocl omp; do : > "$O/pb_$f.out"; done
: > "$O/pb_cuda.err"
for ((r = 0; r < RUNS; r++)); do
  chk=(); [ $r = 0 ] && chk=(--check)
  # shellcheck disable=SC2086
  "$O/pb_cuda" "${chk[@]}" $names >> "$O/pb_cuda.out" 2>> "$O/pb_cuda.err" ||
    { echo "FAILED: pb_cuda" >&2; tail -5 "$O/pb_cuda.err" >&2; exit 1; }
  if [ -z "$NO_OCL" ]; then
    # shellcheck disable=SC2086
    "$O/pb_ocl" "${chk[@]}" $names >> "$O/pb_ocl.out" || { echo "FAILED: pb_ocl" >&2; exit 1; }
  fi
  # shellcheck disable=SC2086
  "$O/pb_omp" $names >> "$O/pb_omp.out" || { echo "FAILED: pb_omp" >&2; exit 1; }
done

echo "== PolyBench-GPU: $RUNS runs x ${PB_REPS:-5} repetitions (ms; ratio = cucc / other, lower is better)"
awk -v runs="$RUNS" '
  function med(list,   n, a, i, j, t) {
    n = split(list, a, " ")
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
  }
  FNR == 1 { src = FILENAME; sub(/.*pb_/, "", src); sub(/\.out$/, "", src) }
  $1 == "RESULT" {
    n = $2; sub(/^pb_/, "", n)
    if (!(n in seen)) { seen[n] = 1; order[++cnt] = n }
    k = src SUBSEP n
    if (!(k in lo) || $3 < lo[k]) lo[k] = $3
    meds[k] = meds[k] " " $4
  }
  END {
    printf "%-9s %9s %9s %9s %9s %9s %9s %8s %8s\n", "kernel", "cucc_min", "cucc_med", "pocl_min", "pocl_med", "omp_min", "omp_med", "c/pocl", "c/omp"
    for (i = 1; i <= cnt; i++) {
      n = order[i]
      c = med(meds["cuda" SUBSEP n]); o = med(meds["omp" SUBSEP n])
      hp = (("ocl" SUBSEP n) in lo)
      p = hp ? med(meds["ocl" SUBSEP n]) : 0
      printf "%-9s %9.3f %9.3f ", n, lo["cuda" SUBSEP n], c
      if (hp) printf "%9.3f %9.3f ", lo["ocl" SUBSEP n], p; else printf "%9s %9s ", "-", "-"
      printf "%9.3f %9.3f ", lo["omp" SUBSEP n], o
      if (hp) { printf "%8.2f ", c / p; lp += log(c / p); np++ } else printf "%8s ", "-"
      printf "%8.2f\n", c / o; lo2 += log(c / o); no++
    }
    if (np) printf "geomean cucc/PoCL (medians): %.2f  (PoCL/cucc %.2fx)\n", exp(lp / np), exp(-lp / np)
    if (no) printf "geomean cucc/OpenMP (medians): %.2f  (OpenMP/cucc %.2fx)\n", exp(lo2 / no), exp(-lo2 / no)
  }' "$O/pb_cuda.out" $([ -z "$NO_OCL" ] && echo "$O/pb_ocl.out") "$O/pb_omp.out"
