/* Instrumented device images for cucc-sanitizer. Every image blob carries
 * its translation unit's (or device link's) bitcode as an entry of level
 * CUCC_ISA_BITCODE (src/driver/image.c). Under cucc-sanitizer the runtime
 * loads, in place of the blob's code, that bitcode lowered again with the
 * checks of src/lower/sanitize_mem.c for this CPU: built once by
 * `cucc-sanitizer --cucc-build-image` and kept in the image cache
 * (image_file.c) as san<tool>-<hash>-<size>.so, the hash covering the
 * bitcode and the cucc that builds it. */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "san_internal.h"

void san_note_image(const void *base);

static const san_api api = {san_access, san_barrier};

static int read_all(const char *path, char **data, size_t *size) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  struct stat st;
  if (fd < 0 || fstat(fd, &st)) {
    if (fd >= 0)
      close(fd);
    return -1;
  }
  char *d = malloc((size_t)st.st_size + 1);
  size_t got = 0;
  while (d && got < (size_t)st.st_size) {
    ssize_t r = read(fd, d + got, (size_t)st.st_size - got);
    if (r < 0 && errno == EINTR)
      continue;
    if (r <= 0)
      break;
    got += (size_t)r;
  }
  close(fd);
  if (!d || got != (size_t)st.st_size) {
    free(d);
    return -1;
  }
  *data = d;
  *size = got;
  return 0;
}

static int write_file(const char *path, const void *data, size_t size) {
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0)
    return -1;
  const char *p = data;
  while (size) {
    ssize_t w = write(fd, p, size);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0) {
      close(fd);
      return -1;
    }
    p += w;
    size -= (size_t)w;
  }
  return close(fd);
}

/* Runs cucc-sanitizer --cucc-build-image blob out: 0 on success. */
static int build(const char *blob, const char *out) {
  pid_t pid = fork();
  if (pid < 0)
    return -1;
  if (pid == 0) {
    /* its messages go to stderr; nothing of the program's state matters */
    static const char *const tools[] = {"memcheck", "racecheck", "synccheck",
                                        "initcheck"};
    char *argv[] = {"cucc-sanitizer", "--cucc-build-image",
                    (char *)tools[san_cfg.tool], (char *)blob, (char *)out,
                    NULL};
    execv(san_cfg.cucc, argv);
    _exit(127);
  }
  int st;
  while (waitpid(pid, &st, 0) < 0)
    if (errno != EINTR)
      return -1;
  return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : -1;
}

static void warn(const char *why) {
  san_text t = {0};
  san_line(&t, "Warning: %s; its kernels run unchecked", why);
  san_emit_uncounted(&t);
}

void *rt_san_image(const cucc_image_header *h, size_t *size) {
  const cucc_image_entry *e = (const cucc_image_entry *)(h + 1), *bc = NULL;
  for (uint32_t i = 0; i < h->nimages; i++)
    if (e[i].isa == CUCC_ISA_BITCODE && e[i].offset <= h->size &&
        e[i].size <= h->size - e[i].offset)
      bc = &e[i];
  if (!bc) {
    warn("a device image was built without its bitcode (by an older cucc)");
    return NULL;
  }
  const char *data = (const char *)h + bc->offset;
  struct stat cst;
  if (!san_cfg.cucc || stat(san_cfg.cucc, &cst)) {
    warn("cucc-sanitizer's compiler cannot be found");
    return NULL;
  }
  /* the key: the bitcode, and the cucc that lowers it */
  uint64_t key = rt_fnv1a(data, bc->size) ^
                 rt_fnv1a(&cst.st_mtime, sizeof cst.st_mtime) * 31u ^
                 (uint64_t)cst.st_size;
  char dir[4096], path[4200], tmp[4300], blob[4300];
  bool cache = rt_image_cache_dir(dir, sizeof dir);
  if (!cache) {
    const char *t = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s", t && *t == '/' ? t : "/tmp");
  }
  snprintf(path, sizeof path, "%s/san%d-%016llx-%zx.so", dir,
           (int)san_cfg.tool, (unsigned long long)key, (size_t)bc->size);
  char *so = NULL;
  if (cache && !read_all(path, &so, size))
    return so;
  snprintf(tmp, sizeof tmp, "%s.%d.tmp", path, (int)getpid());
  snprintf(blob, sizeof blob, "%s.%d.bc", path, (int)getpid());
  int rc = write_file(blob, data, bc->size) || build(blob, tmp) ||
           read_all(tmp, &so, size);
  unlink(blob);
  if (!rc && cache && !rename(tmp, path))
    return so;
  unlink(tmp);
  if (rc)
    warn("cucc-sanitizer could not instrument a device image");
  return rc ? NULL : so;
}

void rt_san_image_loaded(void *dl) {
  const san_api **slot = dl ? dlsym(dl, SAN_API_SYMBOL) : NULL;
  if (!slot)
    return;
  *slot = &api;
  Dl_info di;
  if (dladdr(slot, &di))
    san_note_image(di.dli_fbase);
}
