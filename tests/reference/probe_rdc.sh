#!/bin/bash
# Separate compilation with nvcc on a real GPU: what nvcc/nvlink say and do
# for the cases tests/driver/rdc_*.sh check (run with the device machine;
# output in probe_rdc.out).
export PATH=/usr/local/cuda/bin:$PATH
W=$(mktemp -d); cd "$W"
run() { echo "\$ $*"; "$@" 2>&1 | sed 's/^/  /'; echo "  [rc=${PIPESTATUS[0]}]"; }
cat > a.cu <<'CU'
#include <cstdio>
__device__ int counter = 5;
__constant__ int coef[4] = {1, 2, 3, 4};
__device__ int twice(int x) { return 2 * x + coef[1]; }
__global__ void child(int *p, int v) { p[threadIdx.x] = v + threadIdx.x; }
CU
cat > b.cu <<'CU'
#include <cstdio>
extern __device__ int counter;
extern __constant__ int coef[4];
__device__ int twice(int x);
__global__ void child(int *p, int v);
__global__ void parent(int *p) { p[0] = twice(counter); child<<<1, 4>>>(p + 1, coef[3]); }
int main() {
  int *p; cudaMalloc(&p, 5 * sizeof(int));
  parent<<<1, 1>>>(p);
  printf("sync: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  int h[5]; cudaMemcpy(h, p, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 5; i++) printf("%d ", h[i]);
  int c = 7; cudaMemcpyToSymbol(counter, &c, sizeof c);
  child<<<1, 2>>>(p, 100); cudaDeviceSynchronize();
  cudaMemcpy(h, p, sizeof h, cudaMemcpyDeviceToHost);
  printf("\n%d %d\n", h[0], h[1]);
}
CU
run nvcc -arch=sm_90 -dc a.cu b.cu
run nvcc -arch=sm_90 -o ab a.o b.o
run ./ab
run nvcc -arch=sm_90 -dlink a.o b.o -o link.o
run g++ -o ab2 a.o b.o link.o -L/usr/local/cuda/lib64 -lcudadevrt -lcudart
run ./ab2
echo "== -dc objects linked by g++ without a device link"
run g++ -o ab3 a.o b.o -L/usr/local/cuda/lib64 -lcudadevrt -lcudart
echo "== unresolved device function"
cat > c.cu <<'CU'
__device__ int twice(int x);
extern __device__ int nowhere;
__global__ void k(int *p) { *p = twice(*p) + nowhere; }
int main() { k<<<1,1>>>(0); return cudaDeviceSynchronize(); }
CU
run nvcc -arch=sm_90 -dc c.cu
run nvcc -arch=sm_90 -o c c.o
run nvcc -arch=sm_90 -dlink c.o -o clink.o
echo "== non-rdc extern function / variable"
cat > d.cu <<'CU'
__device__ int twice(int x);
__global__ void k(int *p) { *p = twice(*p); }
int main() { return 0; }
CU
cat > e.cu <<'CU'
extern __device__ int nowhere;
__global__ void k(int *p) { *p = nowhere; }
int main() { return 0; }
CU
run nvcc -arch=sm_90 -c d.cu
run nvcc -arch=sm_90 -c e.cu
run nvcc -arch=sm_90 -o d d.cu
echo "== static library: a kernel reached only through a host function"
cat > lk.cu <<'CU'
#include <cstdio>
__global__ void libk(int *p) { *p = 42; }
void launch_libk(int *p) { libk<<<1, 1>>>(p); }
CU
cat > lu.cu <<'CU'
__device__ int missing_fn(int);
__global__ void unused(int *p) { *p = missing_fn(*p); }
void unused_host() { unused<<<1,1>>>(0); }
CU
cat > ld1.cu <<'CU'
__device__ int dup(int x) { return x + 1; }
__global__ void d1(int *p) { *p = dup(*p); }
CU
cat > ld2.cu <<'CU'
__device__ int dup(int x) { return x + 2; }
__global__ void d2(int *p) { *p = dup(*p); }
CU
cat > m.cu <<'CU'
#include <cstdio>
void launch_libk(int *p);
int main() { int *p; cudaMalloc(&p, 4); launch_libk(p); int h = 0;
  cudaMemcpy(&h, p, 4, cudaMemcpyDeviceToHost); printf("libk: %d %s\n", h, cudaGetErrorString(cudaGetLastError())); }
CU
run nvcc -arch=sm_90 -dc lk.cu lu.cu ld1.cu ld2.cu m.cu
run ar rcs libk.a lk.o
run nvcc -arch=sm_90 -o m1 m.o -L. -lk
run ./m1
run nvcc -arch=sm_90 -dlink m.o -L. -lk -o mlink.o
run g++ -o m2 m.o mlink.o -L. -lk -L/usr/local/cuda/lib64 -lcudart
run ./m2
run nvcc -arch=sm_90 -lib -o libk2.a lk.o lu.o
run ar t libk2.a
run nvcc -arch=sm_90 -o m3 m.o -L. -lk2
run ./m3
run ar rcs libk3.a lk.o ld1.o ld2.o
run nvcc -arch=sm_90 -o m4 m.o -L. -lk3
run ./m4
run nvcc -arch=sm_90 -o m5 m.o libk3.a
echo "== non-rdc object in a -dlink"
run nvcc -arch=sm_90 -c -o d_nordc.o lk.cu
run nvcc -arch=sm_90 -dlink d_nordc.o -o nlink.o
echo "== a kernel with no image for the device (sm_50 SASS only)"
cat > f.cu <<'CU'
#include <cstdio>
__global__ void k(int *p) { *p = 1; }
int main() { int *p; cudaMalloc(&p, 4);
  k<<<1,1>>>(p);
  printf("launch: %s\n", cudaGetErrorName(cudaGetLastError()));
  printf("sync: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  k<<<1,1>>>(p);
  printf("sync2: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  printf("peek: %s\n", cudaGetErrorName(cudaPeekAtLastError()));
  void *q; printf("malloc: %s\n", cudaGetErrorName(cudaMalloc(&q, 4))); }
CU
run nvcc -gencode arch=compute_50,code=sm_50 -o f f.cu
run ./f
echo "== a corrupt fatbinary"
run nvcc -arch=sm_90 -o g f.cu
python3 - <<'PY'
import subprocess,re
out=subprocess.run(['readelf','-SW','g'],capture_output=True,text=True).stdout
for l in out.splitlines():
  if '.nv_fatbin' in l:
    f=l.split(']')[1].split(); off=int(f[3],16); size=int(f[4],16)
    b=bytearray(open('g','rb').read())
    for i in range(off+200, off+size-8, 7): b[i]^=0x5a
    open('g_bad','wb').write(b); print('corrupted',size,'bytes')
PY
chmod +x g_bad; run ./g_bad
