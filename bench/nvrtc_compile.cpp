// NVRTC's compile time of a small kernel (nvrtcCompileProgram, which runs
// cucc's driver), for comparison with cucc's offline compile of the same
// source (bench/nvrtc_compile.sh). Prints RESULT nvrtc MIN MEDIAN in ms.
#include <algorithm>
#include <chrono>
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>
#include <vector>

static const char *src =
    "extern \"C\" __global__ void saxpy(float a, const float *x, float *y,"
    " int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) y[i] = a * x[i] + y[i];\n"
    "}\n";

int main(int argc, char **argv) {
  int runs = argc > 1 ? atoi(argv[1]) : 5;
  std::vector<double> ms;
  for (int r = 0; r < runs; r++) {
    nvrtcProgram p;
    if (nvrtcCreateProgram(&p, src, "saxpy.cu", 0, 0, 0))
      return 1;
    auto t0 = std::chrono::steady_clock::now();
    nvrtcResult e = nvrtcCompileProgram(p, 0, 0);
    auto t1 = std::chrono::steady_clock::now();
    nvrtcDestroyProgram(&p);
    if (e) {
      printf("compile failed: %s\n", nvrtcGetErrorString(e));
      return 1;
    }
    ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
  std::sort(ms.begin(), ms.end());
  printf("RESULT nvrtc %.1f %.1f\n", ms[0], ms[ms.size() / 2]);
  return 0;
}
