# NVIDIA's cuda-samples that use the driver API or NVRTC, built with their
# own CMakeLists (cucc as the CUDA compiler, its toolkit found through it)
# and run: each must print its success line. The samples come from a local
# mirror (CUCC_CUDA_SAMPLES: a git directory of NVIDIA/cuda-samples;
# skipped without one). Those that cannot run on cucc are listed in
# docs/DRIVER_API.md (matrixMulDynlinkJIT and ptxjit JIT NVIDIA's PTX;
# matrixMul_nvrtc needs the toolkit's cccl/ headers; jitLto needs nvJitLink).
# cucc-timeout: 1200 (a CMake configuration per sample)
. "$ROOT/tests/driver/lib.bash"
GIT=${CUCC_CUDA_SAMPLES:-/work/.mirror/NVIDIA+cuda-samples/repo}
if ! git --git-dir="$GIT" rev-parse -q --verify HEAD > /dev/null 2>&1; then
  echo "skipped: no cuda-samples mirror (set CUCC_CUDA_SAMPLES)"
  finish
fi
if [ -n "${SANFLAGS:-}" ]; then
  echo "skipped under sanitizers (the samples link the static runtime)"
  finish
fi
BIN=$(cd "$(dirname "$CUCC")" && pwd)
# NAME DIRECTORY SUCCESS-LINE (a regular expression; "" : exit status 0)
samples=(
  "vectorAddDrv 0_Introduction Result = PASS"
  "matrixMulDrv 0_Introduction Result = PASS"
  "simpleDrvRuntime 0_Introduction Result = PASS"
  "simpleTextureDrv 0_Introduction"
  "vectorAddMMAP 0_Introduction Result = PASS"
  "vectorAdd_nvrtc 0_Introduction Test PASSED"
  "clock_nvrtc 0_Introduction Average clocks/block"
  "simpleAtomicIntrinsics_nvrtc 0_Introduction completed, returned OK"
  "simpleAssert_nvrtc 0_Introduction Device assert failed as expected"
  "deviceQueryDrv 1_Utilities Result = PASS"
  "memMapIPCDrv 3_CUDA_Features"
  "BlackScholes_nvrtc 5_Domain_Specific Test passed"
  "binomialOptions_nvrtc 5_Domain_Specific Test passed"
)
paths="Common cmake"
for s in "${samples[@]}"; do
  set -- $s
  paths="$paths Samples/$2/$1"
done
git --git-dir="$GIT" archive HEAD $paths | tar -x -C "$T" || { echo "cannot extract"; exit 1; }
export PATH="$BIN:$PATH" CUCC_TARGET_CPU=${CUCC_TARGET_CPU:-native}
unset CUDACXX CUDAARCHS CUDAToolkit_ROOT CUDA_PATH
ran=0
for s in "${samples[@]}"; do
  set -- $s
  n=$1 d="$T/Samples/$2/$1"; shift 2; want="$*"
  if ! (cmake -S "$d" -B "$d/b" -DCMAKE_CUDA_COMPILER="$BIN/cucc" > "$n.log" 2>&1 &&
        cmake --build "$d/b" -j2 >> "$n.log" 2>&1); then
    check "$n builds" false
    tail -5 "$n.log"
    continue
  fi
  (cd "$d/b" && timeout 300 "./$n") > "$n.out" 2>&1
  rc=$?
  if [ -n "$want" ]; then
    check "$n prints its success line" sh -c "[ $rc -eq 0 ] && grep -q '$want' '$n.out'"
  else
    check "$n succeeds" test $rc -eq 0
  fi
  [ $rc -eq 0 ] && ran=$((ran + 1)) || tail -5 "$n.out"
done
echo "cuda-samples with the driver API or NVRTC that run: $ran of ${#samples[@]}"
finish
