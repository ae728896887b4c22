/* OpenCL C work-item functions and barriers on cucc's CUDA built-ins
 * (docs/DEVICE_ABI.md); the global offsets and the work dimension are the
 * kernel wrapper's parameters (src/opencl/oclc/kernel_abi.c). */
#include "clc.h"

unsigned __cucc_tid_x(void) __attribute__((const));
unsigned __cucc_tid_y(void) __attribute__((const));
unsigned __cucc_tid_z(void) __attribute__((const));
unsigned __cucc_ntid_x(void) __attribute__((const));
unsigned __cucc_ntid_y(void) __attribute__((const));
unsigned __cucc_ntid_z(void) __attribute__((const));
unsigned __cucc_ctaid_x(void) __attribute__((const));
unsigned __cucc_ctaid_y(void) __attribute__((const));
unsigned __cucc_ctaid_z(void) __attribute__((const));
unsigned __cucc_nctaid_x(void) __attribute__((const));
unsigned __cucc_nctaid_y(void) __attribute__((const));
unsigned __cucc_nctaid_z(void) __attribute__((const));
int __cucc_barrier(int op, int pred) __attribute__((convergent));
ulong __cucc_ocl_goff(uint d) __attribute__((const));
uint __cucc_ocl_work_dim(void) __attribute__((const));

#define PICK(f, d) ((d) == 0 ? f##_x() : (d) == 1 ? f##_y() : (d) == 2 ? f##_z() : 0u)

_CLC_DEF uint get_work_dim(void) { return __cucc_ocl_work_dim(); }
_CLC_DEF size_t get_local_id(uint d) { return PICK(__cucc_tid, d); }
_CLC_DEF size_t get_local_size(uint d) { return d < 3 ? PICK(__cucc_ntid, d) : 1; }
_CLC_DEF size_t get_enqueued_local_size(uint d) { return get_local_size(d); }
_CLC_DEF size_t get_group_id(uint d) { return PICK(__cucc_ctaid, d); }
_CLC_DEF size_t get_num_groups(uint d) { return d < 3 ? PICK(__cucc_nctaid, d) : 1; }
_CLC_DEF size_t get_global_size(uint d) {
  return d < 3 ? (size_t)PICK(__cucc_nctaid, d) * PICK(__cucc_ntid, d) : 1;
}
_CLC_DEF size_t get_global_offset(uint d) { return d < 3 ? __cucc_ocl_goff(d) : 0; }
_CLC_DEF size_t get_global_id(uint d) {
  return d < 3 ? (size_t)PICK(__cucc_ctaid, d) * PICK(__cucc_ntid, d) +
                     PICK(__cucc_tid, d) + __cucc_ocl_goff(d)
               : 0;
}
_CLC_DEF size_t get_local_linear_id(void) {
  return (get_local_id(2) * get_local_size(1) + get_local_id(1)) *
             get_local_size(0) + get_local_id(0);
}
_CLC_DEF size_t get_global_linear_id(void) {
  return ((get_global_id(2) - get_global_offset(2)) * get_global_size(1) +
          get_global_id(1) - get_global_offset(1)) * get_global_size(0) +
         get_global_id(0) - get_global_offset(0);
}

_CLC_DEF void barrier(cl_mem_fence_flags f) { (void)f; __cucc_barrier(0, 0); }
_CLC_DEF void work_group_barrier(cl_mem_fence_flags f) { (void)f; __cucc_barrier(0, 0); }
_CLC_DEF void mem_fence(cl_mem_fence_flags f) { (void)f; __atomic_thread_fence(__ATOMIC_SEQ_CST); }
_CLC_DEF void read_mem_fence(cl_mem_fence_flags f) { mem_fence(f); }
_CLC_DEF void write_mem_fence(cl_mem_fence_flags f) { mem_fence(f); }
