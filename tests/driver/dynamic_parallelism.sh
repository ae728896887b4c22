#!/bin/bash
# Kernel launches from device code need -rdc=true (or -dc), as with nvcc:
# without it they stay a compile error; with it (all spellings) the program
# of tests/e2e/dynamic_parallelism.cu builds and runs, also compiled
# separately with -dc and linked.
set -eu
src="$ROOT/tests/e2e/dynamic_parallelism.cu"
if "$CUCC" -o dp_nordc "$src" 2> err.txt; then
  echo "device-side launch accepted without -rdc"; exit 1
fi
grep -q "__global__ function" err.txt || { cat err.txt; exit 1; }
"$CUCC" -rdc true -c -o dp1.o "$src"
"$CUCC" --relocatable-device-code=true -c -o dp2.o "$src"
"$CUCC" -dc -o dp3.o "$src"
"$CUCC" -o dp3 dp3.o
./dp3 | tail -1 | grep -qx PASS
# -rdc=false is the default
if "$CUCC" -rdc=false -c -o dp4.o "$src" 2> /dev/null; then
  echo "-rdc=false accepted a device-side launch"; exit 1
fi
# the diagnostics still point at the user's file and line
cat > bad.cu <<'CU'
__global__ void child(int *p) { *p = 1; }
__global__ void parent(int *p) {
  child<<<1, 1>>>(p, 2);
}
CU
if "$CUCC" -rdc=true -c -o bad.o bad.cu 2> err.txt; then
  echo "a launch with too many arguments compiled"; exit 1
fi
grep -q "bad.cu:3:" err.txt || { cat err.txt; exit 1; }
echo PASS
