# cucc's headers in plain host code: host_headers.cpp (cuda_runtime.h,
# cuda.h, cuda_fp16.h, cuda_bf16.h, cuComplex.h, vector types and functions,
# math_constants.h, library_types.h, nvToolsExt.h, ...) compiles with
# `g++ -Wall -Wextra -Werror -I<include>` (C++11 and C++17) and with clang++,
# links against libcudart and runs; the C headers compile as C11 too.
. "$ROOT/tests/driver/lib.bash"
cd "$T"
INC="$ROOT/include"
SRC="$ROOT/tests/driver/host_headers.cpp"
LIB=$(dirname "$CUCC")/../lib
for std in c++11 c++17; do
  check "g++ -std=$std -Wall -Wextra -Werror" \
    g++ -std=$std -Wall -Wextra -Werror -I"$INC" -c "$SRC" -o h.o
done
if command -v clang++-19 > /dev/null; then
  check "clang++ -Wall -Wextra -Werror" \
    clang++-19 -std=c++17 -Wall -Wextra -Werror -I"$INC" -c "$SRC" -o h.o
fi
check "links with libcudart and runs" sh -c \
  "g++ -Wall -Wextra -Werror -I'$INC' '$SRC' -L'$LIB' -lcudart -Wl,-rpath,'$LIB' -o h &&
   ./h | grep -qx -- '-5 2 1.5 3.14159 0'"
cat > c.c <<'X'
#include <cuda_runtime_api.h>
#include <cuComplex.h>
#include <cuda_occupancy.h>
#include <library_types.h>
#include <math_constants.h>
#include <nvToolsExt.h>
float f(void) { return cuCabsf(make_cuFloatComplex(3, 4)) + CUDART_INF_F; }
X
check "C11 -Wall -Wextra -Werror" gcc -std=c11 -Wall -Wextra -Werror -I"$INC" -c c.c -o c.o
finish
