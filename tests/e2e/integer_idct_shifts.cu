// An 8-point fixed-point inverse DCT on packed 16-bit pairs, one row per
// thread, in the style of JPEG decoders and NVIDIA's dct8x8 sample (rows
// staged in shared memory between barriers, the pairs read through a union
// whose struct is 8-byte aligned). LLVM 19's SLP vectorizer packs the row's
// `(x + 4096) >> 13` and `x << 2` lanes into vector shifts whose unused
// lanes have out-of-range amounts; on AVX2 and AVX-512 targets the X86 back
// end then blends two such vectors with an OR, trusting those lanes to be
// zero, while vpsravd fills them with the sign: 15320 of the 16384 words
// came out wrong before src/lower/shift_amounts.c. tests/driver/isa.sh
// builds this test for every ISA level. The host recomputes every row with
// the same formulas and the device's words must match it bit for bit; the
// .expected lines are that host result (equal to a baseline x86-64 build's).
#include <cstdio>
#include <cstdint>

#define C4 23170 /* cos(pi/4) * 2^15 */
#define S8 12540 /* sin(pi/8) * 2^15 */
#define C8 30274 /* cos(pi/8) * 2^15 */
#define C16_1 8035
#define S16_1 1598
#define C16_5 4551
#define S16_5 6811

__host__ __device__ inline short round16(int x) { return (short)((x + 0x8000) >> 16); }
__host__ __device__ inline int round13(int x) { return (x + 0x1000) >> 13; }

union Packed { /* two 16-bit values in one word, low half first; the
                  alignment makes the union 8 bytes, as in the sample */
  struct alignas(8) {
    short lo, hi;
  } s;
  unsigned u;
};

__host__ __device__ void idct_row(unsigned *v) {
  Packed p0, p1, p2, p3;
  p0.u = v[0];
  p1.u = v[1];
  p2.u = v[2];
  p3.u = v[3];
  int x0 = p0.s.lo, x1 = p0.s.hi, x2 = p1.s.lo, x3 = p1.s.hi;
  int x4 = p2.s.lo, x5 = p2.s.hi, x6 = p3.s.lo, x7 = p3.s.hi;

  int e0 = (x0 + x4) * C4, e1 = (x0 - x4) * C4;
  int e2 = x2 * S8 - x6 * C8, e3 = x6 * S8 + x2 * C8;
  int f0 = e0 + e3, f1 = e1 + e2, f2 = e1 - e2, f3 = e0 - e3;

  int g0 = round13((x3 + x5) * C4), g1 = round13((x3 - x5) * C4);
  x1 <<= 2;
  x7 <<= 2;
  int h0 = x1 + g0, h1 = x7 + g1, h2 = x1 - g0, h3 = x7 - g1;
  int o0 = h0 * C16_1 + h1 * S16_1, o1 = h0 * S16_1 - h1 * C16_1;
  int o2 = h2 * C16_5 + h3 * S16_5, o3 = h2 * S16_5 - h3 * C16_5;

  p0.s.lo = round16(f0 + o0);
  p0.s.hi = round16(f1 + o3);
  p1.s.lo = round16(f2 + o2);
  p1.s.hi = round16(f3 + o1);
  p2.s.lo = round16(f3 - o1);
  p2.s.hi = round16(f2 - o2);
  p3.s.lo = round16(f1 - o3);
  p3.s.hi = round16(f0 - o0);
  v[0] = p0.u;
  v[1] = p1.u;
  v[2] = p2.u;
  v[3] = p3.u;
}

// 64 rows per block of 8x8 threads, staged in shared memory (stride 17).
__global__ void idct_rows(unsigned *rows) {
  __shared__ unsigned tile[64 * 17];
  unsigned *src = rows + 4 * 64 * blockIdx.x;
  int r = threadIdx.y * 8 + threadIdx.x;
  for (int k = 0; k < 4; k++)
    tile[r * 17 + k] = src[4 * r + k];
  __syncthreads();
  idct_row(tile + r * 17);
  __syncthreads();
  for (int k = 0; k < 4; k++)
    src[4 * r + k] = tile[r * 17 + k];
}

int main() {
  const int n = 4096;
  static unsigned in[4 * n], want[4 * n], got[4 * n];
  uint32_t s = 12345;
  for (int i = 0; i < 4 * n; i++) {
    unsigned w = 0;
    for (int h = 0; h < 2; h++) { /* coefficients in [-1024, 1023] */
      s = s * 1664525u + 1013904223u;
      w |= (unsigned)(unsigned short)(short)((int)(s >> 21) - 1024) << (16 * h);
    }
    in[i] = want[i] = w;
  }
  for (int i = 0; i < n; i++)
    idct_row(want + 4 * i);
  unsigned *d;
  cudaMalloc(&d, sizeof in);
  cudaMemcpy(d, in, sizeof in, cudaMemcpyHostToDevice);
  idct_rows<<<n / 64, dim3(8, 8)>>>(d);
  cudaMemcpy(got, d, sizeof got, cudaMemcpyDeviceToHost);
  cudaFree(d);
  int bad = 0;
  unsigned sum = 0;
  for (int i = 0; i < 4 * n; i++) {
    bad += got[i] != want[i];
    sum = sum * 31u + got[i];
  }
  printf("rows %d, words differing from the host: %d\n", n, bad);
  printf("checksum %08x\n", sum);
  for (int i = 0; i < 4; i++)
    printf("row %d: %08x %08x %08x %08x\n", i, got[4 * i], got[4 * i + 1],
           got[4 * i + 2], got[4 * i + 3]);
  return bad != 0;
}
