# make install PREFIX=...: a toolkit-shaped tree (bin/cucc and nvcc, include/,
# lib/ with libcudart.so -> libcudart.so.N, libcudart_static.a,
# libcudadevrt.a, libcuda.so, pkgconfig/) that never overwrites files it did
# not install; an installed cucc finds its headers and runtime relative to its
# own location, and its programs run without LD_LIBRARY_PATH.
. "$ROOT/tests/driver/lib.bash"
unset LD_LIBRARY_PATH
P="$T/prefix"
make -s -C "$ROOT" install PREFIX="$P" > "$T/log" 2>&1 || cat "$T/log"
maj=$(sed -n 's/^Cuda compilation tools, release \([0-9]*\)\..*/\1/p' <("$CUCC" --version))
rel=$(sed -n 's/^Cuda compilation tools, release \([0-9.]*\),.*/\1/p' <("$CUCC" --version))
check "make install: cucc, nvcc, headers" test -x "$P/bin/cucc" -a -x "$P/bin/nvcc" -a -f "$P/include/cuda_runtime.h"
check "libcudart.so -> libcudart.so.$maj" test "$(readlink "$P/lib/libcudart.so")" = "libcudart.so.$maj"
check "libcudart.so.$maj has its versioned soname" sh -c "readelf -d '$P/lib/libcudart.so.$maj' | grep -q 'SONAME.*\\[libcudart.so.$maj\\]'"
check "libcudart_static.a, libcudadevrt.a are archives" sh -c "ar t '$P/lib/libcudart_static.a' | grep -q . && ar t '$P/lib/libcudadevrt.a' | grep -q ."
check "libcuda.so -> libcuda.so.1" sh -c "test \"\$(readlink '$P/lib/libcuda.so')\" = libcuda.so.1 && readelf -d '$P/lib/libcuda.so.1' | grep -q 'SONAME.*libcuda.so.1'"
check "no unversioned NVIDIA names outside the tree's shape" sh -c "! ls '$P/lib' | grep -q 'libcudart.a'"
check "pkg-config files" test -f "$P/pkgconfig/cudart-$rel.pc" -a -f "$P/pkgconfig/cuda-$rel.pc"

# an existing file that cucc did not install is never overwritten
mkdir -p "$T/other/include" && echo '/* a real toolkit */' > "$T/other/include/cuda.h"
make -s -C "$ROOT" install PREFIX="$T/other" > "$T/log2" 2>&1
check "install refuses to overwrite a foreign cuda.h" sh -c "grep -q 'refusing to overwrite' '$T/log2' && grep -q 'a real toolkit' '$T/other/include/cuda.h' && ! test -e '$T/other/bin/cucc'"
check "install refuses /usr/local itself" sh -c "! make -s -C '$ROOT' install PREFIX=/usr/local 2>&1 | grep -q installed"
make -s -C "$ROOT" install PREFIX="$P" > "$T/log3" 2>&1
check "reinstalling over its own install works" grep -q "installed into" "$T/log3"

mv "$P" "$T/moved"
cd "$T"
printf '#include <cstdio>\n__global__ void k(int *p) { *p = 7; }\nint main() { int *d, h; cudaMalloc(&d, 4); k<<<1,1>>>(d); cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost); printf("%%d\\n", h); }\n' > t.cu
"$T/moved/bin/cucc" -o t t.cu && ./t > out
check "installed and moved cucc works" contains out "^7$"
check "rpath points into the install" sh -c "readelf -d t | grep -q '$T/moved/lib'"
# (make check-san installs the sanitized build, whose default is shared)
[ -n "${SANFLAGS:-}" ] ||
  check "the runtime is static by default, as nvcc's" sh -c "! readelf -d t | grep -q 'NEEDED.*libcudart'"
"$T/moved/bin/cucc" --cudart shared -o ts t.cu && ./ts > outs
check "--cudart shared: the program needs libcudart.so.$maj and runs" sh -c "grep -q '^7$' outs && readelf -d ts | grep -q 'NEEDED.*libcudart.so.$maj'"
"$T/moved/bin/nvcc" -o t2 t.cu -lcuda && ./t2 > out2
check "nvcc name, -lcuda binds cucc's libcuda" sh -c "grep -q '^7$' out2 && ldd t2 | grep -q '$T/moved/lib/libcuda.so.1'"
# pkg-config: a C++ program compiled by g++ against the runtime
printf '#include <cuda_runtime.h>\n#include <cstdio>\nint main() { int n = 0; cudaGetDeviceCount(&n); printf("%%d\\n", n); }\n' > h.cpp
g++ -o h h.cpp $(PKG_CONFIG_PATH="$T/moved/pkgconfig" pkg-config --cflags --libs cudart-$rel) && ./h > out3
check "pkg-config cudart-$rel: g++ program runs" contains out3 "^1$"
make -s -C "$ROOT" uninstall PREFIX="$T/moved" > "$T/log4" 2>&1
check "make uninstall removes the tree" sh -c "! test -e '$T/moved'"
finish
