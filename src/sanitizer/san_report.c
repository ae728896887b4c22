/* cucc-sanitizer's runtime: its settings (from the environment that
 * cucc-sanitizer sets, src/driver/sanitizer_tool.c), the reports in
 * compute-sanitizer's words on the tool's output, the error count sent back
 * to the tool at exit, and the reports of CUDA calls that fail. */
#include <dlfcn.h>
#include <execinfo.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fault.h"
#include "san_internal.h"

#define PREFIX "========= "

bool rt_san_on;
san_config san_cfg;

static pthread_mutex_t out_mu = PTHREAD_MUTEX_INITIALIZER;
static long errors, printed;

static void at_exit(void) {
  if (san_cfg.tool == SAN_RACECHECK)
    san_race_report();
  if (san_cfg.tool == SAN_SYNCCHECK)
    san_sync_finish();
  if (san_cfg.leaks)
    san_alloc_leaks();
  char line[64];
  int n;
  pthread_mutex_lock(&out_mu);
  n = snprintf(line, sizeof line, "errors %ld %ld\n", errors, printed);
  pthread_mutex_unlock(&out_mu);
  if (san_cfg.count_fd >= 0 && write(san_cfg.count_fd, line, (size_t)n) < 0)
    return;
}

static int env_int(const char *name, int dflt) {
  const char *v = getenv(name);
  return v && *v ? atoi(v) : dflt;
}

/* before the program's constructors, which register its device images */
__attribute__((constructor(101))) static void san_init(void) {
  const char *tool = getenv("CUCC_SANITIZER");
  if (!tool || !*tool)
    return;
  static const char *const names[] = {"memcheck", "racecheck", "synccheck",
                                      "initcheck"};
  san_cfg.tool = SAN_MEMCHECK;
  for (int i = 0; i < 4; i++)
    if (!strcmp(tool, names[i]))
      san_cfg.tool = (enum san_tool)i;
  san_cfg.leaks = env_int("CUCC_SANITIZER_LEAKS", 0) != 0;
  const char *bt = getenv("CUCC_SANITIZER_BACKTRACE");
  san_cfg.backtrace = !bt || !strcmp(bt, "yes") || !strcmp(bt, "host");
  san_cfg.print_limit = env_int("CUCC_SANITIZER_PRINT_LIMIT", 100);
  san_cfg.log_fd = env_int("CUCC_SANITIZER_LOG_FD", 1);
  san_cfg.count_fd = env_int("CUCC_SANITIZER_COUNT_FD", -1);
  san_cfg.cucc = getenv("CUCC_SANITIZER_CUCC");
  rt_san_on = true;
  atexit(at_exit);
}

void san_line(san_text *t, const char *fmt, ...) {
  char tmp[1024];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  if (n < 0)
    return;
  size_t len = (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1;
  size_t need = t->len + sizeof PREFIX + len + 1;
  if (need > t->cap) {
    size_t cap = need * 2;
    char *b = realloc(t->buf, cap);
    if (!b)
      return;
    t->buf = b;
    t->cap = cap;
  }
  memcpy(t->buf + t->len, PREFIX, sizeof PREFIX - 1);
  t->len += sizeof PREFIX - 1;
  memcpy(t->buf + t->len, tmp, len);
  t->len += len;
  t->buf[t->len++] = '\n';
}

static void write_all(const char *p, size_t n) {
  while (n) {
    ssize_t w = write(san_cfg.log_fd, p, n);
    if (w <= 0)
      return;
    p += w;
    n -= (size_t)w;
  }
}

static void emit(san_text *t, bool counted, bool closing) {
  if (closing) /* compute-sanitizer ends each report with a bare prefix */
    san_line(t, "%s", "");
  pthread_mutex_lock(&out_mu);
  bool show = !counted || !san_cfg.print_limit || printed < san_cfg.print_limit;
  if (counted) {
    errors++;
    if (show)
      printed++;
  }
  if (show && t->buf)
    write_all(t->buf, t->len);
  pthread_mutex_unlock(&out_mu);
  free(t->buf);
  *t = (san_text){0};
}

void san_emit(san_text *t) { emit(t, true, true); }
void san_emit_uncounted(san_text *t) { emit(t, false, false); }

void san_count_only(void) {
  pthread_mutex_lock(&out_mu);
  errors++;
  pthread_mutex_unlock(&out_mu);
}

/* compute-sanitizer's demangler: "int *" and "const int *" where the
 * C++ runtime's writes "int*" and "int const*". */
static void nice_name(const char *mangled, char *out, size_t n) {
  char *d = rt_demangle(mangled);
  const char *s = d ? d : mangled;
  char tmp[512];
  size_t j = 0;
  for (size_t i = 0; s[i] && j + 2 < sizeof tmp; i++) {
    if ((s[i] == '*' || s[i] == '&') && i && s[i - 1] != ' ' &&
        s[i - 1] != '*' && s[i - 1] != '&' && s[i - 1] != '(')
      tmp[j++] = ' ';
    tmp[j++] = s[i];
  }
  tmp[j] = 0;
  free(d);
  /* "T const" -> "const T" for a one-word T after '(', ',' or '<' */
  j = 0;
  for (size_t i = 0; tmp[i] && j + 1 < n;) {
    bool start = i == 0 || tmp[i - 1] == '(' || tmp[i - 1] == '<' ||
                 (tmp[i - 1] == ' ' && i > 1 && tmp[i - 2] == ',');
    size_t w = 0;
    while (start && (tmp[i + w] == '_' || tmp[i + w] == ':' ||
                     (tmp[i + w] >= 'a' && tmp[i + w] <= 'z') ||
                     (tmp[i + w] >= 'A' && tmp[i + w] <= 'Z') ||
                     (tmp[i + w] >= '0' && tmp[i + w] <= '9')))
      w++;
    if (w && strncmp(tmp + i, "const", 5) && !strncmp(tmp + i + w, " const", 6) &&
        (tmp[i + w + 6] == ' ' || tmp[i + w + 6] == ',' || tmp[i + w + 6] == ')') &&
        j + w + 7 < n) {
      memcpy(out + j, "const ", 6);
      memcpy(out + j + 6, tmp + i, w);
      j += w + 6;
      i += w + 6;
      continue;
    }
    out[j++] = tmp[i++];
  }
  out[j] = 0;
}

const char *san_bytes(size_t v, char out[32]) {
  char digits[32];
  int n = snprintf(digits, sizeof digits, "%zu", v), j = 0;
  for (int i = 0; i < n; i++) {
    if (i && (n - i) % 3 == 0)
      out[j++] = ',';
    out[j++] = digits[i];
  }
  out[j] = 0;
  return out;
}

void san_where(san_text *t, const san_site *s) {
  char name[512];
  nice_name(s->func, name, sizeof name);
  if (s->file && s->line)
    san_line(t, "    at %s+0x%x in %s:%u", name, s->offset, s->file, s->line);
  else
    san_line(t, "    at %s+0x%x", name, s->offset);
}

void san_by_thread(san_text *t, uint32_t tid, uint64_t bid) {
  san_line(t, "    by thread (%u,%u,%u) in block (%u,%u,%u)", san_tid_x(tid),
           san_tid_y(tid), san_tid_z(tid), (unsigned)(bid & 0xffffffffu),
           (unsigned)(bid >> 32 & 0xffffu), (unsigned)(bid >> 48));
}

void san_frames(san_text *t, void *const *frames, int n) {
  int i = 0;
  /* "at error": from the caller of the CUDA call that failed */
  if (n && !frames[n - 1])
    for (n--; i < n; i++) {
      char name[256];
      if (san_symbol(frames[i], name, sizeof name) && !strncmp(name, "cu", 2)) {
        i++;
        break;
      }
    }
  for (; i < n; i++) {
    char name[256], *nice = NULL;
    Dl_info di;
    const char *file = dladdr(frames[i], &di) && di.dli_fname && *di.dli_fname
                           ? di.dli_fname : NULL;
    if (!san_symbol(frames[i], name, sizeof name))
      snprintf(name, sizeof name, "%p", frames[i]);
    else if (!strncmp(name, "rt_", 3) || !strncmp(name, "san_", 4) ||
             strstr(name, "__device_stub_"))
      continue; /* the runtime's own frames, clang's launch stubs */
    else
      nice = rt_demangle(name);
    const char *slash = file ? strrchr(file, '/') : NULL;
    san_line(t, "        Host Frame: %s [0x%lx] in %s", nice ? nice : name,
             (unsigned long)((const char *)frames[i] - (const char *)di.dli_fbase),
             slash ? slash + 1 : file ? file : "");
    free(nice);
    if (!strcmp(name, "main"))
      break;
  }
}

/* The host frames of recent launches, by command (a slot per hash; a
 * collision loses the older frames). */
#define LAUNCH_SLOTS 256
#define LAUNCH_FRAMES 24
static struct {
  const void *cmd;
  _Atomic uint64_t serial; /* which launch (a command's memory is reused) */
  int n;
  void *frames[LAUNCH_FRAMES + 1];
} launches[LAUNCH_SLOTS];
static pthread_mutex_t launch_mu = PTHREAD_MUTEX_INITIALIZER;

static unsigned slot_of(const void *cmd) {
  return (unsigned)(((uintptr_t)cmd >> 4) * 2654435761u) % LAUNCH_SLOTS;
}

static _Atomic uint64_t serials;

void rt_san_launch(const void *cmd) {
  void *f[LAUNCH_FRAMES + 1];
  int n = san_cfg.backtrace ? backtrace(f, LAUNCH_FRAMES) : 0;
  f[n++] = NULL; /* from the CUDA call's caller */
  pthread_mutex_lock(&launch_mu);
  unsigned s = slot_of(cmd);
  launches[s].cmd = cmd;
  atomic_store(&launches[s].serial, atomic_fetch_add(&serials, 1) + 1);
  launches[s].n = n;
  memcpy(launches[s].frames, f, (size_t)n * sizeof *f);
  pthread_mutex_unlock(&launch_mu);
}

uint64_t san_launch_serial(const void *cmd) {
  unsigned s = slot_of(cmd);
  return atomic_load_explicit(&launches[s].serial, memory_order_acquire);
}

void san_launch_backtrace(san_text *t) {
  const void *cmd = rt_engine_current(NULL);
  if (!san_cfg.backtrace || !cmd)
    return;
  void *f[LAUNCH_FRAMES + 1];
  int n = 0;
  pthread_mutex_lock(&launch_mu);
  unsigned s = slot_of(cmd);
  if (launches[s].cmd == cmd) {
    n = launches[s].n;
    memcpy(f, launches[s].frames, (size_t)n * sizeof *f);
  }
  pthread_mutex_unlock(&launch_mu);
  if (!n)
    return;
  san_line(t, "    Saved host backtrace up to driver entry point at kernel "
              "launch time");
  san_frames(t, f, n);
}

/* The host frames of this thread's stack, innermost first, after `skip`
 * frames of the sanitizer itself. */
void san_host_backtrace(san_text *t, const char *what, int skip) {
  if (!san_cfg.backtrace)
    return;
  void *frames[65];
  int n = backtrace(frames, 64);
  san_line(t, "    Saved host backtrace up to driver entry point %s", what);
  frames[n++] = NULL; /* mark: skip to the CUDA call's caller */
  if (n > skip)
    san_frames(t, frames + skip, n - skip);
}

void rt_san_api_error(int err) {
  /* the API function: the nearest frame named cuda... or cu... */
  void *frames[16];
  int n = backtrace(frames, 16);
  char api[128] = "";
  for (int i = 1; i < n && !api[0]; i++)
    if (!san_symbol(frames[i], api, sizeof api) || strncmp(api, "cu", 2))
      api[0] = 0;
  san_text t = {0};
  san_line(&t,
           "Program hit %s (error %d) due to \"%s\" on CUDA API call to %s.",
           cudaGetErrorName((cudaError_t)err), err,
           cudaGetErrorString((cudaError_t)err), api[0] ? api : "a CUDA API");
  san_host_backtrace(&t, "at error", 1);
  san_emit(&t);
}

_Noreturn void san_stop_kernel(void) {
  rt_device_stop_quietly(cudaErrorLaunchFailure);
}
