# cucc-timeout: 900
# make install registers the OpenCL platform for the ICD loader under the
# prefix (PREFIX/etc/OpenCL/vendors/cucc.icd naming the installed library),
# and the installed library finds its compiler (lib/cucc/oclc) and built-in
# library relative to itself; uninstall removes them.
. "$ROOT/tests/driver/lib.bash"
. "$ROOT/tests/driver/opencl_lib.bash"
unset LD_LIBRARY_PATH
P="$T/prefix"
make -s -C "$ROOT" install PREFIX="$P" > "$T/log" 2>&1 || cat "$T/log"
check "vendor file installed" sh -c "test \"\$(cat '$P/etc/OpenCL/vendors/cucc.icd')\" = '$P/lib/libcucc_opencl.so'"
check "compiler and built-ins installed" test -x "$P/lib/cucc/oclc" -a -f "$P/lib/cucc/opencl_builtins.bc"
cd "$T"
ocl_cc vadd "$OCL_TESTS/vadd.c"
OCL_ICD_VENDORS=$P/etc/OpenCL/vendors ocl_run ./vadd > out 2>&1
check "a program runs on the installed platform" contains out "vadd: PASSED"
make -s -C "$ROOT" uninstall PREFIX="$P" > "$T/log2" 2>&1
check "uninstall removes the vendor file" test ! -e "$P/etc/OpenCL/vendors/cucc.icd"
finish
