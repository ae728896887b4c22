#!/bin/bash
# --default-stream per-thread (and -DCUDA_API_PER_THREAD_DEFAULT_STREAM)
# make stream 0 each host thread's own stream; the default is the legacy
# stream, which serializes the two threads' work (default_stream.cu).
set -eu
src="$ROOT/tests/driver/default_stream.cu"
"$CUCC" -o ds_legacy "$src"
"$CUCC" --default-stream per-thread -o ds_pt "$src"
"$CUCC" -DCUDA_API_PER_THREAD_DEFAULT_STREAM -o ds_pt2 "$src"
"$CUCC" -default-stream=legacy -o ds_legacy2 "$src"
[ "$(./ds_pt)" = "seen 1" ] || { echo "per-thread: $(./ds_pt)"; exit 1; }
[ "$(./ds_pt2)" = "seen 1" ] || { echo "-D per-thread: $(./ds_pt2)"; exit 1; }
[ "$(./ds_legacy)" = "seen 0" ] || { echo "legacy: $(./ds_legacy)"; exit 1; }
[ "$(./ds_legacy2 explicit)" = "seen 1" ] || { echo "cudaStreamPerThread: $(./ds_legacy2 explicit)"; exit 1; }
if "$CUCC" --default-stream bogus -o x "$src" 2> err.txt; then
  echo "bad value accepted"; exit 1
fi
grep -q "default-stream" err.txt
echo PASS
