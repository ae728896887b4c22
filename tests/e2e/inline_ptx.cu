// Inline PTX translated by cucc (docs/INLINE_PTX.md): special registers, warp
// collectives (shfl.sync with standard and unusual clamps and the predicate
// output, vote, match, redux, activemask), barriers and fences, bit-field and
// byte instructions, carry chains, wide multiplies, loads and stores with
// qualifiers, atomics, conversions with rounding modes, predicates, labels
// and branches. The printed lines are the same under nvcc on an H100
// (inline_ptx.expected); results that do not depend on the GPU are also
// checked here.
#include <cstdio>
#include <cstring>

#define N 64
__device__ unsigned g_out[N][40];
__device__ unsigned g_mem[8];
__device__ int g_counter;

__global__ void specials(unsigned *out) {
  unsigned t = threadIdx.x, lane, lt, le, eq, ge, gt, sm, nsm;
  unsigned long long c0, c1, gt0;
  unsigned ck;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
  asm("mov.u32 %0, %%lanemask_le;" : "=r"(le));
  asm("mov.u32 %0, %%lanemask_eq;" : "=r"(eq));
  asm("mov.u32 %0, %%lanemask_ge;" : "=r"(ge));
  asm("mov.u32 %0, %%lanemask_gt;" : "=r"(gt));
  asm("mov.u32 %0, %%smid;" : "=r"(sm));
  asm("mov.u32 %0, %%nsmid;" : "=r"(nsm));
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(c0));
  asm volatile("mov.u32 %0, %%clock;" : "=r"(ck));
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(gt0));
  asm volatile("nanosleep.u32 100;");
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(c1));
  unsigned tid, ntid;
  asm("mov.u32 %0, %%tid.x;" : "=r"(tid));
  asm("mov.u32 %0, %%ntid.x;" : "=r"(ntid));
  out[6 * t + 0] = lane;
  out[6 * t + 1] = lt ^ (le << 1);
  out[6 * t + 2] = eq;
  out[6 * t + 3] = ge + gt;
  out[6 * t + 4] = (sm < nsm) + 2 * (c1 >= c0) + 4 * (gt0 != 0) + 8 * (tid == t) + 16 * (ntid == N);
  out[6 * t + 5] = ck != 0xdeadbeef;
}

__global__ void warps(unsigned *out) {
  unsigned t = threadIdx.x, v = t * 7 + 3, r[16];
  unsigned full = 0xffffffff;
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x1f, %3;" : "=r"(r[0]) : "r"(v), "r"(5u), "r"(full));
  asm volatile("shfl.sync.down.b32 %0, %1, 3, 0x1f, %2;" : "=r"(r[1]) : "r"(v), "r"(full));
  asm volatile("shfl.sync.up.b32 %0, %1, 2, 0, %2;" : "=r"(r[2]) : "r"(v), "r"(full));
  asm volatile("shfl.sync.bfly.b32 %0, %1, 6, 0x1f, %2;" : "=r"(r[3]) : "r"(v), "r"(full));
  // logical warps of 8 (c = (32 - 8) << 8 | 7), then an unusual clamp
  asm volatile("shfl.sync.down.b32 %0, %1, 2, 0x1807, %2;" : "=r"(r[4]) : "r"(v), "r"(full));
  asm volatile("{ .reg .pred p; .reg .u32 x;\n"
               " shfl.sync.down.b32 x|p, %1, 4, %2, %3;\n"
               " selp.u32 %0, x, 1000, p; }"
               : "=r"(r[5]) : "r"(v), "r"(t / 32 ? 25u : 17u), "r"(full));
  asm volatile("{ .reg .pred p; .reg .s32 x;\n"
               " shfl.sync.up.b32 x|p, %1, 1, 0, %2;\n"
               " @p add.s32 x, x, %1;\n mov.s32 %0, x; }"
               : "=r"(r[6]) : "r"(v), "r"(full));
  asm volatile("{ .reg .pred p; setp.ne.u32 p, %1, 0;\n"
               " vote.sync.ballot.b32 %0, p, %2; }"
               : "=r"(r[7]) : "r"(t % 3), "r"(full));
  asm volatile("{ .reg .pred p, q; setp.lt.u32 p, %1, 40;\n"
               " vote.sync.all.pred q, p, %2; selp.u32 %0, 1, 0, q; }"
               : "=r"(r[8]) : "r"(t), "r"(full));
  asm volatile("{ .reg .pred p, q; setp.eq.u32 p, %1, 33;\n"
               " vote.sync.any.pred q, p, %2; selp.u32 %0, 1, 0, q; }"
               : "=r"(r[9]) : "r"(t), "r"(full));
  asm volatile("{ .reg .pred p, q; setp.lt.u32 p, %1, 100;\n"
               " vote.sync.uni.pred q, !p, %2; selp.u32 %0, 1, 0, q; }"
               : "=r"(r[10]) : "r"(t), "r"(full));
  asm volatile("match.any.sync.b32 %0, %1, %2;" : "=r"(r[11]) : "r"(t % 4), "r"(full));
  asm volatile("{ .reg .pred p; match.all.sync.b32 %0|p, %1, %2;\n"
               " @p add.u32 %0, %0, 1; }"
               : "=r"(r[12]) : "r"(t / 32), "r"(full));
  asm volatile("redux.sync.add.u32 %0, %1, %2;" : "=r"(r[13]) : "r"(v), "r"(full));
  unsigned mn, mx, an, o, x;
  asm volatile("redux.sync.min.s32 %0, %1, %2;" : "=r"(mn) : "r"(v - 100), "r"(full));
  asm volatile("redux.sync.max.u32 %0, %1, %2;" : "=r"(mx) : "r"(v), "r"(full));
  asm volatile("redux.sync.and.b32 %0, %1, %2;" : "=r"(an) : "r"(v | 0x100), "r"(full));
  asm volatile("redux.sync.or.b32 %0, %1, %2;" : "=r"(o) : "r"(v), "r"(full));
  asm volatile("redux.sync.xor.b32 %0, %1, %2;" : "=r"(x) : "r"(v), "r"(full));
  r[14] = mn + mx + an + o + x;
  asm volatile("bar.warp.sync %0;" ::"r"(full));
  asm volatile("activemask.b32 %0;" : "=r"(r[15]));
  // (the warp is converged here: every lane of it is active)
  for (int i = 0; i < 16; i++) out[16 * t + i] = r[i];
}

__global__ void barriers(unsigned *out) {
  __shared__ unsigned s[N];
  unsigned t = threadIdx.x;
  s[t] = t * t;
  asm volatile("bar.sync 0;" ::: "memory");
  asm volatile("membar.cta;");
  asm volatile("fence.acq_rel.gpu;");
  out[t] = s[(t + 1) % N];
  unsigned cnt;
  asm volatile("{ .reg .pred p; setp.lt.u32 p, %1, 10;\n"
               " bar.red.popc.u32 %0, 0, p; }"
               : "=r"(cnt) : "r"(t));
  out[N + t] = cnt;
  // a shared-window address through cvta
  unsigned addr, val;
  asm("{ .reg .u64 a; cvta.to.shared.u64 a, %1; cvt.u32.u64 %0, a; }"
      : "=r"(addr) : "l"(&s[(t + 3) % N]));
  asm volatile("ld.shared.u32 %0, [%1];" : "=r"(val) : "r"(addr));
  out[2 * N + t] = val;
}

__global__ void bits(const unsigned *in, unsigned *out) {
  unsigned t = threadIdx.x, a = in[t], b = in[(t + 1) % N], r[24];
  int sa = (int)a;
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r[0]) : "r"(a), "r"(t % 40), "r"((t * 3) % 20));
  asm("bfe.s32 %0, %1, %2, %3;" : "=r"(r[1]) : "r"(sa), "r"(t % 36), "r"((t * 5) % 34));
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r[2]) : "r"(a), "r"(b), "r"(t % 35), "r"(t % 9));
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r[3]) : "r"(a), "r"(b), "r"(0x8e3d1u * (t + 1)));
  asm("prmt.b32.f4e %0, %1, %2, %3;" : "=r"(r[4]) : "r"(a), "r"(b), "r"(t));
  asm("prmt.b32.b4e %0, %1, %2, %3;" : "=r"(r[5]) : "r"(a), "r"(b), "r"(t));
  asm("prmt.b32.ecl %0, %1, %2, %3;" : "=r"(r[6]) : "r"(a), "r"(b), "r"(t));
  asm("prmt.b32.rc16 %0, %1, %2, %3;" : "=r"(r[7]) : "r"(a), "r"(b), "r"(t));
  asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(r[8]) : "r"(a), "r"(b), "r"(t));
  asm("lop3.b32 %0, %1, %2, %3, 0xe8;" : "=r"(r[9]) : "r"(a), "r"(b), "r"(t * 0x01010101u));
  asm("brev.b32 %0, %1;" : "=r"(r[10]) : "r"(a));
  asm("popc.b32 %0, %1;" : "=r"(r[11]) : "r"(a));
  asm("clz.b32 %0, %1;" : "=r"(r[12]) : "r"(a >> (t % 32)));
  asm("bfind.u32 %0, %1;" : "=r"(r[13]) : "r"(a >> (t % 33 == 32 ? 31 : t % 32)));
  asm("bfind.s32 %0, %1;" : "=r"(r[14]) : "r"(sa));
  asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(r[15]) : "r"(a), "r"(b), "r"(t));
  asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(r[16]) : "r"(a), "r"(b), "r"(t));
  asm("shl.b32 %0, %1, %2;" : "=r"(r[17]) : "r"(a), "r"(t));
  asm("shr.s32 %0, %1, %2;" : "=r"(r[18]) : "r"(sa), "r"(t));
  asm("mul.hi.u32 %0, %1, %2;" : "=r"(r[19]) : "r"(a), "r"(b));
  asm("mul24.lo.u32 %0, %1, %2;" : "=r"(r[20]) : "r"(a), "r"(b));
  asm("sad.u32 %0, %1, %2, %3;" : "=r"(r[21]) : "r"(a), "r"(b), "r"(t));
  asm("min.s32 %0, %1, %2;" : "=r"(r[22]) : "r"(sa), "r"((int)b));
  asm("{ .reg .u16 lo, hi; mov.b32 {lo, hi}, %1; mov.b32 %0, {hi, lo}; }" : "=r"(r[23]) : "r"(a));
  for (int i = 0; i < 24; i++) out[24 * t + i] = r[i];
}

__global__ void arith(const unsigned *in, unsigned *out) {
  unsigned t = threadIdx.x, a = in[t], b = in[(t + 7) % N];
  unsigned long long A = ((unsigned long long)a << 32) | b, B2 = ~A * 3;
  unsigned r[16];
  // 128-bit addition and subtraction through carry chains
  asm("add.cc.u32 %0, %4, %8;\n\t"
      "addc.cc.u32 %1, %5, %9;\n\t"
      "addc.cc.u32 %2, %6, %10;\n\t"
      "addc.u32 %3, %7, %11;"
      : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
      : "r"(a), "r"(b), "r"(~a), "r"(t), "r"(b), "r"(~b), "r"(a), "r"(t * 3));
  asm("sub.cc.u32 %0, %2, %4;\n\t"
      "subc.u32 %1, %3, %5;"
      : "=r"(r[4]), "=r"(r[5]) : "r"(a), "r"(b), "r"(b), "r"(a));
  asm("mad.lo.cc.u32 %0, %2, %3, %4;\n\t"
      "madc.hi.u32 %1, %2, %3, %5;"
      : "=r"(r[6]), "=r"(r[7]) : "r"(a), "r"(b), "r"(~t), "r"(t));
  unsigned long long w, w2, h64;
  asm("mul.wide.u32 %0, %1, %2;" : "=l"(w) : "r"(a), "r"(b));
  asm("mul.wide.s32 %0, %1, %2;" : "=l"(w2) : "r"(a), "r"(b));
  asm("mul.hi.u64 %0, %1, %2;" : "=l"(h64) : "l"(A), "l"(B2));
  unsigned long long mw;
  asm("mad.wide.u32 %0, %1, %2, %3;" : "=l"(mw) : "r"(a), "r"(b), "l"(A));
  r[8] = (unsigned)w ^ (unsigned)(w >> 32);
  r[9] = (unsigned)w2 ^ (unsigned)(w2 >> 32);
  r[10] = (unsigned)h64 ^ (unsigned)(h64 >> 32);
  r[11] = (unsigned)mw ^ (unsigned)(mw >> 32);
  // conversions with rounding modes
  float f = ((int)a % 100000) / 64.0f;
  int ri, rz, rm, rp;
  asm("cvt.rni.s32.f32 %0, %1;" : "=r"(ri) : "f"(f));
  asm("cvt.rzi.s32.f32 %0, %1;" : "=r"(rz) : "f"(f));
  asm("cvt.rmi.s32.f32 %0, %1;" : "=r"(rm) : "f"(f));
  asm("cvt.rpi.s32.f32 %0, %1;" : "=r"(rp) : "f"(f));
  r[12] = ri * 1000003u + rz * 101u + rm * 7u + rp;
  unsigned char8;
  asm("cvt.sat.u8.s32 %0, %1;" : "=r"(char8) : "r"((int)a % 600 - 200));
  float fr;
  asm("cvt.rn.f32.f64 %0, %1;" : "=f"(fr) : "d"((double)a / 3.0));
  long long s64;
  asm("cvt.s64.s32 %0, %1;" : "=l"(s64) : "r"(a));
  r[13] = char8 + (unsigned)(s64 >> 32);
  memcpy(&r[14], &fr, 4);
  // predicates, a loop with a label, setp with a boolean combination
  unsigned pc;
  asm("{ .reg .pred p, q; .reg .u32 i, n;\n"
      " mov.u32 n, 0; mov.u32 i, %1;\n"
      "LOOP: setp.ne.u32 p, i, 0;\n"
      " @!p bra DONE;\n"
      " and.b32 %0, i, 1; add.u32 n, n, %0;\n"
      " shr.u32 i, i, 1; bra LOOP;\n"
      "DONE: setp.gt.and.u32 q, n, 10, p;\n"
      " setp.eq.or.u32 q, n, 12, q;\n"
      " selp.u32 %0, n, 99, q; }"
      : "=r"(pc) : "r"(a));
  r[15] = pc;
  for (int i = 0; i < 16; i++) out[16 * t + i] = r[i];
}

__global__ void memory(unsigned *data, unsigned *out) {
  unsigned t = threadIdx.x, v, w, x;
  asm volatile("ld.global.nc.u32 %0, [%1];" : "=r"(v) : "l"(data + t));
  asm volatile("ld.volatile.global.u32 %0, [%1+4];" : "=r"(w) : "l"(data + t % 63));
  asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(x) : "l"(data + (t + 2) % N));
  unsigned old, cas, ex, inc, dec, mn;
  asm volatile("atom.global.add.u32 %0, [%1], %2;" : "=r"(old) : "l"(&g_mem[0]), "r"(t + 1));
  asm volatile("atom.global.cas.b32 %0, [%1], %2, %3;"
               : "=r"(cas) : "l"(&g_mem[1]), "r"(0u), "r"(t + 100));
  asm volatile("atom.global.exch.b32 %0, [%1], %2;" : "=r"(ex) : "l"(&g_mem[2]), "r"(t));
  asm volatile("atom.global.inc.u32 %0, [%1], 9;" : "=r"(inc) : "l"(&g_mem[3]));
  asm volatile("atom.global.dec.u32 %0, [%1], 5;" : "=r"(dec) : "l"(&g_mem[4]));
  asm volatile("atom.global.min.s32 %0, [%1], %2;" : "=r"(mn) : "l"(&g_mem[5]), "r"((int)t - 30));
  asm volatile("red.global.add.u32 [%0], %1;" ::"l"(&g_mem[6]), "r"(t * t));
  asm volatile("red.global.max.u32 [%0], %1;" ::"l"(&g_mem[7]), "r"(t ^ 21));
  asm volatile("st.release.gpu.global.u32 [%0], %1;" ::"l"(out + 4 * N + t), "r"(v + w));
  asm volatile("st.global.wb.u32 [%0], %1;" ::"l"(out + t), "r"(v * 3 + x));
  unsigned long long lo, hi;
  __align__(16) unsigned long long pair[2] = {t * 11ull, t * 13ull};
  asm volatile("ld.v2.u64 {%0, %1}, [%2];" : "=l"(lo), "=l"(hi) : "l"(pair));
  out[N + t] = (unsigned)(lo + hi);
  out[2 * N + t] = old <= N * (N + 1) / 2;
  (void)cas; (void)ex; (void)inc; (void)dec; (void)mn;
}

// the sum of absolute byte differences (NVIDIA's stereoDisparity sample)
__global__ void video(const unsigned *in, unsigned *out) {
  unsigned t = threadIdx.x;
  asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;"
      : "=r"(out[t]) : "r"(in[t]), "r"(in[(t + 1) % N]), "r"(t));
}

int main() {
  unsigned h_in[N], *d_in, *d_out;
  unsigned s = 2024;
  for (int i = 0; i < N; i++) {
    s = s * 1664525u + 1013904223u;
    h_in[i] = s ^ (s >> 13);
  }
  h_in[5] = 0;
  h_in[6] = 0x80000000u;
  cudaMalloc(&d_in, sizeof h_in);
  cudaMalloc(&d_out, 32 * N * sizeof(unsigned));
  cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  static unsigned o[32 * N];
  int fails = 0;
#define RUN(call, per, name)                                                   \
  cudaMemset(d_out, 0, 32 * N * sizeof(unsigned));                             \
  call;                                                                        \
  if (cudaDeviceSynchronize() != cudaSuccess) {                                \
    printf("FAIL %s\n", name);                                                 \
    return 1;                                                                  \
  }                                                                            \
  cudaMemcpy(o, d_out, 32 * N * sizeof(unsigned), cudaMemcpyDeviceToHost);     \
  for (int t = 0; t < N; t++) {                                                \
    printf("%s %2d:", name, t);                                                \
    for (int i = 0; i < per; i++) printf(" %x", o[per * t + i]);               \
    printf("\n");                                                              \
  }

  RUN((specials<<<1, N>>>(d_out)), 6, "special");
  for (int t = 0; t < N; t++) {
    unsigned l = t % 32;
    if (o[6 * t] != l || o[6 * t + 2] != 1u << l || o[6 * t + 4] != 31) {
      printf("FAIL special %d\n", t);
      fails++;
    }
  }
  RUN((warps<<<1, N>>>(d_out)), 16, "warp");
  RUN((barriers<<<1, N>>>(d_out)), 1, "barrier");
  RUN((bits<<<1, N>>>(d_in, d_out)), 24, "bits");
  for (int t = 0; t < N; t++) {
    unsigned a = h_in[t], rev = 0;
    for (int i = 0; i < 32; i++) rev |= (a >> i & 1) << (31 - i);
    if (o[24 * t + 10] != rev || o[24 * t + 11] != (unsigned)__builtin_popcount(a)) {
      printf("FAIL bits %d\n", t);
      fails++;
    }
  }
  RUN((arith<<<1, N>>>(d_in, d_out)), 16, "arith");
  for (int t = 0; t < N; t++) {
    unsigned a = h_in[t], b = h_in[(t + 7) % N];
    unsigned long long w = (unsigned long long)a * b;
    if (o[16 * t + 8] != ((unsigned)w ^ (unsigned)(w >> 32)) || o[16 * t + 4] != a - b) {
      printf("FAIL arith %d\n", t);
      fails++;
    }
  }
  video<<<1, N>>>(d_in, d_out);
  cudaMemcpy(o, d_out, N * sizeof(unsigned), cudaMemcpyDeviceToHost);
  for (int t = 0; t < N; t++) {
    unsigned a = h_in[t], b = h_in[(t + 1) % N], sad = t;
    for (int i = 0; i < 32; i += 8) {
      int x = a >> i & 0xff, y = b >> i & 0xff;
      sad += x > y ? x - y : y - x;
    }
    if (o[t] != sad) {
      printf("FAIL vabsdiff4 %d\n", t);
      fails++;
    }
  }
  unsigned init[8] = {0, 0, 0, 0, 3, 0, 0, 0};
  cudaMemcpyToSymbol(g_mem, init, sizeof init);
  RUN((memory<<<1, N>>>(d_in, d_out)), 5, "memory");
  unsigned mem[8];
  cudaMemcpyFromSymbol(mem, g_mem, sizeof mem);
  printf("atomics: %u %u %u %u %u %d %u %u\n", mem[0], mem[1] >= 100 && mem[1] < 100 + N,
         mem[2] < N, mem[3], mem[4], (int)mem[5], mem[6], mem[7]);
  if (mem[0] != N * (N + 1) / 2 || mem[6] != 85344 || (int)mem[5] != -30) {
    printf("FAIL atomics\n");
    fails++;
  }
  if (fails) return 1;
  printf("PASS\n");
  return 0;
}
