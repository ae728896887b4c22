/* The runtime API of issue 11 from plain C, compiled for CUDA 13 (the
 * default of include/crt/cucc_version.h): CUDA 13's forms under the plain
 * names (cudaMemPrefetchAsync/cudaMemAdvise with a cudaMemLocation,
 * cudaGraphGetEdges/cudaGraphAddNode/cudaStreamGetCaptureInfo with edge
 * data), cudaGraphNodeParams' anonymous union, graph memory nodes (also
 * from a captured cudaMallocFromPoolAsync), a
 * conditional handle, stream attributes; and the versions. */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <string.h>

static int fails;
#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                   \
      fails++;                                                                 \
    }                                                                          \
  } while (0)

static int host_calls;
static void on_host(void *p) { host_calls += *(int *)p; }

int main(void) {
  int rt = 0;
  EXPECT(cudaRuntimeGetVersion(&rt) == cudaSuccess && rt == CUDART_VERSION &&
         rt >= 13000);

  float *m = NULL;
  EXPECT(cudaMallocManaged((void **)&m, 4096, cudaMemAttachGlobal) ==
         cudaSuccess);
  struct cudaMemLocation gpu = {cudaMemLocationTypeDevice, 0};
  EXPECT(cudaMemPrefetchAsync(m, 4096, gpu, 0, 0) == cudaSuccess);
  EXPECT(cudaMemAdvise(m, 4096, cudaMemAdviseSetPreferredLocation, gpu) ==
         cudaSuccess);

  /* alloc -> memset -> host -> free, built with cudaGraphAddNode */
  cudaGraph_t g;
  EXPECT(cudaGraphCreate(&g, 0) == cudaSuccess);
  cudaGraphNodeParams p;
  cudaGraphNode_t na, ns, nh, nf;
  memset(&p, 0, sizeof p);
  p.type = cudaGraphNodeTypeMemAlloc;
  p.alloc.bytesize = 1024;
  p.alloc.poolProps.allocType = cudaMemAllocationTypePinned;
  p.alloc.poolProps.location = gpu;
  EXPECT(cudaGraphAddNode(&na, g, NULL, NULL, 0, &p) == cudaSuccess);
  char *buf = p.alloc.dptr;
  EXPECT(buf != NULL);
  memset(&p, 0, sizeof p);
  p.type = cudaGraphNodeTypeMemset;
  p.memset.dst = buf;
  p.memset.value = 7;
  p.memset.elementSize = 1;
  p.memset.width = 1024;
  p.memset.height = 1;
  EXPECT(cudaGraphAddNode(&ns, g, &na, NULL, 1, &p) == cudaSuccess);
  int three = 3;
  memset(&p, 0, sizeof p);
  p.type = cudaGraphNodeTypeHost;
  p.host.fn = on_host;
  p.host.userData = &three;
  EXPECT(cudaGraphAddNode(&nh, g, &ns, NULL, 1, &p) == cudaSuccess);
  EXPECT(cudaGraphAddMemFreeNode(&nf, g, &nh, 1, buf) == cudaSuccess);
  size_t ne = 0;
  EXPECT(cudaGraphGetEdges(g, NULL, NULL, NULL, &ne) == cudaSuccess && ne == 3);
  cudaGraphConditionalHandle h;
  EXPECT(cudaGraphConditionalHandleCreate(&h, g, 0, 0) == cudaSuccess);
  cudaGraphExec_t e;
  cudaGraphInstantiateParams ip;
  memset(&ip, 0, sizeof ip);
  EXPECT(cudaGraphInstantiateWithParams(&e, g, &ip) == cudaErrorInvalidValue &&
         ip.result_out == cudaGraphInstantiateConditionalHandleUnused);
  cudaGetLastError();
  cudaGraphDestroy(g);

  cudaGraphCreate(&g, 0);
  memset(&p, 0, sizeof p);
  p.type = cudaGraphNodeTypeMemAlloc;
  p.alloc.bytesize = 1024;
  p.alloc.poolProps.allocType = cudaMemAllocationTypePinned;
  p.alloc.poolProps.location = gpu;
  EXPECT(cudaGraphAddNode(&na, g, NULL, NULL, 0, &p) == cudaSuccess);
  buf = p.alloc.dptr;
  EXPECT(cudaGraphAddMemsetNode(&ns, g, &na, 1,
                                &(struct cudaMemsetParams){buf, 0, 7, 1,
                                                           1024, 1}) ==
         cudaSuccess);
  EXPECT(cudaGraphInstantiate(&e, g, 0) == cudaSuccess);
  EXPECT(cudaGraphLaunch(e, 0) == cudaSuccess);
  EXPECT(cudaStreamSynchronize(0) == cudaSuccess);
  EXPECT(buf[0] == 7 && buf[1023] == 7);
  size_t used = 0;
  EXPECT(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent,
                                        &used) == cudaSuccess &&
         used >= 1024);
  EXPECT(cudaFree(buf) == cudaSuccess);
  EXPECT(cudaFree(buf) == cudaErrorInvalidValue); /* freed already */
  cudaGetLastError();
  cudaGraphExecDestroy(e);
  cudaGraphDestroy(g);
  EXPECT(cudaDeviceGraphMemTrim(0) == cudaSuccess);

  /* address reuse: an allocation ordered after the free of an earlier one
   * of its graph takes over its address (as graphMemoryFootprint shows);
   * one not ordered after it does not */
  {
    cudaGraph_t rg;
    cudaGraphCreate(&rg, 0);
    struct cudaMemAllocNodeParams ap;
    memset(&ap, 0, sizeof ap);
    ap.bytesize = 4096;
    ap.poolProps.allocType = cudaMemAllocationTypePinned;
    ap.poolProps.location = gpu;
    cudaGraphNode_t a1, f1, a2, a3, f2, f3;
    EXPECT(cudaGraphAddMemAllocNode(&a1, rg, NULL, 0, &ap) == cudaSuccess);
    void *p1 = ap.dptr;
    EXPECT(cudaGraphAddMemFreeNode(&f1, rg, &a1, 1, p1) == cudaSuccess);
    EXPECT(cudaGraphAddMemAllocNode(&a3, rg, &a1, 1, &ap) == cudaSuccess);
    void *p3 = ap.dptr;
    EXPECT(cudaGraphAddMemAllocNode(&a2, rg, &f1, 1, &ap) == cudaSuccess);
    void *p2 = ap.dptr;
    EXPECT(p2 == p1 && p3 != p1);
    EXPECT(cudaGraphAddMemFreeNode(&f2, rg, &a2, 1, p2) == cudaSuccess);
    EXPECT(cudaGraphAddMemFreeNode(&f3, rg, &a3, 1, p3) == cudaSuccess);
    EXPECT(cudaDeviceGraphMemTrim(0) == cudaSuccess);
    EXPECT(cudaGraphInstantiate(&e, rg, 0) == cudaSuccess);
    EXPECT(cudaGraphLaunch(e, 0) == cudaSuccess);
    EXPECT(cudaGraphLaunch(e, 0) == cudaSuccess); /* it frees its own */
    EXPECT(cudaStreamSynchronize(0) == cudaSuccess);
    EXPECT(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrReservedMemCurrent,
                                          &used) == cudaSuccess &&
           used == 2 * 4096);
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(rg);
  }

  /* capture info with edge data, stream attributes */
  cudaStream_t s;
  cudaStreamCreate(&s);
  EXPECT(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal) ==
         cudaSuccess);
  enum cudaStreamCaptureStatus st;
  const cudaGraphNode_t *deps;
  const cudaGraphEdgeData *ed;
  size_t nd = 9;
  EXPECT(cudaStreamGetCaptureInfo(s, &st, NULL, NULL, &deps, &ed, &nd) ==
             cudaSuccess &&
         st == cudaStreamCaptureStatusActive && nd == 0);
  /* an allocation from a pool, captured: alloc and free nodes */
  cudaMemPool_t pool;
  EXPECT(cudaDeviceGetDefaultMemPool(&pool, 0) == cudaSuccess);
  void *pp = NULL;
  EXPECT(cudaMallocFromPoolAsync(&pp, 256, pool, s) == cudaSuccess && pp);
  EXPECT(cudaFreeAsync(pp, s) == cudaSuccess);
  EXPECT(cudaStreamEndCapture(s, &g) == cudaSuccess);
  cudaGraphNode_t cn[2];
  size_t ncn = 2;
  enum cudaGraphNodeType t0, t1;
  EXPECT(cudaGraphGetNodes(g, cn, &ncn) == cudaSuccess && ncn == 2);
  cudaGraphNodeGetType(cn[0], &t0);
  cudaGraphNodeGetType(cn[1], &t1);
  EXPECT(t0 == cudaGraphNodeTypeMemAlloc && t1 == cudaGraphNodeTypeMemFree);
  cudaGraphDestroy(g);
  cudaLaunchAttributeValue v;
  memset(&v, 0, sizeof v);
  v.accessPolicyWindow.num_bytes = 4096;
  v.accessPolicyWindow.base_ptr = m;
  v.accessPolicyWindow.hitRatio = 0.5f;
  EXPECT(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow,
                                &v) == cudaSuccess);
  memset(&v, 0, sizeof v);
  EXPECT(cudaStreamGetAttribute(s, cudaStreamAttributeAccessPolicyWindow,
                                &v) == cudaSuccess &&
         v.accessPolicyWindow.num_bytes == 4096);
  EXPECT(cudaCtxResetPersistingL2Cache() == cudaSuccess);
  cudaStreamDestroy(s);
  cudaFree(m);
  (void)host_calls;
  if (fails)
    return 1;
  printf("test_api_forms_c: ok\n");
  return 0;
}
