/* Finds cucc's driver (bin/cucc) from one of its libraries: beside the lib/
 * holding the library that contains a given address (libnvrtc.so,
 * libcuda.so.1); when that is a program with the static runtime, beside
 * any cucc library the process has loaded (programs linked with -lcuda
 * load cucc's libcuda.so.1); last, on PATH. */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cucc_home.h"

/* dir(lib)/../bin/cucc, if it is a program */
static bool beside(const char *lib, char *out, size_t n) {
  char real[PATH_MAX];
  if (!lib || !*lib || !realpath(lib, real))
    return false;
  char *slash = strrchr(real, '/');
  if (!slash)
    return false;
  *slash = 0;
  return (size_t)snprintf(out, n, "%s/../bin/cucc", real) < n &&
         access(out, X_OK) == 0;
}

typedef struct search {
  char *out;
  size_t n;
  bool found;
} search;

static int each(struct dl_phdr_info *info, size_t size, void *arg) {
  (void)size;
  search *s = arg;
  const char *b = strrchr(info->dlpi_name, '/');
  b = b ? b + 1 : info->dlpi_name;
  if (!strncmp(b, "libcuda.so", 10) || !strncmp(b, "libcudart.so", 12) ||
      !strncmp(b, "libnvrtc.so", 11))
    s->found = beside(info->dlpi_name, s->out, s->n);
  return s->found;
}

bool cucc_find_driver(const void *addr, char *out, size_t n) {
  Dl_info info;
  if (dladdr(addr, &info) && beside(info.dli_fname, out, n))
    return true;
  search s = {out, n, false};
  dl_iterate_phdr(each, &s);
  if (s.found)
    return true;
  const char *path = getenv("PATH");
  while (path && *path) {
    size_t len = strcspn(path, ":");
    if (len && (size_t)snprintf(out, n, "%.*s/cucc", (int)len, path) < n &&
        access(out, X_OK) == 0)
      return true;
    path += len + (path[len] == ':');
  }
  return false;
}

extern char **environ;

int cucc_run(char *const *argv, const char *cwd, const char *log) {
  /* the environment is made before fork: the child of a threaded process
   * may only make async-signal-safe calls */
  size_t ne = 0;
  while (environ[ne])
    ne++;
  char **env = malloc((ne + 2) * sizeof *env);
  if (!env)
    return -1;
  memcpy(env, environ, ne * sizeof *env);
  if (!getenv("CUCC_TARGET_CPU"))
    env[ne++] = "CUCC_TARGET_CPU=native";
  env[ne] = NULL;
  pid_t pid = fork();
  if (!pid) {
    if (cwd && chdir(cwd))
      _exit(127);
    int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd >= 0) {
      dup2(fd, 1);
      dup2(fd, 2);
    }
    execve(argv[0], argv, env);
    _exit(127);
  }
  free(env);
  if (pid < 0)
    return -1;
  int st;
  while (waitpid(pid, &st, 0) < 0)
    if (errno != EINTR)
      return -1;
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}
