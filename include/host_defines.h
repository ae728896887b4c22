/* cucc: compatibility path; the definitions live in crt/host_defines.h. */
#ifndef CUCC_HOST_DEFINES_H
#define CUCC_HOST_DEFINES_H
#include "crt/host_defines.h"
#endif
