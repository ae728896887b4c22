// the other -rdc unit of rdc_a.cu
__device__ int helper(int v) { return v * 10 + 1; }
