/* libcudadevrt.a: NVIDIA's device runtime library, which nvcc links for
 * dynamic parallelism (-rdc). cucc's device-side launches, cudaDeviceSynchronize
 * and the other device runtime calls are part of libcudart itself (its device
 * API table, src/runtime/device_launch.c), so this archive only exists so that
 * `-lcudadevrt` (in Makefiles, and in CMake's link line for every CUDA
 * program) finds cucc's file and never a system toolkit's. */
const char __cucc_cudadevrt[] = "cucc device runtime: in libcudart";
