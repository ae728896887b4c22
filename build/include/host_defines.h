/* cucc: compatibility path; the definitions live in crt/host_defines.h. */
#ifndef CUCC_HOST_DEFINES_H
#define CUCC_HOST_DEFINES_H
/* NVIDIA's guard, tested by programs such as cuda-samples */
#define __HOST_DEFINES_H__
#include "crt/host_defines.h"
#endif
