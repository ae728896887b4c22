// (Passes with nvcc 13 on an NVIDIA H100 too, which fixed its error codes.)
// Managed memory: cudaMallocManaged (both attach flags) shared by host and
// kernels, __managed__ variables (initial values, host and device reads and
// writes of one storage, cudaMemcpyToSymbol/FromSymbol on them, their
// address), and cudaMemPrefetchAsync/cudaMemAdvise/cudaStreamAttachMemAsync
// accepted on managed memory and refused elsewhere.
#include "memory_common.h"

__managed__ int counter = 42;
__managed__ float table[4] = {1.5f, 2.5f, 3.5f, 4.5f};
__managed__ int zeroed[8];

__global__ void bump(int by) {
  if (threadIdx.x == 0) {
    counter += by;
    for (int i = 0; i < 4; i++)
      table[i] *= 2;
  }
  zeroed[threadIdx.x] = threadIdx.x + 1;
}

__global__ void square(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = p[i] * p[i];
}

__global__ void read_counter(int *out) { *out = counter; }

int main() {
  // initial values are visible to the host before any CUDA call
  TRUE(counter == 42);
  TRUE(table[2] == 3.5f);
  TRUE(zeroed[7] == 0);
  counter = 100; // a host write the kernel sees
  bump<<<1, 8>>>(5);
  CHECK(cudaDeviceSynchronize());
  TRUE(counter == 105);
  TRUE(table[0] == 3.0f && table[3] == 9.0f);
  TRUE(zeroed[0] == 1 && zeroed[7] == 8);

  // the symbol API reaches the same storage
  int v = 7;
  CHECK(cudaMemcpyToSymbol(counter, &v, sizeof v));
  TRUE(counter == 7);
  int *out;
  CHECK(cudaMallocManaged((void **)&out, sizeof(int)));
  read_counter<<<1, 1>>>(out);
  CHECK(cudaDeviceSynchronize());
  TRUE(*out == 7);
  counter = 11;
  int back = 0;
  CHECK(cudaMemcpyFromSymbol(&back, counter, sizeof back));
  TRUE(back == 11);
  void *addr;
  CHECK(cudaGetSymbolAddress(&addr, counter));
  TRUE(addr == (void *)&counter);
  size_t sz;
  CHECK(cudaGetSymbolSize(&sz, table));
  TRUE(sz == sizeof table);
  cudaPointerAttributes at;
  CHECK(cudaPointerGetAttributes(&at, &table[1]));
  TRUE(at.type == cudaMemoryTypeManaged);

  // cudaMallocManaged
  const int n = 4096;
  float *m;
  CHECK(cudaMallocManaged((void **)&m, n * sizeof(float)));
  for (int i = 0; i < n; i++)
    m[i] = (float)i;
  square<<<n / 256, 256>>>(m, n);
  CHECK(cudaDeviceSynchronize());
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += m[i] != (float)i * (float)i;
  TRUE(bad == 0);
  float *mh;
  CHECK(cudaMallocManaged((void **)&mh, 64, cudaMemAttachHost));
  CHECK(cudaPointerGetAttributes(&at, mh));
  TRUE(at.type == cudaMemoryTypeManaged && at.hostPointer == mh &&
       at.devicePointer == mh);
  void *p;
  EXPECT(cudaErrorInvalidValue, cudaMallocManaged(&p, 16, 0));
  EXPECT(cudaErrorInvalidValue, cudaMallocManaged(&p, 16, 3));
  EXPECT(cudaErrorInvalidValue, cudaMallocManaged(&p, 16, 4));
  CHECK(cudaMallocManaged(&p, 0)); // success, as on an H100
  EXPECT(cudaErrorInvalidValue, cudaMallocManaged(NULL, 16));

  // hints: accepted on managed memory, refused on other memory
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  char *dev;
  CHECK(cudaMalloc((void **)&dev, 4096));
#if CUDART_VERSION >= 13000
  cudaMemLocation gpu = {cudaMemLocationTypeDevice, 0};
  cudaMemLocation cpu = {cudaMemLocationTypeHost, 0};
  CHECK(cudaMemPrefetchAsync(m, n * sizeof(float), gpu, 0, s));
  CHECK(cudaMemPrefetchAsync(m, n * sizeof(float), cpu, 0, s));
  CHECK(cudaMemAdvise(m, n * sizeof(float), cudaMemAdviseSetReadMostly, gpu));
  CHECK(cudaMemAdvise(m, 1024, cudaMemAdviseSetPreferredLocation, cpu));
  EXPECT(cudaErrorInvalidValue, cudaMemPrefetchAsync(dev, 4096, gpu, 0, s));
  EXPECT(cudaErrorInvalidValue,
         cudaMemAdvise(dev, 4096, cudaMemAdviseSetReadMostly, gpu));
  EXPECT(cudaErrorInvalidValue,
         cudaMemAdvise(m, 4096, (cudaMemoryAdvise)9, gpu));
#else
  CHECK(cudaMemPrefetchAsync(m, n * sizeof(float), 0, s));
  CHECK(cudaMemPrefetchAsync(m, n * sizeof(float), cudaCpuDeviceId, s));
  CHECK(cudaMemAdvise(m, n * sizeof(float), cudaMemAdviseSetReadMostly, 0));
  CHECK(cudaMemAdvise(m, 1024, cudaMemAdviseSetPreferredLocation,
                      cudaCpuDeviceId));
  EXPECT(cudaErrorInvalidValue, cudaMemPrefetchAsync(dev, 4096, 0, s));
  EXPECT(cudaErrorInvalidValue,
         cudaMemAdvise(dev, 4096, cudaMemAdviseSetReadMostly, 0));
  EXPECT(cudaErrorInvalidValue, cudaMemAdvise(m, 4096, (cudaMemoryAdvise)9, 0));
#endif
  CHECK(cudaStreamAttachMemAsync(s, m, 0, cudaMemAttachGlobal));
  CHECK(cudaStreamSynchronize(s));
  square<<<1, 4, 0, s>>>(m, 4);
  CHECK(cudaStreamSynchronize(s));
  TRUE(m[3] == 81.0f);

  CHECK(cudaFree(m));
  CHECK(cudaFree(mh));
  CHECK(cudaFree(out));
  CHECK(cudaFree(dev));
  EXPECT(cudaErrorInvalidValue, cudaFree(m));
  CHECK(cudaStreamDestroy(s));
  FINISH();
}
