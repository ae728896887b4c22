// cuda_fp8.h: NVIDIA's FP8 conversions, on the device and on the host. For
// each saturation mode and interpretation: a FNV-1a hash of the fp8 codes of
// all 65536 half values converted through float, through double, from the
// half itself and from the bfloat16 of the same bits; explicit results for
// edge values (overflow thresholds, ties, denormals, NaN, infinity); the
// fp8 -> half table of all 256 codes; the class conversions (__nv_fp8_e4m3
// / e5m2 from float and int, to float, int, unsigned char, signed char).
// fp8.expected: nvcc 13.0 on an H100 (device and host lines alike).
#include <cuda_fp8.h>
#include <stdio.h>
#include <string.h>

__host__ __device__ static float h2f(unsigned short h) {
  __half_raw r;
  r.x = h;
  return __half2float(__half(r));
}
__host__ __device__ static void table(unsigned long long *out) {
  int k = 0;
  for (int sat = 0; sat < 2; sat++)
    for (int in = 0; in < 2; in++) {
      __nv_saturation_t s = sat ? __NV_SATFINITE : __NV_NOSAT;
      __nv_fp8_interpretation_t it = in ? __NV_E5M2 : __NV_E4M3;
      unsigned long long hf = 1469598103934665603ull, hd = hf, hh = hf, hb = hf;
      for (unsigned u = 0; u < 65536; u++) {
        float f = h2f((unsigned short)u);
        __half_raw hr;
        hr.x = (unsigned short)u;
        __nv_bfloat16_raw br;
        br.x = (unsigned short)u;
        hf = (hf ^ __nv_cvt_float_to_fp8(f, s, it)) * 1099511628211ull;
        hd = (hd ^ __nv_cvt_double_to_fp8((double)f, s, it)) * 1099511628211ull;
        hh = (hh ^ __nv_cvt_halfraw_to_fp8(hr, s, it)) * 1099511628211ull;
        hb = (hb ^ __nv_cvt_bfloat16raw_to_fp8(br, s, it)) * 1099511628211ull;
      }
      out[k++] = hf;
      out[k++] = hd;
      out[k++] = hh;
      out[k++] = hb;
    }
}
#define NE 24
__host__ __device__ static float bits(unsigned u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}
__host__ __device__ static float edge(int i) {
  const float v[NE] = {448.0f, 464.0f, 464.5f, 480.0f, 500.0f, 57344.0f,
                       61440.0f, 61441.0f, 1e30f, bits(0x7f800000u),
                       bits(0x7fc00000u), bits(0xffc00001u),
                       0.0009765625f, 0.00097656251f, 0.001953125f, 0.0029296875f,
                       1.0f / 65536.0f / 2.0f, 1.0f / 65536.0f / 1.5f, 1.0625f,
                       1.1875f, -3.3f, 0.0f, -0.0f, 1e-45f};
  return v[i];
}
__host__ __device__ static void edges(unsigned *out) {
  for (int i = 0; i < NE; i++)
    for (int c = 0; c < 4; c++)
      out[i * 4 + c] = __nv_cvt_float_to_fp8(
          edge(i), (c & 1) ? __NV_SATFINITE : __NV_NOSAT,
          (c & 2) ? __NV_E5M2 : __NV_E4M3);
}
__host__ __device__ static void to_half(unsigned short *out) {
  for (int c = 0; c < 256; c++) {
    out[c] = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)c, __NV_E4M3).x;
    out[256 + c] = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)c, __NV_E5M2).x;
  }
}
__host__ __device__ static void classes(int *out) {
  const int iv[8] = {0, 1, 9217, 465, -100000, 300, 17, -3};
  for (int i = 0; i < 8; i++) {
    __nv_fp8_e4m3 a(iv[i]);
    __nv_fp8_e5m2 b(iv[i]);
    __nv_fp8_e4m3 c((float)iv[i] * 1.3f);
    __nv_fp8_e5m2 d((float)iv[i] * 1.3f);
    out[i * 8 + 0] = a.__x;
    out[i * 8 + 1] = b.__x;
    out[i * 8 + 2] = c.__x;
    out[i * 8 + 3] = d.__x;
    float f = (float)c;
    memcpy(&out[i * 8 + 4], &f, 4);
    out[i * 8 + 5] = (int)d;
    out[i * 8 + 6] = (unsigned char)d;
    out[i * 8 + 7] = (int)(signed char)c;
  }
}
struct probe_all {
  unsigned long long hash[16];
  unsigned edges[NE * 4];
  unsigned short half[512];
  int cls[64];
};
__host__ __device__ static void run(probe_all *a) {
  table(a->hash);
  edges(a->edges);
  to_half(a->half);
  classes(a->cls);
}
__global__ void kernel(probe_all *a) { run(a); }

static void print(const char *who, const probe_all &a) {
  printf("%s hashes", who);
  for (int k = 0; k < 16; k++)
    printf(" %016llx", a.hash[k]);
  printf("\n%s edges (nosat e4m3, sat e4m3, nosat e5m2, sat e5m2):\n", who);
  for (int i = 0; i < NE; i++)
    printf(" %02x %02x %02x %02x\n", a.edges[i * 4], a.edges[i * 4 + 1],
           a.edges[i * 4 + 2], a.edges[i * 4 + 3]);
  printf("%s to half:", who);
  for (int c = 0; c < 512; c++)
    printf("%s%04x", c % 16 ? " " : "\n ", a.half[c]);
  printf("\n%s classes:", who);
  for (int c = 0; c < 64; c++)
    printf("%s%x", c % 8 ? " " : "\n ", a.cls[c]);
  printf("\n");
}

int main() {
  probe_all *d, h, hh;
  cudaMalloc(&d, sizeof(probe_all));
  kernel<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  print("device", h);
  run(&hh);
  print("host", hh);
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
