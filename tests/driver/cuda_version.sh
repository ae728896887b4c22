# The CUDA version cucc reports (include/crt/cucc_version.h): 13.0 by
# default; --cuda-version=X.Y or CUCC_CUDA_VERSION=X.Y when compiling choose
# another, and nvcc's macros, CUDART_VERSION, CUDA_VERSION,
# cudaRuntimeGetVersion and cudaDriverGetVersion all agree with it.
. "$ROOT/tests/driver/lib.bash"
cd "$T"

cat > v.cu <<'X'
#include <cstdio>
#include <cuda.h>
#define S_(x) #x
#define S(x) S_(x)
int main() {
  int r = 0, d = 0;
  cudaRuntimeGetVersion(&r);
  cudaDriverGetVersion(&d);
  printf("%s.%s.%s %d %d %d %d\n", S(__CUDACC_VER_MAJOR__),
         S(__CUDACC_VER_MINOR__), S(__CUDACC_VER_BUILD__), CUDART_VERSION,
         CUDA_VERSION, r, d);
}
X
"$CUCC" -o v v.cu && ./v > out
check "default is 13.0 everywhere" contains out "^13.0.88 13000 13000 13000 13000$"
"$CUCC" --version > out
check "--version says 13.0" contains out "release 13.0, V13.0"

"$CUCC" --cuda-version=12.4 -o v v.cu && ./v > out
check "--cuda-version=12.4" contains out "^12.4.131 12040 12040 12040 12040$"
"$CUCC" --cuda-version 12.8 --version > out
check "--cuda-version 12.8 --version" contains out "release 12.8, V12.8"
CUCC_CUDA_VERSION=12.6 "$CUCC" -o v v.cu && ./v > out
check "CUCC_CUDA_VERSION=12.6" contains out "^12.6.0 12060 12060 12060 12060$"
CUCC_CUDA_VERSION=12.6 "$CUCC" --cuda-version=13.1 -o v v.cu && ./v > out
check "the option wins over the environment" contains out " 13010 13010 13010 13010$"

# a host-only .cpp compiled by cucc agrees, and so does a library built
# for another version linked into the same program: the program's version
cat > h.cpp <<'X'
#include <cuda_runtime_api.h>
int host_version() { return CUDART_VERSION; }
X
"$CUCC" --cuda-version=12.2 -c h.cpp -o h.o && cat > m.cu <<'X'
#include <cstdio>
int host_version();
int main() { printf("%d %d\n", host_version(), CUDART_VERSION); }
X
"$CUCC" --cuda-version=12.2 -o m m.cu h.o && ./m > out
check "host-only sources get the version" contains out "^12020 12020$"

"$CUCC" --cuda-version=9.1 -o v v.cu > out 2> err; rc=$?
check "bad version fails" test $rc -ne 0
check "bad version named" contains err "invalid CUDA version '9.1'"
CUCC_CUDA_VERSION=abc "$CUCC" -o v v.cu > out 2> err; rc=$?
check "bad CUCC_CUDA_VERSION fails" sh -c "test $rc -ne 0 && grep -q \"invalid CUDA version 'abc'\" err"
finish
