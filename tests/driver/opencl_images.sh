# Images and samplers (issue 16): 2D RGBA8 copies through sampler arguments
# and program-scope samplers, bilinear filtering with normalized
# coordinates under REPEAT and CLAMP against a host reference, 3D integer
# images and their queries, fills, maps, copies to buffers, image info and
# the errors of bad formats, descriptors and samplers (tests/opencl/images.c).
. "$ROOT/tests/driver/lib.bash"
. "$ROOT/tests/driver/opencl_lib.bash"
cd "$T"
ocl_cc images "$OCL_TESTS/images.c"
ocl_run ./images "$OCL_TESTS/images.cl" > out 2>&1
check "images and samplers" contains out "images: PASSED"
finish
