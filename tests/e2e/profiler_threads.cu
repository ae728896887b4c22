// The profiler (docs/PROFILER.md) with several host threads at once: the
// program runs itself again with CUCC_PROF set (as cucc-prof does), where
// two threads each launch kernels and a copy into streams of their own,
// inside NVTX ranges; then it reads the trace back and checks that every
// kernel, copy and range is there, each thread on its own track and each
// stream on its own. Under ThreadSanitizer (make check-tsan) this covers
// the recording's concurrency.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <nvtx3/nvToolsExt.h>

__global__ void bump(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}

enum { THREADS = 2, LAUNCHES = 10, N = 1024 };

static void work(int t, int *host) {
  nvtxRangePushA(t ? "thread 1" : "thread 0");
  cudaStream_t s;
  cudaStreamCreate(&s);
  int *d;
  cudaMalloc(&d, N * sizeof(int));
  cudaMemsetAsync(d, 0, N * sizeof(int), s);
  for (int i = 0; i < LAUNCHES; i++)
    bump<<<N / 256, 256, 0, s>>>(d, N);
  cudaMemcpyAsync(host + t * N, d, N * sizeof(int), cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  cudaFree(d);
  cudaStreamDestroy(s);
  nvtxRangePop();
}

static int profiled() {
  int *host;
  cudaMallocHost(&host, THREADS * N * sizeof(int));
  std::thread th[THREADS];
  for (int t = 0; t < THREADS; t++)
    th[t] = std::thread(work, t, host);
  for (auto &x : th)
    x.join();
  for (int i = 0; i < THREADS * N; i++)
    if (host[i] != LAUNCHES)
      return 1;
  cudaFreeHost(host);
  return 0;
}

// the value of "key": in an event line (one event per line)
static long field(const char *line, const char *key) {
  const char *p = strstr(line, key);
  return p ? atol(p + strlen(key)) : -1;
}

int main(int argc, char **argv) {
  if (getenv("CUCC_PROF"))
    return profiled();
  char dir[] = "/tmp/cucc_prof_threads_XXXXXX";
  if (!mkdtemp(dir))
    return 1;
  std::string prefix = std::string(dir) + "/trace";
  setenv("CUCC_PROF", prefix.c_str(), 1);
  pid_t pid = fork();
  if (pid == 0) {
    execv("/proc/self/exe", argv);
    _exit(127);
  }
  int st = 0;
  waitpid(pid, &st, 0);
  printf("profiled run: %s\n", WIFEXITED(st) && !WEXITSTATUS(st) ? "ok" : "failed");
  FILE *f = fopen((prefix + ".json").c_str(), "r");
  if (!f) {
    printf("no trace\n");
    return 1;
  }
  char line[4096];
  int kernels = 0, copies = 0, memsets = 0, ranges = 0;
  std::set<long> api_tracks, kernel_tracks;
  while (fgets(line, sizeof line, f)) {
    if (strstr(line, "\"ph\":\"X\",\"cat\":\"kernel\"")) {
      kernels++;
      kernel_tracks.insert(field(line, "\"tid\":"));
    }
    copies += strstr(line, "\"name\":\"[CUDA memcpy Device-to-Host]\"") != NULL;
    memsets += strstr(line, "\"name\":\"[CUDA memset]\"") != NULL;
    ranges += strstr(line, "\"cat\":\"nvtx\",\"name\":\"thread ") != NULL;
    if (strstr(line, "\"cat\":\"cuda_api\""))
      api_tracks.insert(field(line, "\"tid\":"));
  }
  fclose(f);
  printf("kernels: %d, copies: %d, memsets: %d, NVTX ranges: %d\n", kernels,
         copies, memsets, ranges);
  printf("host threads with API calls: %zu, streams with kernels: %zu\n",
         api_tracks.size(), kernel_tracks.size());
  unlink((prefix + ".json").c_str());
  unlink((prefix + ".txt").c_str());
  rmdir(dir);
  bool ok = kernels == THREADS * LAUNCHES && copies == THREADS &&
            memsets == THREADS && ranges == THREADS &&
            api_tracks.size() == THREADS + 1 && kernel_tracks.size() == THREADS;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
