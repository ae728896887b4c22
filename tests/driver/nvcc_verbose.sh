# nvcc's --version banner and -v lines as build tools parse them (formats
# recorded from NVIDIA's nvcc 13.0: `nvcc --version`, `nvcc -v`); CMake reads
# TOP, NVVMIR_LIBRARY_DIR, PATH, INCLUDES, LIBRARIES, takes the step that
# contains LIBRARIES' text as the host link line, and "-arch compute_NN" as
# the default architecture.
. "$ROOT/tests/driver/lib.bash"
"$CUCC" --version > "$T/ver"
check "banner: nvcc's first line" sh -c "head -1 '$T/ver' | grep -qx 'nvcc: NVIDIA (R) Cuda compiler driver'"
check "banner: release and version" grep -Eq '^Cuda compilation tools, release ([0-9]+\.[0-9]+), V\1\.[0-9]+$' "$T/ver"
rel=$(sed -n 's/^Cuda compilation tools, release \([0-9.]*\),.*/\1/p' "$T/ver")
maj=${rel%.*} min=${rel#*.}
printf '#include <cstdio>\nint main(){printf("%%d.%%d %%d\\n", __CUDACC_VER_MAJOR__, __CUDACC_VER_MINOR__, CUDART_VERSION);}\n' > "$T/v.cu"
"$CUCC" -o "$T/v" "$T/v.cu" && "$T/v" > "$T/v.out"
check "banner agrees with __CUDACC_VER_*__ and CUDART_VERSION" grep -qx "$rel $((maj * 1000 + min * 10))" "$T/v.out"

root=$(cd "$(dirname "$CUCC")/.." && pwd)
printf '__global__ void k() {}\nint main() { k<<<1, 1>>>(); return 0; }\n' > "$T/k.cu"
(cd "$T" && "$CUCC" -v -arch=sm_70 -o k k.cu) 2> "$T/v.log"
check "-v: TOP is the install root" grep -qx "#\$ TOP=$root" "$T/v.log"
check "-v: NVVMIR_LIBRARY_DIR ends in nvvm/libdevice" grep -q '^#\$ NVVMIR_LIBRARY_DIR=.*/nvvm/libdevice$' "$T/v.log"
check "-v: PATH starts with bin/" grep -q "^#\\\$ PATH=$root/bin:" "$T/v.log"
check "-v: INCLUDES" grep -qx "#\\\$ INCLUDES=-I$root/include  " "$T/v.log"
libs=$(sed -n 's/^#\$ LIBRARIES= *//p' "$T/v.log")
check "-v: LIBRARIES" test "$libs" = "-L$root/lib"
link=$(grep -v '^#\$ [A-Z_]*=' "$T/v.log" | grep -F -- "$libs")
check "-v: one host link line contains LIBRARIES' text" test "$(printf '%s\n' "$link" | wc -l)" = 1
check "-v: the link line starts with an absolute host linker" sh -c "printf '%s\n' '$link' | grep -q '^#\\\$ /[^ ]* '"
check "-v: -arch compute_70 for -arch=sm_70" grep -q -- '-arch compute_70 ' "$T/v.log"
check "-v: the program was linked" test -x "$T/k"
(cd "$T" && "$CUCC" -v -o 'k 2' k.cu) 2> "$T/v2.log"
check "-v: arguments with spaces are quoted" grep -q -- '-o "k 2"' "$T/v2.log"
# CMake 4 writes response files with every path in double quotes
mkdir -p "$T/d i r"
printf '#include <cstdio>\nint main() { printf("%%s %%d\\n", WORD, COUNT_OF_WORDS); }\n' > "$T/d i r/w.cu"
printf '%s\n' '-DWORD="\"two words\""' "-DCOUNT_OF_WORDS='4'" "\"$T/d i r/w.cu\"" '-o' "\"$T/d i r/w\"" > "$T/rsp"
"$CUCC" --options-file "$T/rsp" && "$T/d i r/w" > "$T/w.out"
check "--options-file: quoted words, as CMake writes them" grep -qx 'two words 4' "$T/w.out"
finish
