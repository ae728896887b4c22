// Host functions of counter.cu and kernels.cu, called from main.cpp.
#pragma once
int read_counter();
int run_fill(int *host, int n);
