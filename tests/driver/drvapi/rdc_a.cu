// -rdc units for cuLink*: a kernel calling a device function of another
// unit (rdc_b.cu), linked at run time.
extern __device__ int helper(int);
extern "C" __global__ void uses(int *x) {
  x[threadIdx.x] = helper(x[threadIdx.x]);
}
