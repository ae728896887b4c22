/* Source that nvcc's front end (EDG) accepts and clang rejects, rewritten
 * before clang sees it. A kernel launch written with spaced chevrons,
 * `k << < grid, block >> > (args)` (Rodinia's particlefilter), becomes
 * `k<<<   grid, block>>>  (args)`: the chevrons join, the blanks move behind
 * them, so that every line and column stays where it was. A `>> >` is only
 * joined after a spaced `<< <`, since `A<B<C>> >` closes templates.
 * compile.c applies this to the preprocessed file of a .cu input whose
 * text contains a spaced chevron, so #include lookup, line markers and the
 * dependency output all come from the user's own file.
 * Errors of clang that nvcc 13 (EDG) only warns about become warnings
 * (dialect_flags); those clang cannot relax are listed in
 * docs/NVCC_OPTIONS.md. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

static bool blank(char c) { return c == ' ' || c == '\t'; }

/* The index after a comment or literal starting at s[i], or i. */
static size_t skip(const char *s, size_t n, size_t i) {
  if (s[i] == '/' && i + 1 < n && s[i + 1] == '/') {
    while (i < n && s[i] != '\n')
      i++;
    return i;
  }
  if (s[i] == '/' && i + 1 < n && s[i + 1] == '*') {
    const char *e = strstr(s + i + 2, "*/");
    return e ? (size_t)(e - s) + 2 : n;
  }
  if (s[i] == '"' || (s[i] == '\'' && !(i > 0 && s[i - 1] >= '0' && s[i - 1] <= '9'))) {
    char q = s[i++];
    while (i < n && s[i] != q && s[i] != '\n')
      i += s[i] == '\\' ? 2 : 1;
    return i < n ? i + 1 : n;
  }
  return i;
}

/* Three `c` at s[i..] separated by blanks only, at least one blank, not
 * part of a longer run or of `<<=`: the index of the third, else 0. */
static size_t spaced_triple(const char *s, size_t n, size_t i, char c) {
  if (s[i] != c || (i > 0 && s[i - 1] == c))
    return 0;
  size_t j = i, count = 1;
  while (count < 3) {
    size_t k = j + 1;
    while (k < n && blank(s[k]))
      k++;
    if (k >= n || s[k] != c)
      return 0;
    j = k;
    count++;
  }
  if (j == i + 2 || (j + 1 < n && (s[j + 1] == c || s[j + 1] == '=')))
    return 0;
  return j;
}

/* The rewritten text (malloc'ed) and whether anything changed. */
static char *fix_chevrons(const char *s, size_t n, bool *changed) {
  char *out = malloc(n + 1);
  memcpy(out, s, n);
  out[n] = 0;
  bool open = false;
  *changed = false;
  for (size_t i = 0; i < n;) {
    size_t e = skip(s, n, i);
    if (e != i) {
      i = e;
      continue;
    }
    char c = open ? '>' : '<';
    size_t j = spaced_triple(s, n, i, c);
    if (!j) {
      i++;
      continue;
    }
    memset(out + i, ' ', j + 1 - i);
    memset(out + i, c, 3);
    open = !open;
    *changed = true;
    i = j + 1;
  }
  return out;
}

static char *slurp(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long len = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *s = malloc(len > 0 ? (size_t)len + 1 : 1);
  *n = fread(s, 1, len > 0 ? (size_t)len : 0, f);
  s[*n] = 0;
  fclose(f);
  return s;
}

bool needs_dialect_fix(const char *path) {
  size_t n;
  char *s = slurp(path, &n);
  if (!s)
    return false;
  bool changed;
  free(fix_chevrons(s, n, &changed));
  free(s);
  return changed;
}

int dialect_fix_file(const char *in, const char *out) {
  size_t n;
  char *s = slurp(in, &n);
  if (!s)
    return -1;
  bool changed;
  char *t = fix_chevrons(s, n, &changed);
  free(s);
  FILE *f = fopen(out, "wb");
  int ok = f && fwrite(t, 1, n, f) == n;
  if (f && fclose(f))
    ok = 0;
  free(t);
  return ok ? 0 : -1;
}

/* clang's errors that nvcc's front end only warns about, as warnings:
 * "str"MACRO (pre-C++11 code; nvcc: "invalid suffix on literal"), narrowing
 * in braces (#2361-D "invalid narrowing conversion"), `register` in C++17,
 * the address of a temporary (#1308-D), `X::template f(...)` without a
 * template argument list (CUB 1.17's ThreadStore of STORE_VOLATILE). */
void dialect_flags(strvec *a) {
  sv_push(a, "-Wno-error=reserved-user-defined-literal");
  sv_push(a, "-Wno-error=c++11-narrowing");
  sv_push(a, "-Wno-error=register");
  sv_push(a, "-Wno-error=address-of-temporary");
  sv_push(a, "-Wno-error=missing-template-arg-list-after-template-kw");
}
