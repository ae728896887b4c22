# CUDA + MPI (Debian's Open MPI): mpi_ring.cu built with cucc and the flags
# of `mpicxx --showme`, and with `-ccbin mpicxx`, run under
# mpirun with 2 and 4 ranks on this machine, device pointers passed to MPI.
. "$ROOT/tests/driver/lib.bash"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# shared memory only (no network needed); few worker threads per rank
run_mpi() { # run_mpi NP PROGRAM
  timeout 120 mpirun --oversubscribe --mca btl self,vader -x CUCC_NUM_THREADS=1 \
    -np "$1" "$2" > "$T/out.$1" 2>&1
}
expect() { # expect NP: the lines every run must print
  local np=$1 r
  grep -qx "ranks $np mismatches 0" "$T/out.$np" || return 1
  for ((r = 0; r < np; r++)); do
    grep -qx "rank $r of $np got $((((r + np - 1) % np) * 1000)) from rank $(((r + np - 1) % np))" "$T/out.$np" || return 1
  done
}
SRC="$ROOT/tests/driver/mpi_ring.cu"
"$CUCC" -O2 $(mpicxx --showme:compile) -o "$T/ring" "$SRC" $(mpicxx --showme:link) > "$T/build.log" 2>&1
check "build with mpicxx --showme flags" test -x "$T/ring" || cat "$T/build.log"
for np in 2 4; do
  run_mpi $np "$T/ring"
  check "mpirun -np $np: ring exchange and allreduce of device buffers" expect $np || cat "$T/out.$np"
done
"$CUCC" -O2 -ccbin mpicxx -o "$T/ring2" "$SRC" > "$T/build2.log" 2>&1
check "build with -ccbin mpicxx" test -x "$T/ring2" || cat "$T/build2.log"
run_mpi 3 "$T/ring2"
check "mpirun -np 3 (built with -ccbin mpicxx)" expect 3 || cat "$T/out.3"
finish
