// Helpers of the memory_*.cu tests: CHECK stops at the first unexpected
// error, EXPECT compares an error code with the one CUDA gives.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <cuda_runtime.h>

static int fails = 0;
#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #call,                 \
             cudaGetErrorName(err_));                                          \
      return 1;                                                                \
    }                                                                          \
  } while (0)
#define EXPECT(want, call)                                                     \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    cudaGetLastError();                                                        \
    if (err_ != (want)) {                                                      \
      printf("FAIL %s:%d %s: %s, expected %s\n", __FILE__, __LINE__, #call,    \
             cudaGetErrorName(err_), cudaGetErrorName(want));                  \
      fails++;                                                                 \
    }                                                                          \
  } while (0)
#define TRUE(cond)                                                             \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAIL %s:%d %s\n", __FILE__, __LINE__, #cond);                    \
      fails++;                                                                 \
    }                                                                          \
  } while (0)
#define FINISH()                                                               \
  do {                                                                         \
    if (fails)                                                                 \
      return 1;                                                                \
    printf("PASS\n");                                                          \
    return 0;                                                                  \
  } while (0)
