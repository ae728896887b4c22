# The OpenCL host API beyond the basics (tests/opencl/api.c): sub-buffers,
# rectangular copies, fills, maps, user events, callbacks, profiling,
# out-of-order queues and barriers, native kernels, clCompileProgram with
# embedded headers and clLinkProgram, kernel argument information, global
# offsets, build logs, and the error codes of invalid calls.
. "$ROOT/tests/driver/lib.bash"
. "$ROOT/tests/driver/opencl_lib.bash"
cd "$T"
ocl_cc api "$OCL_TESTS/api.c"
ocl_run ./api > out 2>&1
check "host API" contains out "api: PASSED"
finish
