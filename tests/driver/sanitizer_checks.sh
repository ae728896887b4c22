# cucc-sanitizer's racecheck, synccheck and initcheck (docs/SANITIZER.md):
# one planted bug per program of tests/driver/sanitizer/{rc,sc,ic}_*.cu,
# reported in compute-sanitizer's words; the bug-free twins are clean.
# cucc-timeout: 600
. "$ROOT/tests/driver/lib.bash"
. "$ROOT/tests/driver/sanitizer/lib.bash"
cd "$T"
san_case rc_shared_race racecheck \
  '^========= Error: Race reported between (Write|Read) access at neighbour\(int \*\)\+0x[0-9a-f]+ in [^ ]*rc_shared_race.cu:(7|11)$' \
  '^=========     and (Read|Write) access at neighbour\(int \*\)\+0x[0-9a-f]+ in [^ ]*rc_shared_race.cu:(7|11)$'
san_case rc_warp_race racecheck \
  'Race reported between (Read|Write) access at acc\(int \*\)\+0x[0-9a-f]+ in [^ ]*rc_warp_race.cu:(7|11)$' \
  'and (Write|Read) access at acc\(int \*\)\+0x[0-9a-f]+ in [^ ]*rc_warp_race.cu:(11|7)$'
san_case sc_shfl_mask synccheck \
  '^========= Barrier error detected. Invalid arguments$' \
  'at rot\(int \*\)\+0x[0-9a-f]+ in [^ ]*sc_shfl_mask.cu:10$' \
  '^=========     by thread \(16,0,0\) in block \(0,0,0\)$' \
  '^========= ERROR SUMMARY: 16 errors$'
san_case ic_uninit initcheck \
  '^========= Uninitialized __global__ memory read of size 4 bytes$' \
  'at total\(int const \*, int \*\)\+0x[0-9a-f]+ in [^ ]*ic_uninit.cu:5$' \
  '^=========     by thread \(32,0,0\) in block \(0,0,0\)$' \
  '^========= ERROR SUMMARY: 32 errors$'
finish
