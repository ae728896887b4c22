/* Peer access between the CUCC_DEVICE_COUNT devices: every device can
 * access every other (they share the host's memory), access is enabled per
 * (current device, peer) pair with CUDA 13's errors (tests/reference/
 * probe_devices.out), and peer copies are plain copies between device
 * allocations, ordered with the devices' legacy streams. */

#include "../profiler/prof.h"
#include "internal.h"
#include "memory.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static uint64_t enabled[RT_MAX_DEVICES]; /* bit p: device may access p */

void rt_peer_reset(int device) {
  if (device < 0 || device >= RT_MAX_DEVICES)
    return;
  pthread_mutex_lock(&lock);
  enabled[device] = 0;
  pthread_mutex_unlock(&lock);
}

RT_EXPORT cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device,
                                              int peerDevice) {
  if (!canAccessPeer)
    return rt_error(cudaErrorInvalidValue);
  if (!rt_device_valid(device) || !rt_device_valid(peerDevice))
    return rt_error(cudaErrorInvalidDevice);
  *canAccessPeer = device != peerDevice;
  return cudaSuccess;
}

/* Errors in CUDA 13's order: a peer that does not exist, flags, the device
 * itself (cudaErrorPeerAccessUnsupported). */
RT_EXPORT cudaError_t cudaDeviceEnablePeerAccess(int peerDevice,
                                                 unsigned int flags) {
  int self = rt_device_current();
  if (!rt_device_valid(peerDevice))
    return rt_error(cudaErrorInvalidDevice);
  if (flags != 0)
    return rt_error(cudaErrorInvalidValue);
  if (peerDevice == self)
    return rt_error(cudaErrorPeerAccessUnsupported);
  cudaError_t e = cudaSuccess;
  pthread_mutex_lock(&lock);
  if (enabled[self] >> peerDevice & 1)
    e = cudaErrorPeerAccessAlreadyEnabled;
  else
    enabled[self] |= (uint64_t)1 << peerDevice;
  pthread_mutex_unlock(&lock);
  return e ? rt_error(e) : cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceDisablePeerAccess(int peerDevice) {
  int self = rt_device_current();
  if (!rt_device_valid(peerDevice))
    return rt_error(cudaErrorInvalidDevice);
  cudaError_t e = cudaSuccess;
  pthread_mutex_lock(&lock);
  if (!(enabled[self] >> peerDevice & 1)) /* never for itself */
    e = cudaErrorPeerAccessNotEnabled;
  else
    enabled[self] &= ~((uint64_t)1 << peerDevice);
  pthread_mutex_unlock(&lock);
  return e ? rt_error(e) : cudaSuccess;
}

RT_EXPORT cudaError_t cudaDeviceGetP2PAttribute(int *value,
                                                enum cudaDeviceP2PAttr attr,
                                                int srcDevice, int dstDevice) {
  if (!value)
    return rt_error(cudaErrorInvalidValue);
  if (!rt_device_valid(srcDevice) || !rt_device_valid(dstDevice) ||
      srcDevice == dstDevice)
    return rt_error(cudaErrorInvalidDevice);
  switch (attr) {
  case cudaDevP2PAttrPerformanceRank:
    *value = 0; /* all pairs alike */
    return cudaSuccess;
  case cudaDevP2PAttrAccessSupported:
  case cudaDevP2PAttrNativeAtomicSupported: /* one memory, one coherence */
  case cudaDevP2PAttrCudaArrayAccessSupported:
    *value = 1;
    return cudaSuccess;
  default:
    return rt_error(cudaErrorInvalidValue);
  }
}

/* Waits for the legacy default stream of device d (a peer copy is ordered
 * after the work pending on both devices). */
static cudaError_t wait_device(int d) {
  int self = rt_device_current();
  if (d == self)
    return rt_stream_wait(0);
  cudaSetDevice(d);
  cudaError_t e = rt_stream_wait(0);
  cudaSetDevice(self);
  return e;
}

/* Both sides of a peer copy are device memory: [p, p + count) inside one
 * allocation (CUDA 13 refuses host memory and overruns). */
static bool device_range(const void *p, size_t count) {
  rt_mem m;
  if (!p || !rt_mem_lookup(p, &m))
    return false;
  if (m.kind != RT_MEM_DEVICE && m.kind != RT_MEM_MANAGED &&
      m.kind != RT_MEM_MANAGED_VAR && m.kind != RT_MEM_GRAPH)
    return false;
  size_t off = (size_t)((const char *)p - m.p);
  return off <= m.size && count <= m.size - off;
}

static cudaError_t peer_copy(void *dst, int dstDevice, const void *src,
                             int srcDevice, size_t count, bool async,
                             cudaStream_t stream) {
  rt_init();
  if (!rt_device_valid(dstDevice) || !rt_device_valid(srcDevice))
    return cudaErrorInvalidDevice;
  if (count && (!device_range(dst, count) || !device_range(src, count)))
    return cudaErrorInvalidValue;
  rt_copy c = {dst, src, count, count, count, count, count, 1, 1};
  if (!async) {
    cudaError_t e = wait_device(srcDevice);
    if (!e)
      e = wait_device(dstDevice);
    if (e)
      return e;
  }
  return rt_do_copy(&c, async, stream);
}

RT_EXPORT cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src,
                                     int srcDevice, size_t count) {
  RT_PROF_API();
  return rt_error(peer_copy(dst, dstDevice, src, srcDevice, count, false, 0));
}

RT_EXPORT cudaError_t cudaMemcpyPeerAsync(void *dst, int dstDevice,
                                          const void *src, int srcDevice,
                                          size_t count, cudaStream_t stream) {
  RT_PROF_API();
  return rt_error(
      peer_copy(dst, dstDevice, src, srcDevice, count, true, stream));
}
