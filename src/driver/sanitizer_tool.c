/* cucc-sanitizer (bin/cucc-sanitizer, a symlink to cucc): compute-sanitizer's
 * command line for programs built by cucc (docs/SANITIZER.md).
 *
 * `cucc-sanitizer [options] PROGRAM [ARGS]` runs PROGRAM with the tool's
 * settings in its environment; libcudart (src/sanitizer/) then loads, in
 * place of each device image, one lowered again from the bitcode every image
 * carries, with checks, and reports in compute-sanitizer's words on the
 * tool's standard output. The error counts of every process come back
 * through a pipe, and the tool prints the ERROR SUMMARY.
 *
 * `cucc-sanitizer --cucc-build-image TOOL BLOB OUT.so` is the step the
 * runtime runs to get such an image: BLOB is a cucc_rdc_header and the
 * bitcode; TOOL says which checks it needs. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../common/cucc_abi.h"
#include "../sanitizer/san_abi.h"
#include "driver.h"

#define BANNER "========= "

static void usage(FILE *f) {
  fprintf(f,
          "Usage: cucc-sanitizer [options] [your-program] [your-program-options]\n"
          "Options:\n"
          "  --tool NAME               memcheck (default), racecheck, synccheck, initcheck\n"
          "  --leak-check full|no      report device allocations never freed (memcheck)\n"
          "  --error-exitcode N        exit with N when any error was reported\n"
          "  --print-limit N           print at most N errors (0: no limit; default 100)\n"
          "  --show-backtrace yes|no|host|device  host backtraces of API errors\n"
          "  --target-processes all|application-only  (child processes are always checked)\n"
          "  --schedule forward|reverse|random:SEED   order of threads between barriers\n"
          "  --log-file FILE           reports to FILE instead of standard output\n"
          "  --version, --help\n");
}

/* Builds the instrumented image: the bitcode of `blob` lowered with the
 * sanitizer's checks, for this CPU, into the shared object `out`. */
static int build_image(const char *tool, const char *blob, const char *out,
                       const paths *p) {
  char *data = NULL;
  size_t n = 0;
  if (read_file(blob, &data, &n)) {
    fprintf(stderr, "cucc-sanitizer: cannot read %s\n", blob);
    return 1;
  }
  const cucc_rdc_header *h = (const cucc_rdc_header *)data;
  if (n < sizeof *h || h->magic != CUCC_RDC_MAGIC ||
      h->size > n - sizeof *h) {
    fprintf(stderr, "cucc-sanitizer: %s holds no device bitcode\n", blob);
    free(data);
    return 1;
  }
  char *tmpdir = make_temp_dir();
  char *bc = tmpdir ? path_join(tmpdir, "device.bc") : NULL;
  char *fat = tmpdir ? path_join(tmpdir, "device.fatbin") : NULL;
  FILE *f = bc ? fopen(bc, "wb") : NULL;
  int rc = 1;
  if (f && fwrite(data + sizeof *h, 1, h->size, f) == h->size && !fclose(f)) {
    f = NULL;
    options o;
    memset(&o, 0, sizeof o);
    o.opt = -1;
    o.arch = h->arch;
    o.debug = h->flags & CUCC_RDC_DEBUG;
    o.device_debug = h->flags & CUCC_RDC_DEVICE_DEBUG;
    o.target_cpu = "native";
    /* barrier kernels stay on fibers where barriers are checked (a thread
     * per fiber: the order of a GPU's threads between barriers) */
    if (!strcmp(tool, "racecheck") || !strcmp(tool, "synccheck"))
      setenv("CUCC_NO_REGIONS", "1", 1);
    o.sanitize = !strcmp(tool, "racecheck")   ? SAN_TOOL_RACECHECK
                 : !strcmp(tool, "synccheck") ? SAN_TOOL_SYNCCHECK
                 : !strcmp(tool, "initcheck") ? SAN_TOOL_INITCHECK
                                              : SAN_TOOL_MEMCHECK;
    rc = build_device_image(&o, p, "device", tmpdir, bc, out, fat,
                            report_unresolved_nonrdc, NULL)
             ? 1
             : 0;
  } else {
    fprintf(stderr, "cucc-sanitizer: cannot write the device bitcode\n");
  }
  if (f)
    fclose(f);
  if (tmpdir)
    remove_temp_dir(tmpdir);
  free(tmpdir);
  free(bc);
  free(fat);
  free(data);
  return rc;
}

typedef struct san_opts {
  const char *tool, *leak, *backtrace, *schedule, *log;
  long exitcode, print_limit;
  bool has_exitcode;
} san_opts;

static bool one_of(const char *v, const char *const *set) {
  for (; *set; set++)
    if (!strcmp(v, *set))
      return true;
  return false;
}

/* Option `name` at argv[*i] ("--name V" or "--name=V"): its value, else
 * NULL (*bad set when the option is there without a value). */
static const char *value_of(int argc, char **argv, int *i, const char *name,
                            bool *bad) {
  size_t l = strlen(name);
  if (strncmp(argv[*i], name, l))
    return NULL;
  if (argv[*i][l] == '=')
    return argv[*i] + l + 1;
  if (argv[*i][l])
    return NULL;
  if (*i + 1 >= argc) {
    *bad = true;
    return NULL;
  }
  return argv[++*i];
}

static bool parse_long(const char *s, long *out) {
  char *end;
  errno = 0;
  long v = strtol(s, &end, 10);
  if (errno || end == s || *end || v < 0)
    return false;
  *out = v;
  return true;
}

/* 0: argv[*first] is the program; 1: exit 0 (--help); -1: bad usage */
static int parse(int argc, char **argv, san_opts *o, int *first) {
  static const char *const tools[] = {"memcheck", "racecheck", "synccheck",
                                      "initcheck", NULL};
  static const char *const yesno[] = {"full", "no", NULL};
  static const char *const bt[] = {"yes", "no", "host", "device", NULL};
  static const char *const tp[] = {"all", "application-only", NULL};
  *o = (san_opts){"memcheck", "no", "yes", "forward", NULL, 0, 100, false};
  int i = 1;
  for (; i < argc && argv[i][0] == '-'; i++) {
    bool bad = false;
    const char *v, *arg = argv[i];
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
      usage(stdout);
      return 1;
    }
    if (!strcmp(argv[i], "--version")) {
      printf("cucc-sanitizer: compute-sanitizer's interface for cucc "
             "(version " CUCC_VERSION ")\n");
      return 1;
    }
    if ((v = value_of(argc, argv, &i, "--tool", &bad))) {
      if (!one_of(v, tools))
        goto bad_value;
      o->tool = v;
    } else if ((v = value_of(argc, argv, &i, "--leak-check", &bad))) {
      if (!one_of(v, yesno))
        goto bad_value;
      o->leak = v;
    } else if ((v = value_of(argc, argv, &i, "--error-exitcode", &bad))) {
      if (!parse_long(v, &o->exitcode) || o->exitcode > 255)
        goto bad_value;
      o->has_exitcode = true;
    } else if ((v = value_of(argc, argv, &i, "--print-limit", &bad))) {
      if (!parse_long(v, &o->print_limit))
        goto bad_value;
    } else if ((v = value_of(argc, argv, &i, "--show-backtrace", &bad))) {
      if (!one_of(v, bt))
        goto bad_value;
      o->backtrace = v;
    } else if ((v = value_of(argc, argv, &i, "--target-processes", &bad))) {
      if (!one_of(v, tp))
        goto bad_value;
    } else if ((v = value_of(argc, argv, &i, "--schedule", &bad))) {
      if (strcmp(v, "forward") && strcmp(v, "reverse") &&
          strncmp(v, "random:", 7))
        goto bad_value;
      o->schedule = v;
    } else if ((v = value_of(argc, argv, &i, "--log-file", &bad))) {
      o->log = v;
    } else {
      fprintf(stderr, BANNER "Error: unrecognized option '%s'%s\n", argv[i],
              bad ? " (it needs a value)" : "");
      return -1;
    }
    continue;
  bad_value:
    fprintf(stderr, BANNER "Error: invalid value '%s' for option '%.*s'\n", v,
            (int)strcspn(arg, "="), arg);
    return -1;
  }
  if (i >= argc) {
    fprintf(stderr, BANNER "Error: no target application given\n");
    usage(stderr);
    return -1;
  }
  *first = i;
  return 0;
}

/* The errors the processes reported on the pipe (lines "errors N P": N
 * errors, P of them printed); *shown gets the sum of P. */
static long read_counts(int fd, long *shown) {
  char buf[4096];
  size_t have = 0;
  long total = 0;
  for (;;) {
    ssize_t r = read(fd, buf + have, sizeof buf - 1 - have);
    if (r < 0 && errno == EINTR)
      continue;
    if (r <= 0)
      break;
    have += (size_t)r;
    buf[have] = 0;
    char *nl, *s = buf;
    while ((nl = strchr(s, '\n'))) {
      *nl = 0;
      long v, p;
      char *sp = !strncmp(s, "errors ", 7) ? strchr(s + 7, ' ') : NULL;
      if (sp) {
        *sp = 0;
        if (parse_long(s + 7, &v) && parse_long(sp + 1, &p)) {
          total += v;
          *shown += p;
        }
      }
      s = nl + 1;
    }
    have = strlen(s);
    memmove(buf, s, have);
  }
  return total;
}

static int run_tool(int argc, char **argv) {
  san_opts o;
  int first = 0, r = parse(argc, argv, &o, &first);
  if (r)
    return r > 0 ? 0 : 1;
  char self[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  int pfd[2];
  if (n <= 0 || pipe(pfd)) {
    fprintf(stderr, BANNER "Error: cannot set up the tool\n");
    return 1;
  }
  self[n] = 0;
  fflush(stdout);
  int log = o.log ? open(o.log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)
                  : fcntl(1, F_DUPFD_CLOEXEC, 64);
  if (log < 0) {
    fprintf(stderr, BANNER "Error: cannot open %s: %s\n",
            o.log ? o.log : "standard output", strerror(errno));
    return 1;
  }
  FILE *out = fdopen(log, "w");
  fprintf(out, BANNER "COMPUTE-SANITIZER\n");
  if (strcmp(o.schedule, "forward"))
    fprintf(out, BANNER "Warning: --schedule %s is not implemented yet; "
                 "threads run in cucc's order\n", o.schedule);
  fflush(out);
  pid_t pid = fork();
  if (pid < 0) {
    fprintf(stderr, BANNER "Error: cannot start %s: %s\n", argv[first],
            strerror(errno));
    return 1;
  }
  if (pid == 0) {
    close(pfd[0]);
    int lfd = dup(log), cfd = dup(pfd[1]); /* without CLOEXEC */
    char v[64];
    setenv("CUCC_SANITIZER", o.tool, 1);
    setenv("CUCC_SANITIZER_CUCC", self, 1);
    setenv("CUCC_SANITIZER_LEAKS", strcmp(o.leak, "full") ? "0" : "1", 1);
    setenv("CUCC_SANITIZER_BACKTRACE", o.backtrace, 1);
    setenv("CUCC_SANITIZER_SCHEDULE", o.schedule, 1);
    snprintf(v, sizeof v, "%ld", o.print_limit);
    setenv("CUCC_SANITIZER_PRINT_LIMIT", v, 1);
    snprintf(v, sizeof v, "%d", lfd);
    setenv("CUCC_SANITIZER_LOG_FD", v, 1);
    snprintf(v, sizeof v, "%d", cfd);
    setenv("CUCC_SANITIZER_COUNT_FD", v, 1);
    execvp(argv[first], argv + first);
    fprintf(out, BANNER "Error: cannot run %s: %s\n", argv[first],
            strerror(errno));
    fflush(out);
    _exit(127);
  }
  close(pfd[1]);
  long shown = 0, errors = read_counts(pfd[0], &shown);
  close(pfd[0]);
  int st = 0;
  while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
    ;
  int rc = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
  if (WIFSIGNALED(st))
    fprintf(out, BANNER "Error: process didn't terminate successfully\n");
  if (!strcmp(o.tool, "racecheck")) /* hazards: one error each */
    fprintf(out, BANNER "RACECHECK SUMMARY: %ld hazard%s displayed (%ld error%s, 0 warnings)\n",
            shown, shown == 1 ? "" : "s", errors, errors == 1 ? "" : "s");
  else
    fprintf(out, BANNER "ERROR SUMMARY: %ld error%s\n", errors,
            errors == 1 ? "" : "s");
  if (errors > shown)
    fprintf(out, BANNER "ERROR SUMMARY: %ld error%s %s not printed. Use "
                 "--print-limit option to adjust the number of printed errors\n",
            errors - shown, errors - shown == 1 ? "" : "s",
            errors - shown == 1 ? "was" : "were");
  fclose(out);
  if (errors && o.has_exitcode)
    return (int)o.exitcode;
  return rc;
}

int sanitizer_main(int argc, char **argv, const paths *p) {
  if (argc == 5 && !strcmp(argv[1], "--cucc-build-image"))
    return build_image(argv[2], argv[3], argv[4], p);
  return run_tool(argc, argv);
}
