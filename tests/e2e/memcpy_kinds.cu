// Expected output recorded with nvcc 13 on an NVIDIA H100 (tests/e2e/memcpy_kinds.expected)
// Linear device memory: cudaMalloc/cudaFree, cudaMemset byte patterns and
// partial ranges, cudaMemcpy with every kind (HostToHost, HostToDevice,
// DeviceToHost, DeviceToDevice, Default) at offsets, overlapping the results
// with a kernel, zero-byte copies, and allocation alignment.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #call,       \
                   cudaGetErrorName(err_));                                \
            return 1;                                                      \
        }                                                                  \
    } while (0)

__global__ void addIndex(unsigned char* p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = (unsigned char)(p[i] + i);
}

int main()
{
    int fails = 0;
    const int n = 4096;
    unsigned char* h = (unsigned char*)malloc(n);
    unsigned char* r = (unsigned char*)malloc(n);
    unsigned char *a, *b;
    CHECK(cudaMalloc(&a, n));
    CHECK(cudaMalloc(&b, n));

    // alignment of a few allocations of odd sizes
    void* ptrs[5];
    const size_t sizes[5] = {1, 3, 17, 1000, 65537};
    int aligned = 1;
    for (int i = 0; i < 5; ++i) {
        CHECK(cudaMalloc(&ptrs[i], sizes[i]));
        if ((uintptr_t)ptrs[i] % 256 != 0) aligned = 0;
    }
    for (int i = 0; i < 5; ++i) CHECK(cudaFree(ptrs[i]));
    printf("allocations 256-byte aligned: %s\n", aligned ? "yes" : "no");
    fails += !aligned;

    // memset whole and partial, values truncated to a byte
    CHECK(cudaMemset(a, 0x5a, n));
    CHECK(cudaMemset(a + 100, 0, 50));
    CHECK(cudaMemset(a + 200, 0x1ff, 1));  // only the low byte (0xff) is used
    CHECK(cudaMemset(a + 300, 7, 0));      // zero bytes: no change
    CHECK(cudaMemcpy(r, a, n, cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        unsigned char e = (i >= 100 && i < 150) ? 0 : (i == 200 ? 0xff : 0x5a);
        if (r[i] != e) ++bad;
    }
    printf("memset: r[0]=0x%02x r[100]=0x%02x r[149]=0x%02x r[150]=0x%02x r[200]=0x%02x %s\n",
           r[0], r[100], r[149], r[150], r[200], bad ? "bad" : "ok");
    fails += bad != 0;

    // memset of ints shows the byte pattern
    int* ib;
    CHECK(cudaMalloc(&ib, 4 * sizeof(int)));
    CHECK(cudaMemset(ib, 1, 4 * sizeof(int)));
    int ih[4];
    CHECK(cudaMemcpy(ih, ib, sizeof ih, cudaMemcpyDeviceToHost));
    printf("memset(int, 1): 0x%08x %d\n", ih[0], ih[3]);
    fails += ih[0] != 0x01010101;
    CHECK(cudaFree(ib));

    // H2D at an offset, D2D between buffers at offsets, D2H at an offset
    for (int i = 0; i < n; ++i) h[i] = (unsigned char)(i * 7);
    CHECK(cudaMemset(b, 0, n));
    CHECK(cudaMemcpy(a, h, n, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(a + 10, h, 20, cudaMemcpyHostToDevice));     // a[10..29] = h[0..19]
    CHECK(cudaMemcpy(b + 1000, a + 5, 500, cudaMemcpyDeviceToDevice));  // b[1000..1499] = a[5..504]
    memset(r, 0xee, n);
    CHECK(cudaMemcpy(r + 1, b + 999, 502, cudaMemcpyDeviceToHost));  // r[1..502] = b[999..1500]
    bad = 0;
    auto aval = [&](int i) -> unsigned char { return (i >= 10 && i < 30) ? h[i - 10] : h[i]; };
    auto bval = [&](int i) -> unsigned char { return (i >= 1000 && i < 1500) ? aval(i - 995) : 0; };
    if (r[0] != 0xee || r[503] != 0xee) ++bad;
    for (int k = 1; k <= 502; ++k)
        if (r[k] != bval(998 + k)) ++bad;
    printf("offset copies: r[1]=%d r[2]=%d r[501]=%d r[502]=%d %s\n", r[1], r[2], r[501], r[502],
           bad ? "bad" : "ok");
    fails += bad != 0;

    // cudaMemcpyDefault in all directions, and host-to-host
    unsigned char hh[64], hh2[64];
    for (int i = 0; i < 64; ++i) hh[i] = (unsigned char)(200 - i);
    CHECK(cudaMemcpy(hh2, hh, 64, cudaMemcpyHostToHost));
    CHECK(cudaMemcpy(a, hh2, 64, cudaMemcpyDefault));
    CHECK(cudaMemcpy(b, a, 64, cudaMemcpyDefault));
    memset(hh2, 0, 64);
    CHECK(cudaMemcpy(hh2, b, 64, cudaMemcpyDefault));
    CHECK(cudaMemcpy(hh2 + 32, hh2, 16, cudaMemcpyDefault));  // host to host via Default
    bad = 0;
    for (int i = 0; i < 64; ++i) {
        unsigned char e = (i >= 32 && i < 48) ? hh[i - 32] : hh[i];
        if (hh2[i] != e) ++bad;
    }
    printf("cudaMemcpyDefault: hh2[0]=%d hh2[32]=%d hh2[63]=%d %s\n", hh2[0], hh2[32], hh2[63],
           bad ? "bad" : "ok");
    fails += bad != 0;

    // zero-byte copies of every kind succeed and change nothing
    CHECK(cudaMemcpy(a, h, 0, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(h, a, 0, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(a, b, 0, cudaMemcpyDeviceToDevice));
    CHECK(cudaMemcpy(hh, hh2, 0, cudaMemcpyHostToHost));
    CHECK(cudaMemcpy(a, b, 0, cudaMemcpyDefault));
    printf("zero-byte copies: ok\n");

    // kernel between copies (in-order default stream): memcpy waits for the kernel
    CHECK(cudaMemset(a, 1, n));
    addIndex<<<(n + 255) / 256, 256>>>(a, n);
    addIndex<<<(n + 255) / 256, 256>>>(a, n);
    CHECK(cudaMemcpy(b, a, n, cudaMemcpyDeviceToDevice));
    addIndex<<<(n + 255) / 256, 256>>>(b, n);
    CHECK(cudaMemcpy(r, b, n, cudaMemcpyDeviceToHost));
    bad = 0;
    for (int i = 0; i < n; ++i)
        if (r[i] != (unsigned char)(1 + 3 * i)) ++bad;
    printf("kernel/copy ordering: r[1]=%d r[100]=%d r[4095]=%d %s\n", r[1], r[100], r[4095],
           bad ? "bad" : "ok");
    fails += bad != 0;

    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    free(h);
    free(r);
    if (fails) {
        printf("FAIL %d\n", fails);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
