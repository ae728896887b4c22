# Device images are loaded from real files (src/runtime/image_file.c): one
# entry of the cache directory per image, reused by later runs; a damaged or
# unsafe cache, or identical images of two translation units, fall back to
# temporary files removed at exit; the memfd still works; stale entries are
# pruned. /proc/PID/maps shows the file, as debuggers and profilers need.
. "$ROOT/tests/driver/lib.bash"
cd "$T"
mkdir tmp
export TMPDIR="$T/tmp" CUCC_IMAGE_DIR="$T/cache"
unset CUCC_IMAGE_FILE

cat > main.cu <<'EOF'
#include <cstdio>
#include <cstring>
#include <unistd.h>
int run_a(), run_b();
__global__ void k(int *o) { o[threadIdx.x] = threadIdx.x * 2; }
int main(int argc, char **argv) {
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  k<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int a1 = run_a(), b1 = run_b(), a2 = run_a();
  printf("%d %d %d %d\n", h[3], a1, b1, a2);
  if (argc > 1) { /* the loaded images, as the loader knows them */
    char cmd[64];
    snprintf(cmd, sizeof cmd, "grep -o '/.*' /proc/%d/maps | sort -u", (int)getpid());
    fflush(stdout);
    return system(cmd);
  }
  return 0;
}
EOF
# two translation units with byte-identical device images (one file
# compiled twice), each with its own __device__ variable
cat > twin.cu <<'EOF'
namespace {
__device__ int counter;
__global__ void bump(int *o) { *o = ++counter; }
}
int RUN() {
  int *d, h;
  cudaMalloc(&d, sizeof h);
  bump<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  return h;
}
EOF
"$CUCC" -c -DRUN=run_a -o a.o twin.cu > build.out 2>&1
"$CUCC" -c -DRUN=run_b -o b.o twin.cu >> build.out 2>&1
"$CUCC" -o prog main.cu a.o b.o >> build.out 2>&1
check "builds" test -x prog
./prog maps > run1.out 2>&1
check "runs" grep -q "^6 " run1.out
check "identical images keep their own variables" grep -qx "6 1 1 2" run1.out
check "two images in the cache (a.cu and b.cu share one)" \
  test "$(ls cache | grep -c '\.so$')" -eq 2
check "the cached images are mapped from the cache" \
  test "$(grep -c "^$T/cache/.*\.so$" run1.out)" -eq 2
check "the twin image is mapped from a temporary file" \
  grep -q "^$T/tmp/cucc-image-.*\.so$" run1.out
check "no memfd" sh -c "! grep -q memfd run1.out"
check "temporary files removed at exit" test -z "$(ls tmp)"
ls -l --time-style=+%s cache > before
./prog > run2.out 2>&1
check "second run" grep -qx "6 1 1 2" run2.out
check "second run reuses the cache" test "$(ls cache | grep -c '\.so$')" -eq 2

# a damaged entry (same name, other bytes) is not loaded
for f in cache/*.so; do
  size=$(stat -c %s "$f")
  head -c "$size" /dev/zero > "$f"
done
./prog > run3.out 2>&1
check "damaged cache: still right" grep -qx "6 1 1 2" run3.out
check "damaged cache: no complaint" test "$(wc -l < run3.out)" -eq 1
./prog maps > run3b.out 2>&1
check "damaged cache: repaired" \
  test "$(grep -c "^$T/cache/.*\.so$" run3b.out)" -eq 2

# a cache directory others may write to is not used
mkdir shared && chmod 777 shared
CUCC_IMAGE_DIR="$T/shared" ./prog > run4.out 2>&1
check "unsafe cache: still right" grep -qx "6 1 1 2" run4.out
check "unsafe cache: not written" test -z "$(ls shared)"
check "unsafe cache: temporary files removed" test -z "$(ls tmp)"

# forced ways
CUCC_IMAGE_FILE=memfd ./prog > run5.out 2>&1
check "memfd still works" grep -qx "6 1 1 2" run5.out
CUCC_IMAGE_FILE=temp ./prog > run6.out 2>&1
check "temporary files work" grep -qx "6 1 1 2" run6.out

# stale entries are removed when a new one is written
rm -rf cache && mkdir -m 700 cache
touch -d '40 days ago' cache/0000000000000000-10.so cache/.tmp-old
touch -d '2 days ago' cache/0000000000000001-10.so
./prog > run7.out 2>&1
check "prune: stale entry removed" test ! -e cache/0000000000000000-10.so
check "prune: stale temporary removed" test ! -e cache/.tmp-old
check "prune: recent entry kept" test -e cache/0000000000000001-10.so
finish
