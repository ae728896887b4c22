# cucc-timeout: 900
# OpenCL platform basics (issue 16): the ICD loader lists the "cucc"
# platform (next to PoCL's when that is installed) and clinfo prints it;
# the vector addition and the OpenCL guide's matrix multiplications
# (tests/opencl/) run through -lOpenCL and give the host's results; a
# second run takes its kernels from the compiled-kernel cache; a CUDA
# program using OpenCL too runs both.
. "$ROOT/tests/driver/lib.bash"
. "$ROOT/tests/driver/opencl_lib.bash"
cd "$T"

check "vendor file names the library" \
  sh -c "test \"\$(cat '$OCL_ICD_VENDORS/cucc.icd')\" = '$BUILD/lib/libcucc_opencl.so'"
ocl_run clinfo > clinfo.out 2>&1
check "clinfo lists the cucc platform" contains clinfo.out "Platform Name *cucc"
check "clinfo lists a CPU device" contains clinfo.out "Device Type *CPU"
check "clinfo: version 3.0" contains clinfo.out "Platform Version *OpenCL 3.0 cucc"
check "clinfo: no failed query" sh -c "! grep -q 'error -' clinfo.out"
if [ -e /etc/OpenCL/vendors/pocl.icd ]; then
  mkdir -p both
  cp "$OCL_ICD_VENDORS/cucc.icd" /etc/OpenCL/vendors/pocl.icd both/
  OCL_ICD_VENDORS=$T/both ocl_run clinfo -l > both.out 2>&1
  check "cucc next to PoCL" sh -c "grep -q cucc both.out && grep -q Portable both.out"
fi

ocl_cc vadd "$OCL_TESTS/vadd.c"
ocl_run ./vadd > vadd.out 2>&1
check "vector add" contains vadd.out "vadd: PASSED"
ocl_cc matmul "$OCL_TESTS/matmul.c"
ocl_run ./matmul "$OCL_TESTS/matmul.cl" > matmul.out 2>&1
check "matrix multiplications" contains matmul.out "matmul: PASSED"
check "the cache holds the builds" sh -c "ls '$CUCC_OPENCL_CACHE' | grep -q ."
CUCC_OPENCL_COMPILER=/nonexistent ocl_run ./matmul "$OCL_TESTS/matmul.cl" > cached.out 2>&1
check "a second run needs no compiler" contains cached.out "matmul: PASSED"
# a CUDA program that also uses OpenCL: both APIs' kernels at once
"$CUCC" -O2 -o mixed "$OCL_TESTS/mixed.cu" -lOpenCL > mixed.build 2>&1
ocl_run ./mixed > mixed.out 2>&1
check "CUDA and OpenCL in one process" contains mixed.out "mixed: PASSED"
finish
