// The C++ half of the `mixed` target, compiled by the C++ compiler.
#include <cstdio>
int squares_sum(int n);
int main() { printf("mixed %d\n", squares_sum(100)); }
