# cucc-sanitizer --tool memcheck (docs/SANITIZER.md): each program of
# tests/driver/sanitizer/mc_*.cu has one planted bug, reported in
# compute-sanitizer's words with kernel, source line (-lineinfo), thread and
# block; its bug-free twin (-DFIXED) is clean.
# cucc-timeout: 600
. "$ROOT/tests/driver/lib.bash"
. "$ROOT/tests/driver/sanitizer/lib.bash"
cd "$T"
F='[^ ]*/tests/driver/sanitizer'
# (the expected lines are those compute-sanitizer 2025.3 printed on an H100
# for the same programs, addresses and offsets aside)
san_case mc_global_oob memcheck \
  '^========= Invalid __global__ write of size 4 bytes$' \
  "^=========     at fill\(int \*, int\)\+0x[0-9a-f]+ in $F/mc_global_oob.cu:11$" \
  '^=========     by thread \(0,0,0\) in block \(2,0,0\)$' \
  '^=========     Access to 0x[0-9a-f]+ is out of bounds$' \
  '^=========     and is 1 bytes after the nearest allocation at 0x[0-9a-f]+ of size 1,024 bytes$' \
  '^=========     Saved host backtrace up to driver entry point at kernel launch time$' \
  '^=========         Host Frame: main \[0x[0-9a-f]+\] in mc_global_oob$' \
  '^========= $' \
  '^========= Program hit cudaErrorLaunchFailure \(error 719\) due to "unspecified launch failure" on CUDA API call to cudaDeviceSynchronize\.$' \
  '^========= ERROR SUMMARY: [1-9][0-9]* errors?$'
san_case mc_misaligned memcheck \
  '^========= Invalid __global__ write of size 4 bytes$' \
  "^=========     at store\(char \*, int\)\+0x[0-9a-f]+ in $F/mc_misaligned.cu:4$" \
  '^=========     Access to 0x[0-9a-f]*[26ae] is misaligned$' \
  '^=========     and is inside the nearest allocation at 0x[0-9a-f]+ of size 64 bytes$'
san_case mc_shared_oob memcheck \
  '^========= Invalid __shared__ write of size 4 bytes$' \
  "mc_shared_oob.cu:9$" \
  '^=========     by thread \(63,0,0\) in block \(0,0,0\)$' \
  '^=========     Access to 0x500 is out of bounds$'
san_case mc_use_after_free memcheck \
  '^========= Invalid __global__ read of size 4 bytes$' \
  "^=========     at sum\(const int \*, int \*\)\+0x[0-9a-f]+ in $F/mc_use_after_free.cu:4$" \
  '^=========     by thread \(31,0,0\) in block \(0,0,0\)$' \
  'is out of bounds$' \
  '^========= ERROR SUMMARY: 34 errors$'
san_case mc_double_free memcheck \
  '^========= Program hit cudaErrorInvalidValue \(error 1\) due to "invalid argument" on CUDA API call to cudaFree\.$' \
  '^=========         Host Frame: main ' \
  '^========= ERROR SUMMARY: 1 error$'
san_case mc_copy_overrun memcheck \
  '^========= Program hit cudaErrorInvalidValue \(error 1\) due to "invalid argument" on CUDA API call to cudaMemcpy\.$' \
  '^=========         Host Frame: main \[0x[0-9a-f]+\] in mc_copy_overrun$' \
  '^========= ERROR SUMMARY: 1 error$'
SAN_OPTS="--leak-check full" san_case mc_leak memcheck \
  '^========= Leaked 1,000 bytes at 0x[0-9a-f]+$' \
  '^========= Leaked 100 bytes at 0x[0-9a-f]+ on the device heap$' \
  '^=========         Host Frame: main ' \
  '^========= LEAK SUMMARY: 1100 bytes leaked in 2 allocations$' \
  '^========= ERROR SUMMARY: 2 errors$'
# --print-limit: the errors past it are counted, not printed
"$SAN" --print-limit 1 ./mc_global_oob > limit.out 2>&1
check "print limit: one report" test "$(grep -c '^========= [IP]' limit.out)" -eq 1
check "print limit: the rest counted" grep -q '^========= ERROR SUMMARY: 3 errors were not printed. Use --print-limit option to adjust the number of printed errors$' limit.out
# --show-backtrace no
"$SAN" --show-backtrace no ./mc_double_free > nobt.out 2>&1
check "no backtrace" sh -c "! grep -q 'Host Frame' nobt.out"
check "still reported" grep -q 'on CUDA API call to cudaFree' nobt.out
# without --leak-check full, leaks are not errors
"$SAN" ./mc_leak > leak_default.out 2>&1
check "leaks only with --leak-check full" grep -q '^========= ERROR SUMMARY: 0 errors$' leak_default.out
# the program's own output is there, and its status without --error-exitcode
check "program output kept" grep -q '^done$' leak_default.out
# the command line: bad options and programs are named, the program's exit
# status passes through, --log-file
"$SAN" --tool nosuch ./mc_leak > bad.out 2>&1
check "bad tool: status 1" test $? -eq 1
check "bad tool named" grep -q "invalid value 'nosuch' for option '--tool'" bad.out
"$SAN" --frobnicate ./mc_leak > bad2.out 2>&1
check "unknown option refused" grep -q "unrecognized option '--frobnicate'" bad2.out
"$SAN" ./no-such-program > missing.out 2>&1
check "missing program: status 127" test $? -eq 127
check "missing program named" grep -q 'cannot run ./no-such-program' missing.out
printf '#include <cstdlib>\nint main() { return 3; }\n' > three.cu
"$CUCC" -o three three.cu > /dev/null 2>&1
"$SAN" --error-exitcode 9 ./three > three.out 2>&1
check "program's status without errors" test $? -eq 3
"$SAN" --log-file san.log ./mc_double_free > prog.out 2>&1
check "--log-file gets the reports" grep -q 'on CUDA API call to cudaFree' san.log
check "--log-file: program output apart" sh -c "grep -q '^done$' prog.out && ! grep -q 'Program hit' prog.out"
finish
