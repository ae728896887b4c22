# perf (issue 12): `make bench BENCH_SIZE=large` and `make bench RUNS=N`
# reach bench/run.sh through the environment.
export BENCH_SIZE RUNS
