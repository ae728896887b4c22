# warp: loop kernels with warp-level cuts (docs/WARP_LOWERING.md). The
# support library's warp scheduler includes the shared collective evaluator.
# (a fragment's rule must not become the default goal)
.DEFAULT_GOAL := all
$(B)/lib/cucc/device_support.bc: src/common/cucc_warp_eval.h
