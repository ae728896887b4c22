/* Host-side formatter of CUDA device printf: walks the format, pulls each
 * argument out of clang's packed argument buffer (natural alignment) and
 * formats every conversion with the host snprintf, so the text of %f/%e/%g/%a
 * is exactly glibc's. Also the small growable string buffer it writes to. */
#include "dprintf.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(sizeof(void *) == 8, "device pointers are 8 bytes");

void cucc_strbuf_init(struct cucc_strbuf *b) {
  b->data = NULL;
  b->len = b->cap = 0;
}

int cucc_strbuf_reserve(struct cucc_strbuf *b, size_t extra) {
  if (extra > SIZE_MAX - 1 - b->len) return -1;
  size_t need = b->len + extra + 1;
  if (need <= b->cap) return 0;
  size_t cap = b->cap ? b->cap : 64;
  while (cap < need) cap = cap > SIZE_MAX / 2 ? need : cap * 2;
  char *d = realloc(b->data, cap);
  if (!d) return -1;
  if (!b->data) d[0] = '\0';
  b->data = d;
  b->cap = cap;
  return 0;
}

int cucc_strbuf_append(struct cucc_strbuf *b, const char *s, size_t n) {
  if (cucc_strbuf_reserve(b, n)) return -1;
  if (n) memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = '\0';
  return 0;
}

void cucc_strbuf_clear(struct cucc_strbuf *b) {
  b->len = 0;
  if (b->data) b->data[0] = '\0';
}

void cucc_strbuf_free(struct cucc_strbuf *b) {
  free(b->data);
  cucc_strbuf_init(b);
}

/* What a conversion hands to snprintf. */
enum kind { K_I32, K_U32, K_I64, K_U64, K_DBL, K_PTR };

union value {
  int i;
  unsigned u;
  long long ll;
  unsigned long long ull;
  double d;
  const void *p;
};

static int call_snprintf(char *dst, size_t room, const char *spec,
                         enum kind k, const union value *v) {
  switch (k) {
  case K_I32: return snprintf(dst, room, spec, v->i);
  case K_U32: return snprintf(dst, room, spec, v->u);
  case K_I64: return snprintf(dst, room, spec, v->ll);
  case K_U64: return snprintf(dst, room, spec, v->ull);
  case K_DBL: return snprintf(dst, room, spec, v->d);
  case K_PTR: return snprintf(dst, room, spec, v->p);
  }
  return -1;
}

/* Formats into the free space of out, growing it once if needed. 0 on
 * success, -1 if snprintf rejected the spec, -2 out of memory. */
static int append_conv(struct cucc_strbuf *out, const char *spec, enum kind k,
                       const union value *v) {
  for (int attempt = 0; attempt < 2; attempt++) {
    size_t room = out->data ? out->cap - out->len : 0;
    int n = call_snprintf(room ? out->data + out->len : NULL, room, spec, k, v);
    if (n < 0) {
      if (out->data) out->data[out->len] = '\0';
      return -1;
    }
    if ((size_t)n < room) {
      out->len += (size_t)n;
      return 0;
    }
    if (cucc_strbuf_reserve(out, (size_t)n)) {
      if (out->data) out->data[out->len] = '\0'; /* undo a truncated write */
      return -2;
    }
  }
  return -2;
}

/* Reads `size` bytes (4 or 8) at the next offset aligned to size. */
static uint64_t take(const char *base, size_t *off, size_t size) {
  *off = (*off + size - 1) & ~(size - 1);
  uint64_t v = 0;
  if (size == 4) {
    uint32_t w;
    memcpy(&w, base + *off, 4);
    v = w;
  } else {
    memcpy(&v, base + *off, 8);
  }
  *off += size;
  return v;
}

/* Decimal digits, saturating just above INT_MAX (snprintf then rejects it). */
static long long parse_num(const char **pp) {
  long long n = 0;
  const char *p = *pp;
  while (*p >= '0' && *p <= '9') {
    if (n <= INT_MAX) n = n * 10 + (*p - '0');
    p++;
  }
  *pp = p;
  return n > INT_MAX ? (long long)INT_MAX + 1 : n;
}

enum size { SZ_NONE, SZ_H, SZ_HH, SZ_8 };

int cucc_dprintf_format(struct cucc_strbuf *out, const char *fmt,
                        const void *args) {
  if (!fmt) return -1;
  const char *base = args;
  size_t off = 0;
  int used = 0;
  const char *p = fmt;
  while (*p) {
    if (*p != '%') {
      const char *q = strchr(p, '%');
      if (!q) q = p + strlen(p);
      cucc_strbuf_append(out, p, (size_t)(q - p));
      p = q;
      continue;
    }
    const char *start = p++;
    char flags[8];
    int nflags = 0;
    while (*p && strchr("#0 +-", *p)) {
      if (!memchr(flags, *p, (size_t)nflags)) flags[nflags++] = *p;
      p++;
    }
    int wstar = 0, pstar = 0, has_prec = 0;
    long long width = -1, prec = -1;
    if (*p == '*') {
      wstar = 1;
      p++;
    } else if (*p >= '1' && *p <= '9') {
      width = parse_num(&p);
    }
    if (*p == '.') {
      p++;
      has_prec = 1;
      if (*p == '*') {
        pstar = 1;
        p++;
      } else {
        prec = parse_num(&p);
      }
    }
    enum size sz = SZ_NONE;
    if (*p == 'h') {
      sz = p[1] == 'h' ? SZ_HH : SZ_H;
      p += sz == SZ_HH ? 2 : 1;
    } else if (*p == 'l') {
      sz = SZ_8;
      p += p[1] == 'l' ? 2 : 1;
    } else if (*p && strchr("zjtL", *p)) {
      sz = SZ_8;
      p++;
    }
    char type = *p;
    if (!type) { /* cut off by the end of fmt */
      cucc_strbuf_append(out, start, (size_t)(p - start));
      break;
    }
    p++;
    size_t speclen = (size_t)(p - start);
    if (type == '%') {
      cucc_strbuf_append(out, "%", 1);
      continue;
    }
    if (type == 'n') continue; /* ignored, consumes nothing */
    if (pstar) { /* CUDA does not support '.*': printed as is (H100) */
      cucc_strbuf_append(out, start, speclen);
      continue;
    }

    enum kind k;
    int is_str = 0, keep_size = 0;
    size_t asize = 8;
    switch (type) {
    case 'd': case 'i':
      k = sz == SZ_8 ? K_I64 : K_I32;
      asize = sz == SZ_8 ? 8 : 4;
      keep_size = 1;
      break;
    case 'o': case 'u': case 'x': case 'X':
      k = sz == SZ_8 ? K_U64 : K_U32;
      asize = sz == SZ_8 ? 8 : 4;
      keep_size = 1;
      break;
    case 'c':
      k = K_I32;
      asize = sz == SZ_8 ? 8 : 4;
      break;
    case 'e': case 'E': case 'f': case 'F':
    case 'g': case 'G': case 'a': case 'A':
      k = K_DBL;
      break;
    case 's':
      k = K_PTR;
      is_str = 1;
      break;
    case 'p':
      k = K_PTR;
      break;
    default: /* unknown conversion */
      cucc_strbuf_append(out, start, speclen);
      continue;
    }
    int need = wstar + pstar + 1;
    if (!base || used + need > CUCC_DPRINTF_MAX_ARGS) {
      cucc_strbuf_append(out, start, speclen);
      continue;
    }
    used += need;
    if (wstar) {
      int w = (int)(uint32_t)take(base, &off, 4);
      width = w < 0 ? -(long long)w : w;
      if (w < 0 && !memchr(flags, '-', (size_t)nflags)) flags[nflags++] = '-';
    }
    if (pstar) {
      int pr = (int)(uint32_t)take(base, &off, 4);
      if (pr < 0) has_prec = 0;
      else prec = pr;
    }
    if (has_prec && prec < 0) prec = 0;
    uint64_t raw = take(base, &off, asize);
    union value v;
    switch (k) {
    case K_I32: v.i = (int)(uint32_t)raw; break;
    case K_U32: v.u = (unsigned)raw; break;
    case K_I64: v.ll = (long long)raw; break;
    case K_U64: v.ull = raw; break;
    case K_DBL: memcpy(&v.d, &raw, 8); break;
    case K_PTR: v.p = (const void *)(uintptr_t)raw; break;
    }
    if (is_str && !v.p) v.p = "(null)";

    char spec[64];
    int n = snprintf(spec, sizeof spec, "%%%.*s", nflags, flags);
    if (width >= 0) n += snprintf(spec + n, sizeof spec - (size_t)n, "%lld", width);
    if (has_prec) n += snprintf(spec + n, sizeof spec - (size_t)n, ".%lld", prec);
    const char *sztext = !keep_size ? "" : sz == SZ_H ? "h"
                       : sz == SZ_HH ? "hh" : sz == SZ_8 ? "ll" : "";
    snprintf(spec + n, sizeof spec - (size_t)n, "%s%c", sztext, type);
    if (append_conv(out, spec, k, &v) == -1)
      cucc_strbuf_append(out, start, speclen); /* e.g. width > INT_MAX */
  }
  return used;
}
