# make install PREFIX=...: an installed cucc finds its headers and runtime
# relative to its own location, and its programs run without LD_LIBRARY_PATH.
. "$ROOT/tests/driver/lib.bash"
make -s -C "$ROOT" install PREFIX="$T/prefix" > "$T/log" 2>&1
check "make install" test -x "$T/prefix/bin/cucc" -a -f "$T/prefix/lib/libcudart.so" -a -f "$T/prefix/include/cuda_runtime.h"
mv "$T/prefix" "$T/moved"
cd "$T"
printf '#include <cstdio>\n__global__ void k(int *p) { *p = 7; }\nint main() { int *d, h; cudaMalloc(&d, 4); k<<<1,1>>>(d); cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost); printf("%%d\\n", h); }\n' > t.cu
"$T/moved/bin/cucc" -o t t.cu && ./t > out
check "installed and moved cucc works" contains out "^7$"
check "rpath points into the install" sh -c "readelf -d t | grep -q '$T/moved/lib'"
finish
