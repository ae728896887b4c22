/* The CUDA version cucc reports: the default comes from
 * include/crt/cucc_version.h (the one place it is defined); the user
 * chooses another with --cuda-version=X.Y or CUCC_CUDA_VERSION=X.Y, and the
 * driver passes it on to every pass as -D__CUCC_CUDA_VERSION__. */
#include <stdio.h>
#include <stdlib.h>

#include "../../include/crt/cucc_version.h"
#include "driver.h"

int cuda_version_parse(const char *s, int *out) {
  int major = 0, minor = 0, n = 0;
  if (sscanf(s, "%d.%d%n", &major, &minor, &n) == 2 && !s[n] && minor >= 0 &&
      minor <= 9 && major >= 11 && major <= 14) {
    *out = major * 1000 + minor * 10;
    return 0;
  }
  if (sscanf(s, "%d%n", &major, &n) == 1 && !s[n] && major >= 11 &&
      major <= 14) {
    *out = major * 1000;
    return 0;
  }
  fprintf(stderr,
          "cucc fatal   : invalid CUDA version '%s' (expected 11.0 to 14.9, "
          "e.g. 12.4)\n",
          s);
  return -1;
}

int cuda_version_default(int *out) {
  const char *e = getenv("CUCC_CUDA_VERSION");
  if (e && *e)
    return cuda_version_parse(e, out);
  *out = __CUCC_CUDA_VERSION__;
  return 0;
}

/* the build numbers of the nvcc releases seen (include/crt/cucc_version.h) */
int cuda_version_build(int version) {
  return version == 12040 ? 131 : version == 13000 ? 88 : 0;
}
