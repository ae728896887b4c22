// A 5x5 box filter over a 1024 x 1024 float image, clamped at the edges,
// two ways: reading plain global memory (clamping the indices by hand) and
// reading a texture object over a CUDA array (point sampling, clamp address
// mode, unnormalized coordinates: tex2D<float>). Both produce the same
// exact result (the same sums in the same order), which is checked. Prints
// RESULT lines for bench/run.sh, which reports texture / global.
#include "bench.h"

#define W 1024
#define H 1024
#define R 2

__global__ void box_global(float *out, const float *in) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= W || y >= H) return;
  float s = 0;
  for (int dy = -R; dy <= R; dy++) {
    int yy = min(max(y + dy, 0), H - 1);
    for (int dx = -R; dx <= R; dx++) {
      int xx = min(max(x + dx, 0), W - 1);
      s += in[yy * W + xx];
    }
  }
  out[y * W + x] = s * (1.f / 25);
}

__global__ void box_texture(float *out, cudaTextureObject_t tex) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= W || y >= H) return;
  float s = 0;
  for (int dy = -R; dy <= R; dy++)
    for (int dx = -R; dx <= R; dx++)
      s += tex2D<float>(tex, x + dx + 0.5f, y + dy + 0.5f);
  out[y * W + x] = s * (1.f / 25);
}

int main(void) {
  const int REPS = 5;
  size_t bytes = (size_t)W * H * sizeof(float);
  float *h = (float *)malloc(bytes), *r1 = (float *)malloc(bytes),
        *r2 = (float *)malloc(bytes);
  for (int i = 0; i < W * H; i++) h[i] = (float)((i * 7919) % 1000) * 0.25f;
  float *in, *out;
  cudaMalloc(&in, bytes);
  cudaMalloc(&out, bytes);
  cudaMemcpy(in, h, bytes, cudaMemcpyHostToDevice);
  cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
  cudaArray_t arr;
  cudaMallocArray(&arr, &fd, W, H);
  cudaMemcpy2DToArray(arr, 0, 0, h, W * sizeof(float), W * sizeof(float), H,
                      cudaMemcpyHostToDevice);
  cudaResourceDesc rd = {};
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = arr;
  cudaTextureDesc td = {};
  td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModePoint;
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t tex;
  if (cudaCreateTextureObject(&tex, &rd, &td, NULL) != cudaSuccess) {
    printf("cudaCreateTextureObject failed\n");
    return 1;
  }
  dim3 block(16, 16), grid(W / 16, H / 16);
  double sg[REPS], st[REPS];
  box_global<<<grid, block>>>(out, in); /* warm-up */
  box_texture<<<grid, block>>>(out, tex);
  cudaDeviceSynchronize();
  for (int r = 0; r < REPS; r++) {
    double t0 = now_ms();
    box_global<<<grid, block>>>(out, in);
    cudaDeviceSynchronize();
    double t1 = now_ms();
    box_texture<<<grid, block>>>(out, tex);
    cudaDeviceSynchronize();
    st[r] = now_ms() - t1;
    sg[r] = t1 - t0;
  }
  box_global<<<grid, block>>>(out, in);
  cudaMemcpy(r1, out, bytes, cudaMemcpyDeviceToHost);
  box_texture<<<grid, block>>>(out, tex);
  cudaMemcpy(r2, out, bytes, cudaMemcpyDeviceToHost);
  if (cudaGetLastError() != cudaSuccess) {
    printf("CUDA error\n");
    return 1;
  }
  for (int i = 0; i < W * H; i++)
    if (r1[i] != r2[i]) {
      printf("MISMATCH at %d: global %g, texture %g\n", i, r1[i], r2[i]);
      return 1;
    }
  report("texture_filter_global", sg, REPS);
  report("texture_filter_texture", st, REPS);
  cudaDestroyTextureObject(tex);
  cudaFreeArray(arr);
  cudaFree(in);
  cudaFree(out);
  free(h);
  free(r1);
  free(r2);
  return 0;
}
