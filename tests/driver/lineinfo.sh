# -lineinfo: line tables for device code without -g, as nvcc's (gdb, perf
# and the sanitizer name source lines); the host object stays without debug
# information and device code stays optimized.
. "$ROOT/tests/driver/lib.bash"
cd "$T"
cat > li.cu <<'X'
__global__ void k(int *p) {
  p[threadIdx.x] = threadIdx.x * 2;
}
int main() { return 0; }
X
lines() { readelf --debug-dump=decodedline "$1" 2>/dev/null | grep -c 'li\.cu'; }
check "-cubin without -lineinfo has no line table" \
  sh -c '"$0" -cubin li.cu -o plain.so && test "$(readelf --debug-dump=decodedline plain.so | grep -c "li\.cu")" -eq 0' "$CUCC"
check "-cubin -lineinfo has the kernel's lines" \
  sh -c '"$0" -lineinfo -cubin li.cu -o li.so' "$CUCC"
check "(li.cu in .debug_line)" test "$(lines li.so)" -gt 0
check "line 2 of li.cu is there" \
  sh -c 'readelf --debug-dump=decodedline li.so | grep -q "li\.cu *2 "'
check "the host object of -lineinfo has no .debug_info" \
  sh -c '"$0" -lineinfo -c li.cu -o li.o && ! readelf -S li.o | grep -q debug_info' "$CUCC"
check "--generate-line-info is the same option" \
  sh -c '"$0" --generate-line-info -cubin li.cu -o li2.so' "$CUCC"
check "(lines there too)" test "$(lines li2.so)" -gt 0
finish
