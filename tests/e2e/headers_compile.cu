// Self-checking test of the public headers at run time: a kernel records the
// size and alignment of vector types as seen by device code, the results of
// make_* helpers, dim3/uint3 conversions and the built-in variables; the host
// compares them with the expected values and its own view of the layouts.
// Prints one PASS/FAIL line per check and exits non-zero on any failure.
#include <cstdio>
#include <cuda_runtime.h>

#define LAYOUTS(X)                                                             \
  X(char1, 1, 1)                                                               \
  X(char2, 2, 2)                                                               \
  X(char3, 3, 1) X(char4, 4, 4) X(uchar4, 4, 4) X(short2, 4, 4)                \
      X(short3, 6, 2) X(short4, 8, 8) X(ushort4, 8, 8) X(int1, 4, 4)           \
          X(int2, 8, 8) X(int3, 12, 4) X(int4, 16, 16) X(uint2, 8, 8)          \
              X(uint4, 16, 16) X(long2, 16, 16) X(long4, 32, 16)               \
                  X(ulong3, 24, 8) X(longlong2, 16, 16) X(longlong4, 32, 16)   \
                      X(ulonglong2, 16, 16) X(float1, 4, 4) X(float2, 8, 8)    \
                          X(float3, 12, 4) X(float4, 16, 16) X(double1, 8, 8)  \
                              X(double2, 16, 16) X(double3, 24, 8)             \
                                  X(double4, 32, 16) X(uint3, 12, 4)           \
                                      X(dim3, 12, 4)

#define COUNT(T, S, A) +1
enum { NLAYOUT = 0 LAYOUTS(COUNT) };

struct Made {
  float4 f4;
  int2 i2;
  double2 d2;
  uchar4 c4;
  longlong2 l2;
  short3 s3;
  uint3 u3;
  dim3 d3;
};

// Layouts as device code sees them: [2*i] size, [2*i+1] alignment.
__global__ void layouts(unsigned *out) {
  int i = 0;
#define STORE(T, S, A)                                                         \
  out[i++] = (unsigned)sizeof(T);                                              \
  out[i++] = (unsigned)alignof(T);
  LAYOUTS(STORE)
#undef STORE
}

__global__ void makes(Made *m) {
  m->f4 = make_float4(1.5f, -2.0f, 3.25f, 4.0f);
  m->i2 = make_int2(-7, 9);
  m->d2 = make_double2(0.5, -0.25);
  m->c4 = make_uchar4(1, 2, 3, 255);
  m->l2 = make_longlong2(-(1ll << 40), 1ll << 41);
  m->s3 = make_short3(-1, 2, -3);
  m->u3 = make_uint3(10, 20, 30);
  dim3 d(m->u3);
  uint3 back = d;
  m->d3 = dim3(back.x + 1, back.y + 1);
}

// Every thread of a 2x3x1 grid of 4x2x2 blocks records its coordinates.
__global__ void builtins(uint3 *tid, uint3 *bid, dim3 *bdim, dim3 *gdim,
                         int *warp) {
  unsigned block =
      blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned thread =
      threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned i = block * (blockDim.x * blockDim.y * blockDim.z) + thread;
  tid[i] = threadIdx;
  bid[i] = blockIdx;
  bdim[i] = blockDim;
  gdim[i] = gridDim;
  warp[i] = warpSize;
}

static int failures = 0;

static void check(bool ok, const char *what) {
  printf("%s %s\n", ok ? "PASS" : "FAIL", what);
  if (!ok)
    failures++;
}

int main() {
  unsigned *dl;
  unsigned hl[2 * NLAYOUT];
  cudaMalloc(&dl, sizeof hl);
  layouts<<<1, 1>>>(dl);
  cudaMemcpy(hl, dl, sizeof hl, cudaMemcpyDeviceToHost);
  cudaFree(dl);
  {
    int i = 0;
    char name[64];
#define CHECK(T, S, A)                                                         \
  snprintf(name, sizeof name, "layout %s", #T);                                \
  check(hl[i] == S && hl[i + 1] == A && sizeof(T) == S && alignof(T) == A,     \
        name);                                                                 \
  i += 2;
    LAYOUTS(CHECK)
#undef CHECK
  }

  Made *dm, hm;
  cudaMalloc(&dm, sizeof(Made));
  makes<<<1, 1>>>(dm);
  cudaMemcpy(&hm, dm, sizeof(Made), cudaMemcpyDeviceToHost);
  cudaFree(dm);
  check(hm.f4.x == 1.5f && hm.f4.y == -2.0f && hm.f4.z == 3.25f &&
            hm.f4.w == 4.0f,
        "make_float4");
  check(hm.i2.x == -7 && hm.i2.y == 9, "make_int2");
  check(hm.d2.x == 0.5 && hm.d2.y == -0.25, "make_double2");
  check(hm.c4.x == 1 && hm.c4.y == 2 && hm.c4.z == 3 && hm.c4.w == 255,
        "make_uchar4");
  check(hm.l2.x == -(1ll << 40) && hm.l2.y == (1ll << 41), "make_longlong2");
  check(hm.s3.x == -1 && hm.s3.y == 2 && hm.s3.z == -3, "make_short3");
  check(hm.u3.x == 10 && hm.u3.y == 20 && hm.u3.z == 30, "make_uint3");
  check(hm.d3.x == 11 && hm.d3.y == 21 && hm.d3.z == 1, "dim3 defaults");

  const dim3 grid(2, 3), block(4, 2, 2);
  const unsigned n = 2 * 3 * 4 * 2 * 2;
  uint3 *dt, *db, ht[n], hb[n];
  dim3 *dbd, *dgd, hbd[n], hgd[n];
  int *dw, hw[n];
  cudaMalloc(&dt, sizeof ht);
  cudaMalloc(&db, sizeof hb);
  cudaMalloc(&dbd, sizeof hbd);
  cudaMalloc(&dgd, sizeof hgd);
  cudaMalloc(&dw, sizeof hw);
  builtins<<<grid, block>>>(dt, db, dbd, dgd, dw);
  cudaMemcpy(ht, dt, sizeof ht, cudaMemcpyDeviceToHost);
  cudaMemcpy(hb, db, sizeof hb, cudaMemcpyDeviceToHost);
  cudaMemcpy(hbd, dbd, sizeof hbd, cudaMemcpyDeviceToHost);
  cudaMemcpy(hgd, dgd, sizeof hgd, cudaMemcpyDeviceToHost);
  cudaMemcpy(hw, dw, sizeof hw, cudaMemcpyDeviceToHost);
  cudaFree(dt);
  cudaFree(db);
  cudaFree(dbd);
  cudaFree(dgd);
  cudaFree(dw);
  bool tid_ok = true, bid_ok = true, dims_ok = true, warp_ok = true;
  for (unsigned i = 0; i < n; i++) {
    unsigned thread = i % 16, blk = i / 16;
    tid_ok &= ht[i].x == thread % 4 && ht[i].y == (thread / 4) % 2 &&
              ht[i].z == thread / 8;
    bid_ok &= hb[i].x == blk % 2 && hb[i].y == blk / 2 && hb[i].z == 0;
    dims_ok &= hbd[i].x == 4 && hbd[i].y == 2 && hbd[i].z == 2 &&
               hgd[i].x == 2 && hgd[i].y == 3 && hgd[i].z == 1;
    warp_ok &= hw[i] == 32;
  }
  check(tid_ok, "threadIdx");
  check(bid_ok, "blockIdx");
  check(dims_ok, "blockDim/gridDim");
  check(warp_ok, "warpSize");

  printf("%s: %d failure(s)\n", failures ? "FAIL" : "PASS", failures);
  return failures ? 1 : 0;
}
