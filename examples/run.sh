#!/bin/sh
# `make demo`: compiles every example with cucc and runs it.
set -e
B=$(cd "${1:-build}" && pwd)
D=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$B/examples"
for f in "$D"/*.cu; do
  n=$(basename "$f" .cu)
  echo "== $n: cucc -O2 -o $n $n.cu && ./$n"
  "$B/bin/cucc" -O2 -o "$B/examples/$n" "$f"
  "$B/examples/$n"
done
