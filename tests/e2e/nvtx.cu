// NVTX (nvToolsExt.h and nvtx3/nvToolsExt.h): without a tool every call is a
// no-op with NVIDIA's results (push/pop -2, start 0, null handles); with a
// hook in __cucc_nvtx_hook (what a profiler sets) each call reaches it with
// its message, attributes, domain and ids, and push/pop/start return what
// the hook returns.
#include <nvToolsExt.h>
#include <nvtx3/nvToolsExt.h>
#include <stdio.h>
#include <string.h>

static int depth, bad;
static char log_[512];
static int64_t hook(int op, nvtxDomainHandle_t dom, const nvtxEventAttributes_t *a,
                    uint64_t id) {
  char line[96];
  const char *m = a && a->messageType == NVTX_MESSAGE_TYPE_ASCII ? a->message.ascii : "-";
  snprintf(line, sizeof line, "%d:%s:%llu:%u:%s;", op, m, (unsigned long long)id,
           a ? a->color : 0u, dom ? "d" : "");
  strcat(log_, line);
  switch (op) {
  case __CUCC_NVTX_RANGE_PUSH: return depth++;
  case __CUCC_NVTX_RANGE_POP: return --depth;
  case __CUCC_NVTX_RANGE_START: return 77;
  case __CUCC_NVTX_DOMAIN_CREATE: return 0x1000;
  }
  return 0;
}

__global__ void k(int *p) { p[threadIdx.x] = threadIdx.x; }

int main() {
  // no tool
  bad |= nvtxRangePushA("a") != NVTX_NO_PUSH_POP_TRACKING;
  bad |= nvtxRangePop() != -2;
  bad |= nvtxRangeStartA("r") != 0;
  bad |= nvtxDomainCreateA("dom") != NULL;
  nvtxMarkA("m");
  nvtxNameOsThreadA(1, "t");
  // a tool
  __cucc_nvtx_hook = hook;
  bad |= nvtxRangePushA("outer") != 0;
  bad |= nvtxRangePushA("inner") != 1;
  int *p;
  cudaMalloc(&p, 64);
  k<<<1, 16>>>(p);
  cudaDeviceSynchronize();
  bad |= nvtxRangePop() != 1;
  bad |= nvtxRangePop() != 0;
  nvtxEventAttributes_t ev = {};
  ev.version = NVTX_VERSION;
  ev.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
  ev.colorType = NVTX_COLOR_ARGB;
  ev.color = 0xff00ff00u;
  ev.messageType = NVTX_MESSAGE_TYPE_ASCII;
  ev.message.ascii = "ex";
  nvtxRangeId_t id = nvtxRangeStartEx(&ev);
  bad |= id != 77;
  nvtxRangeEnd(id);
  nvtxMarkA("mark");
  nvtxNameOsThreadA(42, "main");
  nvtxNameCategoryA(3, "cat");
  nvtxDomainHandle_t d = nvtxDomainCreateA("dom");
  nvtxDomainRangePushEx(d, &ev);
  nvtxDomainRangePop(d);
  bad |= strcmp(log_, "4:outer:0:0:;4:inner:0:0:;5:-:0:0:;5:-:0:0:;"
                      "2:ex:0:4278255360:;3:-:77:0:;1:mark:0:0:;7:main:42:0:;"
                      "6:cat:3:0:;8:dom:0:0:;4:ex:0:4278255360:d;5:-:0:0:d;") != 0;
  printf("%s\n%s\n", log_, bad ? "FAIL" : "PASS");
  return bad;
}
