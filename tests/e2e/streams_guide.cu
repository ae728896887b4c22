// The programming guide's streams and events examples (sections 3.2.5.5.1,
// 3.2.5.5.5 and 3.2.5.6): copies from pinned memory and kernels in two
// streams, issued depth-first and breadth-first, timed with events recorded
// in stream 0. Checks the results, that the elapsed time is positive, and
// that the two streams' kernels overlapped: each block takes a ticket from
// a global counter, and the tickets of the two kernels interleave only if
// their blocks ran at the same time (cucc hands ready kernels of different
// streams to different threads; a GPU usually overlaps them too, but need
// not, so overlap is reported, and required only under cucc).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__device__ unsigned ticket;

__global__ void MyKernel(float *out, const float *in, int n,
                         unsigned *tickets) {
  if (threadIdx.x == 0)
    tickets[blockIdx.x] = atomicAdd(&ticket, 1u);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    float v = in[i];
    for (int k = 0; k < 200; k++) // some work, so that blocks take a while
      v = v * 0.999f + 0.001f;
    out[i] = 2 * in[i] + (v - v);
  }
}

static bool interleaved(const unsigned *a, const unsigned *b, int n) {
  unsigned amin = ~0u, amax = 0, bmin = ~0u, bmax = 0;
  for (int i = 0; i < n; i++) {
    amin = a[i] < amin ? a[i] : amin;
    amax = a[i] > amax ? a[i] : amax;
    bmin = b[i] < bmin ? b[i] : bmin;
    bmax = b[i] > bmax ? b[i] : bmax;
  }
  return amin < bmax && bmin < amax;
}

int main() {
  const int n = 1 << 18; // floats per stream
  const size_t size = n * sizeof(float);
  const int blocks = 100;
  cudaStream_t stream[2];
  for (int i = 0; i < 2; ++i)
    cudaStreamCreate(&stream[i]);
  float *hostPtr, *inputDevPtr, *outputDevPtr;
  unsigned *tickets;
  cudaMallocHost(&hostPtr, 2 * size);
  cudaMalloc(&inputDevPtr, 2 * size);
  cudaMalloc(&outputDevPtr, 2 * size);
  cudaMallocManaged(&tickets, 2 * blocks * sizeof(unsigned));
  int bad = 0;
  bool overlapped[2];

  for (int round = 0; round < 2; round++) {
    for (int i = 0; i < 2 * n; i++)
      hostPtr[i] = (float)(i % 1000) + round;
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaEventRecord(start, 0);
    if (round == 0) { // 3.2.5.5.1: depth-first
      for (int i = 0; i < 2; ++i) {
        cudaMemcpyAsync(inputDevPtr + i * n, hostPtr + i * n, size,
                        cudaMemcpyHostToDevice, stream[i]);
        MyKernel<<<blocks, 512, 0, stream[i]>>>(
            outputDevPtr + i * n, inputDevPtr + i * n, n, tickets + i * blocks);
        cudaMemcpyAsync(hostPtr + i * n, outputDevPtr + i * n, size,
                        cudaMemcpyDeviceToHost, stream[i]);
      }
    } else { // 3.2.5.5.5: breadth-first
      for (int i = 0; i < 2; ++i)
        cudaMemcpyAsync(inputDevPtr + i * n, hostPtr + i * n, size,
                        cudaMemcpyHostToDevice, stream[i]);
      for (int i = 0; i < 2; ++i)
        MyKernel<<<blocks, 512, 0, stream[i]>>>(
            outputDevPtr + i * n, inputDevPtr + i * n, n, tickets + i * blocks);
      for (int i = 0; i < 2; ++i)
        cudaMemcpyAsync(hostPtr + i * n, outputDevPtr + i * n, size,
                        cudaMemcpyDeviceToHost, stream[i]);
    }
    cudaEventRecord(stop, 0);
    cudaEventSynchronize(stop);
    float elapsedTime = -1;
    if (cudaEventElapsedTime(&elapsedTime, start, stop) != cudaSuccess ||
        !(elapsedTime > 0)) {
      printf("round %d: elapsed time %f\n", round, elapsedTime);
      bad++;
    }
    for (int i = 0; i < 2 * n; i++)
      if (hostPtr[i] != 2 * ((float)(i % 1000) + round)) {
        printf("round %d: hostPtr[%d] = %f\n", round, i, hostPtr[i]);
        bad++;
        break;
      }
    overlapped[round] = interleaved(tickets, tickets + blocks, blocks);
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
  }
  for (int i = 0; i < 2; ++i)
    cudaStreamDestroy(stream[i]);
  if (cudaDeviceSynchronize() != cudaSuccess)
    bad++;
  printf("kernels overlapped: depth-first %s, breadth-first %s\n",
         overlapped[0] ? "yes" : "no", overlapped[1] ? "yes" : "no");
#ifdef __CUCC__
  if (!overlapped[0] || !overlapped[1])
    bad++;
#endif
  if (bad) {
    printf("FAIL\n");
    return 1;
  }
  printf("PASS\n");
  return 0;
}
