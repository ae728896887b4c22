// (Passes with nvcc 13 on an NVIDIA H100 too, which fixed its error codes.)
// cudaPointerGetAttributes under unified addressing: device, pinned,
// registered, managed memory, device variables and ordinary host memory,
// at the start and in the middle of allocations.
#include "memory_common.h"

__device__ int dvar[64];

#define ATTR(p, want_type, want_dev, want_host)                                \
  do {                                                                         \
    cudaPointerAttributes a;                                                   \
    memset(&a, 0x55, sizeof a);                                                \
    CHECK(cudaPointerGetAttributes(&a, (p)));                                  \
    if (a.type != (want_type) || a.devicePointer != (void *)(want_dev) ||      \
        a.hostPointer != (void *)(want_host)) {                                \
      printf("FAIL line %d: %s: type %d devicePointer %p hostPointer %p\n",   \
             __LINE__, #p, (int)a.type, a.devicePointer, a.hostPointer);      \
      fails++;                                                                 \
    }                                                                          \
    if (a.type != cudaMemoryTypeUnregistered && a.device != 0) {               \
      printf("FAIL line %d: %s: device %d\n", __LINE__, #p, a.device);       \
      fails++;                                                                 \
    }                                                                          \
  } while (0)

int main() {
  char *dev, *pin, *man, *pg = (char *)malloc(4096);
  CHECK(cudaMalloc((void **)&dev, 1000));
  CHECK(cudaMallocHost((void **)&pin, 1000));
  CHECK(cudaMallocManaged((void **)&man, 1000));
  char *reg = (char *)aligned_alloc(4096, 8192);
  CHECK(cudaHostRegister(reg, 8192, 0));
  void *sym;
  CHECK(cudaGetSymbolAddress(&sym, dvar));
  int local;

  ATTR(dev, cudaMemoryTypeDevice, dev, NULL);
  ATTR(dev + 999, cudaMemoryTypeDevice, dev + 999, NULL);
  ATTR(pin, cudaMemoryTypeHost, pin, pin);
  ATTR(pin + 500, cudaMemoryTypeHost, pin + 500, pin + 500);
  ATTR(man, cudaMemoryTypeManaged, man, man);
  ATTR(man + 7, cudaMemoryTypeManaged, man + 7, man + 7);
  ATTR(reg + 5000, cudaMemoryTypeHost, reg + 5000, reg + 5000);
  ATTR(sym, cudaMemoryTypeDevice, sym, NULL);
  ATTR((char *)sym + 16, cudaMemoryTypeDevice, (char *)sym + 16, NULL);
  ATTR(pg, cudaMemoryTypeUnregistered, NULL, pg);
  ATTR(&local, cudaMemoryTypeUnregistered, NULL, &local);
  EXPECT(cudaErrorInvalidValue, cudaPointerGetAttributes(NULL, dev));

  // freed memory is ordinary memory again
  CHECK(cudaHostUnregister(reg));
  ATTR(reg, cudaMemoryTypeUnregistered, NULL, reg);
  CHECK(cudaFree(dev));
  CHECK(cudaFree(man));
  CHECK(cudaFreeHost(pin));
  free(reg);
  free(pg);
  FINISH();
}
