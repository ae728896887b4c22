# Loop versioning for accumulators (src/lower/loop_versioning.c): a thread
# that adds into tmp[i] and y[i] at every iteration of its loop (GESUMMV)
# gets a version of the loop, behind a runtime overlap check, that keeps
# them in registers; its results are bit-identical to those of a build
# without it (CUCC_NO_LOOP_VERSIONING=1), also when the arrays overlap and
# the check sends the threads to the original loop.
. "$ROOT/tests/driver/lib.bash"
cd "$T"

cat > g.cu <<'X'
#include <cstdio>
#include <cstring>
#define N 512
__global__ void gesummv(float alpha, float beta, const float *A, const float *B,
                        float *tmp, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N) {
    for (int j = 0; j < N; j++) {
      tmp[i] += A[i * N + j] * x[j];
      y[i] += B[i * N + j] * x[j];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}
int main() {
  float *m;
  cudaMallocManaged(&m, (2 * N * N + 4 * N) * sizeof(float));
  float *A = m, *B = A + N * N, *tmp = B + N * N, *x = tmp + N, *y = x + N;
  unsigned h = 0;
  for (int run = 0; run < 2; run++) {
    for (int i = 0; i < 2 * N * N + 4 * N; i++)
      m[i] = (float)((i * 7919) % 1013) / 1013.0f;
    // run 1: x overlaps tmp (the overlap check takes the original loop)
    const float *xx = run ? tmp + 1 : x;
    gesummv<<<1, N>>>(1.5f, 1.2f, A, B, tmp, xx, y); // one block: a fixed order
    cudaDeviceSynchronize();
    for (int i = 0; i < 2 * N; i++) {
      unsigned u;
      memcpy(&u, &tmp[i], 4);
      h = h * 31 + u;
    }
  }
  printf("%08x\n", h);
  return 0;
}
X
CUCC_TARGET_CPU=native "$CUCC" -O3 --keep -o on g.cu > log 2>&1
check "versioned loop in the device code" grep -q "lver" g.dev.ll
rm -f g.dev.*
CUCC_NO_LOOP_VERSIONING=1 CUCC_TARGET_CPU=native "$CUCC" -O3 --keep -o off g.cu > log 2>&1
check "no versioning when turned off" sh -c '! grep -q lver g.dev.ll'
./on > on.out && ./off > off.out
check "same results" cmp on.out off.out
finish
