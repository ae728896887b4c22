// Texture handles as the lowering sees them (src/lower/textures.c): a
// handle that is a kernel argument is resolved once per block before any
// thread runs, so a kernel whose texture argument is garbage but never
// fetched from must still run; handles that differ between threads (an
// array of objects in device memory, a per-thread choice), texture
// references, several objects in one kernel and kernels with barriers
// (fibers) must fetch what the host wrote. Self-checking.
#include <stdio.h>

static int failures;

#define N 256

__global__ void maybe_fetch(cudaTextureObject_t t, int use, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = use ? tex1Dfetch<float>(t, i) : -1.f;
}

__global__ void three_objects(cudaTextureObject_t a, cudaTextureObject_t b,
                              cudaTextureObject_t c, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  cudaTextureObject_t t = (i & 1) ? a : b; /* differs between threads */
  out[i] = tex1Dfetch<float>(t, i) + 2 * tex2D<float>(c, i % 16 + .5f, 0.5f);
}

__global__ void from_array(const cudaTextureObject_t *objs, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = tex1Dfetch<float>(objs[i % 2], i);
}

__global__ void with_barrier(cudaTextureObject_t t, float *out) {
  __shared__ float s[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = tex1Dfetch<float>(t, i);
  __syncthreads();
  out[i] = s[63 - threadIdx.x];
}

texture<float, cudaTextureType1D, cudaReadModeElementType> ref;

__global__ void through_reference(float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = tex1Dfetch(ref, i) * 3;
}

static cudaTextureObject_t linear_tex(float *d) {
  cudaResourceDesc rd = {};
  rd.resType = cudaResourceTypeLinear;
  rd.res.linear.devPtr = d;
  rd.res.linear.desc = cudaCreateChannelDesc<float>();
  rd.res.linear.sizeInBytes = N * sizeof(float);
  cudaTextureDesc td = {};
  cudaTextureObject_t t = 0;
  if (cudaCreateTextureObject(&t, &rd, &td, NULL) != cudaSuccess) {
    printf("FAIL create\n");
    failures++;
  }
  return t;
}

static void expect(const char *what, const float *got, const float *want) {
  for (int i = 0; i < N; i++)
    if (got[i] != want[i]) {
      printf("FAIL %s: [%d] = %g, want %g\n", what, i, got[i], want[i]);
      failures++;
      return;
    }
}

int main() {
  float ha[N], hb[N], got[N], want[N];
  for (int i = 0; i < N; i++) {
    ha[i] = (float)(i * 3 % 17);
    hb[i] = (float)(100 + i);
  }
  float *da, *db, *out;
  cudaMalloc(&da, sizeof ha);
  cudaMalloc(&db, sizeof hb);
  cudaMalloc(&out, sizeof got);
  cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice);
  cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice);
  cudaTextureObject_t a = linear_tex(da);

  /* a 16 x 1 array for b's 2D fetches, and the linear b */
  cudaArray_t arr;
  cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
  cudaMallocArray(&arr, &fd, 16, 1);
  cudaMemcpy2DToArray(arr, 0, 0, hb, 16 * sizeof(float), 16 * sizeof(float),
                      1, cudaMemcpyHostToDevice);
  cudaResourceDesc rd = {};
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = arr;
  cudaTextureDesc td = {};
  cudaTextureObject_t b2 = 0;
  cudaCreateTextureObject(&b2, &rd, &td, NULL);

  /* garbage and zero handles, never fetched from */
  const cudaTextureObject_t bad[] = {0, 0xdeadbeef00ull, ~0ull};
  for (int k = 0; k < 3; k++) {
    maybe_fetch<<<N / 64, 64>>>(bad[k], 0, out);
    cudaError_t e = cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost);
    if (e != cudaSuccess) {
      printf("FAIL unused handle %d: %s\n", k, cudaGetErrorName(e));
      failures++;
    }
    for (int i = 0; i < N; i++) want[i] = -1.f;
    expect("unused handle", got, want);
  }
  maybe_fetch<<<N / 64, 64>>>(a, 1, out);
  cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost);
  expect("kernel argument", got, ha);

  cudaTextureObject_t b = linear_tex(db);
  three_objects<<<N / 64, 64>>>(a, b, b2, out);
  cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; i++)
    want[i] = ((i & 1) ? ha[i] : hb[i]) + 2 * hb[i % 16];
  expect("per-thread handle", got, want);

  cudaTextureObject_t objs[2] = {b, a}, *dobjs;
  cudaMalloc(&dobjs, sizeof objs);
  cudaMemcpy(dobjs, objs, sizeof objs, cudaMemcpyHostToDevice);
  from_array<<<N / 64, 64>>>(dobjs, out);
  cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; i++) want[i] = (i & 1) ? ha[i] : hb[i];
  expect("handles in memory", got, want);

  with_barrier<<<N / 64, 64>>>(a, out);
  cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; i++) want[i] = ha[i / 64 * 64 + 63 - i % 64];
  expect("fiber kernel", got, want);

  cudaBindTexture(NULL, ref, db, N * sizeof(float));
  through_reference<<<N / 64, 64>>>(out);
  cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; i++) want[i] = hb[i] * 3;
  expect("texture reference", got, want);
  /* rebinding between launches: the next launch sees the new binding */
  cudaBindTexture(NULL, ref, da, N * sizeof(float));
  through_reference<<<N / 64, 64>>>(out);
  cudaMemcpy(got, out, sizeof got, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; i++) want[i] = ha[i] * 3;
  expect("rebound texture reference", got, want);

  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) {
    printf("FAIL %s\n", cudaGetErrorName(e));
    failures++;
  }
  printf(failures ? "FAIL\n" : "PASS\n");
  return failures != 0;
}
