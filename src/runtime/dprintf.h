/* Host-side formatter of CUDA device printf. clang lowers a device
 * printf(fmt, ...) to vprintf(fmt, buf), where buf is a packed struct of the
 * default-promoted arguments, each at the next offset aligned to its size
 * (int/char/short/bool: 4 bytes; float/double, long, long long, size_t and
 * pointers: 8). This file turns (fmt, buf) into text, plus a tiny growable
 * string buffer to hold it. */
#ifndef CUCC_DPRINTF_H
#define CUCC_DPRINTF_H

#include <stddef.h>

/* Growable byte buffer. data is NULL until the first append; afterwards it
 * is always NUL-terminated at data[len] (the text itself may hold NULs, e.g.
 * from "%c" with 0, so use len, not strlen). */
struct cucc_strbuf {
  char *data;
  size_t len, cap;
};

#define CUCC_DPRINTF_MAX_ARGS 32

void cucc_strbuf_init(struct cucc_strbuf *b);
/* Makes room for `extra` more bytes plus the NUL. 0, or -1 out of memory. */
int cucc_strbuf_reserve(struct cucc_strbuf *b, size_t extra);
/* Appends n bytes of s. 0, or -1 out of memory (b unchanged). */
int cucc_strbuf_append(struct cucc_strbuf *b, const char *s, size_t n);
/* Empties b, keeping its storage. */
void cucc_strbuf_clear(struct cucc_strbuf *b);
/* Frees the storage and re-initializes b. */
void cucc_strbuf_free(struct cucc_strbuf *b);

/* Formats one device printf call. Reads the arguments from `args` following
 * the conversions in `fmt`, as CUDA does: %[flags][width][.precision][size]type
 * with flags '#',' ','0','+','-'; width and precision digits or '*' (an int
 * argument); size h, hh, l, ll, z, j, t, L; types c d i o u x X p e E f F g G
 * a A s %% (and n, which is ignored, consuming nothing).
 * The size of each argument is decided by the conversion: d i o u x X c with
 * no size or h/hh -> 4 bytes (int); with l/ll/z/j/t/L -> 8; e f g a (any
 * size) -> 8 (double); s p -> 8 (pointer; size ignored); '*' -> 4.
 * Appends the formatted text to *out, returns the number of arguments
 * consumed (CUDA returns that, not the number of characters), -1 if fmt is
 * NULL. A NULL %s prints "(null)". At most CUCC_DPRINTF_MAX_ARGS arguments
 * are consumed; a conversion that would go past that (or any conversion
 * needing an argument when args is NULL) prints its spec text literally, as
 * do unknown conversions, a spec cut off by the end of fmt, and a spec the
 * host snprintf rejects (e.g. a width over INT_MAX). If memory runs out the
 * output is truncated. */
int cucc_dprintf_format(struct cucc_strbuf *out, const char *fmt,
                        const void *args);

#endif
