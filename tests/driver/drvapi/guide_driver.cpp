// The CUDA guide's driver API examples (appendix G, ../shared/spec/
// seed000_examples.md section 10): the VecAdd host code (10a) with its
// elided end written out, and the hand-packed parameter buffer of G.3
// (10b) with the guide's bug fixed (grid dimensions come first). The
// module file is the first argument (the guide's "VecAdd.ptx").
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct alignas(16) float4_ { float x, y, z, w; };
struct alignas(8) float2_ { float x, y; };

#define ALIGN_UP(offset, alignment) \
      (offset) = ((offset) + (alignment) - 1) & ~((alignment) - 1)

static char paramBuffer[1024];
static size_t paramBufferSize = 0;

#define ADD_TO_PARAM_BUFFER(value, alignment)                   \
    do {                                                        \
        paramBufferSize = ALIGN_UP(paramBufferSize, alignment); \
        memcpy(paramBuffer + paramBufferSize,                   \
               &(value), sizeof(value));                        \
        paramBufferSize += sizeof(value);                       \
    } while (0)

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0); // lines before a crash stay
    const char *module = argc > 1 ? argv[1] : "VecAdd.ptx";
    int N = 1000;
    size_t size = N * sizeof(float);
    float* h_A = (float*)malloc(size);
    float* h_B = (float*)malloc(size);
    float* h_C = (float*)malloc(size);
    for (int i = 0; i < N; i++) {
        h_A[i] = (float)i;
        h_B[i] = (float)(2 * i);
    }
    cuInit(0);
    int deviceCount = 0;
    cuDeviceGetCount(&deviceCount);
    if (deviceCount == 0) {
        printf("There is no device supporting CUDA.\n");
        exit (0);
    }
    CUdevice cuDevice;
    cuDeviceGet(&cuDevice, 0);
    CUcontext cuContext;
    cuCtxCreate(&cuContext, NULL, 0, cuDevice);
    CUmodule cuModule;
    if (cuModuleLoad(&cuModule, module) != CUDA_SUCCESS) {
        printf("cannot load %s\n", module);
        return 1;
    }
    CUdeviceptr d_A;
    cuMemAlloc(&d_A, size);
    CUdeviceptr d_B;
    cuMemAlloc(&d_B, size);
    CUdeviceptr d_C;
    cuMemAlloc(&d_C, size);
    cuMemcpyHtoD(d_A, h_A, size);
    cuMemcpyHtoD(d_B, h_B, size);
    CUfunction vecAdd;
    cuModuleGetFunction(&vecAdd, cuModule, "VecAdd");
    int threadsPerBlock = 256;
    int blocksPerGrid =
            (N + threadsPerBlock - 1) / threadsPerBlock;
    void* args[] = { &d_A, &d_B, &d_C, &N };
    CUresult r = cuLaunchKernel(vecAdd,
                   blocksPerGrid, 1, 1, threadsPerBlock, 1, 1,
                   0, 0, args, 0);
    // the end the guide elides
    cuMemcpyDtoH(h_C, d_C, size);
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += h_C[i] != 3.0f * (float)i;
    printf("VecAdd: launch %d, %d wrong, C[999] = %g\n", (int)r, bad, h_C[N - 1]);

    // G.3: the parameters of k(int, float4, char, float, float*, float2)
    CUfunction cuFunction;
    cuModuleGetFunction(&cuFunction, cuModule, "k");
    int i = 7;
    ADD_TO_PARAM_BUFFER(i, __alignof(i));
    float4_ f4 = {1.5f, 2.5f, 3.5f, 4.5f};
    ADD_TO_PARAM_BUFFER(f4, 16);
    char c = 9;
    ADD_TO_PARAM_BUFFER(c, __alignof(c));
    float f = 10.25f;
    ADD_TO_PARAM_BUFFER(f, __alignof(f));
    CUdeviceptr devPtr = d_C;
    ADD_TO_PARAM_BUFFER(devPtr, __alignof(devPtr));
    float2_ f2 = {11.5f, 12.5f};
    ADD_TO_PARAM_BUFFER(f2, 8);
    printf("parameter buffer: %zu bytes\n", paramBufferSize);
    void* extra[] = {
        CU_LAUNCH_PARAM_BUFFER_POINTER, paramBuffer,
        CU_LAUNCH_PARAM_BUFFER_SIZE,    &paramBufferSize,
        CU_LAUNCH_PARAM_END
    };
    r = cuLaunchKernel(cuFunction, 1, 1, 1, 1, 1, 1, 0, 0, 0, extra);
    float out[7];
    cuMemcpyDtoH(out, d_C, sizeof out);
    printf("k: launch %d: %g %g %g %g %g %g %g\n", (int)r, out[0], out[1],
           out[2], out[3], out[4], out[5], out[6]);
    cuMemFree(d_A);
    cuMemFree(d_B);
    cuMemFree(d_C);
    cuModuleUnload(cuModule);
    cuCtxDestroy(cuContext);
    free(h_A);
    free(h_B);
    free(h_C);
    return bad != 0;
}
