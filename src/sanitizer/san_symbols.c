/* Names of host code addresses for cucc-sanitizer's reports: the function
 * containing an address, from the ELF symbol table (.symtab, else .dynsym)
 * of the file the loader mapped it from. A program links libcudart
 * statically by default, so its functions are not in the dynamic symbol
 * table that dladdr reads. Files are read once and kept. */
#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "san_internal.h"

typedef struct elf_file {
  char *path;
  const char *map;
  size_t size;
  struct elf_file *next;
} elf_file;

static pthread_mutex_t sym_mu = PTHREAD_MUTEX_INITIALIZER;
static elf_file *files;

static const elf_file *open_elf(const char *path) {
  for (elf_file *f = files; f; f = f->next)
    if (!strcmp(f->path, path))
      return f;
  elf_file *f = calloc(1, sizeof *f);
  if (!f)
    return NULL;
  f->path = strdup(path);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  struct stat st;
  if (fd >= 0 && !fstat(fd, &st) && st.st_size > (off_t)sizeof(Elf64_Ehdr)) {
    void *m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (m != MAP_FAILED) {
      f->map = m;
      f->size = (size_t)st.st_size;
    }
  }
  if (fd >= 0)
    close(fd);
  f->next = files;
  files = f;
  return f;
}

/* The symbol of table `symtab` (section index si) containing value v. */
static const char *find_in(const elf_file *f, const Elf64_Shdr *sh,
                           unsigned si, uint64_t v) {
  const Elf64_Shdr *s = &sh[si];
  const Elf64_Ehdr *eh = (const Elf64_Ehdr *)f->map;
  if (s->sh_link >= eh->e_shnum || s->sh_offset + s->sh_size > f->size ||
      !s->sh_entsize)
    return NULL;
  const Elf64_Shdr *str = &sh[s->sh_link];
  if (str->sh_offset + str->sh_size > f->size)
    return NULL;
  const Elf64_Sym *sym = (const Elf64_Sym *)(f->map + s->sh_offset);
  size_t n = s->sh_size / s->sh_entsize;
  for (size_t i = 0; i < n; i++) {
    if (ELF64_ST_TYPE(sym[i].st_info) != STT_FUNC || !sym[i].st_value)
      continue;
    if (v >= sym[i].st_value && v < sym[i].st_value + sym[i].st_size &&
        sym[i].st_name < str->sh_size)
      return f->map + str->sh_offset + sym[i].st_name;
  }
  return NULL;
}

bool san_symbol(const void *addr, char *out, size_t n) {
  Dl_info di;
  if (!dladdr(addr, &di) || !di.dli_fname)
    return false;
  const char *path = di.dli_fname;
  char exe[4096];
  if (!*path) { /* the main program */
    ssize_t l = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (l <= 0)
      return false;
    exe[l] = 0;
    path = exe;
  }
  pthread_mutex_lock(&sym_mu);
  const elf_file *f = open_elf(path);
  const char *name = NULL;
  if (f && f->map && !memcmp(f->map, ELFMAG, SELFMAG)) {
    const Elf64_Ehdr *eh = (const Elf64_Ehdr *)f->map;
    uint64_t v = (uint64_t)(uintptr_t)addr -
                 (eh->e_type == ET_DYN ? (uint64_t)(uintptr_t)di.dli_fbase : 0);
    if (eh->e_shoff + (uint64_t)eh->e_shnum * sizeof(Elf64_Shdr) <= f->size) {
      const Elf64_Shdr *sh = (const Elf64_Shdr *)(f->map + eh->e_shoff);
      for (unsigned pass = 0; pass < 2 && !name; pass++)
        for (unsigned i = 0; i < eh->e_shnum && !name; i++)
          if (sh[i].sh_type == (pass ? SHT_DYNSYM : SHT_SYMTAB))
            name = find_in(f, sh, i, v);
    }
  }
  if (name)
    snprintf(out, n, "%s", name);
  pthread_mutex_unlock(&sym_mu);
  if (!name && di.dli_sname) {
    snprintf(out, n, "%s", di.dli_sname);
    return true;
  }
  return name != NULL;
}
