# User macros never break cucc's headers: macro_safety.cu, which uses most of
# them (runtime, driver API types, fp16/bf16, cooperative groups with reduce
# and scan, wmma, textures, a device-side launch, math constants, cuComplex,
# NVTX, the sm_*.h names), compiles and runs with command-line macros named
# as programs name their sizes: every name of one to three characters of
# [A-Z][A-Z0-9]* (34,658 macros: -DN=1, -DM=1, -DA=1, -DT=1, -DK2=1, ...),
# common longer ones (SIZE, BLOCK_SIZE, TILE_DIM, ...), and lowercase names
# that the C and C++ libraries survive. nvcc 13.0 on the H100 machine
# (tests/reference/probe_macros.sh, .out) survives the longer ones and 14 of
# the lowercase ones (alpha block blocks bsize col eps gsize nblocks nthreads
# row seed step sum temp), and breaks on the one- and two-character ones
# (101 errors in its cuda_device_runtime_api.h): cucc survives a superset.
# Lowercase names that are CUDA's API (x, y, size, count, width, ...) break
# nvcc as well.
# tools/header-idents.py lists the identifiers of include/ that a macro could
# still hit.
. "$ROOT/tests/driver/lib.bash"
cd "$T"
SRC="$ROOT/tests/driver/macro_safety.cu"

# -D options from a file (--options-file), one per line
L=(A B C D E F G H I J K L M N O P Q R S T U V W X Y Z)
D=("${L[@]}" 0 1 2 3 4 5 6 7 8 9)
for a in "${L[@]}"; do
  echo "-D$a=1"
  for b in "${D[@]}"; do
    echo "-D$a$b=2"
    for c in "${D[@]}"; do echo "-D$a$b$c=3"; done
  done
done > short.opt
for m in SIZE BLOCK_SIZE BLOCKSIZE BLOCK_DIM BLOCK_X BLOCK_Y TILE TILE_DIM \
    TILE_SIZE TILE_WIDTH DIM WIDTH HEIGHT DEPTH NX NY NZ N_ITER ITER ITERS \
    STEPS THREADS BLOCKS BLOCK GRID WARP_SIZE WARPS NUM_THREADS NUM_BLOCKS \
    THREADS_PER_BLOCK RADIUS MAX MIN ALPHA BETA EPS EPSILON DEBUG VERBOSE \
    DATA_TYPE REAL INDEX IDX OFFSET STRIDE COUNT LEN LENGTH MASK FULL_MASK \
    SHARED SMEM CHECK ROWS COLS TYPE VALUE KERNEL STREAMS NSTREAMS REPEAT \
    WARMUP SEED LOOP UNROLL TPB BPG SZ HALF FLOAT DOUBLE COMPLEX LANE WARP \
    STAGES NSTAGES PIPELINE BARRIER SCOPE MODE SATFINITE; do
  echo "-D$m=4"
done > long.opt
# lowercase names that the system's headers survive
for m in i j k m a b c s t v idx tid sum tmp temp block grid in out stride \
    mask lane warp num dim row col tile step alpha eps seed nthreads nblocks \
    threads blocks bsize gsize; do
  echo "-D$m=5"
done > lower.opt

check "short macros do not break the headers (device launch: -rdc)" \
  "$CUCC" -rdc=true -o prog --options-file short.opt "$SRC"
check "and the program runs" sh -c './prog > out.txt && grep -q "^994 7011.5 4 no error$" out.txt'
check "longer macros" "$CUCC" -rdc=true -c --options-file long.opt "$SRC"
check "lowercase macros that the system's headers survive" \
  "$CUCC" -rdc=true -c --options-file lower.opt "$SRC"
check "all at once, host-only and device-only passes too" sh -c \
  "'$CUCC' -rdc=true -c --options-file short.opt --options-file long.opt \
     --options-file lower.opt '$SRC' &&
   '$CUCC' -E --options-file short.opt '$SRC' > /dev/null"
finish
