// CUDA with MPI (tests/driver/mpi.sh): every rank fills a device buffer in a
// kernel, passes device pointers straight to MPI (as CUDA-aware MPI allows;
// cucc's device memory is host memory): a ring exchange with MPI_Sendrecv
// and an MPI_Allreduce of device buffers, then checks on the device.
#include <mpi.h>
#include <cstdio>

#define CHECK(x)                                                              \
  do {                                                                        \
    cudaError_t e_ = (x);                                                     \
    if (e_ != cudaSuccess) {                                                  \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                      \
              cudaGetErrorString(e_));                                        \
      MPI_Abort(MPI_COMM_WORLD, 1);                                           \
    }                                                                         \
  } while (0)

__global__ void fill(int *v, int n, int rank) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = rank * 1000 + i;
}

// counts the elements that are not what rank `from` sent
__global__ void check(const int *v, int n, int from, int *bad) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && v[i] != from * 1000 + i)
    atomicAdd(bad, 1);
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size, ndev = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  CHECK(cudaGetDeviceCount(&ndev));
  CHECK(cudaSetDevice(rank % ndev));
  const int n = 4096;
  int *send, *recv, *bad, *sum;
  CHECK(cudaMalloc(&send, n * sizeof(int)));
  CHECK(cudaMalloc(&recv, n * sizeof(int)));
  CHECK(cudaMalloc(&bad, sizeof(int)));
  CHECK(cudaMalloc(&sum, sizeof(int)));
  CHECK(cudaMemset(bad, 0, sizeof(int)));
  fill<<<(n + 255) / 256, 256>>>(send, n, rank);
  CHECK(cudaDeviceSynchronize()); // MPI reads the buffer: the kernel must be done
  int to = (rank + 1) % size, from = (rank + size - 1) % size;
  MPI_Sendrecv(send, n, MPI_INT, to, 0, recv, n, MPI_INT, from, 0,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  check<<<(n + 255) / 256, 256>>>(recv, n, from, bad);
  CHECK(cudaDeviceSynchronize());
  MPI_Allreduce(bad, sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  int h_sum = -1, h_first = -1;
  CHECK(cudaMemcpy(&h_sum, sum, sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&h_first, recv, sizeof(int), cudaMemcpyDeviceToHost));
  printf("rank %d of %d got %d from rank %d\n", rank, size, h_first, from);
  fflush(stdout);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0)
    printf("ranks %d mismatches %d\n", size, h_sum);
  cudaFree(send);
  cudaFree(recv);
  cudaFree(bad);
  cudaFree(sum);
  MPI_Finalize();
  return h_sum == 0 ? 0 : 1;
}
