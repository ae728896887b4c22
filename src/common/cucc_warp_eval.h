/* The result of one lane's warp collective (enum cucc_warp_op of
 * cucc_abi.h), given the lanes that took part in it together (`arrived`)
 * and their values (vals[l] of lane l, 32 entries). Shared by the support
 * library's scheduler of loop kernels (src/device/support.c) and the fibers
 * (src/core/fiber.c). */
#ifndef CUCC_WARP_EVAL_H
#define CUCC_WARP_EVAL_H

#include <stdint.h>

#include "cucc_abi.h"

/* a source lane in range that takes no part (missing in a partial warp,
 * returned, or outside the mask) reads as 0, as measured on an H100 */
static inline uint64_t cucc_warp_lane_value(const uint64_t *vals,
                                            uint32_t lane, uint32_t arrived) {
  if (lane > 31 || !(arrived & (1u << lane)))
    return 0;
  return vals[lane];
}

static inline uint64_t cucc_warp_eval(int op, uint32_t lane, uint32_t wmask,
                                      uint32_t arrived, const uint64_t *vals,
                                      int arg, int width) {
  uint32_t mask = wmask & arrived;
  uint64_t own = vals[lane];
  if (width < 1 || width > 32 || (width & (width - 1)))
    width = 32;
  uint32_t seg = 32u - (uint32_t)width, minl = lane & seg,
           maxl = minl | (31u & ~seg);
  int64_t j;
  switch (op) {
  case CUCC_WARP_SYNC:
  case CUCC_WARP_LOCKSTEP:
    return 0;
  case CUCC_WARP_ACTIVEMASK:
  case CUCC_WARP_CONVERGED:
    return arrived;
  case CUCC_WARP_SHFL_IDX:
    return cucc_warp_lane_value(vals, minl | ((uint32_t)arg & ~seg & 31u),
                                arrived);
  case CUCC_WARP_SHFL_UP:
    j = (int64_t)lane - arg;
    return j >= (int64_t)minl ? cucc_warp_lane_value(vals, (uint32_t)j, arrived)
                              : own;
  case CUCC_WARP_SHFL_DOWN:
    j = (int64_t)lane + arg;
    return j <= (int64_t)maxl ? cucc_warp_lane_value(vals, (uint32_t)j, arrived)
                              : own;
  case CUCC_WARP_SHFL_XOR:
    j = (int64_t)(lane ^ ((uint32_t)arg & 31u));
    return j <= (int64_t)maxl ? cucc_warp_lane_value(vals, (uint32_t)j, arrived)
                              : own;
  case CUCC_WARP_BALLOT:
  case CUCC_WARP_ANY:
  case CUCC_WARP_ALL: {
    uint32_t b = 0;
    for (uint32_t l = 0; l < 32; l++)
      if ((mask & (1u << l)) && vals[l])
        b |= 1u << l;
    return op == CUCC_WARP_BALLOT ? b : op == CUCC_WARP_ANY ? b != 0 : b == mask;
  }
  case CUCC_WARP_MATCH_ANY:
  case CUCC_WARP_MATCH_ALL: {
    uint32_t same = 0;
    for (uint32_t l = 0; l < 32; l++)
      if ((mask & (1u << l)) && vals[l] == own)
        same |= 1u << l;
    if (op == CUCC_WARP_MATCH_ANY)
      return same;
    return same == mask ? ((uint64_t)1 << 32) | mask : 0;
  }
  default: { /* reductions over the 32-bit values of the lanes in mask */
    int first = 1;
    uint32_t acc = 0;
    for (uint32_t l = 0; l < 32; l++) {
      if (!(mask & (1u << l)))
        continue;
      uint32_t v = (uint32_t)vals[l], a = acc;
      if (first) {
        acc = v;
        first = 0;
        continue;
      }
      switch (op) {
      case CUCC_WARP_REDUCE_ADD: acc = a + v; break;
      case CUCC_WARP_REDUCE_MIN_S: acc = (int32_t)v < (int32_t)a ? v : a; break;
      case CUCC_WARP_REDUCE_MIN_U: acc = v < a ? v : a; break;
      case CUCC_WARP_REDUCE_MAX_S: acc = (int32_t)v > (int32_t)a ? v : a; break;
      case CUCC_WARP_REDUCE_MAX_U: acc = v > a ? v : a; break;
      case CUCC_WARP_REDUCE_AND: acc = a & v; break;
      case CUCC_WARP_REDUCE_OR: acc = a | v; break;
      case CUCC_WARP_REDUCE_XOR: acc = a ^ v; break;
      default: acc = 0;
      }
    }
    return acc;
  }
  }
}

#endif
