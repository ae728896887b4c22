/* What the device link reads from host objects: named sections and
 * undefined symbols of ELF64 relocatable objects, and the members of ar
 * archives (GNU and BSD names, thin archives). No LLVM: a few structures of
 * <elf.h> and the ar header suffice. */
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

int read_file(const char *path, char **data, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return -1;
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap);
  size_t got;
  while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) {
      char *b = realloc(buf, cap *= 2);
      if (!b)
        free(buf);
      buf = b;
    }
  }
  int err = ferror(f);
  fclose(f);
  if (!buf || err) {
    free(buf);
    return -1;
  }
  *data = buf;
  *size = n;
  return 0;
}

/* The section headers of an ELF64 relocatable object of this machine's
 * byte order, bounds checked; NULL when `d` is not one. */
static const Elf64_Shdr *elf_sections(const char *d, size_t n, size_t *count,
                                      const char **shstr, size_t *shstr_n) {
  const Elf64_Ehdr *e = (const Elf64_Ehdr *)d;
  if (n < sizeof *e || memcmp(e->e_ident, ELFMAG, SELFMAG) ||
      e->e_ident[EI_CLASS] != ELFCLASS64 || e->e_type != ET_REL ||
      e->e_shentsize != sizeof(Elf64_Shdr) || e->e_shoff > n ||
      (n - e->e_shoff) / sizeof(Elf64_Shdr) < e->e_shnum ||
      e->e_shstrndx >= e->e_shnum)
    return NULL;
  const Elf64_Shdr *sh = (const Elf64_Shdr *)(d + e->e_shoff);
  const Elf64_Shdr *s = &sh[e->e_shstrndx];
  if (s->sh_offset > n || s->sh_size > n - s->sh_offset)
    return NULL;
  *count = e->e_shnum;
  *shstr = d + s->sh_offset;
  *shstr_n = s->sh_size;
  return sh;
}

static const char *sec_data(const char *d, size_t n, const Elf64_Shdr *s) {
  if (s->sh_type == SHT_NOBITS || s->sh_offset > n ||
      s->sh_size > n - s->sh_offset)
    return NULL;
  return d + s->sh_offset;
}

bool elf_is_object(const char *d, size_t n) {
  size_t c, sn;
  const char *ss;
  return elf_sections(d, n, &c, &ss, &sn) != NULL;
}

int elf_each_section(const char *d, size_t n, const char *name,
                     void (*fn)(void *ctx, const char *data, size_t size),
                     void *ctx) {
  size_t count, sn;
  const char *ss;
  const Elf64_Shdr *sh = elf_sections(d, n, &count, &ss, &sn);
  if (!sh)
    return -1;
  size_t len = strlen(name);
  for (size_t i = 0; i < count; i++) {
    const char *data = sec_data(d, n, &sh[i]);
    if (sh[i].sh_name < sn && sn - sh[i].sh_name > len &&
        !memcmp(ss + sh[i].sh_name, name, len + 1) && data)
      fn(ctx, data, sh[i].sh_size);
  }
  return 0;
}

int elf_undefined(const char *d, size_t n, strvec *out) {
  size_t count, sn;
  const char *ss;
  const Elf64_Shdr *sh = elf_sections(d, n, &count, &ss, &sn);
  if (!sh)
    return -1;
  for (size_t i = 0; i < count; i++) {
    if (sh[i].sh_type != SHT_SYMTAB || sh[i].sh_link >= count)
      continue;
    const Elf64_Sym *sym = (const Elf64_Sym *)sec_data(d, n, &sh[i]);
    const char *str = sec_data(d, n, &sh[sh[i].sh_link]);
    size_t strn = sh[sh[i].sh_link].sh_size;
    if (!sym || !str)
      return -1;
    for (size_t k = 1; k < sh[i].sh_size / sizeof *sym; k++)
      if (sym[k].st_shndx == SHN_UNDEF && sym[k].st_name &&
          sym[k].st_name < strn &&
          ELF64_ST_BIND(sym[k].st_info) == STB_GLOBAL &&
          memchr(str + sym[k].st_name, 0, strn - sym[k].st_name))
        sv_push(out, str + sym[k].st_name);
  }
  return 0;
}

bool is_archive(const char *d, size_t n) {
  return n >= 8 && (!memcmp(d, "!<arch>\n", 8) || !memcmp(d, "!<thin>\n", 8));
}

/* A member's name from its header: "name/" (GNU), "/123" (GNU long name at
 * offset 123 of the "//" table), "#1/len" (BSD: the name follows). */
static char *member_name(const char *hdr, const char *longs, size_t longs_n,
                         const char **body, size_t *size) {
  char raw[17];
  memcpy(raw, hdr, 16);
  raw[16] = 0;
  for (int i = 15; i >= 0 && raw[i] == ' '; i--)
    raw[i] = 0;
  if (raw[0] == '/' && raw[1] >= '0' && raw[1] <= '9') {
    size_t off = strtoul(raw + 1, NULL, 10);
    if (!longs || off >= longs_n)
      return NULL;
    const char *s = longs + off, *e = s;
    while (e < longs + longs_n && *e != '\n' && !(*e == '/' && e[1] == '\n'))
      e++;
    return strndup(s, (size_t)(e - s));
  }
  if (!strncmp(raw, "#1/", 3)) {
    size_t len = strtoul(raw + 3, NULL, 10);
    if (len > *size)
      return NULL;
    char *name = strndup(*body, len);
    *body += len;
    *size -= len;
    return name;
  }
  size_t l = strlen(raw);
  if (l && raw[l - 1] == '/')
    raw[l - 1] = 0;
  return strdup(raw);
}

int ar_each_member(const char *path, const char *d, size_t n,
                   void (*fn)(void *ctx, const char *name, const char *data,
                              size_t size),
                   void *ctx) {
  bool thin = n >= 8 && !memcmp(d, "!<thin>\n", 8);
  const char *longs = NULL;
  size_t longs_n = 0, off = 8;
  while (off + 60 <= n) {
    const char *h = d + off;
    if (memcmp(h + 58, "`\n", 2))
      return -1;
    char sz[11];
    memcpy(sz, h + 48, 10);
    sz[10] = 0;
    size_t size = strtoul(sz, NULL, 10);
    const char *body = h + 60;
    bool table = h[0] == '/' && (h[1] == ' ' || h[1] == '/' ||
                                 !strncmp(h, "/SYM64/", 7));
    /* a thin archive stores only its tables */
    size_t stored = thin && !table ? 0 : size;
    if (stored > n - off - 60)
      return -1;
    if (!strncmp(h, "//", 2)) {
      longs = body;
      longs_n = size;
    } else if (!table) {
      char *name = member_name(h, longs, longs_n, &body, &stored);
      if (!name)
        return -1;
      if (!thin) {
        fn(ctx, name, body, stored);
      } else { /* the member's path is relative to the archive's */
        const char *slash = strrchr(path, '/');
        char *full = NULL, *data = NULL;
        size_t dn = 0;
        if (name[0] == '/' || !slash)
          full = strdup(name);
        else if (asprintf(&full, "%.*s/%s", (int)(slash - path), path,
                          name) < 0)
          full = NULL;
        int bad = !full || read_file(full, &data, &dn);
        if (!bad)
          fn(ctx, name, data, dn);
        free(data);
        free(full);
        if (bad) {
          free(name);
          return -1;
        }
      }
      free(name);
    }
    off += 60 + stored + (stored & 1);
  }
  return 0;
}
