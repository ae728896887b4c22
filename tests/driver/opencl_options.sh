# clBuildProgram options: -D, -I, -cl-std (the __OPENCL_C_VERSION__ seen),
# -cl-denorms-are-zero (denormals flushed in the kernel), fast-math options
# accepted, unknown options refused (tests/opencl/options.c).
. "$ROOT/tests/driver/lib.bash"
. "$ROOT/tests/driver/opencl_lib.bash"
cd "$T"
ocl_cc options "$OCL_TESTS/options.c"
ocl_run ./options "$OCL_TESTS/inc" > out 2>&1
check "build options" contains out "options: PASSED"
finish
