/* Front-end diagnostics in nvcc's format. Build tools and editors that know
 * nvcc match `file(line): error: text` and count the closing line `N errors
 * detected in the compilation of "file".`; clang writes `file:line:col:
 * error: text` and `N errors generated.`. The front-end passes run with
 * their stderr piped through rewrite_line(); CUCC_DIAGNOSTICS=clang keeps
 * clang's own format. Messages stay clang's words (EDG's numbers and texts
 * are not reproduced; docs/NVCC_OPTIONS.md says so). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

static bool clang_format(void) {
  const char *e = getenv("CUCC_DIAGNOSTICS");
  return e && !strcmp(e, "clang");
}

void front_end_diag_flags(strvec *a) {
  if (clang_format())
    return;
  /* nvcc shows the source line and a caret, without a line-number gutter */
  sv_push(a, "-fno-diagnostics-show-line-numbers");
  sv_push(a, "-fno-color-diagnostics");
}

/* ": error: " etc. at p? Returns the kind's length with its colons. */
static size_t kind_at(const char *p) {
  static const char *const kinds[] = {": error: ", ": warning: ", ": note: ",
                                      ": remark: "};
  for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
    if (!strncmp(p, kinds[i], strlen(kinds[i])))
      return strlen(kinds[i]);
  return 0;
}

/* `path:LINE:COL: kind: text` -> `path(LINE): kind: text`; false if `s`
 * is no such line. "fatal error" (a missing #include) keeps the GNU form,
 * as nvcc's own preprocessor (the host compiler's) prints it. A note stays
 * in the block of the diagnostic before it; anything else closes an open
 * block (*opened) with nvcc's empty line. */
static bool rewrite_location(const char *s, FILE *out, bool *opened) {
  for (const char *p = strchr(s, ':'); p; p = strchr(p + 1, ':')) {
    /* p: the colon before LINE */
    const char *q = p + 1;
    if (!isdigit((unsigned char)*q))
      continue;
    while (isdigit((unsigned char)*q))
      q++;
    const char *line_end = q;
    if (*q == ':' && isdigit((unsigned char)q[1])) {
      q++;
      while (isdigit((unsigned char)*q))
        q++;
    }
    size_t k = kind_at(q);
    if (!k)
      continue;
    if (*opened && strncmp(q, ": note: ", k))
      fputc('\n', out); /* nvcc ends each diagnostic with an empty line */
    *opened = true;
    fprintf(out, "%.*s(%.*s)%s", (int)(p - s), s, (int)(line_end - p - 1),
            p + 1, q);
    return true;
  }
  return false;
}

/* clang's "N error(s) generated[ when compiling for sm_XX].": N, else 0 */
static long summary_count(const char *s) {
  char *end;
  long n = strtol(s, &end, 10);
  const char *w = n == 1 ? " error generated" : " errors generated";
  return end != s && n > 0 && !strncmp(end, w, strlen(w)) ? n : 0;
}

typedef struct {
  const char *src;
  bool opened; /* a diagnostic was printed and its block not yet closed */
  bool in_block; /* the lines that follow are its source line and caret */
} diag_ctx;

static void rewrite_line(const char *s, void *vctx) {
  diag_ctx *c = vctx;
  long n;
  if (rewrite_location(s, stderr, &c->opened)) {
    c->in_block = true;
  } else if (!strncmp(s, "In file included from ", 22) ||
             strstr(s, ": fatal error: ")) {
    if (c->opened) /* an include chain starts the next diagnostic */
      fputc('\n', stderr);
    fputs(s, stderr);
    c->in_block = false;
    c->opened = strstr(s, ": fatal error: ") != NULL;
  } else if ((n = summary_count(s))) {
    if (c->opened)
      fputc('\n', stderr);
    fprintf(stderr, "%ld error%s detected in the compilation of \"%s\".\n",
            n, n == 1 ? "" : "s", c->src);
    c->opened = c->in_block = false;
  } else if (c->in_block && s[0] != '\n') {
    fprintf(stderr, "  %s", s); /* the source line and caret, indented */
  } else {
    fputs(s, stderr);
  }
  fflush(stderr);
}

void print_lowering_error(const char *in, const char *err) {
  bool opened = false;
  if (clang_format() || !strstr(err, ": error: ") ||
      !rewrite_location(err, stderr, &opened))
    fprintf(stderr, "%s: %s", in, err);
  if (!*err || err[strlen(err) - 1] != '\n')
    fputc('\n', stderr);
}

int run_front_end(const options *o, strvec *a, const char *src) {
  if (clang_format())
    return run_cmd(o, a);
  diag_ctx c = {src, false, false};
  return run_cmd_lines(o, a, rewrite_line, &c);
}
