/* Registration of translation units compiled with -rdc=true. clang's host
 * code of such a unit calls __cudaRegisterLinkedBinary_<module id> from its
 * constructor; the device link's object (src/driver/dlink.c) defines it to
 * call this with the image linked from all the units, a slot for its handle
 * and the unit's callback, which registers the unit's kernels and variables
 * (__cudaRegisterFunction, __cudaRegisterVar, ...) against that handle. The
 * image is loaded once, by the first unit that registers. */
#include "internal.h"

static pthread_mutex_t linked_mu = PTHREAD_MUTEX_INITIALIZER;

RT_EXPORT void __cucc_register_linked_binary(void *wrapper, void ***handle,
                                             void (*callback)(void **)) {
  pthread_mutex_lock(&linked_mu);
  if (!*handle)
    *handle = __cudaRegisterFatBinary(wrapper);
  void **h = *handle;
  pthread_mutex_unlock(&linked_mu);
  if (callback)
    callback(h);
}
