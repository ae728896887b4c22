#!/bin/bash
# Records, with the real nvcc on a real GPU (one device call, one tar file
# $OUT/devices_results.tar.gz), what is behind tests/reference/
# probe_devices.out and tests/e2e/devices.expected: every mode of
# probe_devices, the e2e tests devices/limits/legacy_api/interop built with
# nvcc, nvcc's warnings for the deprecated calls, and which interop headers
# and deprecation markers CUDA 13's headers have.
# Usage on the device machine, from the repository root:
#   bash tests/reference/record_devices.sh
set -u
export PATH=$PATH:/usr/local/cuda/bin
O=${OUT:?}/r
mkdir -p $O
B=$(mktemp -d)
I=/usr/local/cuda/include
(nvidia-smi -L; nvcc --version; ls $I/*interop*; ls /usr/include/GL/gl.h /usr/include/EGL/egl.h /usr/include/vdpau/vdpau.h) > $O/env.txt 2>&1
(grep -n "__CUDA_DEPRECATED" $I/cuda_runtime_api.h $I/cuda_gl_interop.h $I/cuda_egl_interop.h $I/cuda_vdpau_interop.h;
 grep -n -A2 "define __CUDA_DEPRECATED" $I/cuda_runtime_api.h;
 grep -n "cudaThread\|cudaGLSetGLDevice\|cudaGLRegisterBufferObject\|SharedMemConfig\|cudaSetValidDevices" $I/cuda_runtime_api.h $I/cuda_gl_interop.h) > $O/headers.txt 2>&1
cd "$(dirname "$0")/.."
nvcc -O2 -arch=sm_90 -cudart shared -o $B/pd reference/probe_devices.cu > $O/pd.compile 2>&1 ||
  nvcc -O2 -arch=sm_90 -cudart shared -DNO_LEGACY -o $B/pd reference/probe_devices.cu >> $O/pd.compile 2>&1
for m in limits flags_fresh flags_ctx initdev pci peer misc interop; do
  echo "== $m" >> $O/probe.out
  timeout 60 $B/pd $m >> $O/probe.out 2>&1; echo "exit=$?" >> $O/probe.out
done
for t in devices limits legacy_api interop; do
  nvcc -O2 -arch=sm_90 -o $B/$t e2e/$t.cu > $O/$t.compile 2>&1 || echo "compile failed $t" >> $O/env.txt
  timeout 60 $B/$t > $O/$t.stdout 2> $O/$t.stderr; echo "exit=$?" >> $O/$t.stderr
done
for f in cudaThreadSynchronize cudaThreadExit "cudaThreadSetLimit(cudaLimitStackSize, 1024)" \
    "cudaThreadGetLimit(&v, cudaLimitStackSize)" "cudaThreadSetCacheConfig(cudaFuncCachePreferL1)" \
    "cudaThreadGetCacheConfig(&c)" "cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeEightByte)" \
    "cudaDeviceGetSharedMemConfig(&s)" "cudaFuncSetSharedMemConfig(k, cudaSharedMemBankSizeEightByte)" \
    "cudaSetValidDevices(&i, 1)" "cudaGLSetGLDevice(0)" "cudaGLRegisterBufferObject(1)" "cudaGraphicsGLRegisterBuffer(&r, 1, 0)"; do
  case $f in *\(*) call="$f";; *) call="$f()";; esac
  case $f in *GL*) inc='#include <cuda_gl_interop.h>';; *) inc='';; esac
  printf '%s\n__global__ void k() {}\nint main() { size_t v; cudaFuncCache c; cudaSharedMemConfig s; int i = 0; cudaGraphicsResource_t r; (void)v; (void)c; (void)s; (void)r; (void)i;\n  return (int)%s;\n}\n' "$inc" "$call" > $B/dep.cu
  echo "== $call" >> $O/deprecation.txt
  nvcc -arch=sm_90 -c -o $B/dep.o $B/dep.cu >> $O/deprecation.txt 2>&1; echo "rc=$?" >> $O/deprecation.txt
done
echo done >> $O/env.txt
tar czf ${OUT}/devices_results.tar.gz -C ${OUT} r && rm -rf $O
