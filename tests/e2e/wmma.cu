// Warp matrix functions (nvcuda::wmma, mma.h): 64x64 GEMMs, one warp per
// output tile, 4 warps per block (1D, 2D and 3D blocks), for every shape and
// type: __half m16n16k16/m32n8k16/m8n32k16 with float and __half
// accumulators (and the mixed C/D pairs), every row/col-major A/B pair,
// __nv_bfloat16, signed/unsigned char with int, tf32 m16n16k8, double
// m8n8k4, u4/s4 m8n8k32 and b1 m8n8k128 (bmma_sync XOR and AND). C is read
// and D written in both memory layouts; A fragments are scaled element-wise
// after loading and the result is alpha*D + beta*C computed element-wise on
// fragments, so an element missed or scaled twice shows. All values are
// small integers, so the results are exact; expected values come from a
// host reference. Also: num_elements as CUDA's mma.h declares them, int
// satf (saturation vs. wrap-around), __float_to_tf32, fill_fragment, an
// mma in a __noinline__ function and the CUDA guide's example.
#include <climits>
#include <cstdio>
#include <cstring>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

typedef wmma::experimental::precision::u4 u4;
typedef wmma::experimental::precision::s4 s4;
typedef wmma::experimental::precision::b1 b1;
typedef wmma::precision::tf32 tf32;

// num_elements as in CUDA 13's crt/mma.h
static_assert(wmma::fragment<wmma::matrix_a, 16, 16, 16, half,
                             wmma::row_major>::num_elements == 16, "");
static_assert(wmma::fragment<wmma::accumulator, 16, 16, 16,
                             float>::num_elements == 8, "");
static_assert(wmma::fragment<wmma::matrix_b, 32, 8, 16, signed char,
                             wmma::col_major>::num_elements == 4, "");
static_assert(wmma::fragment<wmma::matrix_a, 8, 32, 16, __nv_bfloat16,
                             wmma::col_major>::num_elements == 4, "");
static_assert(wmma::fragment<wmma::matrix_a, 16, 16, 8, tf32,
                             wmma::row_major>::num_elements == 4, "");
static_assert(wmma::fragment<wmma::accumulator, 8, 8, 4,
                             double>::num_elements == 2, "");
static_assert(wmma::fragment<wmma::matrix_a, 8, 8, 32, s4,
                             wmma::row_major>::num_elements == 8, "");
static_assert(wmma::fragment<wmma::matrix_a, 8, 8, 32, s4,
                             wmma::row_major>::num_storage_elements == 1, "");
static_assert(wmma::fragment<wmma::matrix_b, 8, 8, 128, b1,
                             wmma::col_major>::num_elements == 32, "");

// ---- element types as the test handles them ----------------------------
template <typename T> struct In; // storage, bits, host encoding, scaling
template <> struct In<half> {
  enum { bits = 16, scalable = 1 };
  static void put(void *p, size_t i, int v) { ((half *)p)[i] = __float2half((float)v); }
  __device__ static half twice(half v) { return __float2half(2.0f * __half2float(v)); }
};
template <> struct In<__nv_bfloat16> {
  enum { bits = 16, scalable = 1 };
  static void put(void *p, size_t i, int v) {
    ((__nv_bfloat16 *)p)[i] = __float2bfloat16((float)v);
  }
  __device__ static __nv_bfloat16 twice(__nv_bfloat16 v) {
    return __float2bfloat16(2.0f * __bfloat162float(v));
  }
};
template <> struct In<tf32> {
  enum { bits = 32, scalable = 1 };
  static void put(void *p, size_t i, int v) { ((float *)p)[i] = (float)v; }
  __device__ static float twice(float v) { return wmma::__float_to_tf32(2.0f * v); }
};
template <> struct In<double> {
  enum { bits = 64, scalable = 1 };
  static void put(void *p, size_t i, int v) { ((double *)p)[i] = v; }
  __device__ static double twice(double v) { return 2.0 * v; }
};
template <> struct In<signed char> {
  enum { bits = 8, scalable = 1 };
  static void put(void *p, size_t i, int v) { ((signed char *)p)[i] = (signed char)v; }
  __device__ static signed char twice(signed char v) { return (signed char)(2 * v); }
};
template <> struct In<unsigned char> {
  enum { bits = 8, scalable = 1 };
  static void put(void *p, size_t i, int v) { ((unsigned char *)p)[i] = (unsigned char)v; }
  __device__ static unsigned char twice(unsigned char v) { return (unsigned char)(2 * v); }
};
template <int B> struct Packed {
  enum { bits = B, scalable = 0 };
  static void put(void *p, size_t i, int v) {
    unsigned char *c = (unsigned char *)p;
    size_t bit = i * B;
    unsigned m = (1u << B) - 1u;
    c[bit / 8] = (unsigned char)((c[bit / 8] & ~(m << (bit % 8))) |
                                 (((unsigned)v & m) << (bit % 8)));
  }
  template <typename S> __device__ static S twice(S v) { return v; }
};
template <> struct In<u4> : Packed<4> {};
template <> struct In<s4> : Packed<4> {};
template <> struct In<b1> : Packed<1> {};

// host value generators: small integers in each type's range
static int gen(const char *t, int i, int j, int which) {
  unsigned h = (unsigned)(i * 131 + j * 71 + which * 29 + (i ^ j) * 7);
  h ^= h >> 5;
  if (!strcmp(t, "s8"))
    return (int)(h % 121) - 60;
  if (!strcmp(t, "u8"))
    return (int)(h % 121);
  if (!strcmp(t, "u4"))
    return (int)(h % 16);
  if (!strcmp(t, "s4"))
    return (int)(h % 16) - 8;
  if (!strcmp(t, "b1"))
    return (int)(h % 2);
  return (int)(h % 3) - 1; // 16-bit, tf32, double: products stay exact
}

// accumulator element <-> double
__host__ __device__ inline double tod(float v) { return v; }
__host__ __device__ inline double tod(double v) { return v; }
__host__ __device__ inline double tod(int v) { return v; }
__host__ __device__ inline double tod(half v) { return __half2float(v); }
template <typename T> __host__ __device__ inline T fromd(double v);
template <> __host__ __device__ inline float fromd<float>(double v) { return (float)v; }
template <> __host__ __device__ inline double fromd<double>(double v) { return v; }
template <> __host__ __device__ inline int fromd<int>(double v) { return (int)v; }
template <> __host__ __device__ inline half fromd<half>(double v) { return __float2half((float)v); }

// Tile-major storage of a matrix: tiles of r x c elements, each 32-byte
// aligned (as wmma requires) and stored row- or col-major with a leading
// dimension ld padded beyond the tile (a multiple of 16 bytes).
struct Lay {
  int r, c, tilesc, row, ld, stride; // in elements
  __host__ __device__ size_t tile(int ti, int tj) const {
    return ((size_t)ti * tilesc + tj) * stride;
  }
  size_t at(int i, int j) const {
    return tile(i / r, j / c) + (row ? (size_t)(i % r) * ld + j % c : (size_t)(j % c) * ld + i % r);
  }
};
static Lay lay(int r, int c, int cols, bool row, int bits) {
  int min16 = 128 / bits, ext = row ? c : r;
  Lay l;
  l.r = r;
  l.c = c;
  l.tilesc = cols / c;
  l.row = row;
  l.ld = (ext + min16 - 1) / min16 * min16 + min16;
  l.stride = (l.ld * (row ? r : c) + 2 * min16 - 1) / (2 * min16) * (2 * min16);
  return l;
}
static size_t bytes(const Lay &l, int rows, int bits) {
  return (size_t)(rows / l.r) * l.tilesc * l.stride * bits / 8;
}

__device__ const char *adv(const void *p, size_t elems, int bits) {
  return (const char *)p + elems * bits / 8;
}

// mma_sync, or bmma_sync for b1 (bop 1 XOR, 2 AND)
template <typename FD, typename FA, typename FB, typename FC>
__device__ void do_mma(FD &d, const FA &a, const FB &b, const FC &c, int) {
  wmma::mma_sync(d, a, b, c);
}
__device__ void do_mma(wmma::fragment<wmma::accumulator, 8, 8, 128, int> &d,
                       const wmma::fragment<wmma::matrix_a, 8, 8, 128, b1, wmma::row_major> &a,
                       const wmma::fragment<wmma::matrix_b, 8, 8, 128, b1, wmma::col_major> &b,
                       const wmma::fragment<wmma::accumulator, 8, 8, 128, int> &c, int bop) {
  wmma::bmma_sync(d, a, b, c, bop == 2 ? wmma::experimental::bmmaBitOpAND
                                       : wmma::experimental::bmmaBitOpXOR);
}

template <typename A, typename B> struct same { enum { value = 0 }; };
template <typename A> struct same<A, A> { enum { value = 1 }; };

const int MD = 64, ND = 64;

// D = alpha * (A * B) + beta * C over MD x ND x kd, one warp per tile of D.
template <int M, int N, int K, typename TIn, typename LA, typename LB,
          typename TC, typename TD>
__global__ void gemm(const void *A, Lay la, const void *B, Lay lb, const TD *C,
                     Lay lc, TD *D, Lay ld, int kd, int alpha, int beta,
                     int scale, int bop) {
  typedef wmma::fragment<wmma::matrix_a, M, N, K, TIn, LA> FA;
  typedef wmma::fragment<wmma::matrix_b, M, N, K, TIn, LB> FB;
  unsigned tid = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  int warp = (blockIdx.x * blockDim.x * blockDim.y * blockDim.z + tid) / 32;
  int tilesN = ND / N;
  if (warp >= (MD / M) * tilesN)
    return;
  int ti = warp / tilesN, tj = warp % tilesN;
  FA a;
  FB b;
  wmma::fragment<wmma::accumulator, M, N, K, TC> acc;
  wmma::fragment<wmma::accumulator, M, N, K, TD> d;
  wmma::fill_fragment(acc, 0);
  for (int k0 = 0; k0 < kd; k0 += K) {
    wmma::load_matrix_sync(a, (const typename FA::storage_element_type *)adv(A, la.tile(ti, k0 / K), In<TIn>::bits), la.ld);
    wmma::load_matrix_sync(b, (const typename FB::storage_element_type *)adv(B, lb.tile(k0 / K, tj), In<TIn>::bits), lb.ld);
    if (scale)
      for (int i = 0; i < a.num_elements; i++)
        a.x[i] = In<TIn>::twice(a.x[i]);
    if (k0 + K < kd)
      do_mma(acc, a, b, acc, bop);
    else
      do_mma(d, a, b, acc, bop);
  }
  wmma::fragment<wmma::accumulator, M, N, K, TD> c;
  wmma::load_matrix_sync(c, C + lc.tile(ti, tj), lc.ld, lc.row ? wmma::mem_row_major : wmma::mem_col_major);
  for (int i = 0; i < c.num_elements; i++)
    c.x[i] = fromd<TD>(alpha * tod(d.x[i]) + beta * tod(c.x[i]));
  wmma::store_matrix_sync(D + ld.tile(ti, tj), c, ld.ld, ld.row ? wmma::mem_row_major : wmma::mem_col_major);
}

static int failures = 0, checks = 0;

template <int M, int N, int K, typename TIn, typename LA, typename LB,
          typename TC, typename TD>
static void run(const char *name, const char *ty, dim3 block, bool crow,
                bool drow, int bop = 0) {
  const int kd = K > 64 ? K : 64, bits = In<TIn>::bits, tbits = 8 * sizeof(TD);
  const int scale = In<TIn>::scalable, alpha = 3, beta = -2;
  Lay la = lay(M, K, kd, same<LA, wmma::row_major>::value, bits);
  Lay lb = lay(K, N, ND, same<LB, wmma::row_major>::value, bits);
  Lay lc = lay(M, N, ND, crow, tbits), ld = lay(M, N, ND, drow, tbits);
  size_t abytes = bytes(la, MD, bits), bbytes = bytes(lb, kd, bits);
  size_t cbytes = bytes(lc, MD, tbits), dbytes = bytes(ld, MD, tbits);
  char *ha = new char[abytes](), *hb = new char[bbytes]();
  TD *hc = new TD[cbytes / sizeof(TD)], *hd = new TD[dbytes / sizeof(TD)];
  for (int i = 0; i < MD; i++)
    for (int k = 0; k < kd; k++)
      In<TIn>::put(ha, la.at(i, k), gen(ty, i, k, 0));
  for (int k = 0; k < kd; k++)
    for (int j = 0; j < ND; j++)
      In<TIn>::put(hb, lb.at(k, j), gen(ty, k, j, 1));
  for (int i = 0; i < MD; i++)
    for (int j = 0; j < ND; j++)
      hc[lc.at(i, j)] = fromd<TD>((double)(gen("", i, j, 2) * 4 + gen("", j, i, 3)));
  void *da, *db;
  TD *dc, *dd;
  cudaMalloc(&da, abytes);
  cudaMalloc(&db, bbytes);
  cudaMalloc(&dc, cbytes);
  cudaMalloc(&dd, dbytes);
  cudaMemcpy(da, ha, abytes, cudaMemcpyHostToDevice);
  cudaMemcpy(db, hb, bbytes, cudaMemcpyHostToDevice);
  cudaMemcpy(dc, hc, cbytes, cudaMemcpyHostToDevice);
  cudaMemset(dd, 0x7f, dbytes); // garbage where nothing is stored
  int threads = block.x * block.y * block.z, tiles = (MD / M) * (ND / N);
  int blocks = (tiles * 32 + threads - 1) / threads;
  gemm<M, N, K, TIn, LA, LB, TC, TD><<<blocks, block>>>(
      da, la, db, lb, dc, lc, dd, ld, kd, alpha, beta, scale, bop);
  cudaError_t err = cudaDeviceSynchronize();
  cudaMemcpy(hd, dd, dbytes, cudaMemcpyDeviceToHost);
  int bad = 0;
  double first_got = 0, first_want = 0;
  int fi = -1, fj = -1;
  for (int i = 0; i < MD; i++)
    for (int j = 0; j < ND; j++) {
      long long s = 0;
      for (int k = 0; k < kd; k++) {
        long long x = gen(ty, i, k, 0), y = gen(ty, k, j, 1);
        s += bop == 1 ? (x ^ y) : x * y * (scale ? 2 : 1);
      }
      double c = tod(hc[lc.at(i, j)]);
      double want = tod(fromd<TD>(alpha * (double)s + beta * c));
      double got = tod(hd[ld.at(i, j)]);
      if (got != want && bad++ == 0) {
        first_got = got;
        first_want = want;
        fi = i;
        fj = j;
      }
    }
  checks++;
  if (bad || err != cudaSuccess) {
    failures++;
    printf("FAIL %s: %d mismatches (%s), first D[%d][%d] = %g, want %g\n", name,
           bad, cudaGetErrorString(err), fi, fj, first_got, first_want);
  }
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  cudaFree(dd);
  delete[] ha;
  delete[] hb;
  delete[] hc;
  delete[] hd;
}

// The four A/B layout pairs of one shape and type.
template <int M, int N, int K, typename TIn, typename TC, typename TD>
static void layouts(const char *name, const char *ty) {
  typedef wmma::row_major R;
  typedef wmma::col_major C;
  char buf[128];
  snprintf(buf, sizeof buf, "%s row*col", name);
  run<M, N, K, TIn, R, C, TC, TD>(buf, ty, dim3(128), true, true);
  snprintf(buf, sizeof buf, "%s row*row", name);
  run<M, N, K, TIn, R, R, TC, TD>(buf, ty, dim3(64, 2), false, true);
  snprintf(buf, sizeof buf, "%s col*col", name);
  run<M, N, K, TIn, C, C, TC, TD>(buf, ty, dim3(32, 2, 2), true, false);
  snprintf(buf, sizeof buf, "%s col*row", name);
  run<M, N, K, TIn, C, R, TC, TD>(buf, ty, dim3(128), false, false);
}

// Saturation of integer accumulators: C near INT_MAX/INT_MIN plus products.
__global__ void satf_kernel(int *out) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::col_major> b, nb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, int> hi, lo, d;
  wmma::fill_fragment(a, 10);
  wmma::fill_fragment(b, 10);
  wmma::fill_fragment(nb, -10);
  wmma::fill_fragment(hi, INT_MAX - 100);
  wmma::fill_fragment(lo, INT_MIN + 100);
  wmma::mma_sync(d, a, b, hi, true); // 1600 more: saturates
  wmma::store_matrix_sync(out, d, 16, wmma::mem_row_major);
  wmma::mma_sync(d, a, nb, lo, true);
  wmma::store_matrix_sync(out + 256, d, 16, wmma::mem_row_major);
  wmma::mma_sync(d, a, b, hi); // wraps
  wmma::store_matrix_sync(out + 512, d, 16, wmma::mem_row_major);
  wmma::mma_sync(d, a, nb, lo, false);
  wmma::store_matrix_sync(out + 768, d, 16, wmma::mem_row_major);
}

// __float_to_tf32: round to nearest, ties away from zero, 10 mantissa bits.
__global__ void tf32_kernel(const float *in, float *out, int n) {
  for (int i = 0; i < n; i++)
    out[i] = wmma::__float_to_tf32(in[i]);
}

// An mma inside a function that is not inlined; D is stored col-major.
__device__ __noinline__ void tile_mma(
    wmma::fragment<wmma::accumulator, 32, 8, 16, float> &d,
    const wmma::fragment<wmma::matrix_a, 32, 8, 16, half, wmma::row_major> &a,
    const wmma::fragment<wmma::matrix_b, 32, 8, 16, half, wmma::row_major> &b) {
  wmma::mma_sync(d, a, b, d);
}
__global__ void noinline_kernel(const half *a, const half *b, float *d) {
  wmma::fragment<wmma::matrix_a, 32, 8, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 32, 8, 16, half, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 32, 8, 16, float> fd;
  wmma::fill_fragment(fd, 1.0f);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 8);
  tile_mma(fd, fa, fb);
  tile_mma(fd, fa, fb);
  wmma::store_matrix_sync(d, fd, 32, wmma::mem_col_major);
}

#if defined(__CUCC_CUDA_MODE__)
// cucc keeps CUDA 11's satf argument of the floating-point forms: a __half
// accumulator that overflows clamps to 65504 instead of becoming inf.
__global__ void satf_half_kernel(float *out) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, half> c, d;
  wmma::fill_fragment(a, 100.0f);
  wmma::fill_fragment(b, 100.0f);
  wmma::fill_fragment(c, 0.0f);
  wmma::mma_sync(d, a, b, c, true);
  out[threadIdx.x] = __half2float(d.x[0]);
  wmma::mma_sync(d, a, b, c);
  out[32 + threadIdx.x] = __half2float(d.x[0]);
}
#endif

// The CUDA programming guide's example (checked on a GPU: c[1][2] = 30).
__global__ void wmma_ker(half *a, half *b, float *c) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::col_major> a_frag;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b_frag;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> c_frag;
  wmma::fill_fragment(c_frag, 0.0f);
  wmma::load_matrix_sync(a_frag, a, 16);
  wmma::load_matrix_sync(b_frag, b, 16);
  wmma::mma_sync(c_frag, a_frag, b_frag, c_frag);
  wmma::store_matrix_sync(c, c_frag, 16, wmma::mem_row_major);
}

static void check(const char *what, bool ok) {
  checks++;
  if (!ok) {
    failures++;
    printf("FAIL %s\n", what);
  }
}

int main() {
  // 16-bit floating point: every shape, every layout pair, both accumulators
  layouts<16, 16, 16, half, float, float>("m16n16k16 f16->f32", "f16");
  layouts<16, 16, 16, half, half, half>("m16n16k16 f16->f16", "f16");
  layouts<32, 8, 16, half, float, float>("m32n8k16 f16->f32", "f16");
  layouts<32, 8, 16, half, half, half>("m32n8k16 f16->f16", "f16");
  layouts<8, 32, 16, half, float, float>("m8n32k16 f16->f32", "f16");
  layouts<8, 32, 16, half, half, half>("m8n32k16 f16->f16", "f16");
  // mixed accumulators: C float, D half and the reverse
  run<16, 16, 16, half, wmma::row_major, wmma::col_major, float, half>(
      "m16n16k16 C f32 D f16", "f16", dim3(128), true, true);
  run<32, 8, 16, half, wmma::col_major, wmma::row_major, half, float>(
      "m32n8k16 C f16 D f32", "f16", dim3(64, 2), false, true);
  run<8, 32, 16, half, wmma::row_major, wmma::row_major, float, half>(
      "m8n32k16 C f32 D f16", "f16", dim3(128), true, false);
  // bfloat16
  layouts<16, 16, 16, __nv_bfloat16, float, float>("m16n16k16 bf16", "bf16");
  layouts<32, 8, 16, __nv_bfloat16, float, float>("m32n8k16 bf16", "bf16");
  layouts<8, 32, 16, __nv_bfloat16, float, float>("m8n32k16 bf16", "bf16");
  // 8-bit integers
  layouts<16, 16, 16, signed char, int, int>("m16n16k16 s8", "s8");
  layouts<32, 8, 16, signed char, int, int>("m32n8k16 s8", "s8");
  layouts<8, 32, 16, signed char, int, int>("m8n32k16 s8", "s8");
  layouts<16, 16, 16, unsigned char, int, int>("m16n16k16 u8", "u8");
  layouts<32, 8, 16, unsigned char, int, int>("m32n8k16 u8", "u8");
  layouts<8, 32, 16, unsigned char, int, int>("m8n32k16 u8", "u8");
  // tf32 and double
  layouts<16, 16, 8, tf32, float, float>("m16n16k8 tf32", "tf32");
  layouts<8, 8, 4, double, double, double>("m8n8k4 f64", "f64");
  // sub-byte (A row-major, B col-major only)
  run<8, 8, 32, u4, wmma::row_major, wmma::col_major, int, int>(
      "m8n8k32 u4", "u4", dim3(128), true, true);
  run<8, 8, 32, s4, wmma::row_major, wmma::col_major, int, int>(
      "m8n8k32 s4", "s4", dim3(64, 2), false, true);
  run<8, 8, 128, b1, wmma::row_major, wmma::col_major, int, int>(
      "m8n8k128 b1 xor", "b1", dim3(128), true, false, 1);
  run<8, 8, 128, b1, wmma::row_major, wmma::col_major, int, int>(
      "m8n8k128 b1 and", "b1", dim3(32, 2, 2), true, true, 2);

  {
    int *d, h[1024];
    cudaMalloc(&d, sizeof h);
    satf_kernel<<<1, 32>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int i = 0; i < 256; i++)
      ok = ok && h[i] == INT_MAX && h[256 + i] == INT_MIN &&
           h[512 + i] == (int)((unsigned)INT_MAX - 100u + 1600u) &&
           h[768 + i] == (int)((unsigned)INT_MIN + 100u - 1600u);
    check("int satf", ok);
    cudaFree(d);
  }
  {
    // 1+2^-12 -> 1; 1+3*2^-12 -> 1+2^-10; the tie 1+2^-11 -> 1+2^-10 (away
    // from zero), negated likewise; 3 and inf unchanged
    float in[8] = {1.0f + 0x1p-12f, 1.0f + 0x3p-12f, 1.0f + 0x1p-11f,
                   -(1.0f + 0x1p-11f), -(1.0f + 0x1p-12f), 3.0f,
                   __builtin_inff(), 0x1.0038p-3f};
    float want[8] = {1.0f, 1.0f + 0x1p-10f, 1.0f + 0x1p-10f, -(1.0f + 0x1p-10f),
                     -1.0f, 3.0f, __builtin_inff(), 0x1.004p-3f};
    float *d, h[16];
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, in, sizeof in, cudaMemcpyHostToDevice);
    tf32_kernel<<<1, 1>>>(d, d + 8, 8);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    check("__float_to_tf32", !memcmp(h + 8, want, sizeof want));
    cudaFree(d);
  }
  {
    // D (32x8) = 1 + 2 * A * B, A 32x16 row-major, B 16x8 row-major
    half ha[512], hb[128];
    float hd[256];
    for (int i = 0; i < 512; i++)
      ha[i] = __float2half((float)(i % 5 - 2));
    for (int i = 0; i < 128; i++)
      hb[i] = __float2half((float)(i % 3 - 1));
    half *a, *b;
    float *d;
    cudaMalloc(&a, sizeof ha);
    cudaMalloc(&b, sizeof hb);
    cudaMalloc(&d, sizeof hd);
    cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice);
    cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice);
    noinline_kernel<<<1, 32>>>(a, b, d);
    cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int i = 0; i < 32; i++)
      for (int j = 0; j < 8; j++) {
        float s = 1;
        for (int k = 0; k < 16; k++)
          s += 2 * (float)(((i * 16 + k) % 5 - 2) * ((k * 8 + j) % 3 - 1));
        ok = ok && hd[j * 32 + i] == s;
      }
    check("mma in a __noinline__ function", ok);
    cudaFree(a);
    cudaFree(b);
    cudaFree(d);
  }
#if defined(__CUCC_CUDA_MODE__)
  {
    float *d, h[64];
    cudaMalloc(&d, sizeof h);
    satf_half_kernel<<<1, 32>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    bool ok = true;
    for (int i = 0; i < 32; i++)
      ok = ok && h[i] == 65504.0f && h[32 + i] == __builtin_inff();
    check("half satf", ok);
    cudaFree(d);
  }
#endif
  {
    half ha[256], hb[256];
    float hc[256];
    for (int i = 0; i < 16; ++i)
      for (int k = 0; k < 16; ++k)
        ha[k * 16 + i] = __float2half((float)((i + k) % 3));
    for (int k = 0; k < 16; ++k)
      for (int j = 0; j < 16; ++j)
        hb[k * 16 + j] = __float2half((float)((k * j) % 5));
    half *a, *b;
    float *c;
    cudaMalloc(&a, sizeof ha);
    cudaMalloc(&b, sizeof hb);
    cudaMalloc(&c, sizeof hc);
    cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice);
    cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice);
    wmma_ker<<<1, 32>>>(a, b, c);
    cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < 16; ++i)
      for (int j = 0; j < 16; ++j) {
        float ref = 0;
        for (int k = 0; k < 16; ++k)
          ref += (float)((i + k) % 3) * (float)((k * j) % 5);
        if (hc[i * 16 + j] != ref)
          ++bad;
      }
    check("guide example", bad == 0 && hc[1 * 16 + 2] == 30 && hc[15 * 16 + 15] == 0);
  }
  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess) {
    failures++;
    printf("FAIL last error %s\n", cudaGetErrorString(err));
  }
  printf("%d checks, %d failed\n%s\n", checks, failures, failures ? "FAIL" : "PASS");
  return failures != 0;
}
