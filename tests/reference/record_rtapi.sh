#!/bin/bash
# Records on a machine with an NVIDIA GPU and nvcc the expected outputs of
# the runtime-API tests of issue 11 (stream attributes, graph memory and
# conditional nodes, the CUDA 12/13 API forms, device-side cudaMalloc):
# bash tests/reference/record_rtapi.sh OUTDIR
set -u
OUT=${1:-/tmp/rtapi_out}
mkdir -p "$OUT"
cd "$(dirname "$0")/../e2e"
nvcc --version > "$OUT/nvcc_version.txt" 2>&1
printf '#include <cstdio>\nint main(){printf("%%d %%d %%d %%d\\n",__CUDACC_VER_MAJOR__,__CUDACC_VER_MINOR__,__CUDACC_VER_BUILD__,CUDART_VERSION);}\n' > /tmp/v.cu
nvcc -o /tmp/v /tmp/v.cu && /tmp/v >> "$OUT/nvcc_version.txt"
for t in stream_attributes graph_conditional graph_mem_nodes graph_api_forms device_cuda_malloc; do
  flags=
  [ $t = device_cuda_malloc ] && flags="-rdc=true -lcudadevrt"
  if nvcc -arch=sm_90 $flags -o /tmp/$t $t.cu > "$OUT/$t.build" 2>&1; then
    timeout 60 /tmp/$t > "$OUT/$t.out" 2> "$OUT/$t.err"
    echo "rc=$?" >> "$OUT/$t.err"
  fi
done
