/* Loop versioning for the accumulators of GPU-shaped loops, after the O3
 * pipeline. A thread that loops over k and adds into memory at an address
 * that does not move (`tmp[i] += A[i * n + k] * x[k]`, `c[i * n + j] +=
 * ...`) keeps loading and storing that location at every iteration: kernel
 * pointers may alias, so LICM cannot keep it in a register. LLVM's
 * loop-versioning-licm adds a runtime check that the loop's accesses do not
 * overlap and, in the version where they do not, LICM promotes the
 * location to a register. The arithmetic is the same, in the same order:
 * results do not change. Its depth limit (2 by default) is raised because
 * a kernel's loop sits inside the loops over the block's threads (z, y, x).
 * CUCC_NO_LOOP_VERSIONING=1 turns this off (for comparison). */
#include <stdlib.h>

#include <llvm-c/Support.h>

#include "lower_internal.h"
#include "perf_passes.h"

int version_loop_accumulators(lower *L) {
  if (getenv("CUCC_NO_LOOP_VERSIONING"))
    return 0;
  static const char *const argv[] = {"cucc",
                                     "-licm-versioning-max-depth-threshold=8"};
  static bool parsed;
  if (!parsed)
    LLVMParseCommandLineOptions(2, argv, NULL);
  parsed = true;
  return run_passes(L, "function(loop(loop-versioning-licm),loop-mssa(licm),"
                       "instcombine<no-verify-fixpoint>,simplifycfg)");
}
