# Helpers of the OpenCL tests (sourced after lib.bash): programs are built
# as users build them, `gcc ... -lOpenCL` against Debian's ICD loader, and
# run with this build's vendor file selecting cucc's platform; compiled
# kernels are cached in the test's own directory.
BUILD=$(cd "$(dirname "$CUCC")/.." && pwd)
export OCL_ICD_VENDORS=$BUILD/etc/OpenCL/vendors
export CUCC_OPENCL_CACHE=$T/oclcache
OCL_TESTS=$ROOT/tests/opencl
ocl_cc() { # ocl_cc OUT SOURCE.c: a host program linked with -lOpenCL
  gcc -O1 -Wall -Wno-deprecated-declarations -o "$1" "$2" -lOpenCL -lm
}
# A sanitized library is dlopen'ed by the loader into programs that are
# not: the sanitizer's runtime must come first (ASan's as for TSan's).
OCL_PRELOAD=${RUN_PRELOAD:-}
if [[ "${SANFLAGS:-}" == *address* ]]; then
  OCL_PRELOAD=$(${CC:-cc} -print-file-name=libasan.so)
fi
ocl_run() { # ocl_run PROGRAM ARGS...: runs it with that preload
  LD_PRELOAD=$OCL_PRELOAD "$@"
}
