#!/bin/bash
# cucc-prof (docs/PROFILER.md) on tests/driver/profiler.cu: the summary's
# tables and the Chrome trace are parsed (jq) and checked against what the
# program did: every kernel, copy and memset present once, on the right
# stream's track, in time order without overlap on a stream; API calls
# joined to their work, event waits to their records; NVTX ranges and the
# mark; cudaProfilerStart/Stop bounding the capture; nothing written
# without CUCC_PROF; the program's exit status kept.
. "$ROOT/tests/driver/lib.bash"
PROF=$(dirname "$CUCC")/cucc-prof
cd "$T"
"$CUCC" -o app "$ROOT/tests/driver/profiler.cu" || exit 1
"$PROF" -o rep ./app > out.txt 2> err.txt
check "the program runs and passes under cucc-prof" grep -qx PASS out.txt
check "trace and summary written" test -s rep.json -a -s rep.txt
check "the trace is JSON" jq empty rep.json
check "the offline view has the trace in it" grep -q 'const trace = {"displayTimeUnit"' rep.html
ev() { jq -r "[.traceEvents[] | $1] | $2" rep.json; }
check "8 kernels" test "$(ev 'select(.cat=="kernel")' length)" = 8
s1=$(ev 'select(.cat=="kernel" and (.name|startswith("scale(")))' 'map(.tid)|unique|join(",")')
s2=$(ev 'select(.cat=="kernel" and (.name|startswith("add(")))' 'map(.tid)|unique|join(",")')
check "scale's 3 launches on one stream track ($s1)" test "$s1" -ge 13
check "add's 3 launches on another ($s2)" test "$s2" -ge 13 -a "$s2" != "$s1"
check "add's shape recorded" test "$(ev 'select(.name|startswith("add("))' '.[0].args.grid+.[0].args.block|map(tostring)|join(",")')" = "32,2,1,128,2,1"
one() { # one NAME TID BYTES: exactly one such operation, on that track
  check "$1 on stream $2" test "$(ev "select(.name==\"$1\")" 'map([.tid,.args.bytes]|map(tostring)|join(" "))|join(";")')" = "$2 $3"
}
one "[CUDA memcpy Host-to-Device]" 7 65536
check "a memset on $s2, two of the graph's on $s1" test "$(ev 'select(.name=="[CUDA memset]")' 'map([.tid,.args.bytes]|map(tostring)|join(" "))|sort|join(";")')" = "$(printf '%s\n' "$s2 65536" "$s1 256" "$s1 256" | sort | paste -sd';')"
check "the graph's kernel twice on $s1" test "$(ev 'select(.name=="graph_node(float*)")' '(map(.tid)|unique|join(","))+" "+(length|tostring)')" = "$s1 2"
one "[CUDA memcpy Device-to-Host]" "$s2" 65536
one "[CUDA memcpy Device-to-Device]" 7 65536
check "3 host functions on stream $s2" test "$(ev 'select(.cat=="host_function")' '(map(.tid)|unique|join(","))+" "+(length|tostring)')" = "$s2 3"
records() { ev "select(.name==\"cudaEventRecord\" and .pid==2 and .tid==$1)" length; }
check "3 event records on each stream" test "$(records "$s1") $(records "$s2")" = "3 3"
deps() { ev "select(.ph==\"f\" and .cat==\"dependency\" and .tid==$1)" length; }
check "each wait joined to its record: 3 on $s2, 2 on $s1" test "$(deps "$s2") $(deps "$s1")" = "3 2"
# every track in time order; a stream's work does not overlap
ordered=$(jq '[.traceEvents[] | select(.ph=="X")] as $x
  | [$x[] | [.pid,.tid]] | unique | map(. as $k | [$x[] | select([.pid,.tid]==$k)]
  | ([.[].ts] == ([.[].ts]|sort)) and
    ($k[0] == 1 or ([range(1; length) as $i | .[$i].ts >= .[$i-1].ts + .[$i-1].dur - 0.002] | all)))
  | all' rep.json)
check "tracks in time order, streams without overlap" test "$ordered" = true
joined=$(jq '[.traceEvents[] | select(.ph=="X" and .cat=="cuda_api")] as $api
  | [.traceEvents[] | select(.cat=="kernel") | .args.correlation as $c
     | ($api | map(select(.args.correlation==$c and
         (.name=="cudaLaunchKernel" or .name=="cudaGraphLaunch"))) | length) == 1] | all' rep.json)
check "each kernel joined to its cudaLaunchKernel or cudaGraphLaunch" test "$joined" = true
check "launch arrows drawn" test "$(ev 'select(.ph=="s" and .cat=="correlation")' length)" -ge 6
check "each API call on the main thread's track" test "$(ev 'select(.cat=="cuda_api")' 'map(.tid)|unique|join(",")')" = 1
check "NVTX push/pop range" test "$(ev 'select(.cat=="nvtx" and .name=="setup")' '.[0].args.style')" = PushPop
check "NVTX start/end range" test "$(ev 'select(.cat=="nvtx" and .name=="iterations")' '.[0].args.style')" = StartEnd
check "NVTX mark" test "$(ev 'select(.cat=="nvtx" and .ph=="i")' '.[0].name')" = loop
want=$(printf '%s\n' "Stream $s1" "Stream $s2" "Stream 7 (legacy default)" | sort | paste -sd';')
check "stream tracks named" test "$(ev 'select(.ph=="M" and .name=="thread_name" and .pid==2)' 'map(.args.name)|sort|join(";")')" = "$want"
# the summary, table by table (columns as nsys prints them)
row() { # row REPORT PATTERN: the data line of REPORT's table matching PATTERN
  awk -v r="($1)" -v p="$2" 'index($0, r) {on=1; next} /^ \*\*/ {on=0} on && $0 ~ p' rep.txt
}
check "summary printed" grep -q "cuda_gpu_kern_sum" out.txt
check "kern_sum: scale x3" test "$(row cuda_gpu_kern_sum 'scale\\(' | awk '{print $3}')" = 3
check "kern_sum: add x3" test "$(row cuda_gpu_kern_sum 'add\\(' | awk '{print $3}')" = 3
check "api_sum: 2 cudaGraphLaunch" test "$(row cuda_api_sum ' cudaGraphLaunch *$' | awk '{print $3}')" = 2
check "kern_gb_sum: add's grid and block" test "$(row cuda_gpu_kern_gb_sum 'add\\(' | awk '{print $9,$10,$11,$12,$13,$14}')" = "32 2 1 128 2 1"
check "api_sum: 6 cudaLaunchKernel" test "$(row cuda_api_sum ' cudaLaunchKernel *$' | awk '{print $3}')" = 6
check "api_sum: 2 cudaMemcpy" test "$(row cuda_api_sum ' cudaMemcpy *$' | awk '{print $3}')" = 2
check "mem_time_sum: 3 memsets" test "$(row cuda_gpu_mem_time_sum 'memset' | awk '{print $3}')" = 3
check "mem_size_sum: 0.066 MB H2D" test "$(row cuda_gpu_mem_size_sum 'Host-to-Device' | awk '{print $1, $2}')" = "0.066 1"
check "mem_bw_sum: a bandwidth" grep -qE '^ +0\.066 +1 +[0-9,]+ +[0-9.]+ +\[CUDA memcpy Device-to-Host\]' rep.txt
check "nvtx_sum: setup" test "$(row nvtx_sum ':setup' | awk '{print $3, $9}')" = "1 PushPop"
# --capture-range=cudaProfilerApi: only what lies between start and stop
"$PROF" --stats=false -c cudaProfilerApi -o range ./app range > out2.txt 2>&1
check "capture range: the program passes" grep -qx PASS out2.txt
check "capture range: no summary printed" bash -c '! grep -q cuda_api_sum out2.txt'
check "capture range: only the kernel inside" test "$(jq -r '[.traceEvents[]|select(.cat=="kernel")|.name]|join(",")' range.json)" = "only_this(float*)"
check "capture range: API calls inside only" test "$(jq -r '[.traceEvents[]|select(.cat=="cuda_api")|.name]|unique|join(",")' range.json)" = "cudaDeviceSynchronize,cudaLaunchKernel"
# off: nothing written; the exit status is the program's
mkdir off && (cd off && ../app > out.txt) && check "no profile without CUCC_PROF" test -z "$(ls off | grep -v out.txt)"
"$PROF" -o pid.%p sh -c 'exit 5' > /dev/null 2> err5.txt
check "exit status kept" test $? = 5
check "a program without cucc's runtime is reported" grep -q "wrote no profile" err5.txt
"$PROF" --bogus ./app > /dev/null 2> err6.txt
check "bad option refused" grep -q "unknown option" err6.txt
finish
