// Stream and kernel-node attributes, the persisting L2 cache and memory pool
// access (stream_attributes.expected: recorded with nvcc 13 on an H100):
// cudaStreamSetAttribute/GetAttribute keep an access policy window (its
// hitRatio, hitProp and missProp validated as CUDA does), the
// synchronization policy and the priority; cudaStreamCopyAttributes;
// cudaGraphKernelNodeSetAttribute/GetAttribute; cudaCtxResetPersistingL2Cache;
// cudaMemPoolSetAccess/GetAccess.
#include <cmath>
#include <cstdio>

__global__ void add1(int *x) { x[threadIdx.x] += 1; }

static int fails;
#define EXPECT(c)                                                              \
  do {                                                                         \
    if (!(c)) {                                                                \
      printf("FAIL line %d: %s\n", __LINE__, #c);                              \
      fails++;                                                                 \
    }                                                                          \
  } while (0)
#define PROBE(name, call, want)                                                \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    printf("%-44s %s\n", name, cudaGetErrorName(e_));                          \
    EXPECT(e_ == (want));                                                      \
    cudaGetLastError();                                                        \
  } while (0)

static cudaStreamAttrValue window(void *p, size_t n, float ratio,
                                  cudaAccessProperty hit,
                                  cudaAccessProperty miss) {
  cudaStreamAttrValue v = {};
  v.accessPolicyWindow.base_ptr = p;
  v.accessPolicyWindow.num_bytes = n;
  v.accessPolicyWindow.hitRatio = ratio;
  v.accessPolicyWindow.hitProp = hit;
  v.accessPolicyWindow.missProp = miss;
  return v;
}

static void print_window(const char *what, const cudaStreamAttrValue &v,
                         void *base) {
  const cudaAccessPolicyWindow &w = v.accessPolicyWindow;
  printf("%s: base %s bytes %zu ratio %.2f hit %d miss %d\n", what,
         w.base_ptr == base ? "same" : (w.base_ptr ? "other" : "null"),
         w.num_bytes, w.hitRatio, (int)w.hitProp, (int)w.missProp);
}

int main() {
  setvbuf(stdout, NULL, _IONBF, 0);
  int *d;
  cudaMalloc(&d, 1 << 20);
  cudaMemset(d, 0, 1 << 20);
  int maxWindow = 0, persistMax = 0;
  cudaDeviceGetAttribute(&maxWindow, cudaDevAttrMaxAccessPolicyWindowSize, 0);
  cudaDeviceGetAttribute(&persistMax, cudaDevAttrMaxPersistingL2CacheSize, 0);
  printf("window limit > 0: %d, persisting L2 > 0: %d\n", maxWindow > 0,
         persistMax > 0);

  cudaStream_t s, s2;
  cudaStreamCreate(&s);
  cudaStreamCreate(&s2);
  cudaStreamAttrValue v = {};
  PROBE("get window (fresh stream)",
        cudaStreamGetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v),
        cudaSuccess);
  print_window("fresh", v, d);

  // the L2 set-aside the guide sets before a window
  PROBE("set persisting L2 limit",
        cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, persistMax),
        cudaSuccess);
  v = window(d, 1 << 20, 0.6f, cudaAccessPropertyPersisting,
             cudaAccessPropertyStreaming);
  PROBE("set window",
        cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v),
        cudaSuccess);
  cudaStreamAttrValue r = {};
  PROBE("get window",
        cudaStreamGetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &r),
        cudaSuccess);
  print_window("set", r, d);

  // invalid windows
  v = window(d, 4096, 1.5f, cudaAccessPropertyPersisting,
             cudaAccessPropertyStreaming);
  PROBE("hitRatio 1.5",
        cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v),
        cudaErrorInvalidValue);
  v.accessPolicyWindow.hitRatio = -0.25f;
  PROBE("hitRatio -0.25",
        cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v),
        cudaErrorInvalidValue);
  v.accessPolicyWindow.hitRatio = NAN;
  PROBE("hitRatio NaN (accepted)",
        cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v),
        cudaSuccess);
  v = window(d, 4096, 1.0f, cudaAccessPropertyPersisting,
             cudaAccessPropertyPersisting);
  PROBE("missProp persisting",
        cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v),
        cudaErrorInvalidValue);
  v = window(d, 4096, 1.0f, (cudaAccessProperty)3, cudaAccessPropertyNormal);
  PROBE("hitProp 3 (not checked)",
        cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v),
        cudaSuccess);
  v = window(d, 4096, 1.0f, cudaAccessPropertyNormal, (cudaAccessProperty)7);
  PROBE("missProp 7 (not checked)",
        cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v),
        cudaSuccess);
  v = window(d, (size_t)maxWindow + 1, 1.0f, cudaAccessPropertyPersisting,
             cudaAccessPropertyStreaming);
  PROBE("num_bytes over the limit",
        cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v),
        cudaErrorInvalidValue);
  v = window(d, (size_t)maxWindow, 1.0f, cudaAccessPropertyNormal,
             cudaAccessPropertyNormal);
  PROBE("num_bytes at the limit",
        cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v),
        cudaSuccess);
  v = window(NULL, 0, 0.0f, cudaAccessPropertyNormal,
             cudaAccessPropertyNormal);
  PROBE("empty window (reset)",
        cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v),
        cudaSuccess);
  PROBE("get window after reset",
        cudaStreamGetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &r),
        cudaSuccess);
  print_window("reset", r, d);
  v = window(d, 4096, 0.5f, cudaAccessPropertyStreaming,
             cudaAccessPropertyNormal);
  PROBE("window again",
        cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v),
        cudaSuccess);

  // work in a stream with a window runs as usual
  add1<<<1, 256, 0, s>>>(d);
  int h[4];
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  printf("kernel in stream with window: %d %d\n", h[0], h[3]);

  // synchronization policy and priority
  PROBE("get sync policy",
        cudaStreamGetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &r),
        cudaSuccess);
  printf("sync policy: %d\n", (int)r.syncPolicy);
  v = {};
  v.syncPolicy = cudaSyncPolicyYield;
  PROBE("set sync policy yield",
        cudaStreamSetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &v),
        cudaSuccess);
  cudaStreamGetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &r);
  printf("sync policy: %d\n", (int)r.syncPolicy);
  v.syncPolicy = (cudaSynchronizationPolicy)9;
  PROBE("set sync policy 9",
        cudaStreamSetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &v),
        cudaErrorInvalidValue);
  v.syncPolicy = (cudaSynchronizationPolicy)0;
  PROBE("set sync policy 0",
        cudaStreamSetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &v),
        cudaErrorInvalidValue);
  PROBE("get priority",
        cudaStreamGetAttribute(s, cudaStreamAttributePriority, &r),
        cudaSuccess);
  printf("priority: %d\n", r.priority);
  int lo, hi;
  cudaDeviceGetStreamPriorityRange(&lo, &hi);
  v = {};
  v.priority = hi;
  PROBE("set priority (greatest)",
        cudaStreamSetAttribute(s, cudaStreamAttributePriority, &v),
        cudaSuccess);
  int p = 99;
  cudaStreamGetPriority(s, &p);
  cudaStreamGetAttribute(s, cudaStreamAttributePriority, &r);
  printf("priority now greatest: %d %d\n", p == hi, r.priority == hi);

  // other ids
  PROBE("get cooperative (launch only)",
        cudaStreamGetAttribute(s, cudaLaunchAttributeCooperative, &r),
        cudaErrorInvalidValue);
  PROBE("get id 99", cudaStreamGetAttribute(s, (cudaStreamAttrID)99, &r),
        cudaErrorInvalidValue);
  PROBE("set id 99", cudaStreamSetAttribute(s, (cudaStreamAttrID)99, &v),
        cudaErrorInvalidValue);
  PROBE("get window of stream 0",
        cudaStreamGetAttribute(0, cudaStreamAttributeAccessPolicyWindow, &r),
        cudaSuccess);
  v = window(d, 4096, 0.5f, cudaAccessPropertyPersisting,
             cudaAccessPropertyNormal);
  PROBE("set window of stream 0",
        cudaStreamSetAttribute(0, cudaStreamAttributeAccessPolicyWindow, &v),
        cudaSuccess);

  // copies
  PROBE("copy attributes", cudaStreamCopyAttributes(s2, s), cudaSuccess);
  cudaStreamGetAttribute(s2, cudaStreamAttributeAccessPolicyWindow, &r);
  print_window("copied", r, d);
  cudaStreamGetAttribute(s2, cudaStreamAttributeSynchronizationPolicy, &r);
  printf("copied sync policy: %d\n", (int)r.syncPolicy);

  PROBE("reset persisting L2", cudaCtxResetPersistingL2Cache(), cudaSuccess);
  PROBE("L2 limit back to 0",
        cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, 0), cudaSuccess);

  // kernel node attributes
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  cudaKernelNodeParams kp = {};
  void *args[] = {&d};
  kp.func = (void *)add1;
  kp.gridDim = dim3(1);
  kp.blockDim = dim3(256);
  kp.kernelParams = args;
  cudaGraphNode_t kn;
  cudaGraphAddKernelNode(&kn, g, NULL, 0, &kp);
  cudaKernelNodeAttrValue kv = {};
  PROBE("node: get window (fresh)",
        cudaGraphKernelNodeGetAttribute(
            kn, cudaKernelNodeAttributeAccessPolicyWindow, &kv),
        cudaSuccess);
  print_window("node fresh", kv, d);
  kv = window(d, 8192, 0.25f, cudaAccessPropertyPersisting,
              cudaAccessPropertyStreaming);
  PROBE("node: set window",
        cudaGraphKernelNodeSetAttribute(
            kn, cudaKernelNodeAttributeAccessPolicyWindow, &kv),
        cudaSuccess);
  cudaKernelNodeAttrValue kr = {};
  cudaGraphKernelNodeGetAttribute(kn, cudaKernelNodeAttributeAccessPolicyWindow,
                                  &kr);
  print_window("node set", kr, d);
  kv.accessPolicyWindow.hitRatio = 2.0f;
  PROBE("node: hitRatio 2",
        cudaGraphKernelNodeSetAttribute(
            kn, cudaKernelNodeAttributeAccessPolicyWindow, &kv),
        cudaErrorInvalidValue);
  kv = {};
  kv.priority = hi;
  PROBE("node: set priority",
        cudaGraphKernelNodeSetAttribute(kn, cudaKernelNodeAttributePriority,
                                        &kv),
        cudaSuccess);
  cudaGraphKernelNodeGetAttribute(kn, cudaKernelNodeAttributePriority, &kr);
  printf("node priority greatest: %d\n", kr.priority == hi);
  PROBE("node: get id 99",
        cudaGraphKernelNodeGetAttribute(kn, (cudaKernelNodeAttrID)99, &kr),
        cudaErrorInvalidValue);
  cudaGraphNode_t en;
  cudaGraphAddEmptyNode(&en, g, NULL, 0);
  PROBE("node: empty node's window",
        cudaGraphKernelNodeGetAttribute(
            en, cudaKernelNodeAttributeAccessPolicyWindow, &kr),
        cudaErrorInvalidValue);
  cudaGraphNode_t kn2;
  cudaGraphAddKernelNode(&kn2, g, &kn, 1, &kp);
  PROBE("node: copy attributes", cudaGraphKernelNodeCopyAttributes(kn2, kn),
        cudaSuccess);
  cudaGraphKernelNodeGetAttribute(kn2, cudaKernelNodeAttributeAccessPolicyWindow,
                                  &kr);
  print_window("node copied", kr, d);
  cudaGraphExec_t ge;
  PROBE("instantiate", cudaGraphInstantiate(&ge, g, 0), cudaSuccess);
  PROBE("launch", cudaGraphLaunch(ge, s), cudaSuccess);
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  printf("graph with attributed nodes: %d %d\n", h[0], h[3]);
  cudaGraphExecDestroy(ge);
  cudaGraphDestroy(g);

  // memory pool access
  cudaMemPool_t pool;
  cudaDeviceGetDefaultMemPool(&pool, 0);
  cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
  cudaMemAccessFlags f = cudaMemAccessFlagsProtNone;
  PROBE("pool: get access (own device)", cudaMemPoolGetAccess(&f, pool, &loc),
        cudaSuccess);
  printf("own device access: %d\n", (int)f);
  cudaMemAccessDesc desc = {};
  desc.location = loc;
  desc.flags = cudaMemAccessFlagsProtReadWrite;
  PROBE("pool: set read-write (own device)",
        cudaMemPoolSetAccess(pool, &desc, 1), cudaSuccess);
  desc.flags = cudaMemAccessFlagsProtNone;
  PROBE("pool: set none (own device)", cudaMemPoolSetAccess(pool, &desc, 1),
        cudaErrorInvalidDevice);
  desc.flags = cudaMemAccessFlagsProtRead;
  PROBE("pool: set read (own device)", cudaMemPoolSetAccess(pool, &desc, 1),
        cudaErrorNotSupported);
  desc.flags = cudaMemAccessFlagsProtReadWrite;
  desc.location.id = 64;
  PROBE("pool: set device 64", cudaMemPoolSetAccess(pool, &desc, 1),
        cudaErrorInvalidDevice);
  desc.location.type = cudaMemLocationTypeHost;
  desc.location.id = 0;
  PROBE("pool: set host", cudaMemPoolSetAccess(pool, &desc, 1),
        cudaErrorNotSupported);
  PROBE("pool: set 0 descriptors", cudaMemPoolSetAccess(pool, &desc, 0),
        cudaSuccess);
  loc.id = 64;
  PROBE("pool: get access device 64", cudaMemPoolGetAccess(&f, pool, &loc),
        cudaErrorInvalidValue);
  PROBE("pool: get NULL flags", cudaMemPoolGetAccess(NULL, pool, &loc),
        cudaErrorInvalidValue);
  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.location = {cudaMemLocationTypeDevice, 0};
  cudaMemPool_t mine;
  cudaMemPoolCreate(&mine, &props);
  loc.id = 0;
  PROBE("pool: get access (created pool)", cudaMemPoolGetAccess(&f, mine, &loc),
        cudaSuccess);
  printf("created pool access: %d\n", (int)f);
  cudaMemPoolDestroy(mine);

  cudaStreamDestroy(s);
  cudaStreamDestroy(s2);
  cudaFree(d);
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
