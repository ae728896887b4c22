// (Passes with nvcc 13 on an NVIDIA H100 too, which fixed its error codes.)
// The stream-ordered allocator: cudaMallocAsync/cudaFreeAsync used by
// kernels in a stream, the default and current pool of the device, a pool of
// our own (cudaMallocFromPoolAsync, cudaDeviceSetMemPool), trim, attributes
// (reuse flags, release threshold, reserved/used current and high) and
// CUDA's errors.
#include "memory_common.h"

__global__ void fill(int *p, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = v + i;
}

static unsigned long long attr(cudaMemPool_t p, cudaMemPoolAttr a) {
  unsigned long long v = ~0ull;
  if (cudaMemPoolGetAttribute(p, a, &v) != cudaSuccess)
    return ~0ull;
  return v;
}

int main() {
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  cudaMemPool_t def, cur;
  CHECK(cudaDeviceGetDefaultMemPool(&def, 0));
  CHECK(cudaDeviceGetMemPool(&cur, 0));
  TRUE(def == cur);
  int flag = -1;
  CHECK(cudaMemPoolGetAttribute(def, cudaMemPoolReuseAllowOpportunistic, &flag));
  TRUE(flag == 1);
  TRUE(attr(def, cudaMemPoolAttrReleaseThreshold) == 0);

  const int n = 5000;
  int *a, h[n];
  CHECK(cudaMallocAsync((void **)&a, n * sizeof(int), s));
  TRUE((uintptr_t)a % 256 == 0);
  TRUE(attr(def, cudaMemPoolAttrUsedMemCurrent) >= n * sizeof(int));
  TRUE(attr(def, cudaMemPoolAttrReservedMemCurrent) >=
       attr(def, cudaMemPoolAttrUsedMemCurrent));
  fill<<<(n + 255) / 256, 256, 0, s>>>(a, n, 3);
  CHECK(cudaMemcpyAsync(h, a, sizeof h, cudaMemcpyDeviceToHost, s));
  CHECK(cudaFreeAsync(a, s));
  CHECK(cudaStreamSynchronize(s));
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += h[i] != 3 + i;
  TRUE(bad == 0);
  TRUE(attr(def, cudaMemPoolAttrUsedMemCurrent) == 0);
  TRUE(attr(def, cudaMemPoolAttrUsedMemHigh) >= n * sizeof(int));
  EXPECT(cudaErrorInvalidValue, cudaFreeAsync(a, s)); // freed already

  // a threshold keeps freed memory reserved for reuse; trimming releases it
  unsigned long long big = ~0ull;
  CHECK(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReleaseThreshold, &big));
  TRUE(attr(def, cudaMemPoolAttrReleaseThreshold) == big);
  int *b;
  CHECK(cudaMallocAsync((void **)&b, 1 << 20, s));
  CHECK(cudaFreeAsync(b, s));
  CHECK(cudaStreamSynchronize(s));
  TRUE(attr(def, cudaMemPoolAttrReservedMemCurrent) >= (1u << 20));
  TRUE(attr(def, cudaMemPoolAttrUsedMemCurrent) == 0);
  CHECK(cudaMemPoolTrimTo(def, 0));
  TRUE(attr(def, cudaMemPoolAttrReservedMemCurrent) == 0);
  unsigned long long zero = 0;
  CHECK(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReservedMemHigh, &zero));
  TRUE(attr(def, cudaMemPoolAttrReservedMemHigh) == 0);
  CHECK(cudaMemPoolSetAttribute(def, cudaMemPoolAttrReleaseThreshold, &zero));

  // a pool of our own
  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = 0;
  cudaMemPool_t mine;
  CHECK(cudaMemPoolCreate(&mine, &props));
  int *c;
  CHECK(cudaMallocFromPoolAsync((void **)&c, 1000 * sizeof(int), mine, s));
  TRUE(attr(mine, cudaMemPoolAttrUsedMemCurrent) >= 1000 * sizeof(int));
  fill<<<4, 256, 0, s>>>(c, 1000, 7);
  CHECK(cudaMemcpyAsync(h, c, 1000 * sizeof(int), cudaMemcpyDeviceToHost, s));
  CHECK(cudaFreeAsync(c, s));
  CHECK(cudaStreamSynchronize(s));
  TRUE(h[999] == 1006);
  CHECK(cudaDeviceSetMemPool(0, mine));
  CHECK(cudaDeviceGetMemPool(&cur, 0));
  TRUE(cur == mine);
  CHECK(cudaMallocAsync((void **)&c, 64, s));
  TRUE(attr(mine, cudaMemPoolAttrUsedMemCurrent) >= 64);
  CHECK(cudaFreeAsync(c, s));
  CHECK(cudaStreamSynchronize(s));
  CHECK(cudaDeviceSetMemPool(0, def));
  CHECK(cudaMemPoolDestroy(mine));

  // cudaFree of a stream-ordered allocation is allowed
  CHECK(cudaMallocAsync((void **)&c, 64, 0));
  CHECK(cudaFree(c));

  // errors
  void *p;
  unsigned long long v = 5;
  EXPECT(cudaErrorInvalidValue, cudaMallocAsync(NULL, 16, s));
  CHECK(cudaFreeAsync(NULL, s)); // success, as on an H100
  EXPECT(cudaErrorInvalidValue, cudaMemPoolDestroy(def));
  EXPECT(cudaErrorInvalidValue, cudaMemPoolSetAttribute(
                                    def, cudaMemPoolAttrReservedMemCurrent, &v));
  EXPECT(cudaErrorInvalidValue,
         cudaMemPoolSetAttribute(def, cudaMemPoolAttrUsedMemHigh, &v));
  EXPECT(cudaErrorInvalidValue, cudaMemPoolCreate(&mine, NULL));
  props.location.type = cudaMemLocationTypeInvalid;
  EXPECT(cudaErrorInvalidValue, cudaMemPoolCreate(&mine, &props));
  EXPECT(cudaErrorInvalidDevice, cudaDeviceGetDefaultMemPool(&cur, 99));
  EXPECT(cudaErrorInvalidValue, cudaDeviceGetDefaultMemPool(NULL, 0));
  EXPECT(cudaErrorInvalidValue, cudaDeviceSetMemPool(0, NULL));
  (void)p;
  CHECK(cudaStreamDestroy(s));
  FINISH();
}
