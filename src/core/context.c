/* Contexts (context.h): the primary context of each device, which the
 * runtime API uses, contexts made by the driver API, and the per-thread
 * context stack. All contexts of a device share its memory and engine (one
 * CPU); a context owns the modules loaded into it (src/libcuda/module.c). */
#include <stdatomic.h>
#include <stdlib.h>

#include "context.h"
#include "internal.h"

static pthread_once_t core_once = PTHREAD_ONCE_INIT;
static void core_do_init(void) { rt_engine_init(); }
void core_init(void) { pthread_once(&core_once, core_do_init); }

static core_ctx primaries[RT_MAX_DEVICES];
static pthread_mutex_t ctx_mu = PTHREAD_MUTEX_INITIALIZER;
static core_ctx *created; /* live contexts from core_ctx_create */
static _Atomic unsigned long long next_id = 1;
static atomic_bool runtime_used;

static _Thread_local core_ctx *stack[CORE_CTX_STACK_MAX];
static _Thread_local int depth;

core_ctx *core_ctx_primary(int device) {
  core_ctx *p = &primaries[device];
  pthread_mutex_lock(&ctx_mu);
  if (p->magic != CORE_CTX_MAGIC) {
    p->magic = CORE_CTX_MAGIC;
    p->device = device;
    p->primary = true;
    p->id = atomic_fetch_add(&next_id, 1);
  }
  pthread_mutex_unlock(&ctx_mu);
  return p;
}

bool core_ctx_valid(const core_ctx *c) {
  if (!c)
    return false;
  if (c >= primaries && c < primaries + RT_MAX_DEVICES)
    return c->magic == CORE_CTX_MAGIC;
  bool ok = false;
  pthread_mutex_lock(&ctx_mu);
  for (core_ctx *p = created; p && !ok; p = p->next)
    ok = p == c;
  pthread_mutex_unlock(&ctx_mu);
  return ok;
}

/* The runtime follows the thread's current context. */
static void follow(core_ctx *c) {
  if (c)
    rt_device_select(c->device);
}

core_ctx *core_ctx_current(void) {
  if (depth > 0)
    return stack[depth - 1];
  if (!atomic_load(&runtime_used))
    return NULL;
  core_ctx *p = core_ctx_primary(rt_device_current());
  p->rt_bound = true;
  return p;
}

bool core_ctx_push(core_ctx *c) {
  if (depth == CORE_CTX_STACK_MAX)
    return false;
  stack[depth++] = c;
  follow(c);
  return true;
}

core_ctx *core_ctx_pop(void) {
  if (!depth)
    return NULL;
  core_ctx *c = stack[--depth];
  follow(depth ? stack[depth - 1] : NULL);
  return c;
}

void core_ctx_set(core_ctx *c) {
  if (!c) { /* unbinds the current context */
    if (depth)
      depth--;
    follow(depth ? stack[depth - 1] : NULL);
    return;
  }
  if (depth)
    stack[depth - 1] = c;
  else
    stack[depth++] = c;
  follow(c);
}

core_ctx *core_ctx_create(int device, unsigned flags) {
  core_ctx *c = calloc(1, sizeof *c);
  if (!c)
    return NULL;
  c->magic = CORE_CTX_MAGIC;
  c->device = device;
  c->flags = flags;
  c->id = atomic_fetch_add(&next_id, 1);
  pthread_mutex_lock(&ctx_mu);
  c->next = created;
  created = c;
  pthread_mutex_unlock(&ctx_mu);
  if (!core_ctx_push(c)) {
    core_ctx_destroy(c);
    return NULL;
  }
  return c;
}

void core_ctx_destroy(core_ctx *c) {
  pthread_mutex_lock(&ctx_mu);
  for (core_ctx **p = &created; *p; p = &(*p)->next)
    if (*p == c) {
      *p = c->next;
      break;
    }
  pthread_mutex_unlock(&ctx_mu);
  /* this thread's stack forgets it (other threads' uses are errors) */
  int j = 0;
  for (int i = 0; i < depth; i++)
    if (stack[i] != c)
      stack[j++] = stack[i];
  depth = j;
  follow(depth ? stack[depth - 1] : NULL);
  c->magic = 0;
  free(c);
}

void core_ctx_runtime_set_device(int device) {
  atomic_store(&runtime_used, true);
  core_ctx *p = core_ctx_primary(device);
  p->rt_bound = true;
  if (depth)
    stack[depth - 1] = p;
}

void core_ctx_runtime_used(void) {
  if (!rt_quiet)
    atomic_store(&runtime_used, true);
}
