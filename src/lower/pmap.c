/* A map from pointers (LLVM values and blocks) to pointers, by open
 * addressing: what the lowering passes use to remember copies. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lower_internal.h"


static size_t ph(const void *k, size_t cap) {
  uintptr_t x = (uintptr_t)k;
  x ^= x >> 17;
  x *= 0x9E3779B97F4A7C15ull;
  return (size_t)(x >> 7) & (cap - 1);
}

static void pm_grow(pmap *m) {
  pmap g = {calloc(m->cap ? 2 * m->cap : 64, sizeof(void *)),
            calloc(m->cap ? 2 * m->cap : 64, sizeof(void *)),
            m->cap ? 2 * m->cap : 64, 0};
  for (size_t i = 0; i < m->cap; i++)
    if (m->key[i])
      pm_put(&g, m->key[i], m->val[i]);
  free(m->key);
  free(m->val);
  *m = g;
}

void pm_put(pmap *m, const void *k, void *v) {
  if (2 * (m->n + 1) > m->cap)
    pm_grow(m);
  size_t i = ph(k, m->cap);
  while (m->key[i] && m->key[i] != k)
    i = (i + 1) & (m->cap - 1);
  if (!m->key[i])
    m->n++;
  m->key[i] = k;
  m->val[i] = v;
}

void *pm_get(const pmap *m, const void *k) {
  if (!m->cap)
    return NULL;
  size_t i = ph(k, m->cap);
  while (m->key[i]) {
    if (m->key[i] == k)
      return m->val[i];
    i = (i + 1) & (m->cap - 1);
  }
  return NULL;
}

void pm_free(pmap *m) {
  free(m->key);
  free(m->val);
  memset(m, 0, sizeof *m);
}
