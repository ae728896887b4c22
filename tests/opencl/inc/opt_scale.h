/* found through -I (tests/opencl/options.c) */
#define OPT_SCALE 0.5f
