// Kernels for the driver API tests (loaded as -ptx, -cubin, -fatbin)
extern "C" __global__ void vadd(const float *a, const float *b, float *c,
                                int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

// parameters of mixed sizes and alignments, for the `extra` packing
struct pair {
  double d;
  char c;
};
extern "C" __global__ void mixed(char c, double d, short s, pair p, int *out,
                                 long long ll) {
  out[0] = c;
  out[1] = (int)d;
  out[2] = s;
  out[3] = (int)p.d + p.c;
  out[4] = (int)(ll >> 32);
}

__device__ int counter;
__constant__ float scale[4];

extern "C" __global__ void scaled(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= scale[i % 4];
  if (i == 0)
    atomicAdd(&counter, 1);
}

template <typename T> __global__ void fill(T *x, T v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = v;
}
template __global__ void fill<int>(int *, int, int);
