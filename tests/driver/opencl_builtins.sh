# OpenCL C's built-in library (src/opencl/clc/): math within a few ulp of
# the C library, common, geometric and relational functions, conversions
# with saturation and rounding, vector loads, integer functions and 32- and
# 64-bit atomics, checked against the host (tests/opencl/builtins.c).
. "$ROOT/tests/driver/lib.bash"
. "$ROOT/tests/driver/opencl_lib.bash"
cd "$T"
ocl_cc builtins "$OCL_TESTS/builtins.c"
ocl_run ./builtins "$OCL_TESTS/builtins.cl" > out 2>&1
check "built-in functions" contains out "builtins: PASSED"
finish
