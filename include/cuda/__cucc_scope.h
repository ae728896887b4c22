/* cucc: cuda::thread_scope (libcu++'s values). */
#ifndef __CUCC_CUDA_SCOPE_H
#define __CUCC_CUDA_SCOPE_H
namespace cuda {
enum thread_scope {
  thread_scope_system = 0,
  thread_scope_device = 1,
  thread_scope_block = 2,
  thread_scope_thread = 3
};
} // namespace cuda
#endif
