/* The forms a module image may take (cuModuleLoad*, cuLibraryLoad*,
 * cuLink*): cucc's device image blob (-fatbin, "UCC2"), a fatbinary
 * wrapper around one, cucc's text module (-ptx, NVRTC's PTX), a single
 * image shared object (-cubin), and cuLinkComplete's container ("UCCL") of
 * several blobs. NVIDIA's PTX, cubins and fatbinaries are refused with
 * CUDA_ERROR_INVALID_PTX / CUDA_ERROR_INVALID_IMAGE and a log line. */
#include <elf.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "module_image.h"

#define FATBIN_WRAPPER_MAGIC 0x466243b1u
#define NV_FATBIN_MAGIC 0xBA55ED50u
#define TEXT_MAGIC "// cucc device module"
#define TEXT_IMAGE "// .cucc_image "
#define EM_NVIDIA_CUDA 190

static void logf_(char *log, size_t n, const char *fmt, ...) {
  if (!log || !n)
    return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(log, n, fmt, ap);
  va_end(ap);
}

static int b64v(int c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}

/* The blob of a text module, decoded into *buf (malloc'ed); NULL if the
 * text is damaged. */
static const cucc_image_header *decode_text(const char *t, void **buf) {
  const char *p = strstr(t, TEXT_IMAGE);
  if (!p)
    return NULL;
  char *end;
  unsigned long long size = strtoull(p + strlen(TEXT_IMAGE), &end, 10);
  if (!size || size > (1ull << 34))
    return NULL;
  unsigned char *out = malloc(size + 3);
  if (!out)
    return NULL;
  size_t k = 0;
  unsigned v = 0;
  int nv = 0;
  /* lines "// DATA" up to "// .cucc_end" */
  for (p = strchr(end, '\n'); p && k < size; p = strchr(p, '\n')) {
    p++;
    if (strncmp(p, "// ", 3) || !strncmp(p, "// .cucc_end", 12))
      break;
    for (p += 3; *p && *p != '\n' && k + 3 <= size + 2; p++) {
      int d = b64v((unsigned char)*p);
      if (d < 0)
        continue; /* '=' padding */
      v = v << 6 | (unsigned)d;
      if (++nv == 4) {
        out[k++] = (unsigned char)(v >> 16);
        out[k++] = (unsigned char)(v >> 8);
        out[k++] = (unsigned char)v;
        nv = 0, v = 0;
      }
    }
  }
  if (nv == 3) {
    out[k++] = (unsigned char)(v >> 10);
    out[k++] = (unsigned char)(v >> 2);
  } else if (nv == 2) {
    out[k++] = (unsigned char)(v >> 4);
  }
  const cucc_image_header *h = (const cucc_image_header *)out;
  if (k < size || k < sizeof *h || h->magic != CUCC_IMAGE_MAGIC ||
      h->size != size) {
    free(out);
    return NULL;
  }
  *buf = out;
  return h;
}

/* Looks like PTX text (NVIDIA's): directives in the first lines. */
static bool looks_like_ptx(const char *t) {
  for (int i = 0; i < 4096 && t[i]; i++)
    if (!(t[i] == '\n' || t[i] == '\r' || t[i] == '\t' ||
          (t[i] >= ' ' && t[i] < 127)))
      return false;
  return strstr(t, ".version") || strstr(t, ".target") ||
         strstr(t, ".entry") || strstr(t, ".func");
}

/* Bytes of an ELF file from its headers (its section headers end it). */
static size_t elf_size(const Elf64_Ehdr *e) {
  size_t n = e->e_shoff + (size_t)e->e_shnum * e->e_shentsize;
  const Elf64_Phdr *ph = (const Elf64_Phdr *)((const char *)e + e->e_phoff);
  for (unsigned i = 0; e->e_phoff && i < e->e_phnum; i++)
    if (ph[i].p_offset + ph[i].p_filesz > n)
      n = ph[i].p_offset + ph[i].p_filesz;
  return n;
}

static bool push(drv_image_set *s, drv_image_part part) {
  if (s->n == DRV_MAX_PARTS)
    return false;
  s->part[s->n++] = part;
  return true;
}

CUresult drv_image_parse(const void *image, size_t size, drv_image_set *s,
                         char *log, size_t logn) {
  memset(s, 0, sizeof *s);
  if (!image)
    return CUDA_ERROR_INVALID_VALUE;
  const unsigned char *b = image;
  /* compared byte by byte: a short string stops at its NUL */
  uint32_t magic = 0;
  for (unsigned i = 0; i < 4 && b[i]; i++)
    magic |= (uint32_t)b[i] << 8 * i;
  if (magic == FATBIN_WRAPPER_MAGIC) { /* cuModuleLoadFatBinary's wrapper */
    const void *data;
    memcpy(&data, b + 8, sizeof data);
    return drv_image_parse(data, 0, s, log, logn);
  }
  if (magic == CUCC_IMAGE_MAGIC) {
    const cucc_image_header *h = image;
    if (h->version != CUCC_ABI_VERSION) {
      logf_(log, logn, "cucc: a device image of another cucc version (ABI "
                       "%u, this one reads %u); rebuild it",
            h->version, CUCC_ABI_VERSION);
      return CUDA_ERROR_INVALID_IMAGE;
    }
    push(s, (drv_image_part){h, NULL, 0});
    return CUDA_SUCCESS;
  }
  if (magic == DRV_LINKED_MAGIC) {
    const drv_linked_header *l = image;
    const char *p = (const char *)(l + 1);
    for (uint32_t i = 0; i < l->count; i++) {
      const cucc_image_header *h = (const cucc_image_header *)p;
      if (h->magic != CUCC_IMAGE_MAGIC || !push(s, (drv_image_part){h, NULL, 0}))
        return CUDA_ERROR_INVALID_IMAGE;
      p += (h->size + 7) & ~(uint64_t)7;
    }
    return CUDA_SUCCESS;
  }
  if (magic == NV_FATBIN_MAGIC) {
    logf_(log, logn, "cucc: this is an NVIDIA fatbinary (GPU machine code); "
                     "cucc runs modules built by cucc only: build it with "
                     "cucc -fatbin, -cubin or -ptx");
    return CUDA_ERROR_INVALID_IMAGE;
  }
  if (magic == 0x464c457fu) { /* ELF */
    const Elf64_Ehdr *e = image;
    if (e->e_machine == EM_NVIDIA_CUDA) {
      logf_(log, logn, "cucc: this is an NVIDIA cubin (GPU machine code); "
                       "cucc runs modules built by cucc only: build it with "
                       "cucc -cubin, -fatbin or -ptx");
      return CUDA_ERROR_INVALID_IMAGE;
    }
    if (e->e_ident[EI_CLASS] != ELFCLASS64 || e->e_type != ET_DYN) {
      logf_(log, logn, "cucc: an ELF file that is not a cucc device image "
                       "(an object file needs cuLink* with "
                       "CU_JIT_INPUT_OBJECT, or cucc -cubin)");
      return CUDA_ERROR_INVALID_IMAGE;
    }
    push(s, (drv_image_part){NULL, image, size ? size : elf_size(e)});
    return CUDA_SUCCESS;
  }
  const char *t = image;
  if (!strncmp(t, TEXT_MAGIC, strlen(TEXT_MAGIC)) ||
      (!strncmp(t, "//\n", 3) && !strncmp(t + 3, TEXT_MAGIC, strlen(TEXT_MAGIC)))) {
    void *buf = NULL;
    const cucc_image_header *h = decode_text(t, &buf);
    if (!h) {
      logf_(log, logn, "cucc: a damaged cucc text module (its "
                       "`// .cucc_image` lines do not decode)");
      return CUDA_ERROR_INVALID_PTX;
    }
    s->owned = buf;
    if (h->version != CUCC_ABI_VERSION) {
      logf_(log, logn, "cucc: a text module of another cucc version");
      return CUDA_ERROR_INVALID_PTX;
    }
    push(s, (drv_image_part){h, NULL, 0});
    return CUDA_SUCCESS;
  }
  if (looks_like_ptx(t)) {
    logf_(log, logn, "cucc: PTX from NVIDIA's toolchain cannot run on the "
                     "CPU: cucc loads the text modules of cucc -ptx and "
                     "NVRTC (which start with \"" TEXT_MAGIC "\")");
    return CUDA_ERROR_INVALID_PTX;
  }
  logf_(log, logn, "cucc: not a module image (neither a cucc device image, "
                   "text module nor cubin)");
  return CUDA_ERROR_INVALID_IMAGE;
}

void drv_image_set_free(drv_image_set *s) {
  free(s->owned);
  s->owned = NULL;
}
