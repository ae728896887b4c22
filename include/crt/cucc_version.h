/* cucc: the CUDA version cucc reports, in ONE place. The driver passes
 * -D__CUCC_CUDA_VERSION__=N when the user chooses another (`cucc
 * --cuda-version=12.4` or CUCC_CUDA_VERSION=12.4 when compiling); the driver
 * (src/driver/version.c) and libcudart read the default from here.
 * N is CUDA's encoding: 1000 * major + 10 * minor (13000 is 13.0).
 * __CUDACC_VER_*__, CUDART_VERSION, CUDA_VERSION, cudaRuntimeGetVersion and
 * cudaDriverGetVersion all follow it; the API forms that differ between
 * CUDA 12 and 13 are chosen by it in C (C++ has both as overloads). */
#ifndef CUCC_CRT_VERSION_H
#define CUCC_CRT_VERSION_H

#ifndef __CUCC_CUDA_VERSION__
#define __CUCC_CUDA_VERSION__ 13000
#endif

/* major and minor as plain numbers (programs stringify them) */
#if __CUCC_CUDA_VERSION__ / 1000 == 11
#define __CUCC_CUDA_VERSION_MAJOR__ 11
#elif __CUCC_CUDA_VERSION__ / 1000 == 12
#define __CUCC_CUDA_VERSION_MAJOR__ 12
#elif __CUCC_CUDA_VERSION__ / 1000 == 13
#define __CUCC_CUDA_VERSION_MAJOR__ 13
#elif __CUCC_CUDA_VERSION__ / 1000 == 14
#define __CUCC_CUDA_VERSION_MAJOR__ 14
#else
#error "cucc: CUDA versions 11.0 to 14.9 only"
#endif
#if __CUCC_CUDA_VERSION__ % 1000 / 10 == 0
#define __CUCC_CUDA_VERSION_MINOR__ 0
#elif __CUCC_CUDA_VERSION__ % 1000 / 10 == 1
#define __CUCC_CUDA_VERSION_MINOR__ 1
#elif __CUCC_CUDA_VERSION__ % 1000 / 10 == 2
#define __CUCC_CUDA_VERSION_MINOR__ 2
#elif __CUCC_CUDA_VERSION__ % 1000 / 10 == 3
#define __CUCC_CUDA_VERSION_MINOR__ 3
#elif __CUCC_CUDA_VERSION__ % 1000 / 10 == 4
#define __CUCC_CUDA_VERSION_MINOR__ 4
#elif __CUCC_CUDA_VERSION__ % 1000 / 10 == 5
#define __CUCC_CUDA_VERSION_MINOR__ 5
#elif __CUCC_CUDA_VERSION__ % 1000 / 10 == 6
#define __CUCC_CUDA_VERSION_MINOR__ 6
#elif __CUCC_CUDA_VERSION__ % 1000 / 10 == 7
#define __CUCC_CUDA_VERSION_MINOR__ 7
#elif __CUCC_CUDA_VERSION__ % 1000 / 10 == 8
#define __CUCC_CUDA_VERSION_MINOR__ 8
#elif __CUCC_CUDA_VERSION__ % 1000 / 10 == 9
#define __CUCC_CUDA_VERSION_MINOR__ 9
#endif
/* the build numbers of the nvcc 12.4 and 13.0 seen (nvcc -V: V12.4.131;
 * V13.0.88 on the H100 of tests/e2e's recordings) */
#if __CUCC_CUDA_VERSION__ == 12040
#define __CUCC_CUDA_VERSION_BUILD__ 131
#elif __CUCC_CUDA_VERSION__ == 13000
#define __CUCC_CUDA_VERSION_BUILD__ 88
#else
#define __CUCC_CUDA_VERSION_BUILD__ 0
#endif

#endif
