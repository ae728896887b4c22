// Probe: does device printf output appear without any CUDA call once the
// kernel has finished (a background flush), and after how long? For each
// pause P, a short kernel prints, the host sleeps P without calling CUDA,
// prints a marker, then synchronises. If the device line comes before the
// marker, it was flushed during the pause.
// Reference output: tests/reference/printf_async_flush.out (NVIDIA H100),
// and printf_async_flush.run3.out, a third run of the same binary.
// Findings: the output IS flushed in the background, without any CUDA call:
// sometimes after 3 ms, usually by 10 ms, always by 100 ms (but the 30 ms
// case stayed unflushed in all 3 runs, so it is a periodic poll, not a
// delay). A finished kernel's output also appears at exit if the process
// lives long enough (kernel 200). The output is NOT deterministic.
#include <cstdio>
#include <unistd.h>
#include <cuda_runtime.h>

__global__ void say(int id) { printf("device: kernel %d\n", id); }

int main()
{
    const int pausesUs[] = {0, 100, 1000, 3000, 10000, 30000, 100000, 300000};
    int id = 0;
    for (int p : pausesUs) {
        say<<<1, 1>>>(id);
        usleep(p);
        printf("host: marker %d after %d us pause\n", id, p);
        fflush(stdout);
        cudaDeviceSynchronize();
        printf("host: synchronised %d\n", id);
        fflush(stdout);
        ++id;
    }
    // same, but the pause is followed by a second launch before the marker
    say<<<1, 1>>>(100);
    usleep(300000);
    say<<<1, 1>>>(101);
    printf("host: marker after 300 ms pause and a second launch\n");
    fflush(stdout);
    cudaDeviceSynchronize();
    printf("host: synchronised\n");
    fflush(stdout);
    // exit with a finished kernel's output pending and a pause before return
    say<<<1, 1>>>(200);
    usleep(300000);
    printf("host: returning after 300 ms pause without synchronising\n");
    fflush(stdout);
    return 0;
}
