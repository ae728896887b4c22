#!/bin/bash
# library-samples.sh PREFIX SAMPLES_DIR [NAME...]: builds NVIDIA's
# cuda-samples that use the toolkit's libraries with their own CMake files
# against cucc installed in PREFIX (cucc found on PATH as nvcc), runs each
# with the arguments it needs for a short run, and prints PASS/FAIL per
# sample with the line that decided it. SAMPLES_DIR is a checkout of
# https://github.com/NVIDIA/cuda-samples (not part of cucc).
set -u
P=$(cd "$1" && pwd); S=$(cd "$2" && pwd); shift 2
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(
  4_CUDA_Libraries/simpleCUBLAS 4_CUDA_Libraries/simpleCUBLAS_LU 4_CUDA_Libraries/batchCUBLAS
  4_CUDA_Libraries/matrixMulCUBLAS 4_CUDA_Libraries/simpleCUFFT 4_CUDA_Libraries/conjugateGradient
  4_CUDA_Libraries/conjugateGradientPrecond 4_CUDA_Libraries/conjugateGradientUM
  4_CUDA_Libraries/conjugateGradientCudaGraphs 4_CUDA_Libraries/conjugateGradientMultiBlockCG
  4_CUDA_Libraries/cuSolverDn_LinearSolver 4_CUDA_Libraries/MersenneTwisterGP11213
  4_CUDA_Libraries/simpleCUFFT_callback 4_CUDA_Libraries/lineOfSight
  2_Concepts_and_Techniques/MC_EstimatePiP 2_Concepts_and_Techniques/MC_EstimatePiQ
  2_Concepts_and_Techniques/MC_EstimatePiInlineP 2_Concepts_and_Techniques/MC_EstimatePiInlineQ
  2_Concepts_and_Techniques/MC_SingleAsianOptionP 5_Domain_Specific/MonteCarloMultiGPU
  0_Introduction/UnifiedMemoryStreams 5_Domain_Specific/convolutionFFT2D)
OUT=${OUT:-/tmp/cucc-library-samples}
mkdir -p "$OUT"
export PATH="$P/bin:$PATH"
unset CUDA_HOME CUDA_PATH CUDAToolkit_ROOT LIBRARY_PATH
pass=0; fail=0
for n in "${names[@]}"; do
  src="$S/Samples/$n"; b="$OUT/$(basename "$n")"; log="$b.log"
  rm -rf "$b"
  if ! cmake -S "$src" -B "$b" -DCMAKE_CUDA_COMPILER="$P/bin/nvcc" -DCMAKE_CUDA_ARCHITECTURES=80 \
        -DCMAKE_BUILD_RPATH="$P/lib" > "$log" 2>&1 || ! cmake --build "$b" -j2 >> "$log" 2>&1; then
    echo "FAIL $n (build: $(grep -m1 -E 'error|Error' "$log"))"; fail=$((fail+1)); continue
  fi
  exe=$(find "$b" -maxdepth 1 -type f -executable | head -1)
  args=()
  case $n in
    */cuSolverDn_LinearSolver) args=("-file=$src/gr_900_900_crg.mtx") ;;
    */matrixMulCUBLAS) args=(-sizemult=2) ;;
  esac
  (cd "$src" && timeout 300 "$exe" "${args[@]}") > "$b.out" 2>&1
  rc=$?
  verdict=$(grep -m1 -iE "test passed|passed|success|Result = PASS|Test Summary" "$b.out")
  if [ $rc -eq 0 ] && ! grep -qi "fail" "$b.out"; then
    echo "PASS $n (${verdict:-exit 0})"; pass=$((pass+1))
  else
    echo "FAIL $n (exit $rc: $(grep -m1 -iE 'fail|error' "$b.out"))"; fail=$((fail+1))
  fi
done
echo "samples passed: $pass, failed: $fail"
