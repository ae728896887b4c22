/* cucc: the namespace cuda::std of libcu++ (CUDA's <cuda/std/...>): on a
 * CPU the host's standard library is the device's, so cuda::std sees all of
 * ::std (a using-directive); what device code cannot take from ::std
 * (std::atomic, whose members are host functions) is declared in cuda::std
 * itself and hides ::std's name. Each <cuda/std/X> includes <X> and this. */
#ifndef __CUCC_CUDA_STD_H
#define __CUCC_CUDA_STD_H
#define _LIBCUDACXX_VERSION 2002000 /* what code that tests for libcu++ sees */
#define _CCCL_VERSION 2002000
namespace cuda {
namespace std {
using namespace ::std;
}
} // namespace cuda
#endif
