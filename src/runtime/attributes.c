/* Launch attributes that streams (cudaStreamSetAttribute) and kernel nodes
 * (cudaGraphKernelNodeSetAttribute) keep: an access policy window, the
 * synchronization policy, priority, cooperative and cluster settings, the
 * memory synchronization domain. They are stored, read back and copied;
 * a CPU has no L2 to set aside, so they change nothing else (and
 * cudaCtxResetPersistingL2Cache has nothing to reset). The checks follow
 * an H100 under CUDA 13 (tests/e2e/stream_attributes.cu): a window's
 * hitRatio must be within [0, 1] (NaN passes), its missProp must not be
 * persisting, its size at most accessPolicyMaxWindowSize; hitProp and the
 * other values are not checked. All zero is a fresh stream's or node's. */
#include "internal.h"

#define MAX_WINDOW 134217728u /* cudaDevAttrMaxAccessPolicyWindowSize */

static cudaError_t check_window(const struct cudaAccessPolicyWindow *w) {
  if (w->hitRatio < 0.0f || w->hitRatio > 1.0f ||
      w->missProp == cudaAccessPropertyPersisting ||
      w->num_bytes > MAX_WINDOW)
    return cudaErrorInvalidValue;
  return cudaSuccess;
}

static int clamp_priority(int p) { /* cudaDeviceGetStreamPriorityRange */
  return p < -5 ? -5 : p > 0 ? 0 : p;
}

cudaError_t rt_attr_set(rt_attrs *a, bool node, cudaLaunchAttributeID id,
                        const cudaLaunchAttributeValue *v) {
  if (!v)
    return cudaErrorInvalidValue;
  switch ((int)id) {
  case cudaLaunchAttributeAccessPolicyWindow: {
    cudaError_t e = check_window(&v->accessPolicyWindow);
    if (!e)
      a->apw = v->accessPolicyWindow;
    return e;
  }
  case cudaLaunchAttributeSynchronizationPolicy:
    if (node || v->syncPolicy < cudaSyncPolicyAuto ||
        v->syncPolicy > cudaSyncPolicyBlockingSync)
      return cudaErrorInvalidValue;
    a->sync_policy = v->syncPolicy;
    return cudaSuccess;
  case cudaLaunchAttributePriority:
    a->priority = clamp_priority(v->priority);
    return cudaSuccess;
  case cudaLaunchAttributeMemSyncDomainMap:
    a->domain_map = v->memSyncDomainMap;
    return cudaSuccess;
  case cudaLaunchAttributeMemSyncDomain:
    if ((unsigned)v->memSyncDomain > cudaLaunchMemSyncDomainRemote)
      return cudaErrorInvalidValue;
    a->mem_domain = v->memSyncDomain;
    return cudaSuccess;
  case cudaLaunchAttributeCooperative:
    if (!node)
      return cudaErrorInvalidValue;
    a->cooperative = v->cooperative != 0;
    return cudaSuccess;
  case cudaLaunchAttributeClusterDimension:
    if (!node)
      return cudaErrorInvalidValue;
    a->cluster[0] = v->clusterDim.x;
    a->cluster[1] = v->clusterDim.y;
    a->cluster[2] = v->clusterDim.z;
    return cudaSuccess;
  case cudaLaunchAttributeClusterSchedulingPolicyPreference:
    if (!node)
      return cudaErrorInvalidValue;
    a->cluster_pref = v->clusterSchedulingPolicyPreference;
    return cudaSuccess;
  default:
    return cudaErrorInvalidValue;
  }
}

cudaError_t rt_attr_get(const rt_attrs *a, bool node, cudaLaunchAttributeID id,
                        cudaLaunchAttributeValue *v) {
  if (!v)
    return cudaErrorInvalidValue;
  switch ((int)id) {
  case cudaLaunchAttributeAccessPolicyWindow:
    v->accessPolicyWindow = a->apw;
    return cudaSuccess;
  case cudaLaunchAttributeSynchronizationPolicy:
    if (node)
      return cudaErrorInvalidValue;
    /* -1 before any set, as an H100 reads back */
    v->syncPolicy = (enum cudaSynchronizationPolicy)(a->sync_policy
                                                         ? a->sync_policy
                                                         : -1);
    return cudaSuccess;
  case cudaLaunchAttributePriority:
    v->priority = a->priority;
    return cudaSuccess;
  case cudaLaunchAttributeMemSyncDomainMap:
    v->memSyncDomainMap = a->domain_map;
    return cudaSuccess;
  case cudaLaunchAttributeMemSyncDomain:
    v->memSyncDomain = (enum cudaLaunchMemSyncDomain)a->mem_domain;
    return cudaSuccess;
  case cudaLaunchAttributeCooperative:
    if (!node)
      return cudaErrorInvalidValue;
    v->cooperative = a->cooperative;
    return cudaSuccess;
  case cudaLaunchAttributeClusterDimension:
    if (!node)
      return cudaErrorInvalidValue;
    v->clusterDim.x = a->cluster[0];
    v->clusterDim.y = a->cluster[1];
    v->clusterDim.z = a->cluster[2];
    return cudaSuccess;
  case cudaLaunchAttributeClusterSchedulingPolicyPreference:
    if (!node)
      return cudaErrorInvalidValue;
    v->clusterSchedulingPolicyPreference =
        (enum cudaClusterSchedulingPolicy)a->cluster_pref;
    return cudaSuccess;
  default:
    return cudaErrorInvalidValue;
  }
}

RT_EXPORT cudaError_t cudaCtxResetPersistingL2Cache(void) {
  rt_init();
  return cudaSuccess;
}
