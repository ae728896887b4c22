// Rules an H100 applies to attributes and to graphs with memory or
// conditional nodes (graph_rules.expected: recorded with nvcc 13.0 on an
// H100): cudaLaunchKernelEx checks an access policy window and the
// synchronization policy as streams do; kernel nodes have no
// synchronization policy; a stream's priority attribute is clamped; a graph
// with a conditional node cannot be cloned; a graph with conditional or
// memory nodes has one exec at a time; a graph whose allocation is still
// live from its last launch cannot be launched again. (The last line, an
// instantiation once the first exec is destroyed, was added after the
// recording: CUDA's documented rule, not measured.)
#include <cstdio>
__global__ void k() {}
#define P(n, c) do { cudaError_t e_ = (c); printf("%-44s %s\n", n, cudaGetErrorName(e_)); cudaGetLastError(); } while (0)
int main() {
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(1); cfg.blockDim = dim3(1);
  cudaLaunchAttribute a[1];
  a[0].id = cudaLaunchAttributeAccessPolicyWindow;
  a[0].val.accessPolicyWindow.base_ptr = NULL;
  a[0].val.accessPolicyWindow.num_bytes = 0;
  a[0].val.accessPolicyWindow.hitRatio = 2.0f;
  cfg.attrs = a; cfg.numAttrs = 1;
  P("LaunchKernelEx window hitRatio 2", cudaLaunchKernelEx(&cfg, k));
  a[0].val.accessPolicyWindow.hitRatio = 0.5f;
  a[0].val.accessPolicyWindow.missProp = cudaAccessPropertyPersisting;
  P("LaunchKernelEx window missProp persisting", cudaLaunchKernelEx(&cfg, k));
  a[0].id = cudaLaunchAttributeSynchronizationPolicy;
  a[0].val.syncPolicy = (cudaSynchronizationPolicy)9;
  P("LaunchKernelEx sync policy 9", cudaLaunchKernelEx(&cfg, k));
  cudaGraph_t g; cudaGraphCreate(&g, 0);
  cudaKernelNodeParams kp = {}; kp.func = (void*)k; kp.gridDim = dim3(1); kp.blockDim = dim3(1);
  cudaGraphNode_t n; cudaGraphAddKernelNode(&n, g, NULL, 0, &kp);
  cudaLaunchAttributeValue v = {};
  P("node get sync policy", cudaGraphKernelNodeGetAttribute(n, cudaLaunchAttributeSynchronizationPolicy, &v));
  v.syncPolicy = cudaSyncPolicySpin;
  P("node set sync policy", cudaGraphKernelNodeSetAttribute(n, cudaLaunchAttributeSynchronizationPolicy, &v));
  P("node get cooperative", cudaGraphKernelNodeGetAttribute(n, cudaLaunchAttributeCooperative, &v));
  printf("cooperative %d\n", v.cooperative);
  cudaStream_t s; cudaStreamCreate(&s);
  P("stream get mem sync domain", cudaStreamGetAttribute(s, cudaLaunchAttributeMemSyncDomain, &v));
  P("stream get cluster dim", cudaStreamGetAttribute(s, cudaLaunchAttributeClusterDimension, &v));
  v.priority = -100;
  P("stream set priority -100", cudaStreamSetAttribute(s, cudaLaunchAttributePriority, &v));
  cudaStreamGetAttribute(s, cudaLaunchAttributePriority, &v);
  printf("priority after -100: %d\n", v.priority);
  // clone a graph with a conditional node
  cudaGraphConditionalHandle h; cudaGraphConditionalHandleCreate(&h, g);
  cudaGraphNodeParams cp = {cudaGraphNodeTypeConditional};
  cp.conditional.handle = h; cp.conditional.type = cudaGraphCondTypeIf; cp.conditional.size = 1;
  cudaGraphNode_t cn;
  P("add cond", cudaGraphAddNode(&cn, g, &n, NULL, 1, &cp));
  cudaGraph_t c2;
  P("clone graph with conditional", cudaGraphClone(&c2, g));
  cudaGraphExec_t e1, e2;
  P("instantiate 1", cudaGraphInstantiate(&e1, g, 0));
  P("instantiate 2", cudaGraphInstantiate(&e2, g, 0));
  // two instantiations of a graph with an alloc node
  cudaGraph_t ga; cudaGraphCreate(&ga, 0);
  cudaMemAllocNodeParams ap = {}; ap.bytesize = 1024; ap.poolProps.allocType = cudaMemAllocationTypePinned;
  ap.poolProps.location = {cudaMemLocationTypeDevice, 0};
  cudaGraphNode_t an; cudaGraphAddMemAllocNode(&an, ga, NULL, 0, &ap);
  cudaGraphExec_t x1, x2;
  P("alloc graph instantiate 1", cudaGraphInstantiate(&x1, ga, 0));
  P("alloc graph instantiate 2", cudaGraphInstantiate(&x2, ga, 0));
  P("launch alloc graph", cudaGraphLaunch(x1, 0));
  P("launch again (not freed)", cudaGraphLaunch(x1, 0));
  P("sync", cudaDeviceSynchronize());
  cudaFree(ap.dptr);
  cudaGraphExecDestroy(x1);
  cudaGraphExecDestroy(e1);
  P("instantiate after the first exec is gone", cudaGraphInstantiate(&e2, g, 0));
  return 0;
}
