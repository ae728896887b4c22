// The CUDA guide's appendix G kernels: VecAdd (extern "C", as
// cuModuleGetFunction(..., "VecAdd") needs) and a kernel whose parameters
// the guide's G.3 packs by hand into an `extra` buffer.
extern "C" __global__ void VecAdd(float *A, float *B, float *C, int N) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < N)
    C[i] = A[i] + B[i];
}

extern "C" __global__ void k(int i, float4 f4, char c, float f, float *out,
                             float2 f2) {
  out[0] = (float)i;
  out[1] = f4.x;
  out[2] = f4.w;
  out[3] = (float)c;
  out[4] = f;
  out[5] = f2.x;
  out[6] = f2.y;
}
