// The sm_90 atomics, compiled with -arch=sm_90 by atomics_arch.sh: float2/
// float4 atomicAdd (each element atomic on its own) and atomicCAS/atomicExch
// on a 16-byte aligned struct (CUDA 12's templates), all three scopes, from
// 128 blocks of 128 threads; results are exact and self-checked. The _block
// forms work on one location per block (they are atomic within a block only).
#include <cstdio>

#define B 128
#define T 128
#define N (B * T)

struct __align__(16) Pair {
    long long a, b;
};

struct Dev {
    float2 f2[2];
    float4 f4;
    float2 f2b[B];
    float4 f4b[B];
    Pair p, ps;   // CAS increment loop, CAS_system first-wins
    Pair pb[B];   // CAS_block first-wins, per block
    Pair ex, exs; // Exch, Exch_system
    Pair exb[B];  // Exch_block, per block
    int winners_s, winners_b[B];
};

__global__ void k(Dev* d, Pair* olds)
{
    int gid = blockIdx.x * blockDim.x + threadIdx.x, b = blockIdx.x;
    atomicAdd(&d->f2[0], make_float2(1.0f, 2.0f));
    atomicAdd_system(&d->f2[1], make_float2(-1.0f, 0.5f));
    atomicAdd(&d->f4, make_float4(1.0f, 2.0f, 3.0f, 4.0f));
    atomicAdd_block(&d->f2b[b], make_float2(0.5f, 1.0f));
    atomicAdd_block(&d->f4b[b], make_float4(0.5f, 0.5f, 0.5f, 0.5f));
    atomicAdd_system(&d->f4b[b], make_float4(0.0f, 0.0f, 0.0f, 1.0f));

    // 128-bit CAS loop: both halves change together
    Pair old = d->p, assumed;
    do {
        assumed = old;
        Pair next = {assumed.a + 1, assumed.b - 3};
        old = atomicCAS(&d->p, assumed, next);
    } while (old.a != assumed.a || old.b != assumed.b);

    Pair zero = {0, 0}, mine = {gid + 1, -(gid + 1)};
    Pair o = atomicCAS_system(&d->ps, zero, mine);
    if (o.a == 0 && o.b == 0)
        atomicAdd(&d->winners_s, 1);
    o = atomicCAS_block(&d->pb[b], zero, mine);
    if (o.a == 0 && o.b == 0)
        atomicAdd(&d->winners_b[b], 1);

    olds[gid] = atomicExch(&d->ex, mine);
    atomicExch_system(&d->exs, mine);
    atomicExch_block(&d->exb[b], mine);
}

int main()
{
    Dev* d;
    Pair* olds;
    cudaMalloc(&d, sizeof(Dev));
    cudaMalloc(&olds, N * sizeof(Pair));
    cudaMemset(d, 0, sizeof(Dev));
    k<<<B, T>>>(d, olds);
    static Dev h;
    static Pair ho[N];
    static char seen[N + 1];
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(ho, olds, sizeof ho, cudaMemcpyDeviceToHost);

    bool ok = h.f2[0].x == N && h.f2[0].y == 2.0f * N && h.f2[1].x == -N &&
              h.f2[1].y == 0.5f * N && h.f4.x == N && h.f4.y == 2.0f * N &&
              h.f4.z == 3.0f * N && h.f4.w == 4.0f * N;
    for (int b = 0; b < B; b++)
        ok = ok && h.f2b[b].x == 0.5f * T && h.f2b[b].y == 1.0f * T &&
             h.f4b[b].x == 0.5f * T && h.f4b[b].z == 0.5f * T && h.f4b[b].w == 1.5f * T;
    printf("float2/float4 atomicAdd: %s\n", ok ? "ok" : "WRONG");

    bool ok2 = h.p.a == N && h.p.b == -3LL * N && h.winners_s == 1 && h.ps.a >= 1 &&
               h.ps.b == -h.ps.a;
    for (int b = 0; b < B; b++)
        ok2 = ok2 && h.winners_b[b] == 1 && h.pb[b].a > b * T && h.pb[b].a <= (b + 1) * T &&
              h.pb[b].b == -h.pb[b].a;
    printf("128-bit atomicCAS: %s\n", ok2 ? "ok" : "WRONG");

    // the old values and the final value: 0 once, every gid+1 once
    bool ok3 = true;
    for (int i = 0; i <= N; i++) {
        Pair v = i < N ? ho[i] : h.ex;
        if (v.a < 0 || v.a > N || v.b != -v.a || seen[v.a]++) {
            ok3 = false;
            break;
        }
    }
    ok3 = ok3 && h.exs.a >= 1 && h.exs.b == -h.exs.a;
    for (int b = 0; b < B; b++)
        ok3 = ok3 && h.exb[b].a > b * T && h.exb[b].a <= (b + 1) * T &&
              h.exb[b].b == -h.exb[b].a;
    printf("128-bit atomicExch chain: %s\n", ok3 ? "ok" : "WRONG");

    ok = ok && ok2 && ok3 && cudaDeviceSynchronize() == cudaSuccess;
    printf("%s\n", ok ? "PASS" : "FAIL");
    return !ok;
}
