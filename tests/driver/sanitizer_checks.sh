# cucc-sanitizer's racecheck, synccheck and initcheck (docs/SANITIZER.md):
# one planted bug per program of tests/driver/sanitizer/{rc,sc,ic}_*.cu,
# reported in compute-sanitizer's words; the bug-free twins are clean.
# cucc-timeout: 600
. "$ROOT/tests/driver/lib.bash"
. "$ROOT/tests/driver/sanitizer/lib.bash"
cd "$T"
san_case rc_shared_race racecheck \
  '^========= Error: Race reported between Write access at neighbour\(int \*\)\+0x[0-9a-f]+ in [^ ]*rc_shared_race.cu:7$' \
  '^=========     and Read access at neighbour\(int \*\)\+0x[0-9a-f]+ in [^ ]*rc_shared_race.cu:11 \[512 hazards\]$' \
  '^========= RACECHECK SUMMARY: 1 hazard displayed \(1 error, 0 warnings\)$'
check "one report per pair of accesses" test "$(grep -c 'Race reported' rc_shared_race.out)" -eq 1
# (an H100's compute-sanitizer misses this one, between warps)
san_case rc_warp_race racecheck \
  'Race reported between Write access at acc\(int \*\)\+0x[0-9a-f]+ in [^ ]*rc_warp_race.cu:11$' \
  'and Read access at acc\(int \*\)\+0x[0-9a-f]+ in [^ ]*rc_warp_race.cu:7 \[[0-9]+ hazards\]$'
# some lanes of a warp at a barrier the others skip (as an H100 reports:
# each lane that reached it)
san_case sc_divergent_warp synccheck \
  '^========= Barrier error detected. Divergent thread\(s\) in warp.$' \
  'at half\(int \*\)\+0x[0-9a-f]+ in [^ ]*sc_divergent_warp.cu:11$' \
  '^=========     by thread \(15,0,0\) in block \(0,0,0\)$' \
  '^========= ERROR SUMMARY: 16 errors$'
# whole warps that skip a barrier, and threads that exited before it, are
# no error on an H100
for n in sc_divergent_barrier sc_early_exit; do
  check "$n builds" build_pair $n
  "$SAN" --tool synccheck ./$n > $n.out 2>&1
  check "$n: clean as on an H100" grep -q '^========= ERROR SUMMARY: 0 errors$' $n.out
done
# beyond compute-sanitizer: a shuffle whose mask leaves out the caller
san_case sc_shfl_mask synccheck \
  '^========= Barrier error detected. Invalid arguments$' \
  'at rot\(int \*\)\+0x[0-9a-f]+ in [^ ]*sc_shfl_mask.cu:10$' \
  '^=========     by thread \(16,0,0\) in block \(0,0,0\)$' \
  '^========= ERROR SUMMARY: 16 errors$'
san_case ic_uninit initcheck \
  '^========= Uninitialized __global__ memory read of size 4 bytes$' \
  'at total\(const int \*, int \*\)\+0x[0-9a-f]+ in [^ ]*ic_uninit.cu:5$' \
  '^=========     by thread \(32,0,0\) in block \(0,0,0\)$' \
  '^========= ERROR SUMMARY: 32 errors$'
finish
