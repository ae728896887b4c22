/* Inline PTX: splits an asm statement's text (as clang leaves it: operands
 * as `$N`, `%%` already `%`) into labels, braces, .reg declarations and
 * instructions with their predicate, dotted modifiers and operands. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "inline_ptx.h"

static void fail(char **err, const char *what, const char *at, size_t n) {
  if (*err)
    return;
  char buf[256];
  snprintf(buf, sizeof buf, "%s in '%.*s'", what, (int)(n > 120 ? 120 : n),
           at);
  *err = strdup(buf);
}

static const char *skip_space(const char *s, const char *e) {
  while (s < e && isspace((unsigned char)*s))
    s++;
  return s;
}

static bool name_char(char ch) {
  return isalnum((unsigned char)ch) || ch == '_' || ch == '$' || ch == '%' ||
         ch == '.';
}

/* An atom in [s, e), trimmed. */
static int parse_atom(const char *s, const char *e, ptx_atom *a, char **err) {
  s = skip_space(s, e);
  while (e > s && isspace((unsigned char)e[-1]))
    e--;
  memset(a, 0, sizeof *a);
  if (s < e && *s == '!') {
    a->neg = true;
    s = skip_space(s + 1, e);
  }
  size_t n = (size_t)(e - s);
  if (!n || n >= PTX_NAME) {
    fail(err, n ? "operand too long" : "empty operand", s, n);
    return -1;
  }
  char t[PTX_NAME];
  memcpy(t, s, n);
  t[n] = 0;
  if (!strcmp(t, "_")) {
    a->kind = PA_SINK;
    return 0;
  }
  bool minus = t[0] == '-';
  const char *d = t + minus;
  if (isdigit((unsigned char)d[0])) {
    char *end;
    if (d[0] == '0' && (d[1] == 'f' || d[1] == 'F' || d[1] == 'd' ||
                        d[1] == 'D')) {
      a->kind = PA_FLT;
      a->fbits = (d[1] == 'f' || d[1] == 'F') ? 32 : 64;
      a->v = strtoull(d + 2, &end, 16);
      if (minus)
        a->v ^= a->fbits == 32 ? 0x80000000ull : 0x8000000000000000ull;
    } else if (strpbrk(d, ".eE") && !(d[0] == '0' && (d[1] == 'x' ||
                                                       d[1] == 'X'))) {
      double f = strtod(t, &end);
      a->kind = PA_FLT;
      a->fbits = 64;
      memcpy(&a->v, &f, 8);
    } else {
      a->kind = PA_INT;
      a->v = strtoull(d, &end, 0);
      if (*end == 'U' || *end == 'u')
        end++;
      if (minus)
        a->v = (unsigned long long)-(long long)a->v;
    }
    if (*end) {
      fail(err, "bad number", s, n);
      return -1;
    }
    return 0;
  }
  for (size_t i = 0; i < n; i++)
    if (!name_char(t[i])) {
      fail(err, "bad operand", s, n);
      return -1;
    }
  a->kind = PA_REG;
  memcpy(a->name, t, n + 1);
  return 0;
}

/* Splits [s, e) at top-level commas into at most max pieces. */
static int split_commas(const char *s, const char *e, const char **ps,
                        const char **pe, int max) {
  int n = 0, depth = 0;
  const char *start = s;
  for (const char *p = s; p <= e; p++) {
    if (p < e && (*p == '{' || *p == '['))
      depth++;
    else if (p < e && (*p == '}' || *p == ']'))
      depth--;
    else if (p == e || (*p == ',' && !depth)) {
      if (n == max)
        return -1;
      ps[n] = start;
      pe[n] = p;
      n++;
      start = p + 1;
    }
  }
  return n;
}

static int parse_operand(const char *s, const char *e, ptx_opnd *o,
                         char **err) {
  s = skip_space(s, e);
  while (e > s && isspace((unsigned char)e[-1]))
    e--;
  memset(o, 0, sizeof *o);
  if (s < e && *s == '[') {
    if (e[-1] != ']') {
      fail(err, "bad address", s, (size_t)(e - s));
      return -1;
    }
    o->kind = PO_MEM;
    o->n = 1;
    const char *in = s + 1, *ie = e - 1, *op = NULL;
    for (const char *p = in + 1; p < ie; p++)
      if (*p == '+' || (*p == '-' && p[-1] != '+'))
        op = p;
    if (op) {
      char *end;
      const char *num = skip_space(op + 1, ie);
      o->off = (long long)strtoull(num, &end, 0);
      if (*op == '-')
        o->off = -o->off;
      if (skip_space(end, ie) != ie) {
        fail(err, "bad address offset", s, (size_t)(e - s));
        return -1;
      }
      ie = op;
    }
    return parse_atom(in, ie, &o->a[0], err);
  }
  if (s < e && *s == '{') {
    if (e[-1] != '}') {
      fail(err, "bad vector", s, (size_t)(e - s));
      return -1;
    }
    const char *ps[4], *pe[4];
    int n = split_commas(s + 1, e - 1, ps, pe, 4);
    if (n < 1) {
      fail(err, "bad vector", s, (size_t)(e - s));
      return -1;
    }
    o->kind = PO_VEC;
    o->n = n;
    for (int i = 0; i < n; i++)
      if (parse_atom(ps[i], pe[i], &o->a[i], err))
        return -1;
    return 0;
  }
  const char *bar = memchr(s, '|', (size_t)(e - s));
  if (bar) {
    o->kind = PO_PAIR;
    o->n = 2;
    return parse_atom(s, bar, &o->a[0], err) ||
                   parse_atom(bar + 1, e, &o->a[1], err)
               ? -1
               : 0;
  }
  o->kind = PO_ATOM;
  o->n = 1;
  return parse_atom(s, e, &o->a[0], err);
}

/* Splits an opcode such as shfl.sync.up.b32 at its dots. */
static int split_mods(const char *s, size_t n, ptx_insn *in, char **err) {
  in->nmods = 0;
  size_t i = 0;
  while (i <= n) {
    size_t j = i;
    while (j < n && s[j] != '.')
      j++;
    if (in->nmods == PTX_MAX_MODS || j - i >= sizeof in->mods[0]) {
      fail(err, "opcode too long", s, n);
      return -1;
    }
    memcpy(in->mods[in->nmods], s + i, j - i);
    in->mods[in->nmods][j - i] = 0;
    if (j > i)
      in->nmods++;
    i = j + 1;
  }
  return 0;
}

static int parse_reg_decl(const char *s, const char *e, ptx_insn *in,
                          char *kind, char **err) {
  /* .reg .TYPE name, name<N>, ... */
  const char *p = skip_space(s + 4, e);
  const char *t = p;
  while (p < e && !isspace((unsigned char)*p))
    p++;
  if (t >= p || *t != '.' || (size_t)(p - t) >= sizeof in->mods[1]) {
    fail(err, "bad .reg declaration", s, (size_t)(e - s));
    return -1;
  }
  strcpy(in->mods[0], "reg");
  memcpy(in->mods[1], t + 1, (size_t)(p - t - 1));
  in->mods[1][p - t - 1] = 0;
  in->nmods = 2;
  const char *ps[PTX_MAX_OPS], *pe[PTX_MAX_OPS];
  int n = split_commas(p, e, ps, pe, PTX_MAX_OPS);
  if (n < 1) {
    fail(err, "bad .reg declaration", s, (size_t)(e - s));
    return -1;
  }
  in->nop = n;
  for (int i = 0; i < n; i++) {
    const char *lt = memchr(ps[i], '<', (size_t)(pe[i] - ps[i]));
    unsigned long long count = 0;
    const char *ne = pe[i];
    if (lt) {
      count = strtoull(lt + 1, NULL, 10);
      ne = lt;
      if (!count || count > 4096) {
        fail(err, "bad register count", s, (size_t)(e - s));
        return -1;
      }
    }
    memset(&in->op[i], 0, sizeof in->op[i]);
    in->op[i].kind = PO_ATOM;
    if (parse_atom(ps[i], ne, &in->op[i].a[0], err) ||
        in->op[i].a[0].kind != PA_REG) {
      fail(err, "bad register name", s, (size_t)(e - s));
      return -1;
    }
    in->op[i].a[0].v = count;
  }
  *kind = 'R';
  return 0;
}

static int parse_statement(const char *s, const char *e, ptx_insn *in,
                           char *kind, char **err) {
  s = skip_space(s, e);
  size_t n = (size_t)(e - s);
  snprintf(in->text, sizeof in->text, "%.*s", (int)n, s);
  if (n >= 4 && !strncmp(s, ".reg", 4) && isspace((unsigned char)s[4]))
    return parse_reg_decl(s, e, in, kind, err);
  if (*s == '.') {
    fail(err, "unsupported directive", s, n);
    return -1;
  }
  if (*s == '@') {
    const char *p = skip_space(s + 1, e);
    in->has_pred = true;
    if (p < e && *p == '!') {
      in->pred_neg = true;
      p = skip_space(p + 1, e);
    }
    const char *q = p;
    while (q < e && name_char(*q))
      q++;
    if (q == p || (size_t)(q - p) >= PTX_NAME) {
      fail(err, "bad predicate", s, n);
      return -1;
    }
    memcpy(in->pred, p, (size_t)(q - p));
    in->pred[q - p] = 0;
    s = skip_space(q, e);
  }
  const char *op = s;
  while (s < e && !isspace((unsigned char)*s))
    s++;
  if (s == op) {
    fail(err, "missing opcode", op, n);
    return -1;
  }
  if (split_mods(op, (size_t)(s - op), in, err))
    return -1;
  s = skip_space(s, e);
  in->nop = 0;
  if (s < e) {
    const char *ps[PTX_MAX_OPS], *pe[PTX_MAX_OPS];
    int k = split_commas(s, e, ps, pe, PTX_MAX_OPS);
    if (k < 0) {
      fail(err, "too many operands", op, (size_t)(e - op));
      return -1;
    }
    for (int i = 0; i < k; i++)
      if (parse_operand(ps[i], pe[i], &in->op[i], err))
        return -1;
    in->nop = k;
  }
  *kind = 'I';
  return 0;
}

int ptx_next(const char **sp, ptx_insn *in, char *kind, char **err) {
  const char *s = *sp;
  memset(in, 0, sizeof *in);
  for (;;) { /* whitespace and comments */
    while (*s && isspace((unsigned char)*s))
      s++;
    if (s[0] == '/' && s[1] == '/') {
      while (*s && *s != '\n')
        s++;
    } else if (s[0] == '/' && s[1] == '*') {
      const char *c = strstr(s + 2, "*/");
      s = c ? c + 2 : s + strlen(s);
    } else {
      break;
    }
  }
  if (!*s) {
    *sp = NULL;
    return 0;
  }
  if (*s == '{' || *s == '}') {
    *kind = *s;
    *sp = s + 1;
    return 0;
  }
  /* a label: NAME: */
  const char *p = s;
  while (*p && name_char(*p))
    p++;
  const char *q = p;
  while (*q == ' ' || *q == '\t')
    q++;
  if (p > s && *q == ':' && q[1] != ':' && (size_t)(p - s) < sizeof in->mods[0]) {
    memcpy(in->mods[0], s, (size_t)(p - s));
    in->mods[0][p - s] = 0;
    *kind = 'L';
    *sp = q + 1;
    return 0;
  }
  const char *e = s;
  while (*e && *e != ';') /* braces inside are vector operands */
    e++;
  if (*e != ';') {
    fail(err, "missing ';'", s, (size_t)(e - s));
    return -1;
  }
  *sp = e + 1;
  /* strip comments inside the statement */
  char buf[1024];
  size_t n = 0;
  for (const char *c = s; c < e && n + 1 < sizeof buf; c++) {
    if (c[0] == '/' && c[1] == '/') {
      while (c < e && *c != '\n')
        c++;
      continue;
    }
    buf[n++] = *c;
  }
  buf[n] = 0;
  return parse_statement(buf, buf + n, in, kind, err);
}
