/* Device images as real files, so that debuggers and profilers, which read a
 * shared object by the path the loader recorded, can find them (a memfd's
 * /proc/self/fd/N means another file in gdb's own process).
 *
 * An image is written once to a content-addressed cache,
 * $CUCC_IMAGE_DIR or $XDG_CACHE_HOME/cucc/images or ~/.cache/cucc/images,
 * as <hash>-<size>.so (a temporary file renamed into place, so a reader
 * never sees half a file), and reused by every later run whose bytes are
 * the same (compared in full before loading; a damaged entry is written
 * again). The directory must be the
 * user's own and writable by nobody else. Entries unused for 30 days are
 * removed when a new one is written. When that fails, or when the same
 * bytes are already loaded (the loader would hand back that image and its
 * variables), the image goes to a temporary file of this process, removed
 * at exit; only when nothing is writable, to a memfd. */
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"

#define STALE_SECONDS (30L * 24 * 3600)

static pthread_mutex_t files_mu = PTHREAD_MUTEX_INITIALIZER;
static char **loaded; /* paths this process has dlopen'ed */
static size_t nloaded;
static char **temps; /* per-process files, removed at exit */
static size_t ntemps;

static int write_all(int fd, const void *data, size_t size) {
  const char *p = data;
  while (size) {
    ssize_t w = write(fd, p, size);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      return -1;
    p += w;
    size -= (size_t)w;
  }
  return 0;
}

/* Does the file at fd hold exactly these bytes? */
static bool same_contents(int fd, const void *data, size_t size) {
  char buf[65536];
  const char *p = data;
  size_t off = 0;
  for (;;) {
    ssize_t r = read(fd, buf, sizeof buf);
    if (r < 0 && errno == EINTR)
      continue;
    if (r < 0 || (size_t)r > size - off)
      return false;
    if (r == 0)
      return off == size;
    if (memcmp(buf, p + off, (size_t)r))
      return false;
    off += (size_t)r;
  }
}

static bool is_loaded(const char *path) {
  for (size_t i = 0; i < nloaded; i++)
    if (!strcmp(loaded[i], path))
      return true;
  return false;
}

static void remember(char ***list, size_t *n, const char *path) {
  char **grown = realloc(*list, (*n + 1) * sizeof **list);
  if (!grown)
    return;
  *list = grown;
  if ((grown[*n] = strdup(path)))
    (*n)++;
}

/* mkdir -p with mode 0700 for what it creates. */
static int make_dirs(char *path) {
  for (char *s = path + 1;; s++) {
    if (*s != '/' && *s)
      continue;
    char c = *s;
    *s = 0;
    int r = mkdir(path, 0700);
    *s = c;
    if (r && errno != EEXIST)
      return -1;
    if (!c)
      return 0;
  }
}

/* The cache directory, created if needed; false when there is none that is
 * safe to load code from. */
static bool cache_dir(char *out, size_t n) {
  const char *d = getenv("CUCC_IMAGE_DIR"), *x = getenv("XDG_CACHE_HOME"),
             *h = getenv("HOME");
  int len;
  if (d && *d)
    len = snprintf(out, n, "%s", d);
  else if (x && *x == '/')
    len = snprintf(out, n, "%s/cucc/images", x);
  else if (h && *h == '/')
    len = snprintf(out, n, "%s/.cache/cucc/images", h);
  else
    return false;
  if (len <= 0 || (size_t)len >= n || *out != '/' || make_dirs(out))
    return false;
  struct stat st;
  return !stat(out, &st) && S_ISDIR(st.st_mode) && st.st_uid == geteuid() &&
         !(st.st_mode & 022) && !access(out, W_OK);
}

static uint64_t fnv1a(const void *data, size_t size) {
  const unsigned char *p = data;
  uint64_t h = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < size; i++)
    h = (h ^ p[i]) * 0x100000001b3ull;
  return h;
}

/* Removes the cache's entries that nobody used for STALE_SECONDS. */
static void prune(const char *dir) {
  DIR *d = opendir(dir);
  if (!d)
    return;
  time_t now = time(NULL);
  struct dirent *e;
  while ((e = readdir(d))) {
    size_t l = strlen(e->d_name);
    struct stat st;
    bool ours = (l > 3 && !strcmp(e->d_name + l - 3, ".so")) ||
                !strncmp(e->d_name, ".tmp-", 5); /* left by a crash */
    if (!ours ||
        fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) ||
        now - st.st_mtime < STALE_SECONDS)
      continue;
    unlinkat(dirfd(d), e->d_name, 0);
  }
  closedir(d);
}

/* The cached file holding these bytes (written now if missing); false when
 * the cache cannot serve them. */
static bool cached_path(const void *data, size_t size, char *path, size_t n) {
  char dir[PATH_MAX];
  if (!cache_dir(dir, sizeof dir))
    return false;
  int len = snprintf(path, n, "%s/%016llx-%zx.so", dir,
                     (unsigned long long)fnv1a(data, size), size);
  if (len <= 0 || (size_t)len >= n)
    return false;
  int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (fd >= 0) {
    struct stat st;
    bool ok = !fstat(fd, &st) && S_ISREG(st.st_mode) &&
              st.st_uid == geteuid() && !(st.st_mode & 022) &&
              same_contents(fd, data, size);
    if (ok)
      futimens(fd, NULL); /* in use: not stale */
    close(fd);
    if (ok)
      return true;
    /* damaged: replaced below (a process that maps it keeps its copy) */
  }
  char tmp[PATH_MAX];
  len = snprintf(tmp, sizeof tmp, "%s/.tmp-XXXXXX", dir);
  if (len <= 0 || (size_t)len >= sizeof tmp)
    return false;
  fd = mkostemp(tmp, O_CLOEXEC);
  if (fd < 0)
    return false;
  bool ok = !fchmod(fd, 0644) && !write_all(fd, data, size);
  ok = !close(fd) && ok && !rename(tmp, path);
  if (!ok) {
    unlink(tmp);
    return false;
  }
  prune(dir);
  return true;
}

static void remove_temps(void) {
  for (size_t i = 0; i < ntemps; i++)
    unlink(temps[i]);
}

/* A new file of this process holding these bytes. */
static bool temp_path(const void *data, size_t size, char *path, size_t n) {
  const char *t = getenv("TMPDIR");
  int len = snprintf(path, n, "%s/cucc-image-XXXXXX.so",
                     t && *t == '/' ? t : "/tmp");
  if (len <= 0 || (size_t)len >= n)
    return false;
  int fd = mkostemps(path, 3, O_CLOEXEC);
  if (fd < 0)
    return false;
  bool ok = !write_all(fd, data, size);
  if (close(fd) || !ok) {
    unlink(path);
    return false;
  }
  if (!ntemps)
    atexit(remove_temps);
  remember(&temps, &ntemps, path);
  return true;
}

/* Last resort: a memfd, which the debuggers cannot read. Its fd stays open:
 * the loader knows the image by this path, and a reused fd number would
 * make it hand back the earlier image. */
static bool memfd_path(const void *data, size_t size, char *path, size_t n) {
  int fd = memfd_create("cucc-device-image", MFD_CLOEXEC);
  if (fd < 0)
    return false;
  if (write_all(fd, data, size)) {
    close(fd);
    return false;
  }
  snprintf(path, n, "/proc/self/fd/%d", fd);
  return true;
}

void *rt_image_load(const void *data, size_t size) {
  char path[PATH_MAX];
  pthread_mutex_lock(&files_mu);
  const char *how = getenv("CUCC_IMAGE_FILE"); /* tests: force a way */
  bool cache = !how || !strcmp(how, "cache"),
       temp = !how || strcmp(how, "memfd");
  bool ok = (cache && cached_path(data, size, path, sizeof path) &&
             !is_loaded(path)) ||
            (temp && temp_path(data, size, path, sizeof path)) ||
            memfd_path(data, size, path, sizeof path);
  void *dl = ok ? dlopen(path, RTLD_NOW | RTLD_LOCAL) : NULL;
  if (dl)
    remember(&loaded, &nloaded, path);
  pthread_mutex_unlock(&files_mu);
  if (!ok)
    fprintf(stderr, "cucc: cannot write a device image: %s\n",
            strerror(errno));
  else if (!dl)
    fprintf(stderr, "cucc: cannot load a device image: %s\n", dlerror());
  return dl;
}
