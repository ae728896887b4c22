// The runtime and the driver API in one program: the runtime's primary
// context is the driver's, device pointers, streams and events are the
// same objects in both, kernels of the program run from driver calls
// (cudaGetFuncBySymbol is not used: the module comes from a file), and
// cudaGetDriverEntryPoint finds driver functions.
#include <cuda.h>
#include <cuda_runtime.h>
#include <stdio.h>

__global__ void twice(int *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 2;
}

#define SHOW(x) printf("%-62s %d\n", #x, (int)(x))

typedef CUresult (*alloc_fn)(CUdeviceptr *, size_t);

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0); // lines before a crash stay
  if (argc < 2)
    return 2;
  SHOW(cuInit(0));
  CUcontext cur = (CUcontext)1, prim = 0;
  SHOW(cuCtxGetCurrent(&cur));
  printf("no context before the runtime: %d\n", cur == 0);
  SHOW(cudaFree(0));
  SHOW(cuCtxGetCurrent(&cur));
  SHOW(cuDevicePrimaryCtxRetain(&prim, 0));
  printf("runtime's context is the primary: %d\n", cur == prim);
  unsigned flags;
  int active = 0;
  SHOW(cuDevicePrimaryCtxGetState(0, &flags, &active));
  printf("primary active: %d\n", active);
  // runtime memory, driver copies and launches, in a runtime stream
  const int N = 256;
  int *d = 0, h[N];
  for (int i = 0; i < N; i++)
    h[i] = i;
  SHOW(cudaMalloc(&d, N * sizeof(int)));
  SHOW(cuMemcpyHtoD((CUdeviceptr)d, h, sizeof h));
  CUmodule m;
  SHOW(cuModuleLoad(&m, argv[1]));
  CUfunction fill;
  SHOW(cuModuleGetFunction(&fill, m, "_Z4fillIiEvPT_S0_i"));
  cudaStream_t s;
  SHOW(cudaStreamCreate(&s));
  int n = N / 2, v = 5;
  void *args[] = {&d, &v, &n};
  SHOW(cuLaunchKernel(fill, 1, 1, 1, 128, 1, 1, 0, (CUstream)s, args, 0));
  twice<<<2, 128, 0, s>>>(d, N);
  cudaEvent_t e;
  SHOW(cudaEventCreate(&e));
  SHOW(cuEventRecord((CUevent)e, (CUstream)s));
  SHOW(cuEventSynchronize((CUevent)e));
  SHOW(cudaEventQuery(e));
  SHOW(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("h[0] %d h[127] %d h[128] %d h[255] %d\n", h[0], h[127], h[128],
         h[255]);
  // attributes of runtime memory through the driver
  CUdeviceptr base = 0;
  size_t size = 0;
  SHOW(cuMemGetAddressRange(&base, &size, (CUdeviceptr)(d + 10)));
  printf("range: base ok %d size %zu\n", base == (CUdeviceptr)d, size);
  unsigned mt = 0;
  SHOW(cuPointerGetAttribute(&mt, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)d));
  printf("memory type %u\n", mt);
  int *mm = 0;
  SHOW(cudaMallocManaged(&mm, 64));
  SHOW(cuPointerGetAttribute(&mt, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)mm));
  printf("managed memory type %u\n", mt);
  bool managed = false;
  SHOW(cuPointerGetAttribute(&managed, CU_POINTER_ATTRIBUTE_IS_MANAGED, (CUdeviceptr)mm));
  printf("is managed %d\n", (int)managed);
  int ordinal = -1;
  SHOW(cuPointerGetAttribute(&ordinal, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, (CUdeviceptr)d));
  printf("ordinal %d\n", ordinal);
  CUcontext pc = 0;
  SHOW(cuPointerGetAttribute(&pc, CU_POINTER_ATTRIBUTE_CONTEXT, (CUdeviceptr)d));
  printf("pointer's context is the primary: %d\n", pc == prim);
  int stackvar = 0;
  SHOW(cuPointerGetAttribute(&mt, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, (CUdeviceptr)&stackvar));
  // the driver through the runtime
  alloc_fn alloc = 0;
  cudaDriverEntryPointQueryResult q = cudaDriverEntryPointSymbolNotFound;
  SHOW(cudaGetDriverEntryPointByVersion("cuMemAlloc", (void **)&alloc, 12000,
                                        cudaEnableDefault, &q));
  printf("found cuMemAlloc: %d %d\n", alloc != 0, (int)q);
  CUdeviceptr p = 0;
  SHOW(alloc && alloc(&p, 100) == CUDA_SUCCESS);
  SHOW(cudaFree((void *)p));
  void *nothing = (void *)1;
  SHOW(cudaGetDriverEntryPointByVersion("cuNoSuchFunction", &nothing, 12000,
                                        cudaEnableDefault, &q));
  printf("not found: %d %d\n", nothing == 0, (int)q);
  CUdriverProcAddressQueryResult dq;
  void *fp = 0;
  SHOW(cuGetProcAddress("cuLaunchKernel", &fp, 12000, 0, &dq));
  printf("cuLaunchKernel: %d %d\n", fp == (void *)cuLaunchKernel, (int)dq);
  SHOW(cuGetProcAddress("cuNoSuchFunction", &fp, 12000, 0, &dq));
  printf("%d\n", (int)dq);
  // the runtime's last error is untouched by driver errors
  SHOW(cuMemAlloc(&p, 0));
  SHOW(cudaGetLastError());
  SHOW(cuModuleUnload(m));
  SHOW(cudaFree(d));
  SHOW(cudaFree(mm));
  SHOW(cudaStreamDestroy(s));
  SHOW(cuDevicePrimaryCtxRelease(0));
  SHOW(cudaDeviceSynchronize());
  return 0;
}
