# The host compiler: -ccbin g++ (host code by g++, kernels by cucc, one
# program), -Xcompiler flags on every pass (a -D reaches device code; host-only
# flags do not break the device pass), host OpenMP with clang (libomp) and
# with g++ (tests/e2e/openmp_host.cu).
. "$ROOT/tests/driver/lib.bash"
cd "$T"

cat > kern.cu <<'X'
#include <cstdio>
__global__ void k(int *p) { p[threadIdx.x] = FOO * 10 + threadIdx.x; }
int host_part(int x);
#ifdef __clang__
const char *cu_host = "clang";
#else
const char *cu_host = "other";
#endif
int main() {
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  k<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %s\n", h[0], h[3], host_part(FOO), cu_host);
  return 0;
}
X
cat > host.cpp <<'X'
#include <vector>
#include <string>
#ifdef __clang__
#error "host.cpp must be compiled by g++ here"
#endif
int host_part(int x) { std::vector<std::string> v(x, "ab"); return (int)v.size() * 100; }
X
cat > helper.c <<'X'
#ifdef __clang__
#error "helper.c must be compiled by gcc here"
#endif
int c_helper(int x) { return x + 1; }
X

"$CUCC" -Xcompiler -DFOO=3 -o x1 kern.cu host.cpp -ccbin clang++ > out 2>&1
check "host.cpp really needs g++ (the test's guard works)" grep -q "must be compiled by g++" out
"$CUCC" -ccbin g++ -Xcompiler -DFOO=3 -o x1 kern.cu host.cpp helper.c && ./x1 > out
check "-ccbin g++: .cpp/.c by g++, .cu host pass by clang, one program; -Xcompiler -D reaches device code" contains out "^30 33 300 clang$"
"$CUCC" --compiler-bindir=/usr/bin -Xcompiler="-DFOO=2 -O2" -o x2 kern.cu host.cpp && ./x2 > out
check "--compiler-bindir DIR (its g++); -Xcompiler=\"-DFOO=2 -O2\" is two flags" contains out "^20 23 200 clang$"
"$CUCC" -ccbin g++ -Xcompiler -fPIC,-Wall,-Wextra,-O2,-fno-strict-aliasing,-fopenmp -Xcompiler -DFOO=1 -o x3 kern.cu host.cpp && ./x3 > out
check "host-only -Xcompiler flags leave the device pass alone" contains out "^10 13 100 clang$"
"$CUCC" -Xcompiler -include -Xcompiler "$ROOT/tests/driver/atomics_arch.sh" -c kern.cu > out 2>&1; rc=$?
check "-Xcompiler -include FILE reaches every pass (a bad file fails)" test $rc -ne 0
printf '#define FOO 7\n' > foo.h
"$CUCC" -Xcompiler -include,foo.h -o x4 kern.cu host.cpp -ccbin g++ && ./x4 > out
check "-Xcompiler -include,foo.h" contains out "^70 73 700 clang$"

# host OpenMP, kernels launched from every OpenMP thread
E2E="$ROOT/tests/e2e"
"$CUCC" -Xcompiler -fopenmp -o omp1 "$E2E/openmp_host.cu" && OMP_NUM_THREADS=2 ./omp1 > out
check "-Xcompiler -fopenmp with clang (libomp)" contains out "^PASS$"
cat > omp_host.cpp <<'X'
#include <omp.h>
int omp_host_sum(int n) {
  int s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; i++) s += i + 0 * omp_get_thread_num();
  return s;
}
X
cat > omp_main.cu <<'X'
#include <cstdio>
#include <omp.h>
int omp_host_sum(int n);
__global__ void k(int *p, int v) { p[threadIdx.x] = v; }
int main() {
  int bad = 0, threads = 0;
#pragma omp parallel num_threads(3) reduction(+ : bad, threads)
  {
    int *d, h[32], t = omp_get_thread_num();
    cudaMalloc(&d, sizeof h);
    k<<<1, 32>>>(d, t);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 32; i++) bad += h[i] != t;
    threads = 1;
  }
  printf("%d %d %d\n", bad, threads, omp_host_sum(100));
}
X
"$CUCC" -ccbin g++ -Xcompiler -fopenmp -o omp2 omp_main.cu omp_host.cpp && OMP_NUM_THREADS=2 ./omp2 > out
check "-ccbin g++ -Xcompiler -fopenmp: g++'s and clang's OpenMP in one program" contains out "^0 3 4950$"
"$CUCC" -ccbin g++ -Xcompiler -fopenmp -o omp3 "$E2E/openmp_host.cu" && ./omp3 > out
check "openmp_host.cu with -ccbin g++" contains out "^PASS$"
finish
