# The front end's diagnostics in nvcc's format, which build tools and
# editors parse: `file(line): error: text`, the source line and a caret
# indented by two, an empty line after each diagnostic, and `N errors
# detected in the compilation of "file".`; exit status 2. nvcc 13.0.88's
# output for the same files is in tests/reference/diagnostics_nvcc.out (the
# messages stay clang's words). CUCC_DIAGNOSTICS=clang keeps clang's form.
. "$ROOT/tests/driver/lib.bash"
cd "$T"
mkdir sub
cat > sub/err1.cu <<'X'
#include <cstdio>
__global__ void k(int *p) {
  int unused_var;
  p[0] = undefined_thing;
}
int main() { k<<<1,1>>>(0); return 0; }
X
cat > err2.cu <<'X'
__global__ void k(int *p) {
  int x = "str";
  p[0] = x;
  p[1] = y;
}
X
# nvcc's lines for sub/err1.cu, the message replaced by MSG
norm() { sed 's/\(([0-9]*): error\): .*/\1: MSG/'; }
printf '%s\n' 'sub/err1.cu(4): error: MSG' '    p[0] = undefined_thing;' \
  '           ^' '' '1 error detected in the compilation of "sub/err1.cu".' > want1
"$CUCC" -c sub/err1.cu -o e1.o 2> got1; rc=$?
check "exit status 2, as nvcc's" test $rc -eq 2
norm < got1 > got1.n
check "sub/err1.cu: nvcc's lines (message aside)" diff -u want1 got1.n
"$CUCC" -c err2.cu -o e2.o 2> got2; rc=$?
check "two errors: exit status 2" test $rc -eq 2
check "each at file(line)" sh -c 'test "$(grep -c "^err2\.cu([0-9]*): error: " got2)" -eq 2'
check "the second at line 4" grep -q '^err2\.cu(4): error: ' got2
check "an empty line after each" sh -c 'test "$(grep -c "^$" got2)" -eq 2'
check "nvcc's summary" sh -c 'tail -1 got2 | grep -qx "2 errors detected in the compilation of \"err2.cu\"."'
check "no clang form left" sh -c '! grep -q "err2\.cu:[0-9]*:[0-9]*:\|errors generated" got2'
# a note (template instantiation) stays with its error, as EDG's "detected
# during instantiation" lines do
cat > tmpl.cu <<'X'
template <typename T> __global__ void k(T *p) { p[0] = T::nope; }
int main() { k<int><<<1,1>>>(0); return 0; }
X
"$CUCC" -c tmpl.cu -o t.o 2> got3
check "note in nvcc's form, no empty line before it" \
  sh -c 'grep -B3 "^tmpl\.cu(2): note: " got3 | head -1 | grep -q "^tmpl\.cu(1): error: "'
# warnings too (-Werror all-warnings makes the host pass's warnings errors)
cat > w.cu <<'X'
__global__ void k(int *p) { p[0] = 1; }
int f(int x) { return x == x; }
X
"$CUCC" -Xcompiler -Wall -c w.cu -o w.o 2> got4
check "warning at file(line)" grep -q '^w\.cu(2): warning: ' got4
CUCC_DIAGNOSTICS=clang "$CUCC" -c sub/err1.cu -o e1.o 2> got5
check "CUCC_DIAGNOSTICS=clang: clang's own form" grep -q '^sub/err1\.cu:4:10: error: ' got5
check "(and its summary)" grep -q '^1 error generated' got5
finish
