/* Dynamic parallelism, compile side (-rdc=true): clang rejects a kernel
 * launch `k<<<...>>>(...)` inside device code, so the device pass compiles
 * the preprocessed file with every launch found inside device code (a
 * function or lambda marked __device__ or __global__) rewritten into a call
 * of the device-side launch helper of include/crt/cucc_device_launch.h:
 *
 *   __cucc_dp_kernel<decltype(&K)>::launch(__cucc_dp_cfg(CFG), "K",
 *       []() { return __cucc_dp_name<decltype(&K), &K>(); }, ARGS)
 *
 * The lambda names the kernel (its __PRETTY_FUNCTION__ gives the resolved
 * qualified name) and makes clang emit a template kernel's instantiation.
 * Line markers and newlines are kept, so diagnostics point at the user's
 * file and line. Launches in host code are left alone. */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

typedef struct buf {
  char *p;
  size_t n, cap;
} buf;

static void put(buf *b, const char *s, size_t n) {
  if (b->n + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap * 2 : 1 << 16;
    while (cap < b->n + n + 1)
      cap *= 2;
    char *q = realloc(b->p, cap);
    if (!q) {
      fprintf(stderr, "cucc fatal   : out of memory\n");
      exit(1);
    }
    b->p = q;
    b->cap = cap;
  }
  memcpy(b->p + b->n, s, n);
  b->n += n;
  b->p[b->n] = 0;
}

static void puts_(buf *b, const char *s) { put(b, s, strlen(s)); }

static bool idch(char c) { return isalnum((unsigned char)c) || c == '_'; }

/* If s[i] starts a string or character literal, the index after it;
 * otherwise i. */
static size_t skip_literal(const char *s, size_t n, size_t i) {
  char q = s[i];
  if (q != '"' && q != '\'')
    return i;
  if (q == '\'' && i > 0 && isdigit((unsigned char)s[i - 1])) {
    /* a digit separator (1'000), unless it is a prefix like u8'x' */
    size_t j = i;
    while (j > 0 && idch(s[j - 1]))
      j--;
    if (isdigit((unsigned char)s[j]))
      return i;
  }
  if (q == '"' && i > 0 && s[i - 1] == 'R') { /* raw string R"d(...)d" */
    size_t d = i + 1;
    while (d < n && s[d] != '(')
      d++;
    size_t dl = d - (i + 1);
    for (size_t j = d + 1; j < n; j++)
      if (s[j] == ')' && j + 1 + dl < n && !memcmp(s + j + 1, s + i + 1, dl) &&
          s[j + 1 + dl] == '"')
        return j + 2 + dl;
    return n;
  }
  for (size_t j = i + 1; j < n; j++) {
    if (s[j] == '\\')
      j++;
    else if (s[j] == q || s[j] == '\n')
      return j + 1;
  }
  return n;
}

/* The index after the bracket closing the one at s[i] ('(' '[' '{'), or n. */
static size_t match_close(const char *s, size_t n, size_t i) {
  int depth = 0;
  for (size_t j = i; j < n;) {
    size_t k = skip_literal(s, n, j);
    if (k != j) {
      j = k;
      continue;
    }
    char c = s[j];
    if (c == '(' || c == '[' || c == '{')
      depth++;
    else if (c == ')' || c == ']' || c == '}')
      if (--depth == 0)
        return j + 1;
    j++;
  }
  return n;
}

/* The start of the id-expression (with :: and template arguments) that
 * ends right before s[end], or end if there is none. */
static size_t callee_start(const char *s, size_t lo, size_t end) {
  size_t i = end;
  while (i > lo && isspace((unsigned char)s[i - 1]))
    i--;
  size_t start = end;
  for (;;) {
    if (i > lo && s[i - 1] == '>') { /* template arguments */
      int depth = 0;
      size_t j = i;
      while (j > lo) {
        char c = s[--j];
        if (c == '>' || c == ')' || c == ']')
          depth++;
        else if (c == '<' || c == '(' || c == '[')
          depth--;
        if (depth == 0)
          break;
      }
      if (depth != 0 || s[j] != '<')
        return start;
      i = j;
      while (i > lo && isspace((unsigned char)s[i - 1]))
        i--;
    }
    size_t j = i;
    while (j > lo && idch(s[j - 1]))
      j--;
    if (j == i || isdigit((unsigned char)s[j]))
      return start;
    start = i = j;
    while (i > lo && isspace((unsigned char)s[i - 1]))
      i--;
    if (i >= lo + 2 && s[i - 1] == ':' && s[i - 2] == ':') {
      start = i -= 2;
      while (i > lo && isspace((unsigned char)s[i - 1]))
        i--;
      if (i == lo || !(idch(s[i - 1]) || s[i - 1] == '>'))
        return start; /* ::k */
      continue;
    }
    return start;
  }
}

/* Whether a declaration's text (what precedes a '{') marks device code. */
static bool device_header(const char *s, size_t a, size_t b) {
  static const char *const marks[] = {"__attribute__((device))",
                                      "__attribute__((global))",
                                      "__attribute__((device,", NULL};
  for (size_t i = a; i < b; i++)
    for (int k = 0; marks[k]; k++) {
      size_t l = strlen(marks[k]);
      if (i + l <= b && !memcmp(s + i, marks[k], l))
        return true;
    }
  return false;
}

/* `text` without its newlines (which are counted into *nl). */
static void put_flat(buf *b, const char *s, size_t n, int *nl) {
  for (size_t i = 0; i < n; i++) {
    char c = s[i];
    if (c == '\n') {
      ++*nl;
      c = ' ';
    }
    put(b, &c, 1);
  }
}

static char *rewrite(const char *s, size_t n, size_t *outlen) {
  buf o = {0};
  bool stack[4096];
  int depth = 0;
  stack[0] = false;
  size_t copied = 0, stmt = 0;
  bool line_start = true;
  for (size_t i = 0; i < n;) {
    char c = s[i];
    if (line_start && c == '#') { /* line markers, pragmas */
      while (i < n && s[i] != '\n')
        i++;
      stmt = i;
      continue;
    }
    if (c == '\n') {
      line_start = true;
      i++;
      continue;
    }
    if (!isspace((unsigned char)c))
      line_start = false;
    size_t k = skip_literal(s, n, i);
    if (k != i) {
      i = k;
      continue;
    }
    if (c == ';' || c == '}') {
      if (c == '}' && depth > 0)
        depth--;
      stmt = ++i;
      continue;
    }
    if (c == '{') {
      bool dev = stack[depth] || device_header(s, stmt, i);
      if (depth + 1 < (int)(sizeof stack / sizeof *stack))
        stack[++depth] = dev;
      stmt = ++i;
      continue;
    }
    if (c == '<' && i + 2 < n && s[i + 1] == '<' && s[i + 2] == '<' &&
        stack[depth]) {
      size_t cs = callee_start(s, copied, i);
      /* the configuration: up to >>> outside brackets */
      size_t j = i + 3, cfg_end = 0;
      while (j < n) {
        size_t q = skip_literal(s, n, j);
        if (q != j) {
          j = q;
          continue;
        }
        if (s[j] == '(' || s[j] == '[' || s[j] == '{') {
          j = match_close(s, n, j);
          continue;
        }
        if (s[j] == ';' || s[j] == '}' || s[j] == ')')
          break;
        if (s[j] == '>' && j + 2 < n && s[j + 1] == '>' && s[j + 2] == '>') {
          cfg_end = j;
          break;
        }
        j++;
      }
      size_t ap = cfg_end ? cfg_end + 3 : n;
      while (ap < n && isspace((unsigned char)s[ap]))
        ap++;
      if (cs == i || !cfg_end || ap >= n || s[ap] != '(') {
        i += 3; /* not a launch we understand: clang will say why */
        continue;
      }
      size_t ae = match_close(s, n, ap); /* after ')' */
      put(&o, s + copied, cs - copied);
      int nl = 0;
      const char *callee = s + cs;
      size_t cl = i - cs;
      while (cl && isspace((unsigned char)callee[cl - 1]))
        cl--;
      puts_(&o, "__cucc_dp_kernel<decltype(&");
      put_flat(&o, callee, cl, &nl);
      puts_(&o, ")>::launch(__cucc_dp_cfg(");
      put(&o, s + i + 3, cfg_end - (i + 3));
      puts_(&o, "), \"");
      int dummy = 0;
      put_flat(&o, callee, cl, &dummy);
      puts_(&o, "\", []() { return __cucc_dp_name<decltype(&");
      put_flat(&o, callee, cl, &dummy);
      puts_(&o, "), &");
      put_flat(&o, callee, cl, &dummy);
      puts_(&o, ">(); }");
      bool args = false;
      for (size_t q = ap + 1; q + 1 < ae; q++)
        if (!isspace((unsigned char)s[q]))
          args = true;
      if (args) {
        puts_(&o, ", ");
        put(&o, s + ap + 1, ae - 1 - (ap + 1));
      } else {
        put(&o, s + ap + 1, ae - 1 - (ap + 1)); /* its newlines */
      }
      puts_(&o, ")");
      for (; nl > 0; nl--)
        puts_(&o, "\n");
      /* newlines between the callee, the configuration and the arguments */
      for (size_t q = cs + cl; q < i; q++)
        if (s[q] == '\n')
          puts_(&o, "\n");
      for (size_t q = cfg_end + 3; q < ap; q++)
        if (s[q] == '\n')
          puts_(&o, "\n");
      copied = i = ae;
      continue;
    }
    i++;
  }
  put(&o, s + copied, n - copied);
  *outlen = o.n;
  return o.p;
}

int dp_rewrite_file(const char *in, const char *out) {
  FILE *f = fopen(in, "rb");
  if (!f)
    return -1;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *s = malloc(n > 0 ? (size_t)n + 1 : 1);
  size_t got = s ? fread(s, 1, (size_t)(n > 0 ? n : 0), f) : 0;
  fclose(f);
  if (!s || got != (size_t)(n > 0 ? n : 0)) {
    free(s);
    return -1;
  }
  s[got] = 0;
  size_t len = 0;
  char *r = rewrite(s, got, &len);
  free(s);
  FILE *g = fopen(out, "wb");
  int ok = g && (!len || fwrite(r, 1, len, g) == len);
  if (g && fclose(g))
    ok = 0;
  free(r);
  return ok ? 0 : -1;
}
