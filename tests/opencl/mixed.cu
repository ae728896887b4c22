// A CUDA program that also uses OpenCL (cucc's platform, through the ICD
// loader): kernels of both APIs run side by side from two host threads,
// each API on its own copy of the engine, and neither disturbs the other.
#include <cstdio>
#include <cstring>
#include <thread>
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

__global__ void scale(float *x, float f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= f;
}

static const char *src =
    "__kernel void add1(__global float *x) { x[get_global_id(0)] += 1.0f; }";

static int opencl_part(int rounds) {
  cl_platform_id ps[8], p = nullptr;
  cl_uint n = 0;
  clGetPlatformIDs(8, ps, &n);
  for (cl_uint i = 0; i < n && i < 8; i++) {
    char name[128];
    clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof name, name, nullptr);
    if (strstr(name, "cucc")) p = ps[i];
  }
  if (!p) return 1;
  cl_device_id d;
  clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, nullptr);
  cl_int e;
  cl_context c = clCreateContext(nullptr, 1, &d, nullptr, nullptr, &e);
  cl_command_queue q = clCreateCommandQueueWithProperties(c, d, nullptr, &e);
  cl_program pr = clCreateProgramWithSource(c, 1, &src, nullptr, &e);
  if (clBuildProgram(pr, 1, &d, "", nullptr, nullptr)) return 1;
  cl_kernel k = clCreateKernel(pr, "add1", &e);
  float h[4096] = {0};
  cl_mem m = clCreateBuffer(c, CL_MEM_COPY_HOST_PTR, sizeof h, h, &e);
  clSetKernelArg(k, 0, sizeof m, &m);
  size_t g = 4096;
  for (int r = 0; r < rounds; r++)
    clEnqueueNDRangeKernel(q, k, 1, nullptr, &g, nullptr, 0, nullptr, nullptr);
  clEnqueueReadBuffer(q, m, CL_TRUE, 0, sizeof h, h, 0, nullptr, nullptr);
  for (int i = 0; i < 4096; i++)
    if (h[i] != (float)rounds) return 1;
  clReleaseMemObject(m);
  clReleaseKernel(k);
  clReleaseProgram(pr);
  clReleaseCommandQueue(q);
  clReleaseContext(c);
  return 0;
}

int main() {
  const int N = 1 << 16, R = 50;
  float *x;
  cudaMallocManaged(&x, N * sizeof(float));
  for (int i = 0; i < N; i++) x[i] = 1.0f;
  int ocl = -1;
  std::thread t([&] { ocl = opencl_part(R); });
  for (int r = 0; r < R; r++) scale<<<N / 256, 256>>>(x, r % 2 ? 0.5f : 2.0f, N);
  cudaDeviceSynchronize();
  t.join();
  bool ok = ocl == 0 && cudaGetLastError() == cudaSuccess;
  for (int i = 0; i < N; i++) ok = ok && x[i] == 1.0f;
  printf(ok ? "mixed: PASSED\n" : "mixed: FAILED (opencl %d)\n", ocl);
  return ok ? 0 : 1;
}
