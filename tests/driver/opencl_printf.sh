# OpenCL C printf: vector conversions (%v4hlf, %v2hld, %#v4hhx, %v2ld), the
# hl length, strings and %% (src/opencl/oclc/printf.c), printed by the
# C library's printf as the OpenCL specification formats them.
. "$ROOT/tests/driver/lib.bash"
. "$ROOT/tests/driver/opencl_lib.bash"
cd "$T"
ocl_cc printf "$OCL_TESTS/printf.c"
ocl_run ./printf "$OCL_TESTS/printf.cl" > out 2>&1
check "vector printf" grep -qxF 'a=1.500000,-2.000000,3.250000,4.000000 b=3 c=-7,8 d=0x1,0xab,0xff,0x10 e=-1099511627776,5 f=str  1.50%' out
finish
