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

/* An argument as a shell reads it back: in double quotes when it has a
 * character the shell would split or expand. */
static void print_arg(const char *x) {
  if (*x && !x[strcspn(x, " \t\"'\\$`;&|<>()*?[]#~")]) {
    fputs(x, stderr);
    return;
  }
  fputc('"', stderr);
  for (; *x; x++) {
    if (strchr("\"\\$`", *x))
      fputc('\\', stderr);
    fputc(*x, stderr);
  }
  fputc('"', stderr);
}

/* nvcc -v and --dryrun print each step as "#$ command args" (CMake finds
 * the host link line among them) */
static void print_cmd(strvec *argv) {
  fputs("#$ ", stderr);
  for (size_t i = 0; i < argv->n; i++) {
    if (i)
      fputc(' ', stderr);
    print_arg(argv->v[i]);
  }
  fputc('\n', stderr);
}

/* The variables nvcc -v prints first. CMake reads TOP (the toolkit root),
 * NVVMIR_LIBRARY_DIR (accepted when it ends in nvvm/libdevice), PATH,
 * INCLUDES and LIBRARIES; the host link line is the step that contains
 * LIBRARIES' text, so link_program passes the same -L argument. */
void print_toolkit_env(const paths *p) {
  const char *path = getenv("PATH"), *ld = getenv("LD_LIBRARY_PATH");
  fprintf(stderr,
          "#$ _NVVM_BRANCH_=nvvm\n"
          "#$ _SPACE_= \n"
          "#$ _CUDART_=cudart\n"
          "#$ _HERE_=%s/bin\n"
          "#$ _THERE_=%s/bin\n"
          "#$ _TARGET_SIZE_=\n"
          "#$ _TARGET_DIR_=\n"
          "#$ TOP=%s\n"
          "#$ NVVMIR_LIBRARY_DIR=%s/nvvm/libdevice\n"
          "#$ LD_LIBRARY_PATH=%s/lib:%s\n"
          "#$ PATH=%s/bin:%s\n",
          p->root, p->root, p->root, p->root, p->root, ld ? ld : "", p->root,
          path ? path : "");
  char *inc = NULL, *lib = NULL;
  if (asprintf(&inc, "-I%s", p->include) < 0 ||
      asprintf(&lib, "-L%s", p->libdir) < 0) /* as link_program's */
    return;
  fputs("#$ INCLUDES=", stderr);
  print_arg(inc);
  fputs("  \n#$ LIBRARIES=  ", stderr);
  print_arg(lib);
  fputs("\n#$ CUDAFE_FLAGS=\n#$ PTXAS_FLAGS=\n", stderr);
  free(inc);
  free(lib);
}

int run_cmd(const options *o, strvec *argv) {
  return run_cmd_lines(o, argv, NULL, NULL);
}

/* Hands each line the child writes to stderr to `line` (when not NULL). */
static void pass_stderr(int fd, void (*line)(const char *, void *),
                        void *ctx) {
  FILE *f = fdopen(fd, "r");
  if (!f) {
    close(fd);
    return;
  }
  char *buf = NULL;
  size_t cap = 0;
  while (getline(&buf, &cap, f) >= 0)
    line(buf, ctx);
  free(buf);
  fclose(f);
}

int run_cmd_lines(const options *o, strvec *argv,
                  void (*line)(const char *, void *), void *ctx) {
  if (o->verbose || o->dryrun)
    print_cmd(argv);
  if (o->dryrun)
    return 0;
  int fds[2] = {-1, -1};
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  if (line && pipe(fds) == 0) {
    posix_spawn_file_actions_adddup2(&fa, fds[1], 2);
    posix_spawn_file_actions_addclose(&fa, fds[0]);
    posix_spawn_file_actions_addclose(&fa, fds[1]);
  }
  pid_t pid;
  int rc = posix_spawnp(&pid, argv->v[0], &fa, NULL, argv->v, environ);
  posix_spawn_file_actions_destroy(&fa);
  if (fds[1] >= 0)
    close(fds[1]);
  if (rc) {
    if (fds[0] >= 0)
      close(fds[0]);
    fprintf(stderr, "cucc fatal   : cannot run %s: %s\n", argv->v[0],
            strerror(rc));
    return -1;
  }
  if (fds[0] >= 0)
    pass_stderr(fds[0], line, ctx);
  int st;
  while (waitpid(pid, &st, 0) < 0)
    if (errno != EINTR)
      return -1;
  if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
    return 0;
  if (WIFSIGNALED(st)) {
    fprintf(stderr, "cucc fatal   : %s died with signal %d\n", argv->v[0],
            WTERMSIG(st));
    return -1;
  }
  return WEXITSTATUS(st);
}

bool note_step(const options *o, const char *fmt, ...) {
  if (o->verbose || o->dryrun) {
    va_list ap;
    va_start(ap, fmt);
    fputs("#$ ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
  }
  return !o->dryrun;
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
