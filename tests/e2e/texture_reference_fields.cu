// Texture references: host code may change a bound reference's fields
// (filterMode, addressMode, normalized) and the next launch uses them
// without a new bind, as CUDA did (NVIDIA's bicubicTexture sample switched
// tex.filterMode between launches). nvcc 13 no longer compiles texture
// references, so the expected values are worked out here: a 1D array of
// four float texels 10, 256, 512, 768.
#include <stdio.h>

texture<float, cudaTextureType1D, cudaReadModeElementType> tex;

__global__ void fetch(float x, float *out) { *out = tex1D(tex, x); }

static int failures;

static void expect(const char *what, float x, float want) {
  static float *d;
  if (!d) cudaMalloc(&d, sizeof(float));
  fetch<<<1, 1>>>(x, d);
  float got = -1;
  cudaError_t e = cudaMemcpy(&got, d, sizeof got, cudaMemcpyDeviceToHost);
  if (e != cudaSuccess || got != want) {
    printf("FAIL %s: tex1D(%g) = %g (%s), want %g\n", what, x, got,
           cudaGetErrorName(e), want);
    failures++;
  }
}

int main() {
  const float h[4] = {10, 256, 512, 768};
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
  cudaArray_t a;
  cudaMallocArray(&a, &f, 4);
  cudaMemcpy2DToArray(a, 0, 0, h, sizeof h, sizeof h, 1,
                      cudaMemcpyHostToDevice);
  tex.filterMode = cudaFilterModePoint;
  tex.addressMode[0] = cudaAddressModeClamp;
  tex.normalized = false;
  if (cudaBindTextureToArray(tex, a) != cudaSuccess) {
    printf("FAIL bind\n");
    return 1;
  }
  expect("point", 1.0f, 256);
  expect("clamp", -1.0f, 10);

  tex.filterMode = cudaFilterModeLinear; /* no new bind */
  expect("linear", 2.0f, 384);           /* halfway between 256 and 512 */
  tex.filterMode = cudaFilterModePoint;
  expect("point again", 2.0f, 512);

  tex.addressMode[0] = cudaAddressModeBorder;
  expect("border", -1.0f, 0);
  tex.addressMode[0] = cudaAddressModeClamp;

  tex.normalized = true;
  expect("normalized", 0.5f, 512); /* texel floor(0.5 * 4) */
  tex.addressMode[0] = cudaAddressModeWrap;
  expect("normalized wrap", 1.3f, 256); /* 0.3 * 4 = 1.2: texel 1 */

  tex.normalized = false;
  tex.addressMode[0] = cudaAddressModeClamp;
  expect("back to unnormalized", 3.5f, 768);
  /* an address mode that does not exist: the launch keeps the last good
   * settings and leaves no error behind */
  tex.addressMode[0] = (cudaTextureAddressMode)77;
  cudaGetLastError();
  expect("invalid mode ignored", 3.5f, 768);
  if (cudaGetLastError() != cudaSuccess) {
    printf("FAIL a launch left an error\n");
    failures++;
  }
  tex.addressMode[0] = cudaAddressModeClamp;
  cudaUnbindTexture(tex);
  expect("unbound", 1.0f, 0);
  printf(failures ? "FAIL\n" : "PASS\n");
  return failures != 0;
}
