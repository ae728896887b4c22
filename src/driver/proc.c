/* Process and file helpers of the cucc driver: running the steps, string
 * vectors, temporary directories. */

#include <dirent.h>
#include <errno.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "driver.h"

extern char **environ;

void sv_push(strvec *s, const char *x) {
  if (s->n + 2 > s->cap) {
    s->cap = s->cap ? s->cap * 2 : 16;
    s->v = realloc(s->v, s->cap * sizeof *s->v);
  }
  s->v[s->n++] = strdup(x);
  s->v[s->n] = NULL;
}

void sv_pushf(strvec *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *x = NULL;
  if (vasprintf(&x, fmt, ap) < 0)
    x = NULL;
  va_end(ap);
  sv_push(s, x ? x : "");
  free(x);
}

void sv_append(strvec *s, const strvec *t) {
  for (size_t i = 0; i < t->n; i++)
    sv_push(s, t->v[i]);
}

void sv_free(strvec *s) {
  for (size_t i = 0; i < s->n; i++)
    free(s->v[i]);
  free(s->v);
  memset(s, 0, sizeof *s);
}

static void print_cmd(strvec *argv) {
  fputc('#', stderr);
  fputc(' ', stderr);
  for (size_t i = 0; i < argv->n; i++)
    fprintf(stderr, "%s%s", i ? " " : "", argv->v[i]);
  fputc('\n', stderr);
}

int run_cmd(const options *o, strvec *argv) {
  if (o->verbose)
    print_cmd(argv);
  pid_t pid;
  int rc = posix_spawnp(&pid, argv->v[0], NULL, NULL, argv->v, environ);
  if (rc) {
    fprintf(stderr, "cucc fatal   : cannot run %s: %s\n", argv->v[0],
            strerror(rc));
    return -1;
  }
  int st;
  while (waitpid(pid, &st, 0) < 0)
    if (errno != EINTR)
      return -1;
  if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
    return 0;
  if (WIFSIGNALED(st))
    fprintf(stderr, "cucc fatal   : %s died with signal %d\n", argv->v[0],
            WTERMSIG(st));
  return -1;
}

char *make_temp_dir(void) {
  const char *t = getenv("TMPDIR");
  char *tmpl = NULL;
  if (asprintf(&tmpl, "%s/cucc-XXXXXX", t && *t ? t : "/tmp") < 0)
    return NULL;
  if (!mkdtemp(tmpl)) {
    free(tmpl);
    return NULL;
  }
  return tmpl;
}

void remove_temp_dir(const char *dir) {
  DIR *d = opendir(dir);
  if (!d)
    return;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
      continue;
    char *p = path_join(dir, e->d_name);
    unlink(p);
    free(p);
  }
  closedir(d);
  rmdir(dir);
}

char *path_join(const char *dir, const char *name) {
  char *r = NULL;
  if (asprintf(&r, "%s/%s", dir, name) < 0)
    return NULL;
  return r;
}

/* "dir/foo.cu" -> "foo" */
char *stem_of(const char *path) {
  const char *b = strrchr(path, '/');
  b = b ? b + 1 : path;
  char *s = strdup(b);
  char *dot = strrchr(s, '.');
  if (dot && dot != s)
    *dot = 0;
  return s;
}

/* FNV-1a of s, continuing from h (0 starts a hash) */
uint64_t hash_str(uint64_t h, const char *s) {
  if (!h)
    h = 1469598103934665603ull;
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 1099511628211ull;
  return h;
}
