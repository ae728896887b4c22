/* The clGet*Info pattern shared by every query, and object set-up. */
#include <string.h>

#include "ocl.h"

void ocl_obj_init(void *o, uint32_t magic) {
  ocl_obj *h = o;
  h->dispatch = &ocl_dispatch;
  h->magic = magic;
  atomic_init(&h->refs, 1);
}

cl_int ocl_info(const void *src, size_t n, size_t value_size, void *value,
                size_t *ret) {
  if (value) {
    if (value_size < n)
      return CL_INVALID_VALUE;
    if (n)
      memcpy(value, src, n);
  }
  if (ret)
    *ret = n;
  return CL_SUCCESS;
}

cl_int ocl_info_str(const char *s, size_t value_size, void *value,
                    size_t *ret) {
  return ocl_info(s, strlen(s) + 1, value_size, value, ret);
}
