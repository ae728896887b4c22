# The driver API (cuda.h with -lcuda) and NVRTC (nvrtc.h with -lnvrtc):
# module files written by cucc -ptx, -cubin and -fatbin loaded by every
# cuModuleLoad* form, contexts and their stack, `extra` parameter buffers,
# module variables, libraries, a program mixing the runtime and the driver,
# the guide's appendix G examples, and NVRTC. Each program's stdout must be
# what the same program printed with nvcc on an H100 (drvapi/NAME.expected,
# recorded by the GPU job of issue 14).
. "$ROOT/tests/driver/lib.bash"
D="$ROOT/tests/driver/drvapi"
cd "$T" || exit 1
for f in ptx cubin fatbin; do
  check "cucc -$f" "$CUCC" -$f -o k.$f "$D/vadd_kernel.cu"
done
check "cucc -ptx of the guide's kernels" "$CUCC" -ptx -o VecAdd.ptx "$D/guide_kernels.cu"
check "-ptx names each kernel on an .entry line" \
  sh -c "grep -q '^.visible .entry vadd(' k.ptx && grep -q '^.visible .entry _Z4fillIiEvPT_S0_i(' k.ptx"
for p in vadd_drv contexts modules guide_driver; do
  check "build $p (plain C++, cuda.h, -lcuda)" "$CUCC" -o $p "$D/$p.cpp" -lcuda
done
check "build mixed (runtime and driver)" "$CUCC" -o mixed "$D/mixed.cu" -lcuda
check "build link" "$CUCC" -o link "$D/link.cpp" -lcuda
check "build foreign" "$CUCC" -o foreign "$D/foreign.cpp" -lcuda
check "-rdc units and a library for cuLink*" sh -c "'$CUCC' -dc '$D/rdc_a.cu' '$D/rdc_b.cu' && '$CUCC' -lib -o librdc_b.a rdc_b.o"
check "build nvrtc_test (-lnvrtc -lcuda)" "$CUCC" -o nvrtc_test "$D/nvrtc_test.cpp" -lnvrtc -lcuda
# a plain C++ compiler links against cucc's libcuda too
LIB=$(cd "$(dirname "$CUCC")/../lib" && pwd)
INC=$(cd "$(dirname "$CUCC")/../include" && pwd)
check "g++ -lcuda" g++ -I"$INC" -o vadd_gxx "$D/vadd_drv.cpp" -L"$LIB" -Wl,-rpath,"$LIB" -lcuda

expect() { # expect NAME PROGRAM ARGS...: stdout as the H100's
  local n=$1; shift
  timeout 60 "$@" > $n.out 2> $n.err
  echo "exit $?" >> $n.err
  if [ -f "$D/$n.expected" ]; then
    check "$n: output as on the H100" diff -u "$D/$n.expected" $n.out
  else
    check "$n runs" grep -q "^exit 0" $n.err
  fi
}
expect vadd_ptx ./vadd_drv k.ptx
expect vadd_cubin ./vadd_drv k.cubin
expect vadd_fatbin ./vadd_drv k.fatbin
expect vadd_ptx ./vadd_gxx k.ptx
expect contexts ./contexts
expect modules_fatbin ./modules k.fatbin
expect modules_ptx ./modules k.ptx
expect mixed ./mixed k.fatbin
expect guide_driver ./guide_driver VecAdd.ptx
expect nvrtc_test ./nvrtc_test
expect link ./link rdc_a.o rdc_b.o librdc_b.a k.ptx
# modules from NVIDIA's toolchain (nvcc 13 -arch=sm_90 of vadd_kernel.cu)
./foreign "$D/nvidia_sm90.ptx" "$D/nvidia_sm90.cubin" "$D/nvidia_sm90.fatbin" k.ptx > foreign.out 2> foreign.err
check "foreign modules: no crash" test $? -eq 0
check "NVIDIA's PTX: CUDA_ERROR_INVALID_PTX everywhere, with a log" \
  grep -qx "nvidia_sm90.ptx: cuModuleLoad 218, cuModuleLoadData 218, cuModuleLoadDataEx 218" foreign.out
check "NVIDIA's cubin: CUDA_ERROR_INVALID_IMAGE" \
  grep -qx "nvidia_sm90.cubin: cuModuleLoad 200, cuModuleLoadData 200, cuModuleLoadDataEx 200" foreign.out
check "NVIDIA's fatbinary: CUDA_ERROR_INVALID_IMAGE" \
  grep -qx "nvidia_sm90.fatbin: cuModuleLoad 200, cuModuleLoadData 200, cuModuleLoadDataEx 200" foreign.out
check "the logs say why" sh -c "grep -c '  log: cucc: .*NVIDIA' foreign.out | grep -qx 3"
check "libraries and cuLink refuse them too" sh -c "test \$(grep -c '  cuLibraryLoadData 2[01][08]' foreign.out) -eq 3 && test \$(grep -c '  cuLinkAddData 2[01][08]' foreign.out) -eq 3"
check "cucc's own module still loads" grep -qx "k.ptx: cuModuleLoad 0, cuModuleLoadData 0, cuModuleLoadDataEx 0" foreign.out
# a damaged text module: INVALID_PTX, no crash
sed '/^\/\/ .cucc_image/,$s/^\/\/ [A-Z]/\/\/ !/' k.ptx > damaged.ptx
./foreign damaged.ptx > damaged.out 2>&1
check "a damaged cucc text module: CUDA_ERROR_INVALID_PTX" grep -q "^damaged.ptx: cuModuleLoad 218, cuModuleLoadData 218" damaged.out
check "vadd: PASSED" grep -qx PASSED vadd_ptx.out
check "nvrtc: done" grep -qx done nvrtc_test.out
finish
