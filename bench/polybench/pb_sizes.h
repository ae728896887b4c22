/* Problem sizes of the PolyBench-GPU benchmark (pb_kernels.cl and the host
 * programs): the default keeps `make bench` short on 2 cores; PB_LARGE
 * (`make bench BENCH_SIZE=large`) gives PolyBench-GPU's standard sizes or
 * close to them. */
#ifndef PB_LARGE
#define CONV2_NI 2048
#define CONV2_NJ 2048
#define CONV3_N 128
#define GEMM_N 512
#define MM2_N 384
#define MM3_N 384
#define ADI_N 512
#define MV_N 2048
#define COR_N 384
#define FDTD_N 1024
#define FDTD_T 20
#define GRAM_N 256
#define J1_N (1 << 20)
#define J1_T 20
#define J2_N 1024
#define J2_T 10
#define LU_N 512
#define SYRK_N 384
#define SYR2K_N 384
#else
#define CONV2_NI 4096
#define CONV2_NJ 4096
#define CONV3_N 256
#define GEMM_N 1024
#define MM2_N 1024
#define MM3_N 512
#define ADI_N 1024
#define MV_N 4096
#define COR_N 1024
#define FDTD_N 2048
#define FDTD_T 100
#define GRAM_N 512
#define J1_N (1 << 22)
#define J1_T 100
#define J2_N 2048
#define J2_T 20
#define LU_N 1024
#define SYRK_N 1024
#define SYR2K_N 1024
#endif
