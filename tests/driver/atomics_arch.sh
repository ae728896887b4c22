# Atomic overloads that depend on -arch, as in NVIDIA's headers: the sm_90
# ones (float2/float4 atomicAdd, 16-byte atomicCAS/atomicExch) work with
# -arch=sm_90 and do not exist for sm_80; below sm_60 there is no double
# atomicAdd and no _block/_system scope, so the guide's atomicCAS fallback for
# double atomicAdd compiles and runs.
. "$ROOT/tests/driver/lib.bash"
cd "$T"

"$CUCC" -arch=sm_90 -O2 -o sm90 "$ROOT/tests/driver/atomics_sm90.cu" && CUCC_NUM_THREADS=4 ./sm90 > out 2>&1
check "sm_90 atomics run" contains out "^PASS$"
"$CUCC" -arch=sm_80 -c -o sm80.o "$ROOT/tests/driver/atomics_sm90.cu" > out 2>&1; rc=$?
check "float2 atomicAdd needs sm_90" sh -c "test $rc -ne 0 && grep -q 'atomicAdd' out"

cat > fallback.cu <<'X'
#include <cstdio>
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600
#else
__device__ double atomicAdd(double* address, double val)
{
    unsigned long long int* address_as_ull = (unsigned long long int*)address;
    unsigned long long int old = *address_as_ull, assumed;
    do {
        assumed = old;
        double s = val + *(double*)&assumed;
        old = atomicCAS(address_as_ull, assumed, *(unsigned long long*)&s);
    } while (assumed != old);
    return *(double*)&old;
}
#endif
__global__ void k(double* d) { atomicAdd(d, 1.0); }
int main() {
    double* d, h = 0;
    cudaMalloc(&d, sizeof h);
    cudaMemset(d, 0, sizeof h);
    k<<<64, 128>>>(d);
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%s\n", h == 64.0 * 128 ? "PASS" : "FAIL");
    return h != 64.0 * 128;
}
X
"$CUCC" -arch=sm_50 -o fb50 fallback.cu && ./fb50 > out 2>&1
check "guide's double atomicAdd fallback, sm_50" contains out "^PASS$"
"$CUCC" -o fb80 fallback.cu && ./fb80 > out 2>&1
check "built-in double atomicAdd, sm_80" contains out "^PASS$"

printf '__global__ void k(int *p) { atomicAdd_block(p, 1); }\n' > blk.cu
"$CUCC" -arch=sm_50 -c -o blk.o blk.cu > out 2>&1; rc=$?
check "no atomicAdd_block below sm_60" sh -c "test $rc -ne 0 && grep -q atomicAdd_block out"
"$CUCC" -c -o blk.o blk.cu > out 2>&1
check "atomicAdd_block at sm_80" test $? -eq 0
finish
