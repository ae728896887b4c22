# Deprecated runtime calls (cudaThread*, removed from CUDA 13 but deprecated
# in CUDA 12; the shared-memory bank calls and the GL buffer-object API,
# deprecated in CUDA 13) compile with a deprecation warning naming the call,
# as with nvcc, unless
# CUDA_ENABLE_DEPRECATED is defined (as NVIDIA's headers allow); current
# calls give none. The interop headers build without any system graphics
# header, in CUDA and in C.
. "$ROOT/tests/driver/lib.bash"
cd "$T"

cat > legacy.cu <<'X'
#include <cstdio>
__global__ void k(int *p) { *p = 7; }
int main() {
  int *d, h = 0;
  cudaMalloc(&d, sizeof h);
  k<<<1, 1>>>(d);
  if (cudaThreadSynchronize() != cudaSuccess) return 1;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h);
  return cudaThreadExit() == cudaSuccess ? 0 : 1;
}
X
"$CUCC" -o legacy legacy.cu > out 2> err; rc=$?
check "legacy calls compile" test $rc -eq 0
check "cudaThreadSynchronize warns" contains err "'cudaThreadSynchronize' is deprecated"
check "cudaThreadExit warns" contains err "'cudaThreadExit' is deprecated"
check "the warning has nvcc's file(line)" contains err "legacy.cu(7): warning"
check "it is a -Wdeprecated-declarations warning" contains err "Wdeprecated-declarations"
check "legacy program runs" sh -c "./legacy | grep -qx 7"

"$CUCC" -DCUDA_ENABLE_DEPRECATED -o legacy legacy.cu > out 2> err; rc=$?
check "CUDA_ENABLE_DEPRECATED silences it" sh -c "test $rc -eq 0 && ! grep -q deprecated err"

sed 's/cudaThreadSynchronize/cudaDeviceSynchronize/; s/cudaThreadExit/cudaDeviceReset/' legacy.cu > current.cu
"$CUCC" -o current current.cu > out 2> err; rc=$?
check "current calls give no warning" sh -c "test $rc -eq 0 && ! grep -q deprecated err"

printf 'int main() { cudaSharedMemConfig c; return cudaDeviceGetSharedMemConfig(&c); }\n' > smem.cu
"$CUCC" -o smem smem.cu > out 2> err; rc=$?
check "cudaDeviceGetSharedMemConfig warns (as with nvcc 13)" sh -c "test $rc -eq 0 && grep -q \"'cudaDeviceGetSharedMemConfig' is deprecated\" err"

cat > gl.cu <<'X'
#include <cuda_gl_interop.h>
int main() { return cudaGLRegisterBufferObject(1) == cudaErrorNotSupported ? 0 : 1; }
X
"$CUCC" -o gl gl.cu > out 2> err; rc=$?
check "deprecated GL call warns" contains err "'cudaGLRegisterBufferObject' is deprecated"
check "GL program runs" sh -c "test $rc -eq 0 && ./gl"

cat > headers.h <<'X'
#include <cuda_gl_interop.h>
#include <cuda_egl_interop.h>
#include <cuda_vdpau_interop.h>
#include <cuda_d3d9_interop.h>
#include <cuda_d3d10_interop.h>
#include <cuda_d3d11_interop.h>
X
printf '#include "headers.h"\nint main() { GLuint b = 0; EGLint w = 0; VdpDevice v = 0;\n  cudaGraphicsResource_t r;\n  return (int)(b + w + v) + (cudaGraphicsGLRegisterBuffer(&r, b, 0) == cudaErrorNotSupported ? 0 : 1); }\n' > nosys.cu
"$CUCC" -DCUCC_NO_SYSTEM_GRAPHICS_HEADERS -o nosys nosys.cu > out 2> err; rc=$?
check "interop headers without system graphics headers (CUDA)" sh -c "test $rc -eq 0 && ./nosys"
"$CUCC" -o nosys nosys.cu > out 2> err; rc=$?
check "interop headers with the system's (CUDA)" sh -c "test $rc -eq 0 && ./nosys"
printf '#include "headers.h"\nint f(void) { GLuint b = 0; return (int)b; }\n' > c.c
${CC:-cc} -std=c11 -Wall -Wextra -Werror -fsyntax-only -DCUCC_NO_SYSTEM_GRAPHICS_HEADERS \
  -I"$ROOT/include" c.c > out 2> err; rc=$?
check "interop headers in C" sh -c "test $rc -eq 0"
cat err
finish
