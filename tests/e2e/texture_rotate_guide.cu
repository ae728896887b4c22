// The programming guide's texture example (3.2.10.1.3, transformKernel):
// rotate an image read through a 2D float texture with normalized
// coordinates, wrap addressing and bilinear filtering, here with a texture
// object over a CUDA array (texture references are gone from CUDA 12). The
// result is checked against a host implementation of the guide's fetch
// formulas (appendix "Texture Fetching": weights in 1/256), and its bits are
// hashed. tests/reference/texture_rotate_guide.h100.out is its output with nvcc 13 on an
// H100 (PASS there; the hash differs from cucc's: filter arithmetic).
#include <math.h>
#include <stdio.h>
#include <string.h>

__global__ void transformKernel(float *output, cudaTextureObject_t texObj,
                                int width, int height, float theta) {
  // Calculate normalized texture coordinates
  unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
  float u = x / (float)width;
  float v = y / (float)height;
  // Transform coordinates
  u -= 0.5f;
  v -= 0.5f;
  float tu = u * cosf(theta) - v * sinf(theta) + 0.5f;
  float tv = v * cosf(theta) + u * sinf(theta) + 0.5f;
  // Read from texture and write to global memory
  output[y * width + x] = tex2D<float>(texObj, tu, tv);
}

// The guide's formulas on the host: wrap, x = frac(u) * N, bilinear with
// weights quantized to 1/256.
static float ref_fetch(const float *img, int w, int h, float u, float v) {
  float x = (u - floorf(u)) * w - 0.5f, y = (v - floorf(v)) * h - 0.5f;
  float fx = floorf(x), fy = floorf(y);
  float a = roundf((x - fx) * 256) / 256, b = roundf((y - fy) * 256) / 256;
  int i = (int)fx, j = (int)fy;
  int i0 = (i % w + w) % w, i1 = ((i + 1) % w + w) % w;
  int j0 = (j % h + h) % h, j1 = ((j + 1) % h + h) % h;
  return (1 - a) * (1 - b) * img[j0 * w + i0] + a * (1 - b) * img[j0 * w + i1] +
         (1 - a) * b * img[j1 * w + i0] + a * b * img[j1 * w + i1];
}

int main() {
  const int width = 64, height = 48;
  const float angle = 0.5f;
  static float h_data[width * height], out[width * height];
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      h_data[y * width + x] = (float)((x * 7 + y * 13) % 32) + 0.25f * (x % 3);

  // Allocate CUDA array in device memory
  cudaChannelFormatDesc channelDesc =
      cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  cudaArray_t cuArray;
  cudaMallocArray(&cuArray, &channelDesc, width, height);
  // Copy to device memory some data located at address h_data in host memory
  cudaMemcpy2DToArray(cuArray, 0, 0, h_data, width * sizeof(float),
                      width * sizeof(float), height, cudaMemcpyHostToDevice);

  // Specify texture
  struct cudaResourceDesc resDesc;
  memset(&resDesc, 0, sizeof(resDesc));
  resDesc.resType = cudaResourceTypeArray;
  resDesc.res.array.array = cuArray;
  // Specify texture object parameters
  struct cudaTextureDesc texDesc;
  memset(&texDesc, 0, sizeof(texDesc));
  texDesc.addressMode[0] = cudaAddressModeWrap;
  texDesc.addressMode[1] = cudaAddressModeWrap;
  texDesc.filterMode = cudaFilterModeLinear;
  texDesc.readMode = cudaReadModeElementType;
  texDesc.normalizedCoords = 1;
  cudaTextureObject_t texObj = 0;
  cudaCreateTextureObject(&texObj, &resDesc, &texDesc, NULL);

  float *output;
  cudaMalloc(&output, width * height * sizeof(float));
  dim3 dimBlock(16, 16);
  dim3 dimGrid((width + dimBlock.x - 1) / dimBlock.x,
               (height + dimBlock.y - 1) / dimBlock.y);
  transformKernel<<<dimGrid, dimBlock>>>(output, texObj, width, height, angle);
  cudaError_t e = cudaMemcpy(out, output, sizeof out, cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) {
    printf("FAIL: %s\n", cudaGetErrorName(e));
    return 1;
  }
  cudaDestroyTextureObject(texObj);
  cudaFreeArray(cuArray);
  cudaFree(output);

  int bad = 0;
  unsigned hash = 2166136261u;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++) {
      float u = x / (float)width - 0.5f, v = y / (float)height - 0.5f;
      float tu = u * cosf(angle) - v * sinf(angle) + 0.5f;
      float tv = v * cosf(angle) + u * sinf(angle) + 0.5f;
      float r = ref_fetch(h_data, width, height, tu, tv);
      float g = out[y * width + x];
      // a coordinate one ulp away may move a weight by 1/256
      if (!(fabsf(r - g) <= 32.f / 256 * 2)) {
        if (bad++ < 5) printf("(%d,%d): got %g, reference %g\n", x, y, g, r);
      }
      unsigned b;
      memcpy(&b, &g, 4);
      for (int k = 0; k < 4; k++) hash = (hash ^ ((b >> (8 * k)) & 255)) * 16777619u;
    }
  printf("out[0..3] %a %a %a %a\n", out[0], out[1], out[2], out[3]);
  printf("out[1000] %a out[3071] %a\n", out[1000], out[3071]);
  printf("hash %08x\n", hash);
  if (bad) {
    printf("FAIL: %d mismatches\n", bad);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
