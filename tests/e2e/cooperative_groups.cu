// Cooperative groups inside a block (<cooperative_groups.h>,
// <cooperative_groups/reduce.h>, <cooperative_groups/scan.h>):
//  - members: thread_block (every member, through thread_group& too),
//    this_thread(), this_grid() ranks/sizes/indices, coalesced_threads()
//    in converged code, tiled_partition<N> for N = 1..32 (rank, size, meta_group_rank/size,
//    shfl/shfl_up/shfl_down/shfl_xor of 4-, 8- and 12-byte types, any, all,
//    ballot, match_any, match_all, sync, conversion to thread_block_tile<N>
//    and thread_group), the dynamic tiled_partition(block, N), nested tiles
//    (static of static, dynamic of static/dynamic/coalesced), the free
//    functions and the Guide's sum(const thread_group&) composition;
//  - collectives: cg::reduce with plus/less/greater/bit_and/bit_or/bit_xor
//    and lambdas (order-dependent ones too, which pin down CUDA's algorithm)
//    on int/unsigned/float, inclusive_scan/exclusive_scan with and without
//    an op, on every tile size, on a coalesced group, on labeled_partition
//    and binary_partition groups;
//  - coalesced_threads() inside the two sides of a divergent branch, with
//    the group's collectives, in nested branches and after a branch (the
//    warp reconverges), and the Guide's warp-aggregated atomicAdd;
//  - the cuda-samples style block reduction (thread_block + tiled_partition
//    <32> + cg::reduce, and the shfl_down loop) on int and float.
// Blocks of 128x1, 16x8 (warps follow the linear thread id), 48 (a partial
// last warp) and 8x3x2 (3D, partial). Each kernel's per-thread results are
// compared with a model computed here (CPU reference); per group of fields a
// hash is printed. `cooperative_groups dump` prints every value instead.
// Expected output recorded with nvcc 13 -arch=sm_90 on an NVIDIA H200 (the
// device machine had no H100 free; same sm_90 architecture), 3 identical
// runs (tests/e2e/cooperative_groups.expected); the `dump` output was
// identical too.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace cg = cooperative_groups;

#define GRID 2
#define NF 164  // fields per thread, members kernel
#define NC 304  // fields per thread, collectives kernel
#define ND 32   // fields per thread, divergent kernel

static bool g_dump = false;
static int g_fail = 0;

static unsigned fnv(const unsigned *v, size_t n, size_t stride) {
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++) {
    unsigned x = v[i * stride];
    for (int b = 0; b < 4; b++) {
      h ^= (x >> (8 * b)) & 0xff;
      h *= 16777619u;
    }
  }
  return h;
}

__host__ __device__ static unsigned vof(unsigned t) { return t * 7 + 3; }
__host__ __device__ static int vint(unsigned t) { return (int)((t * 37u) % 101u) - 50; }
__host__ __device__ static unsigned vuns(unsigned t) { return t * 2654435761u; }
// a division and a subtraction: nothing to contract into an FMA, so host
// and device compute the same bits
__host__ __device__ static float vflt(unsigned t) {
  return 1.0f / (float)((t * 13u) % 17u + 3u) - 0.15f;
}
__host__ __device__ static unsigned fbits(float f) {
  unsigned u;
  memcpy(&u, &f, 4);
  return u;
}
__device__ static unsigned pack3(dim3 d) { return d.x | d.y << 8 | d.z << 16; }

struct S12 {
  unsigned a, b, c;
};

// ---------------------------------------------------------------- members

// The Guide's composition example (C.2.5.3): every thread of g calls it.
__device__ int gsum(const cg::thread_group &g, int *x, int val) {
  int lane = g.thread_rank();
  for (int i = g.size() / 2; i > 0; i /= 2) {
    x[lane] = val;
    g.sync();
    if (lane < i)
      val += x[lane + i];
    g.sync();
  }
  return val;
}

template <unsigned N> __device__ void tile_fields(unsigned *o, unsigned *sm) {
  cg::thread_block block = cg::this_thread_block();
  auto t = cg::tiled_partition<N>(block);
  unsigned tid = block.thread_rank(), v = vof(tid), r = t.thread_rank();
  o[0] = r;
  o[1] = t.size() * 100 + t.num_threads();
  o[2] = t.meta_group_rank() * 1000 + t.meta_group_size();
  o[3] = t.shfl(v, (r * 3 + 1) % N);
  o[4] = t.shfl_up(v, 1);
  o[5] = t.shfl_down(v, N > 1 ? N / 2 : 1);
  o[6] = t.shfl_xor(v, N - 1);
  o[7] = t.ballot(tid % 3 == 0);
  o[8] = t.any(tid % 5 == 1) * 2 + t.all(tid < 40);
  o[9] = t.match_any(tid / 3);
  int pred = 7;
  o[10] = t.match_all(tid / 8, pred);
  o[11] = pred;
  sm[tid] = v;
  t.sync();
  o[12] = sm[(tid & ~(N - 1)) + (r + 1) % N];
  t.sync();
  cg::thread_block_tile<N> tv = t;
  o[13] = tv.thread_rank() | tv.meta_group_rank() << 8 | tv.meta_group_size() << 16;
  cg::thread_group tg = t;
  o[14] = (unsigned)tg.thread_rank() | (unsigned)tg.size() << 8 | tg.get_type() << 16;
  cg::thread_group d = cg::tiled_partition(block, N);
  unsigned dr = d.thread_rank(), ds = d.size();
  o[15] = dr | ds << 8 | d.get_type() << 16;
  sm[tid] = v + 1;
  d.sync();
  o[16] = sm[tid - dr + (dr + 1) % ds];
  d.sync();
  S12 s = {v, v * 3, tid};
  S12 q = t.shfl(s, (r + 2) % N);
  o[17] = q.a ^ (q.b << 1) ^ (q.c << 20);
  long long L = (long long)tid << 33 | tid;
  long long lq = t.shfl_xor(L, N > 1 ? 1 : 0);
  o[18] = (unsigned)(lq >> 33) * 1000 + (unsigned)(lq & 0xffff);
  o[19] = cg::thread_rank(t) * 100 + cg::group_size(t);
}

__global__ void members(unsigned *out) {
  __shared__ unsigned sm[1024];
  __shared__ int xs[1024];
  cg::thread_block block = cg::this_thread_block();
  unsigned n = block.size(), tid = block.thread_rank(), v = vof(tid);
  for (unsigned i = tid; i < 1024; i += n) {
    sm[i] = 0;
    xs[i] = 0;
  }
  block.sync();
  unsigned *o = out + ((size_t)blockIdx.x * n + tid) * NF;
  o[0] = tid;
  o[1] = block.size();
  o[2] = block.num_threads();
  dim3 gi = block.group_index();
  o[3] = gi.x + 100 * gi.y + 10000 * gi.z;
  o[4] = pack3(block.thread_index());
  o[5] = pack3(block.dim_threads());
  o[6] = pack3(block.group_dim());
  const cg::thread_group &g = block;
  o[7] = (unsigned)g.size();
  o[8] = (unsigned)g.thread_rank();
  o[9] = g.get_type();
  o[10] = cg::thread_rank(block);
  o[11] = cg::group_size(block);
  sm[tid] = v;
  block.sync();
  o[12] = sm[(tid + 5) % n];
  cg::sync(block);
  auto me = cg::this_thread();
  o[13] = me.thread_rank() * 1000 + me.size() * 100 + me.meta_group_rank() * 10 +
          me.meta_group_size();
  cg::grid_group grid = cg::this_grid();
  o[14] = (unsigned)grid.thread_rank();
  o[15] = (unsigned)grid.size();
  o[16] = pack3(grid.block_index());
  o[17] = (unsigned)grid.block_rank() * 100 + (unsigned)grid.num_blocks();
  o[18] = pack3(grid.thread_index());
  o[19] = pack3(grid.dim_threads());
  __syncwarp();
  cg::coalesced_group c = cg::coalesced_threads();
  o[20] = c.size();
  o[21] = c.thread_rank();
  o[22] = c.meta_group_rank() * 10 + c.meta_group_size();
  o[23] = c.shfl(v, 0);
  o[24] = c.shfl(v, c.size() - 1);
  o[25] = c.ballot(tid % 3 == 0);
  sm[tid] = v + 9;
  block.barrier_wait(block.barrier_arrive());
  o[26] = sm[n - 1 - tid];
  block.sync();
  o[27] = c.any(tid == 40) * 2 + c.all(tid < 1000);
  o[28] = c.match_any(tid / 5);
  o[29] = c.shfl_up(v, 2);
  o[30] = c.shfl_down(v, 3);
  o[31] = cg::thread_rank(c) * 100 + cg::group_size(c);
  tile_fields<1>(o + 32, sm);
  tile_fields<2>(o + 52, sm);
  tile_fields<4>(o + 72, sm);
  tile_fields<8>(o + 92, sm);
  tile_fields<16>(o + 112, sm);
  tile_fields<32>(o + 132, sm);
  auto t16 = cg::tiled_partition<16>(block);
  auto t4 = cg::tiled_partition<4>(t16);
  o[152] = t4.thread_rank() | t4.meta_group_rank() << 8 | t4.meta_group_size() << 16;
  o[153] = t4.shfl(v, 3);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  auto t8 = cg::tiled_partition<8>(t32);
  o[154] = t8.thread_rank() | t8.meta_group_rank() << 8 | t8.meta_group_size() << 16;
  cg::thread_group d4 = cg::tiled_partition(t32, 4);
  o[155] = (unsigned)d4.thread_rank() | (unsigned)d4.size() << 8;
  cg::thread_group d16 = cg::tiled_partition(block, 16);
  cg::thread_group d16_4 = cg::tiled_partition(d16, 4);
  o[156] = (unsigned)d16_4.thread_rank() | (unsigned)d16_4.size() << 8;
  cg::coalesced_group c8 = cg::tiled_partition(c, 8);
  o[157] = c8.thread_rank() | c8.size() << 8 | c8.meta_group_rank() << 16 |
           c8.meta_group_size() << 24;
  o[158] = gsum(block, xs, tid + 1);
  block.sync();
  o[159] = gsum(d16, xs + (tid & ~15u), tid + 1);
  block.sync();
  o[160] = gsum(t32, xs + (tid & ~31u), tid + 1);
  block.sync();
  o[161] = gsum(t16, xs + (tid & ~15u), tid + 1);
  o[162] = 0;
  o[163] = 0;
}

// ------------------------------------------------------------ collectives

template <class G> __device__ void coll_fields(unsigned *o, const G &t, unsigned tid) {
  int vi = vint(tid);
  unsigned vu = vuns(tid);
  float vf = vflt(tid);
  auto imax = [](int a, int b) { return a > b ? a : b; };
  auto umix = [](unsigned a, unsigned b) { return a * 3u + b; };
  auto fmix = [](float a, float b) { return a * 0.5f + b; };
  o[0] = cg::reduce(t, vi, cg::plus<int>());
  o[1] = cg::reduce(t, vi, cg::less<int>());
  o[2] = cg::reduce(t, vi, cg::greater<int>());
  o[3] = cg::reduce(t, vi | 0x100, cg::bit_and<int>());
  o[4] = cg::reduce(t, vi, cg::bit_or<int>());
  o[5] = cg::reduce(t, vi, cg::bit_xor<int>());
  o[6] = cg::reduce(t, vi, imax);
  o[7] = cg::reduce(t, vu, cg::plus<unsigned>());
  o[8] = cg::reduce(t, vu, cg::less<unsigned>());
  o[9] = cg::reduce(t, vu, cg::greater<unsigned>());
  o[10] = cg::reduce(t, vu | 0x10000u, cg::bit_and<unsigned>());
  o[11] = cg::reduce(t, vu, cg::bit_or<unsigned>());
  o[12] = cg::reduce(t, vu, cg::bit_xor<unsigned>());
  o[13] = cg::reduce(t, vu, umix);
  o[14] = fbits(cg::reduce(t, vf, cg::plus<float>()));
  o[15] = fbits(cg::reduce(t, vf, cg::less<float>()));
  o[16] = fbits(cg::reduce(t, vf, cg::greater<float>()));
  o[17] = fbits(cg::reduce(t, vf, fmix));
  o[18] = cg::inclusive_scan(t, vi);
  o[19] = cg::inclusive_scan(t, vi, cg::plus<int>());
  o[20] = cg::inclusive_scan(t, vi, cg::less<int>());
  o[21] = cg::inclusive_scan(t, vi, cg::greater<int>());
  o[22] = cg::inclusive_scan(t, vi, cg::bit_xor<int>());
  o[23] = cg::inclusive_scan(t, vu);
  o[24] = cg::inclusive_scan(t, vu, cg::bit_and<unsigned>());
  o[25] = cg::inclusive_scan(t, vu, cg::bit_or<unsigned>());
  o[26] = cg::inclusive_scan(t, vu, umix);
  o[27] = fbits(cg::inclusive_scan(t, vf));
  o[28] = fbits(cg::inclusive_scan(t, vf, cg::greater<float>()));
  o[29] = fbits(cg::inclusive_scan(t, vf, fmix));
  o[30] = cg::exclusive_scan(t, vi);
  o[31] = cg::exclusive_scan(t, vi, cg::plus<int>());
  o[32] = cg::exclusive_scan(t, vi, cg::less<int>());
  o[33] = cg::exclusive_scan(t, vi, cg::greater<int>());
  o[34] = cg::exclusive_scan(t, vi, cg::bit_xor<int>());
  o[35] = cg::exclusive_scan(t, vu);
  o[36] = cg::exclusive_scan(t, vu, cg::bit_and<unsigned>());
  o[37] = cg::exclusive_scan(t, vu, cg::bit_or<unsigned>());
  o[38] = cg::exclusive_scan(t, vu, umix);
  o[39] = fbits(cg::exclusive_scan(t, vf));
  o[40] = fbits(cg::exclusive_scan(t, vf, cg::greater<float>()));
  o[41] = fbits(cg::exclusive_scan(t, vf, fmix));
}

__global__ void collectives(unsigned *out) {
  cg::thread_block block = cg::this_thread_block();
  unsigned n = block.size(), tid = block.thread_rank();
  unsigned *o = out + ((size_t)blockIdx.x * n + tid) * NC;
  coll_fields(o + 0, cg::tiled_partition<1>(block), tid);
  coll_fields(o + 42, cg::tiled_partition<2>(block), tid);
  coll_fields(o + 84, cg::tiled_partition<4>(block), tid);
  coll_fields(o + 126, cg::tiled_partition<8>(block), tid);
  coll_fields(o + 168, cg::tiled_partition<16>(block), tid);
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  coll_fields(o + 210, t32, tid);
  __syncwarp();
  cg::coalesced_group c = cg::coalesced_threads();
  coll_fields(o + 252, c, tid);
  int vi = vint(tid);
  unsigned vu = vuns(tid);
  float vf = vflt(tid);
  cg::coalesced_group lp = cg::labeled_partition(t32, (int)(tid % 3));
  o[294] = lp.size() | lp.thread_rank() << 8 | lp.meta_group_rank() << 16 |
           lp.meta_group_size() << 24;
  o[295] = cg::reduce(lp, vi, cg::plus<int>());
  o[296] = fbits(cg::reduce(lp, vf, cg::plus<float>()));
  o[297] = cg::inclusive_scan(lp, vu, [](unsigned a, unsigned b) { return a * 3u + b; });
  cg::coalesced_group bp = cg::binary_partition(t32, tid % 5 == 0);
  o[298] = bp.size() | bp.thread_rank() << 8 | bp.meta_group_rank() << 16 |
           bp.meta_group_size() << 24;
  o[299] = cg::reduce(bp, vi, cg::greater<int>());
  o[300] = fbits(cg::exclusive_scan(bp, vf));
  o[301] = bp.ballot(tid % 2 == 0);
  o[302] = lp.shfl(vu, lp.size() - 1);
  o[303] = 0;
}

// -------------------------------------------------------------- divergent

__device__ int atomicAggInc(int *p) {  // the Guide's C.2.5.1, CG version
  cg::coalesced_group g = cg::coalesced_threads();
  int prev;
  if (g.thread_rank() == 0)
    prev = atomicAdd(p, g.size());
  prev = g.thread_rank() + g.shfl(prev, 0);
  return prev;
}

__global__ void divergent(unsigned *out) {
  __shared__ unsigned sm[1024];
  cg::thread_block block = cg::this_thread_block();
  unsigned n = block.size(), tid = block.thread_rank(), lane = tid % 32;
  unsigned v = vof(tid);
  int vi = vint(tid);
  unsigned vu = vuns(tid);
  float vf = vflt(tid);
  unsigned *o = out + ((size_t)blockIdx.x * n + tid) * ND;
  for (int i = 0; i < ND; i++)
    o[i] = 0;
  __syncwarp();
  if (lane % 3 == 0 || lane == 31) {
    cg::coalesced_group g = cg::coalesced_threads();
    unsigned r = g.thread_rank(), s = g.size();
    o[0] = s | r << 8 | g.meta_group_rank() << 16 | g.meta_group_size() << 24;
    o[1] = g.shfl(v, 0);
    o[2] = g.shfl(v, s - 1);
    o[3] = g.shfl(v, (r + 2) % s);
    o[4] = g.shfl_up(v, 1);
    o[5] = g.shfl_down(v, 2);
    o[6] = g.ballot(tid % 2);
    o[7] = g.any(tid == 33) * 2 + g.all(tid % 3 == 0);
    o[8] = g.match_any(tid / 6);
    int pred = 5;
    o[9] = g.match_all(tid / 64, pred);
    o[10] = pred;
    o[11] = cg::reduce(g, vi, cg::plus<int>());
    o[12] = cg::reduce(g, vi, cg::less<int>());
    o[13] = cg::reduce(g, vu, [](unsigned a, unsigned b) { return a * 3u + b; });
    o[14] = fbits(cg::reduce(g, vf, cg::plus<float>()));
    o[15] = cg::inclusive_scan(g, vi);
    o[16] = cg::exclusive_scan(g, vi);
    o[17] = fbits(cg::inclusive_scan(g, vf));
    o[18] = fbits(cg::exclusive_scan(g, vf));
    o[19] = cg::exclusive_scan(g, vi, cg::less<int>());
    sm[tid] = v;
    g.sync();
    o[20] = sm[(tid & ~31u) + g.shfl(lane, (r + 1) % s)];
    g.sync();
    cg::coalesced_group q = cg::tiled_partition(g, 4);
    o[21] = q.size() | q.thread_rank() << 8 | q.meta_group_rank() << 16 |
            q.meta_group_size() << 24;
    o[22] = cg::reduce(q, vi, cg::plus<int>());
    o[23] = 1;
  } else {
    cg::coalesced_group h = cg::coalesced_threads();
    unsigned r = h.thread_rank(), s = h.size();
    o[0] = s | r << 8 | h.meta_group_rank() << 16 | h.meta_group_size() << 24;
    o[1] = cg::reduce(h, vi, cg::plus<int>());
    o[2] = fbits(cg::inclusive_scan(h, vf));
    o[3] = h.shfl(v, s - 1);
    o[23] = 2;
  }
  block.sync();
  // a tile's sync inside a branch that the whole tile takes (Guide C.2.5.2)
  if (tid < 32) {
    auto t = cg::tiled_partition<32>(block);
    sm[tid] = v + 1;
    t.sync();
    o[24] = sm[31 - t.thread_rank()];
  }
  __syncwarp();
  // nested branches, then a group after the branch: the warp reconverges
  if (lane % 2 == 0) {
    if (lane < 16) {
      cg::coalesced_group g = cg::coalesced_threads();
      o[25] = g.size() | g.thread_rank() << 8;
    }
    cg::coalesced_group h = cg::coalesced_threads();
    o[26] = h.size() | h.thread_rank() << 8;
  }
  if (lane < 5) {
    cg::coalesced_group g = cg::coalesced_threads();
    o[27] = g.size() | g.thread_rank() << 8 | g.shfl(lane, 4) << 16;
  }
  cg::coalesced_group w = cg::coalesced_threads();
  o[28] = w.size() | w.thread_rank() << 8;
}

__global__ void aggregated(int *ctr, int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t % 3 == 0)
    out[atomicAggInc(ctr)] = t;
}

// ------------------------------------------------- cuda-samples reduction

template <class T>
__global__ void reduceCG(const T *in, T *out, unsigned n, int shflLoop) {
  cg::thread_block cta = cg::this_thread_block();
  __shared__ T sdata[32];
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
  T sum = 0;
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    sum += in[i];
  if (shflLoop) {
    for (int offset = tile32.size() / 2; offset > 0; offset /= 2)
      sum += tile32.shfl_down(sum, offset);
  } else {
    sum = cg::reduce(tile32, sum, cg::plus<T>());
  }
  if (tile32.thread_rank() == 0)
    sdata[tile32.meta_group_rank()] = sum;
  cg::sync(cta);
  if (tile32.meta_group_rank() == 0) {
    sum = tile32.thread_rank() < tile32.meta_group_size()
              ? sdata[tile32.thread_rank()]
              : (T)0;
    sum = cg::reduce(tile32, sum, cg::plus<T>());
    if (tile32.thread_rank() == 0)
      out[blockIdx.x] = sum;
  }
}

// ============================================================ host model

struct Cfg {
  const char *name;
  dim3 block;
};

static unsigned g_n;  // threads per block of the configuration
static bool ex(long t) { return t >= 0 && t < (long)g_n; }
static unsigned V(long t) { return ex(t) ? vof((unsigned)t) : 0; }
static unsigned popc(unsigned x) { return (unsigned)__builtin_popcount(x); }
static unsigned wsize(unsigned t) {
  unsigned b = t & ~31u;
  return g_n - b < 32 ? g_n - b : 32;
}
// lanes of the warp of t that exist
static unsigned wexist(unsigned t) {
  unsigned s = wsize(t);
  return s == 32 ? 0xffffffffu : (1u << s) - 1;
}

static void check(const char *what, const char *cfg, unsigned blk, unsigned t,
                  int f, unsigned got, unsigned want) {
  if (got == want)
    return;
  if (++g_fail <= 12)
    printf("FAIL %s %s field %d, block %u thread %u: got %#x want %#x\n",
           what, cfg, f, blk, t, got, want);
}

// gsum model over a group of `size` members (lanes 0..size-1), of which the
// first `live` exist; x starts at 0.
static std::vector<int> gsum_model(unsigned size, unsigned live, const std::vector<int> &val0) {
  std::vector<int> val(val0), x(size, 0);
  for (int i = size / 2; i > 0; i /= 2) {
    for (unsigned l = 0; l < live; l++)
      x[l] = val[l];
    for (unsigned l = 0; l < live; l++)
      if ((int)l < i)
        val[l] += x[l + i];
  }
  return val;
}

static void model_members(unsigned *m, dim3 bd, unsigned blk) {
  unsigned n = g_n;
  std::vector<int> gs_block, gs16(n), gs32(n);
  {
    std::vector<int> v(n);
    for (unsigned i = 0; i < n; i++)
      v[i] = i + 1;
    gs_block = gsum_model(n, n, v);
    for (unsigned b = 0; b < n; b += 16) {
      std::vector<int> w(16);
      unsigned live = n - b < 16 ? n - b : 16;
      for (unsigned i = 0; i < live; i++)
        w[i] = b + i + 1;
      std::vector<int> r = gsum_model(16, live, w);
      for (unsigned i = 0; i < live; i++)
        gs16[b + i] = r[i];
    }
    for (unsigned b = 0; b < n; b += 32) {
      std::vector<int> w(32, 0);
      unsigned live = n - b < 32 ? n - b : 32;
      for (unsigned i = 0; i < live; i++)
        w[i] = b + i + 1;
      std::vector<int> r = gsum_model(32, live, w);
      for (unsigned i = 0; i < live; i++)
        gs32[b + i] = r[i];
    }
  }
  for (unsigned t = 0; t < n; t++) {
    unsigned *o = m + (size_t)t * NF;
    unsigned x = t % bd.x, y = t / bd.x % bd.y, z = t / (bd.x * bd.y);
    unsigned lane = t % 32, wb = t & ~31u, ws = wsize(t);
    memset(o, 0, NF * sizeof *o);
    o[0] = t;
    o[1] = o[2] = n;
    o[3] = blk;
    o[4] = x | y << 8 | z << 16;
    o[5] = o[6] = bd.x | bd.y << 8 | bd.z << 16;
    o[7] = n;
    o[8] = t;
    o[9] = 4;
    o[10] = t;
    o[11] = n;
    o[12] = V((t + 5) % n);
    o[13] = 101;
    o[14] = blk * n + t;
    o[15] = GRID * n;
    o[16] = blk;
    o[17] = blk * 100 + GRID;
    o[18] = (blk * bd.x + x) | y << 8 | z << 16;
    o[19] = (GRID * bd.x) | bd.y << 8 | bd.z << 16;
    o[20] = ws;
    o[21] = lane;
    o[22] = 1;
    o[23] = V(wb);
    o[24] = V(wb + ws - 1);
    unsigned b3 = 0, m5 = 0;
    for (unsigned l = 0; l < ws; l++) {
      if ((wb + l) % 3 == 0)
        b3 |= 1u << l;
      if ((wb + l) / 5 == t / 5)
        m5 |= 1u << l;
    }
    o[25] = b3;
    o[26] = V(n - 1 - t) + 9;
    o[27] = (wb <= 40 && 40 < wb + ws) * 2 + 1;
    o[28] = m5;
    o[29] = lane >= 2 ? V(t - 2) : V(t);
    o[30] = lane + 3 < ws ? V(t + 3) : V(t);
    o[31] = lane * 100 + ws;
    for (unsigned N = 1, k = 0; N <= 32; N *= 2, k++) {
      unsigned *p = o + 32 + 20 * k;
      unsigned base = t & ~(N - 1), r = t & (N - 1);
      p[0] = r;
      p[1] = N * 100 + N;
      p[2] = (t / N) * 1000 + (n + N - 1) / N;
      p[3] = V(base + (r * 3 + 1) % N);
      p[4] = r >= 1 ? V(t - 1) : V(t);
      unsigned d = N > 1 ? N / 2 : 1;
      p[5] = r + d < N ? V(t + d) : V(t);
      p[6] = V(t ^ (N - 1));
      unsigned bal = 0, any1 = 0, all1 = 1, ma = 0, same8 = 1, live = 0;
      for (unsigned i = 0; i < N; i++) {
        unsigned u = base + i;
        if (!ex(u)) {
          all1 = 0;
          continue;
        }
        live |= 1u << i;
        if (u % 3 == 0)
          bal |= 1u << i;
        if (u % 5 == 1)
          any1 = 1;
        if (!(u < 40))
          all1 = 0;
        if (u / 3 == t / 3)
          ma |= 1u << i;
        if (u / 8 != t / 8)
          same8 = 0;
      }
      p[7] = bal;
      p[8] = any1 * 2 + all1;
      p[9] = ma;
      p[10] = same8 ? live : 0;
      p[11] = same8;
      p[12] = V(base + (r + 1) % N);
      p[13] = r | (t / N) << 8 | ((n + N - 1) / N) << 16;
      p[14] = r | N << 8 | 1 << 16;
      unsigned len = n - base < N ? n - base : N;
      p[15] = r | len << 8 | 1 << 16;
      p[16] = V(base + (r + 1) % len) + 1;
      unsigned src = base + (r + 2) % N;
      p[17] = ex(src) ? (V(src) ^ (V(src) * 3 << 1) ^ (src << 20)) : 0;
      unsigned pt = N > 1 ? t ^ 1 : t;
      p[18] = ex(pt) ? pt * 1000 + (pt & 0xffff) : 0;
      p[19] = r * 100 + N;
    }
    o[152] = (t & 3) | ((t & 15) / 4) << 8 | 4 << 16;
    o[153] = V((t & ~3u) + 3);
    o[154] = (t & 7) | ((t & 31) / 8) << 8 | 4 << 16;
    o[155] = (t & 3) | 4 << 8;
    o[156] = (t & 3) | 4 << 8;
    {
      unsigned first = (lane / 8) * 8;
      unsigned sz = ws - first < 8 ? ws - first : 8;
      o[157] = (lane & 7) | sz << 8 | (lane / 8) << 16 | ((ws + 7) / 8) << 24;
    }
    o[158] = gs_block[t];
    o[159] = gs16[t];
    o[160] = gs32[t];
    o[161] = gs16[t];
  }
}

// ---- collectives model: a group is a list of lanes (of one warp, as
// thread ids), some of which may not exist (they read as 0).

template <class T> static T from_u(unsigned u) {
  T v;
  memcpy(&v, &u, 4);
  return v;
}
template <class T> static unsigned to_u(T v) {
  unsigned u;
  memcpy(&u, &v, 4);
  return u;
}

// Hillis-Steele inclusive scan over members (by rank); missing members
// read as 0 and never change.
template <class T, class Op>
static std::vector<T> hs_scan(const std::vector<long> &mem, std::vector<T> val, Op op) {
  size_t s = mem.size();
  for (size_t d = 1; d < s; d <<= 1) {
    std::vector<T> nv(val);
    for (size_t r = d; r < s; r++)
      if (ex(mem[r]))
        nv[r] = op(val[r], ex(mem[r - d]) ? val[r - d] : T(0));
    val = nv;
  }
  return val;
}
// butterfly over N lanes (xor partners); missing lanes read 0
template <class T, class Op>
static std::vector<T> butterfly(const std::vector<long> &mem, std::vector<T> val, Op op) {
  size_t s = mem.size();
  for (size_t m = s / 2; m > 0; m >>= 1) {
    std::vector<T> nv(val);
    for (size_t r = 0; r < s; r++)
      if (ex(mem[r]))
        nv[r] = op(val[r], ex(mem[r ^ m]) ? val[r ^ m] : T(0));
    val = nv;
  }
  return val;
}

enum Kind { TILE, COALESCED };

// The reduction of kind k (tile, or coalesced) of op over members, for
// member r: redux for integer functors (existing members only), butterfly
// for tiles and full coalesced groups, scan + last member otherwise.
template <class T, class Op>
static T model_reduce(Kind k, const std::vector<long> &mem, const std::vector<T> &val,
                      size_t r, Op op, bool redux) {
  if (redux) {
    bool first = true;
    T acc = T(0);
    for (size_t i = 0; i < mem.size(); i++)
      if (ex(mem[i])) {
        acc = first ? val[i] : op(acc, val[i]);
        first = false;
      }
    return acc;
  }
  if (k == TILE || mem.size() == 32)
    return butterfly(mem, val, op)[r];
  std::vector<T> sc = hs_scan(mem, val, op);
  return ex(mem.back()) ? sc.back() : T(0);
}

template <class T, class Op>
static T model_excl(const std::vector<long> &mem, const std::vector<T> &incl,
                    const std::vector<T> &val, size_t r, bool intplus, Op) {
  if (intplus)
    return (T)(incl[r] - val[r]);
  if (r == 0)
    return T(0);
  return ex(mem[r - 1]) ? incl[r - 1] : T(0);
}

static void model_coll(unsigned *p, Kind k, const std::vector<long> &mem, size_t r) {
  size_t s = mem.size();
  std::vector<int> vi(s);
  std::vector<unsigned> vu(s);
  std::vector<float> vf(s);
  for (size_t i = 0; i < s; i++) {
    vi[i] = ex(mem[i]) ? vint(mem[i]) : 0;
    vu[i] = ex(mem[i]) ? vuns(mem[i]) : 0;
    vf[i] = ex(mem[i]) ? vflt(mem[i]) : 0;
  }
  auto iplus = [](int a, int b) { return (int)((unsigned)a + (unsigned)b); };
  auto iless = [](int a, int b) { return b < a ? b : a; };
  auto igreat = [](int a, int b) { return a < b ? b : a; };
  auto iand = [](int a, int b) { return a & b; };
  auto ior = [](int a, int b) { return a | b; };
  auto ixor = [](int a, int b) { return a ^ b; };
  auto imax = [](int a, int b) { return a > b ? a : b; };
  auto uplus = [](unsigned a, unsigned b) { return a + b; };
  auto uless = [](unsigned a, unsigned b) { return b < a ? b : a; };
  auto ugreat = [](unsigned a, unsigned b) { return a < b ? b : a; };
  auto uand = [](unsigned a, unsigned b) { return a & b; };
  auto uor = [](unsigned a, unsigned b) { return a | b; };
  auto uxor = [](unsigned a, unsigned b) { return a ^ b; };
  auto umix = [](unsigned a, unsigned b) { return a * 3u + b; };
  auto fplus = [](float a, float b) { return a + b; };
  auto fless = [](float a, float b) { return b < a ? b : a; };
  auto fgreat = [](float a, float b) { return a < b ? b : a; };
  auto fmix = [](float a, float b) { return a * 0.5f + b; };
  std::vector<int> vi100(vi);
  for (size_t i = 0; i < s; i++)
    vi100[i] = ex(mem[i]) ? (vi[i] | 0x100) : 0;
  std::vector<unsigned> vu1(vu);
  for (size_t i = 0; i < s; i++)
    vu1[i] = ex(mem[i]) ? (vu[i] | 0x10000u) : 0;
  p[0] = model_reduce(k, mem, vi, r, iplus, true);
  p[1] = model_reduce(k, mem, vi, r, iless, true);
  p[2] = model_reduce(k, mem, vi, r, igreat, true);
  p[3] = model_reduce(k, mem, vi100, r, iand, true);
  p[4] = model_reduce(k, mem, vi, r, ior, true);
  p[5] = model_reduce(k, mem, vi, r, ixor, true);
  p[6] = model_reduce(k, mem, vi, r, imax, false);
  p[7] = model_reduce(k, mem, vu, r, uplus, true);
  p[8] = model_reduce(k, mem, vu, r, uless, true);
  p[9] = model_reduce(k, mem, vu, r, ugreat, true);
  p[10] = model_reduce(k, mem, vu1, r, uand, true);
  p[11] = model_reduce(k, mem, vu, r, uor, true);
  p[12] = model_reduce(k, mem, vu, r, uxor, true);
  p[13] = model_reduce(k, mem, vu, r, umix, false);
  p[14] = to_u(model_reduce(k, mem, vf, r, fplus, false));
  p[15] = to_u(model_reduce(k, mem, vf, r, fless, false));
  p[16] = to_u(model_reduce(k, mem, vf, r, fgreat, false));
  p[17] = to_u(model_reduce(k, mem, vf, r, fmix, false));
  std::vector<int> si = hs_scan(mem, vi, iplus), sl = hs_scan(mem, vi, iless),
                   sg = hs_scan(mem, vi, igreat), sx = hs_scan(mem, vi, ixor);
  std::vector<unsigned> su = hs_scan(mem, vu, uplus), sa = hs_scan(mem, vu, uand),
                        so = hs_scan(mem, vu, uor), sm = hs_scan(mem, vu, umix);
  std::vector<float> sf = hs_scan(mem, vf, fplus), sfg = hs_scan(mem, vf, fgreat),
                     sfm = hs_scan(mem, vf, fmix);
  p[18] = si[r];
  p[19] = si[r];
  p[20] = sl[r];
  p[21] = sg[r];
  p[22] = sx[r];
  p[23] = su[r];
  p[24] = sa[r];
  p[25] = so[r];
  p[26] = sm[r];
  p[27] = to_u(sf[r]);
  p[28] = to_u(sfg[r]);
  p[29] = to_u(sfm[r]);
  p[30] = model_excl(mem, si, vi, r, true, 0);
  p[31] = p[30];
  p[32] = model_excl(mem, sl, vi, r, false, 0);
  p[33] = model_excl(mem, sg, vi, r, false, 0);
  p[34] = model_excl(mem, sx, vi, r, false, 0);
  p[35] = model_excl(mem, su, vu, r, true, 0);
  p[36] = model_excl(mem, sa, vu, r, false, 0);
  p[37] = model_excl(mem, so, vu, r, false, 0);
  p[38] = model_excl(mem, sm, vu, r, false, 0);
  p[39] = to_u(model_excl(mem, sf, vf, r, false, 0));
  p[40] = to_u(model_excl(mem, sfg, vf, r, false, 0));
  p[41] = to_u(model_excl(mem, sfm, vf, r, false, 0));
}

// members (thread ids, in lane order) of the lanes of t's warp in `lanes`
static std::vector<long> lanes_of(unsigned t, unsigned lanes) {
  std::vector<long> m;
  for (unsigned l = 0; l < 32; l++)
    if (lanes & (1u << l))
      m.push_back((long)(t & ~31u) + l);
  return m;
}
static size_t rank_in(const std::vector<long> &m, unsigned t) {
  for (size_t i = 0; i < m.size(); i++)
    if (m[i] == (long)t)
      return i;
  return 0;
}

static void model_collectives(unsigned *mm) {
  unsigned n = g_n;
  for (unsigned t = 0; t < n; t++) {
    unsigned *o = mm + (size_t)t * NC;
    unsigned lane = t % 32;
    memset(o, 0, NC * sizeof *o);
    for (unsigned N = 1, k = 0; N <= 32; N *= 2, k++) {
      std::vector<long> mem;
      for (unsigned i = 0; i < N; i++)
        mem.push_back((long)(t & ~(N - 1)) + i);
      model_coll(o + 42 * k, TILE, mem, t & (N - 1));
    }
    std::vector<long> cm = lanes_of(t, wexist(t));
    model_coll(o + 252, COALESCED, cm, lane);
    // labeled_partition(t32, t % 3)
    unsigned lab = 0;
    for (unsigned l = 0; l < 32; l++)
      if ((wexist(t) >> l & 1) && ((t & ~31u) + l) % 3 == t % 3)
        lab |= 1u << l;
    unsigned leaders = 0;
    for (unsigned c = 0; c < 3; c++)
      for (unsigned l = 0; l < 32; l++)
        if ((wexist(t) >> l & 1) && ((t & ~31u) + l) % 3 == c) {
          leaders |= 1u << l;
          break;
        }
    unsigned leader = __builtin_ctz(lab);
    std::vector<long> lm = lanes_of(t, lab);
    size_t lr = rank_in(lm, t);
    o[294] = popc(lab) | (unsigned)lr << 8 | popc(leaders & ((1u << leader) - 1)) << 16 |
             popc(leaders) << 24;
    {
      unsigned tmp[42];
      model_coll(tmp, COALESCED, lm, lr);
      o[295] = tmp[0];
      o[296] = tmp[14];
      std::vector<unsigned> vu;
      for (long x : lm)
        vu.push_back(vuns(x));
      o[297] = hs_scan(lm, vu, [](unsigned a, unsigned b) { return a * 3u + b; })[lr];
      o[302] = vuns(lm.back());
    }
    // binary_partition(t32, t % 5 == 0): the tile's mask is the full warp
    unsigned set = 0;
    for (unsigned l = 0; l < 32; l++)
      if ((wexist(t) >> l & 1) && ((t & ~31u) + l) % 5 == 0)
        set |= 1u << l;
    bool pr = t % 5 == 0;
    unsigned bm = 0xffffffffu, bmr = 0, bms = 1;
    if (set != 0xffffffffu && set != 0) {
      bm = pr ? set : ~set;
      bmr = pr;
      bms = 2;
    }
    std::vector<long> bl = lanes_of(t, bm);
    size_t br = rank_in(bl, t);
    o[298] = popc(bm) | (unsigned)br << 8 | bmr << 16 | bms << 24;
    {
      unsigned tmp[42];
      model_coll(tmp, COALESCED, bl, br);
      o[299] = tmp[2];
      o[300] = tmp[39];
      unsigned b = 0;
      for (size_t i = 0; i < bl.size(); i++)
        if (ex(bl[i]) && bl[i] % 2 == 0)
          b |= 1u << i;
      o[301] = bm == 0xffffffffu ? b : b;  // packed by rank (same bits for 32)
    }
  }
}

static void model_divergent(unsigned *mm) {
  unsigned n = g_n;
  for (unsigned t = 0; t < n; t++) {
    unsigned *o = mm + (size_t)t * ND;
    unsigned lane = t % 32;
    memset(o, 0, ND * sizeof *o);
    bool inA = lane % 3 == 0 || lane == 31;
    unsigned a = 0;
    for (unsigned l = 0; l < 32; l++)
      if ((wexist(t) >> l & 1) && ((l % 3 == 0 || l == 31) == inA))
        a |= 1u << l;
    std::vector<long> m = lanes_of(t, a);
    size_t r = rank_in(m, t), s = m.size();
    unsigned tmp[42];
    model_coll(tmp, COALESCED, m, r);
    o[0] = (unsigned)s | (unsigned)r << 8 | 0 << 16 | 1u << 24;
    if (inA) {
      o[1] = V(m[0]);
      o[2] = V(m[s - 1]);
      o[3] = V(m[(r + 2) % s]);
      o[4] = r >= 1 ? V(m[r - 1]) : V(t);
      o[5] = r + 2 < s ? V(m[r + 2]) : V(t);
      unsigned b = 0, any = 0, all = 1, ma = 0, same = 1;
      for (size_t i = 0; i < s; i++) {
        if (m[i] % 2)
          b |= 1u << i;
        if (m[i] == 33)
          any = 1;
        if (m[i] % 3)
          all = 0;
        if (m[i] / 6 == t / 6)
          ma |= 1u << i;
        if (m[i] / 64 != t / 64)
          same = 0;
      }
      o[6] = b;
      o[7] = any * 2 + all;
      o[8] = ma;
      o[9] = same ? (s == 32 ? 0xffffffffu : (1u << s) - 1) : 0;
      o[10] = same;
      o[11] = tmp[0];
      o[12] = tmp[1];
      o[13] = tmp[13];
      o[14] = tmp[14];
      o[15] = tmp[18];
      o[16] = tmp[30];
      o[17] = tmp[27];
      o[18] = tmp[39];
      o[19] = tmp[32];
      o[20] = V(m[(r + 1) % s]);
      // tiled_partition(g, 4): ranks [4k, 4k+4)
      size_t first = r / 4 * 4, qs = s - first < 4 ? s - first : 4;
      if (s <= 4) {
        o[21] = (unsigned)s | (unsigned)r << 8 | 0 << 16 | 1u << 24;
        o[22] = tmp[0];
      } else {
        std::vector<long> q(m.begin() + first, m.begin() + first + qs);
        o[21] = (unsigned)qs | (unsigned)(r - first) << 8 | (unsigned)(r / 4) << 16 |
                (unsigned)((s + 3) / 4) << 24;
        unsigned tq[42];
        model_coll(tq, COALESCED, q, r - first);
        o[22] = tq[0];
      }
      o[23] = 1;
    } else {
      o[1] = tmp[0];
      o[2] = tmp[27];
      o[3] = V(m[s - 1]);
      o[23] = 2;
    }
    if (t < 32)
      o[24] = V(31 - t) + 1;
    unsigned ws = wsize(t), ev = (ws + 1) / 2, ev16 = ws < 16 ? (ws + 1) / 2 : 8;
    if (lane % 2 == 0 && lane < 16)
      o[25] = ev16 | (lane / 2) << 8;
    if (lane % 2 == 0)
      o[26] = ev | (lane / 2) << 8;
    if (lane < 5)
      o[27] = 5 | lane << 8 | 4 << 16;
    o[28] = ws | lane << 8;
  }
}

// ================================================================= driver

static void report(const char *what, const char *cfg, const unsigned *got,
                   const unsigned *want, unsigned nthreads, unsigned nf,
                   const char *const *gname, const int *gstart, int ngroups) {
  for (unsigned b = 0; b < GRID; b++)
    for (unsigned t = 0; t < nthreads; t++)
      for (unsigned f = 0; f < nf; f++)
        check(what, cfg, b, t, f, got[((size_t)b * nthreads + t) * nf + f],
              want[((size_t)b * nthreads + t) * nf + f]);
  if (g_dump) {
    for (unsigned b = 0; b < GRID; b++)
      for (unsigned t = 0; t < nthreads; t++) {
        printf("%s %s b%u t%u:", what, cfg, b, t);
        for (unsigned f = 0; f < nf; f++)
          printf(" %x", got[((size_t)b * nthreads + t) * nf + f]);
        printf("\n");
      }
    return;
  }
  for (int gi = 0; gi < ngroups; gi++) {
    unsigned h = 2166136261u;
    int lo = gstart[gi], hi = gstart[gi + 1];
    for (unsigned i = 0; i < GRID * nthreads; i++) {
      h ^= fnv(got + (size_t)i * nf + lo, hi - lo, 1);
      h *= 16777619u;
    }
    printf("  %-10s %08x\n", gname[gi], h);
  }
}

int main(int argc, char **argv) {
  g_dump = argc > 1 && !strcmp(argv[1], "dump");
  const Cfg cfgs[] = {{"128x1x1", dim3(128)},
                      {"16x8x1", dim3(16, 8)},
                      {"48x1x1", dim3(48)},
                      {"8x3x2", dim3(8, 3, 2)}};
  const char *mnames[] = {"block", "coalesced", "tile<1>", "tile<2>", "tile<4>",
                          "tile<8>", "tile<16>", "tile<32>", "nested"};
  const int mstart[] = {0, 20, 32, 52, 72, 92, 112, 132, 152, NF};
  const char *cnames[] = {"tile<1>", "tile<2>", "tile<4>", "tile<8>", "tile<16>",
                          "tile<32>", "coalesced", "partition"};
  const int cstart[] = {0, 42, 84, 126, 168, 210, 252, 294, NC};
  const char *dnames[] = {"branch", "reconverge"};
  const int dstart[] = {0, 24, ND};
  unsigned *d;
  cudaMalloc(&d, (size_t)GRID * 128 * NC * sizeof(unsigned));
  std::vector<unsigned> h((size_t)GRID * 128 * NC), want((size_t)GRID * 128 * NC);
  for (const Cfg &c : cfgs) {
    g_n = c.block.x * c.block.y * c.block.z;
    size_t per = (size_t)g_n;
    printf("== %s\n", c.name);
    // members
    cudaMemset(d, 0xee, (size_t)GRID * 128 * NC * sizeof(unsigned));
    members<<<GRID, c.block>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
      printf("FAIL members: %s\n", cudaGetErrorName(e));
      return 1;
    }
    cudaMemcpy(h.data(), d, GRID * per * NF * sizeof(unsigned), cudaMemcpyDeviceToHost);
    for (unsigned b = 0; b < GRID; b++)
      model_members(want.data() + b * per * NF, c.block, b);
    printf(" members\n");
    report("members", c.name, h.data(), want.data(), g_n, NF, mnames, mstart, 9);
    // collectives
    collectives<<<GRID, c.block>>>(d);
    e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
      printf("FAIL collectives: %s\n", cudaGetErrorName(e));
      return 1;
    }
    cudaMemcpy(h.data(), d, GRID * per * NC * sizeof(unsigned), cudaMemcpyDeviceToHost);
    for (unsigned b = 0; b < GRID; b++)
      model_collectives(want.data() + b * per * NC);
    printf(" collectives\n");
    report("collectives", c.name, h.data(), want.data(), g_n, NC, cnames, cstart, 8);
    // divergent
    divergent<<<GRID, c.block>>>(d);
    e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
      printf("FAIL divergent: %s\n", cudaGetErrorName(e));
      return 1;
    }
    cudaMemcpy(h.data(), d, GRID * per * ND * sizeof(unsigned), cudaMemcpyDeviceToHost);
    for (unsigned b = 0; b < GRID; b++)
      model_divergent(want.data() + b * per * ND);
    printf(" divergent\n");
    report("divergent", c.name, h.data(), want.data(), g_n, ND, dnames, dstart, 2);
  }
  cudaFree(d);

  // the Guide's warp-aggregated atomic increment
  {
    const int n = 4096;
    int *ctr, *out;
    cudaMalloc(&ctr, sizeof(int));
    cudaMalloc(&out, n * sizeof(int));
    cudaMemset(ctr, 0, sizeof(int));
    cudaMemset(out, 0xff, n * sizeof(int));
    aggregated<<<n / 256, 256>>>(ctr, out);
    int c = 0;
    std::vector<int> ho(n);
    cudaMemcpy(&c, ctr, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(ho.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost);
    std::vector<char> seen(n, 0);
    int bad = 0;
    long long sum = 0;
    for (int i = 0; i < c && i < n; i++) {
      if (ho[i] < 0 || ho[i] >= n || ho[i] % 3 || seen[ho[i]]++)
        bad++;
      else
        sum += ho[i];
    }
    printf("== aggregated atomicAdd: count=%d sum=%lld bad=%d\n", c, sum, bad);
    if (c != (n + 2) / 3 || bad || sum != 3LL * (c - 1) * c / 2) {
      printf("FAIL aggregated atomicAdd\n");
      g_fail++;
    }
    cudaFree(ctr);
    cudaFree(out);
  }

  // cuda-samples style reduction
  {
    const unsigned n = 1u << 18, blocks = 64, threads = 256;
    std::vector<int> hi(n);
    std::vector<float> hf(n);
    long long isum = 0;
    double fsum = 0;
    for (unsigned i = 0; i < n; i++) {
      hi[i] = (int)(i % 1000) - 400;
      hf[i] = (float)(i % 1000) * 0.001f - 0.3f;
      isum += hi[i];
      fsum += hf[i];
    }
    int *di, *dio;
    float *df, *dfo;
    cudaMalloc(&di, n * sizeof(int));
    cudaMalloc(&df, n * sizeof(float));
    cudaMalloc(&dio, blocks * sizeof(int));
    cudaMalloc(&dfo, blocks * sizeof(float));
    cudaMemcpy(di, hi.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(df, hf.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    for (int loop = 0; loop < 2; loop++) {
      std::vector<int> pi(blocks);
      std::vector<float> pf(blocks);
      reduceCG<int><<<blocks, threads>>>(di, dio, n, loop);
      reduceCG<float><<<blocks, threads>>>(df, dfo, n, loop);
      cudaMemcpy(pi.data(), dio, blocks * sizeof(int), cudaMemcpyDeviceToHost);
      cudaMemcpy(pf.data(), dfo, blocks * sizeof(float), cudaMemcpyDeviceToHost);
      long long gi = 0;
      float gf = 0;
      unsigned hp = 2166136261u;
      for (unsigned b = 0; b < blocks; b++) {
        gi += pi[b];
        gf += pf[b];
        hp ^= fbits(pf[b]);
        hp *= 16777619u;
      }
      printf("== reduction (%s): int sum=%lld (cpu %lld) float sum=%.6f bits=%08x "
             "partials=%08x\n",
             loop ? "shfl_down loop" : "cg::reduce", gi, isum, gf, fbits(gf), hp);
      if (gi != isum || gf - fsum > 0.05 || fsum - gf > 0.05) {
        printf("FAIL reduction\n");
        g_fail++;
      }
    }
    cudaFree(di);
    cudaFree(df);
    cudaFree(dio);
    cudaFree(dfo);
  }
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) {
    printf("FAIL %s\n", cudaGetErrorName(e));
    return 1;
  }
  if (g_fail) {
    printf("FAIL (%d mismatches)\n", g_fail);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
