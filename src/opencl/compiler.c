/* Runs cucc's OpenCL C compiler (lib/cucc/oclc, next to this library:
 * ../lib/cucc/oclc from libcucc_opencl.so's directory, or
 * $CUCC_OPENCL_COMPILER) in a scratch directory, and caches what it builds
 * by content: the key hashes the mode, the options, the inputs and the
 * compiler's and built-in library's identity; entries live in
 * $CUCC_OPENCL_CACHE, else $XDG_CACHE_HOME/cucc/opencl, else
 * ~/.cache/cucc/opencl (CUCC_OPENCL_CACHE=0: no cache). */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ocl.h"

extern char **environ;

static int read_all(const char *path, void **data, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return -1;
  char *buf = NULL;
  size_t n = 0, cap = 0;
  for (;;) {
    if (n + 65536 > cap) {
      cap = (n + 65536) * 2;
      char *b = realloc(buf, cap + 1);
      if (!b) {
        free(buf);
        fclose(f);
        return -1;
      }
      buf = b;
    }
    size_t r = fread(buf + n, 1, 65536, f);
    n += r;
    if (r < 65536)
      break;
  }
  fclose(f);
  buf[n] = 0;
  *data = buf;
  *size = n;
  return 0;
}

static int write_all(const char *path, const void *data, size_t size) {
  FILE *f = fopen(path, "wb");
  if (!f)
    return -1;
  int ok = fwrite(data, 1, size, f) == size;
  return fclose(f) == 0 && ok ? 0 : -1;
}

/* root/lib/cucc/TAIL from this library's own path (root/lib/...so) */
static char *compiler_path(const char *tail) {
  Dl_info di;
  if (!dladdr((void *)compiler_path, &di) || !di.dli_fname)
    return NULL;
  char *dir = strdup(di.dli_fname);
  char *slash = dir ? strrchr(dir, '/') : NULL;
  if (!slash) {
    free(dir);
    return NULL;
  }
  *slash = 0;
  char *p = NULL;
  if (asprintf(&p, "%s/cucc/%s", dir, tail) < 0)
    p = NULL;
  free(dir);
  return p;
}

typedef struct hash {
  uint64_t a, b;
} hash;

static void hmix(hash *h, const void *data, size_t n) {
  const unsigned char *p = data;
  for (size_t i = 0; i < n; i++) {
    h->a = (h->a ^ p[i]) * 0x100000001b3ull;
    h->b = (h->b ^ p[i]) * 0x100000001b3ull + (h->b >> 29);
  }
  h->a ^= n;
  h->a *= 0x100000001b3ull;
}

static void hfile(hash *h, const char *path) {
  struct stat st;
  if (path && !stat(path, &st)) {
    hmix(h, &st.st_size, sizeof st.st_size);
    hmix(h, &st.st_mtim, sizeof st.st_mtim);
  }
}

static char *cache_dir(void) {
  const char *env = getenv("CUCC_OPENCL_CACHE");
  if (env && !strcmp(env, "0"))
    return NULL;
  char *d = NULL;
  const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
  if (env && *env)
    d = strdup(env);
  else if (xdg && *xdg && asprintf(&d, "%s/cucc/opencl", xdg) < 0)
    d = NULL;
  else if (!d && home && *home && asprintf(&d, "%s/.cache/cucc/opencl", home) < 0)
    d = NULL;
  if (!d)
    return NULL;
  for (char *s = d + 1; *s; s++) /* mkdir -p, private */
    if (*s == '/') {
      *s = 0;
      mkdir(d, 0700);
      *s = '/';
    }
  mkdir(d, 0700);
  struct stat st;
  if (stat(d, &st) || !S_ISDIR(st.st_mode) || st.st_uid != getuid() ||
      (st.st_mode & 022)) {
    free(d);
    return NULL;
  }
  return d;
}

/* Splits the option string at blanks (double quotes group). */
static char **split(const char *s, int *n) {
  size_t len = s ? strlen(s) : 0;
  char **v = calloc(len / 2 + 2, sizeof *v);
  char *buf = malloc(len + 1);
  *n = 0;
  if (!v || !buf) {
    free(v);
    free(buf);
    return NULL;
  }
  size_t i = 0;
  while (s && s[i]) {
    while (s[i] == ' ' || s[i] == '\t' || s[i] == '\n')
      i++;
    if (!s[i])
      break;
    size_t o = 0;
    bool quoted = false;
    for (; s[i] && (quoted || !(s[i] == ' ' || s[i] == '\t' || s[i] == '\n'));
         i++) {
      if (s[i] == '"')
        quoted = !quoted;
      else
        buf[o++] = s[i];
    }
    buf[o] = 0;
    v[(*n)++] = strdup(buf);
  }
  free(buf);
  return v;
}

static int spawn(char **argv, const char *log) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 1, log, O_WRONLY | O_CREAT | O_TRUNC,
                                   0600);
  posix_spawn_file_actions_adddup2(&fa, 1, 2);
  pid_t pid;
  int rc = posix_spawn(&pid, argv[0], &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  if (rc)
    return -1;
  int st;
  while (waitpid(pid, &st, 0) < 0)
    if (errno != EINTR)
      return -1;
  if (!WIFEXITED(st))
    return -1;
  return WEXITSTATUS(st) == 0 ? 0 : WEXITSTATUS(st) == 2 ? 2 : 1;
}

static void rmtree(const char *dir, unsigned nin) {
  static const char *const names[] = {"out", "log"};
  char p[PATH_MAX + 32];
  for (unsigned i = 0; i < 2; i++) {
    snprintf(p, sizeof p, "%s/%s", dir, names[i]);
    unlink(p);
  }
  for (unsigned i = 0; i < nin; i++) {
    snprintf(p, sizeof p, "%s/in%u", dir, i);
    unlink(p);
  }
  rmdir(dir);
}

int ocl_compile(const char *mode, const void *const *in, const size_t *insz,
                unsigned nin, const char *options, void **out, size_t *outsz,
                char **log) {
  *out = NULL;
  *log = NULL;
  char *oclc = compiler_path("oclc"), *lib = compiler_path("opencl_builtins.bc");
  const char *env = getenv("CUCC_OPENCL_COMPILER"); /* tests: another one */
  hash h = {0xcbf29ce484222325ull, 0x84222325cbf29ce4ull};
  hmix(&h, mode, strlen(mode) + 1);
  hmix(&h, options ? options : "", options ? strlen(options) + 1 : 1);
  for (unsigned i = 0; i < nin; i++)
    hmix(&h, in[i], insz[i]);
  hfile(&h, oclc);
  hfile(&h, lib);
  const char *cpu = getenv("CUCC_OPENCL_TARGET_CPU");
  hmix(&h, cpu ? cpu : "", cpu ? strlen(cpu) : 0);
  char *cdir = cache_dir(), *centry = NULL, *clog = NULL;
  if (cdir && (asprintf(&centry, "%s/%016llx%016llx", cdir,
                        (unsigned long long)h.a, (unsigned long long)h.b) < 0 ||
               asprintf(&clog, "%s.log", centry) < 0)) {
    centry = clog = NULL;
  }
  int rc = -1;
  bool check = !strcmp(mode, "-check");
  if (!check && centry && !read_all(centry, out, outsz)) {
    size_t n;
    if (read_all(clog, (void **)log, &n))
      *log = strdup("");
    rc = 0;
    goto done;
  }
  if (!oclc)
    goto done;
  const char *tmpd = getenv("TMPDIR");
  char dir[PATH_MAX - 64];
  snprintf(dir, sizeof dir, "%s/cucc-ocl-XXXXXX", tmpd && *tmpd ? tmpd : "/tmp");
  if (!mkdtemp(dir))
    goto done;
  int nopt = 0;
  char **opts = split(options, &nopt);
  char **argv = calloc((size_t)nopt + nin + 8, sizeof *argv);
  char path[PATH_MAX + 16], logp[PATH_MAX + 16], outp[PATH_MAX + 16];
  snprintf(logp, sizeof logp, "%s/log", dir);
  snprintf(outp, sizeof outp, "%s/out", dir);
  int a = 0;
  bool ok = opts && argv;
  if (ok) {
    argv[a++] = env && *env ? (char *)env : oclc;
    argv[a++] = (char *)mode;
    argv[a++] = outp;
  }
  for (unsigned i = 0; ok && i < nin; i++) {
    snprintf(path, sizeof path, "%s/in%u", dir, i);
    ok = !write_all(path, in[i], insz[i]);
    argv[a++] = strdup(path);
  }
  if (ok) {
    argv[a++] = "--";
    for (int i = 0; i < nopt; i++)
      argv[a++] = opts[i];
    rc = spawn(argv, logp);
    size_t n;
    if (read_all(logp, (void **)log, &n))
      *log = NULL;
    if (!rc && !check && read_all(outp, out, outsz))
      rc = -1;
    if (!rc && !check && centry) { /* written whole, then renamed into place */
      char tmp[PATH_MAX + 32];
      snprintf(tmp, sizeof tmp, "%s.%d.tmp", centry, (int)getpid());
      if (!write_all(tmp, *out, *outsz) && !rename(tmp, centry)) {
        snprintf(tmp, sizeof tmp, "%s.%d.tmp", clog, (int)getpid());
        if (write_all(tmp, *log ? *log : "", *log ? strlen(*log) : 0) ||
            rename(tmp, clog))
          unlink(centry);
      } else {
        unlink(tmp);
      }
    }
  }
  for (unsigned i = 0; argv && i < nin; i++)
    free(argv[3 + i]);
  for (int i = 0; opts && i < nopt; i++)
    free(opts[i]);
  free(opts);
  free(argv);
  rmtree(dir, nin);
done:
  if (!*log)
    *log = strdup(rc == -1 ? "cucc: cannot run the OpenCL C compiler\n" : "");
  free(oclc);
  free(lib);
  free(cdir);
  free(centry);
  free(clog);
  return rc;
}
