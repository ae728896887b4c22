// The CUDA half of the `mixed` target (mixed_main.cpp calls it).
__global__ void square(int *v) { v[threadIdx.x] *= v[threadIdx.x]; }

int squares_sum(int n) {
  int h[256], *d, sum = 0;
  for (int i = 0; i < n; i++)
    h[i] = i;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  square<<<1, n>>>(d);
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  for (int i = 0; i < n; i++)
    sum += h[i];
  return sum;
}
