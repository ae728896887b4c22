/* nvcc's options, one row each, in the order of nvcc 13.0's --help: what
 * cucc's parser accepts (options.c), what `cucc --help` prints and what
 * docs/NVCC_OPTIONS.md lists (`cucc --cucc-options-markdown` writes its
 * table; tests/driver/options.sh checks that the two agree). */
#include <stdio.h>
#include <string.h>

#include "optable.h"

#define NOEFFECT "accepted; no effect on a CPU"
#define DEVOPT "accepted; no effect (device code is optimized by LLVM at -O3)"

const optdef cucc_options[] = {
    {"cuda", NULL, NULL, O_CUDA, "writes the host pass's preprocessed source, x.cu.cpp.ii (or -o)"},
    {"cubin", NULL, NULL, O_CUBIN, "writes the lowered device code as a shared object, x.cubin (or -o); see below"},
    {"fatbin", NULL, NULL, O_FATBIN, "writes the blob the host pass embeds (cucc_image_header + image), x.fatbin (or -o)"},
    {"ptx", NULL, NULL, O_PTX, "writes the device pass's NVPTX LLVM IR as text, x.ptx (or -o); see below"},
    {"optix-ir", NULL, NULL, O_UNSUPPORTED, "error: cucc has no OptiX"},
    {"ltoir", NULL, NULL, O_LTOIR, "writes the device pass's LLVM bitcode, x.ltoir (or -o)"},
    {"preprocess", "E", NULL, O_E, "preprocesses (the host pass) to stdout or -o"},
    {"generate-dependencies", "M", NULL, O_M, "prints a make rule of the dependencies (stdout or -o)"},
    {"generate-nonsystem-dependencies", "MM", NULL, O_MM, "as -M, without system headers"},
    {"generate-dependencies-with-compile", "MD", NULL, O_MD, "writes x.d (or -MF) while compiling"},
    {"generate-nonsystem-dependencies-with-compile", "MMD", NULL, O_MMD, "as -MD, without system headers"},
    {"dependency-output", "MF", "<file>", O_MF, "the dependency file of -M/-MD"},
    {"generate-dependency-targets", "MP", NULL, O_MP, "adds a phony target per dependency"},
    {"compile", "c", NULL, O_C, "compiles each input to an object, x.o (or -o)"},
    {"device-c", "dc", NULL, O_DC, "-c with -rdc=true"},
    {"device-w", "dw", NULL, O_DW, "-c with -rdc=false"},
    {"device-link", "dlink", NULL, O_DLINK, "device link step (separate compilation)"},
    {"link", NULL, NULL, O_LINK, "compiles and links (the default)"},
    {"lib", NULL, NULL, O_LIB, "compiles the inputs and archives them with ar into a.a (or -o)"},
    {"run", NULL, NULL, O_RUN, "builds a.out (or -o) and runs it with --run-args"},
    {"output-file", "o", "<file>", O_OUTPUT, "the output file"},
    {"pre-include", "include", "<file>,...", O_INCLUDE, "includes the files first, every pass"},
    {"objdir-as-tempdir", "objtemp", NULL, O_IGNORE, "accepted; intermediates go to a private temporary directory"},
    {"library", "l", "<library>,...", O_LIBRARY, "links the library; cuda, cudart, cudart_static and cudadevrt are always cucc's own"},
    {"define-macro", "D", "<def>,...", O_DEFINE, "defines the macro, every pass"},
    {"undefine-macro", "U", "<def>,...", O_UNDEF, "undefines the macro, every pass"},
    {"include-path", "I", "<path>,...", O_INCPATH, "adds an include path, every pass"},
    {"system-include", "isystem", "<path>,...", O_ISYSTEM, "adds a system include path, every pass"},
    {"library-path", "L", "<path>,...", O_LIBPATH, "adds a library path (after cucc's lib/)"},
    {"output-directory", "odir", "<directory>", O_ODIR, "where outputs named after their input (x.o, x.ptx, a.out) go"},
    {"compiler-bindir", "ccbin", "<path>", O_CCBIN, "host compiler (a name, a path or a directory) for .c/.cpp inputs and the link; a .cu file's host pass stays clang"},
    {"allow-unsupported-compiler", NULL, NULL, O_IGNORE, NOEFFECT},
    {"archiver-binary", "arbin", "<path>", O_ARBIN, "the archiver of -lib (default ar)"},
    {"cudart", NULL, "{none|shared|static}", O_CUDART, "static (default, as nvcc): libcudart_static.a; shared: libcudart.so; none: no runtime"},
    {"cudadevrt", NULL, "{none|static}", O_CUDADEVRT, "accepted (the value is checked); the device runtime is part of libcudart"},
    {"libdevice-directory", "ldir", "<directory>", O_IGNORE, NOEFFECT " (no libdevice)"},
    {"target-directory", "target-dir", "<string>", O_IGNORE, NOEFFECT},
    {"use-local-env", NULL, NULL, O_IGNORE, NOEFFECT " (Windows only)"},
    {"force-cl-env-setup", NULL, NULL, O_IGNORE, NOEFFECT " (Windows only)"},
    {"profile", "pg", NULL, O_PG, "passes -pg to the host compiles and the link"},
    {"debug", "g", NULL, O_G, "host debug information"},
    {"device-debug", "G", NULL, O_DEVG, "device debug information, device code unoptimized"},
    {"generate-line-info", "lineinfo", NULL, O_LINEINFO, "line tables for device code (gdb, perf and the sanitizer name source lines), device code stays optimized"},
    {"optimization-info", "opt-info", "<kind>,...", O_IGNORE, NOEFFECT},
    {"optimize", "O", "<level>", O_OPT, "host optimization level"},
    {"Ofast-compile", "Ofc", "<level>", O_IGNORE, DEVOPT},
    {"dopt", NULL, "<kind>", O_IGNORE, DEVOPT},
    {"dlink-time-opt", "dlto", NULL, O_IGNORE, DEVOPT},
    {"lto", NULL, NULL, O_IGNORE, DEVOPT},
    {"gen-opt-lto", NULL, NULL, O_IGNORE, DEVOPT},
    {"ftemplate-backtrace-limit", NULL, "<limit>", O_TEMPLATE_BT, "passed to clang, every pass"},
    {"ftemplate-depth", NULL, "<limit>", O_TEMPLATE_DEPTH, "passed to clang, every pass"},
    {"no-exceptions", "noeh", NULL, O_NOEH, "-fno-exceptions for host code"},
    {"shared", NULL, NULL, O_SHARED, "links a shared library"},
    {"x", NULL, "{c|c++|cu}", O_X, "the language of the inputs that follow"},
    {"std", NULL, "{c++03|c++11|c++14|c++17|c++20}", O_STD, "the C++ dialect (default gnu++17, as g++'s)"},
    {"no-host-device-initializer-list", "nohdinitlist", NULL, O_IGNORE, "accepted; no effect (clang decides)"},
    {"no-host-device-move-forward", "nohdmoveforward", NULL, O_IGNORE, "accepted; no effect (clang decides)"},
    {"expt-relaxed-constexpr", NULL, NULL, O_RELAXED_CONSTEXPR, "defines __CUDACC_RELAXED_CONSTEXPR__ (always allowed)"},
    {"extended-lambda", NULL, NULL, O_EXT_LAMBDA, "defines __CUDACC_EXTENDED_LAMBDA__ (always allowed)"},
    {"expt-extended-lambda", NULL, NULL, O_EXT_LAMBDA, "as --extended-lambda"},
    {"machine", "m", "{64}", O_MACHINE, "64 only"},
    {"m64", NULL, NULL, O_IGNORE, "accepted (always 64-bit)"},
    {"compiler-options", "Xcompiler", "<options>,...", O_XCOMPILER, "to the host compiler; preprocessor and language flags also to the device pass"},
    {"linker-options", "Xlinker", "<options>,...", O_XLINKER, "to the host linker"},
    {"archive-options", "Xarchive", "<options>,...", O_XARCHIVE, "to the archiver of -lib"},
    {"ptxas-options", "Xptxas", "<options>,...", O_IGNORE, NOEFFECT " (no ptxas)"},
    {"nvlink-options", "Xnvlink", "<options>,...", O_IGNORE, NOEFFECT " (no nvlink)"},
    {"static-global-template-stub", NULL, "{true|false}", O_BOOL_IGNORE, NOEFFECT},
    {"device-entity-has-hidden-visibility", NULL, "{true|false}", O_BOOL_IGNORE, NOEFFECT},
    {"forward-unknown-to-host-compiler", NULL, NULL, O_FWD_HOST, "unknown options go to the host compiler"},
    {"forward-unknown-to-host-linker", NULL, NULL, O_FWD_LINK, "unknown options go to the host linker"},
    {"forward-unknown-opts", NULL, NULL, O_FWD_OPTS, "unknown options go to the host compiler and linker"},
    {"dont-use-profile", "noprof", NULL, O_IGNORE, NOEFFECT " (no nvcc.profile)"},
    {"dryrun", NULL, NULL, O_DRYRUN, "prints the steps as #$ lines, runs nothing"},
    {"verbose", "v", NULL, O_VERBOSE, "prints the steps as they run"},
    {"threads", "t", "<number>", O_NUMBER, "accepted; no effect (one architecture is compiled)"},
    {"split-compile", NULL, "<number>", O_NUMBER, "accepted; no effect"},
    {"split-compile-extended", NULL, "<number>", O_NUMBER, "accepted; no effect"},
    {"fdevice-syntax-only", NULL, NULL, O_SYNTAX_ONLY, "checks the device code's syntax only, no output"},
    {"fdevice-time-trace", NULL, "<file name>", O_IGNORE, NOEFFECT},
    {"keep", NULL, NULL, O_KEEP, "keeps the intermediate files in the current directory"},
    {"keep-dir", NULL, "<directory>", O_KEEP_DIR, "keeps the intermediate files there"},
    {"save-temps", NULL, NULL, O_KEEP, "as --keep"},
    {"clean-targets", "clean", NULL, O_CLEAN, "deletes the files the command would write, runs nothing else"},
    {"time", NULL, "<file name>", O_IGNORE, NOEFFECT},
    {"run-args", NULL, "<arguments>,...", O_RUN_ARGS, "the arguments of --run"},
    {"input-drive-prefix", "idp", "<prefix>", O_IGNORE, NOEFFECT " (Windows only)"},
    {"dependency-drive-prefix", "ddp", "<prefix>", O_IGNORE, NOEFFECT " (Windows only)"},
    {"drive-prefix", "dp", "<prefix>", O_IGNORE, NOEFFECT " (Windows only)"},
    {"dependency-target-name", "MT", "<target>", O_MT, "the target of the dependency rule"},
    {"no-align-double", NULL, NULL, O_IGNORE, NOEFFECT},
    {"no-device-link", "nodlink", NULL, O_IGNORE, "accepted; no effect (no device link step without -rdc)"},
    {"gpu-architecture", "arch", "<arch>", O_ARCH, "selects __CUDA_ARCH__ and the properties reported"},
    {"gpu-code", "code", "<code>,...", O_CODE, "accepted; the virtual architecture decides"},
    {"generate-code", "gencode", "<specification>,...", O_GENCODE, "arch= selects __CUDA_ARCH__ (the highest one)"},
    {"relocatable-device-code", "rdc", "{true|false}", O_RDC, "separate compilation of device code"},
    {"entries", "e", "<entry>,...", O_IGNORE, NOEFFECT},
    {"maxrregcount", NULL, "<amount>", O_IGNORE, NOEFFECT " (no registers to limit)"},
    {"use_fast_math", NULL, NULL, O_FAST_MATH, "fast math in device code (docs/MATH_ACCURACY.md)"},
    {"ftz", NULL, "{true|false}", O_FTZ, "flushes denormals in device code"},
    {"prec-div", NULL, "{true|false}", O_PREC_DIV, "IEEE division in device code"},
    {"prec-sqrt", NULL, "{true|false}", O_PREC_SQRT, "accepted; sqrt is always IEEE"},
    {"fmad", NULL, "{true|false}", O_FMAD, "contracts multiply-adds in device code"},
    {"extra-device-vectorization", NULL, NULL, O_IGNORE, DEVOPT},
    {"default-stream", NULL, "{legacy|null|per-thread}", O_DEFAULT_STREAM, "the default stream's semantics"},
    {"disable-warnings", "w", NULL, O_NOWARN, "no warnings"},
    {"keep-device-functions", NULL, NULL, O_IGNORE, NOEFFECT},
    {"source-in-ptx", "src-in-ptx", NULL, O_IGNORE, NOEFFECT},
    {"restrict", NULL, NULL, O_IGNORE, NOEFFECT},
    {"Wreorder", NULL, NULL, O_WREORDER, "-Wreorder for host code"},
    {"Wdefault-stream-launch", NULL, NULL, O_IGNORE, "accepted; no such warning"},
    {"Wmissing-launch-bounds", NULL, NULL, O_IGNORE, "accepted; no such warning"},
    {"Wext-lambda-captures-this", NULL, NULL, O_IGNORE, "accepted; no such warning"},
    {"Wno-deprecated-declarations", NULL, NULL, O_WNO_DEPRECATED, "no deprecation warnings"},
    {"Wno-deprecated-gpu-targets", NULL, NULL, O_IGNORE, "accepted; cucc deprecates no target"},
    {"Werror", NULL, "<kind>,...", O_WERROR, "all-warnings: warnings are errors; reorder, deprecated-declarations: those; cross-execution-space-call: always an error; the other kinds: no such warning"},
    {"resource-usage", "res-usage", NULL, O_IGNORE, NOEFFECT},
    {"extensible-whole-program", "ewp", NULL, O_IGNORE, NOEFFECT},
    {"no-compress", NULL, NULL, O_IGNORE, NOEFFECT},
    {"qpp-config", NULL, "<config>", O_IGNORE, NOEFFECT " (QNX only)"},
    {"compile-as-tools-patch", "astoolspatch", NULL, O_IGNORE, NOEFFECT},
    {"list-gpu-code", "code-ls", NULL, O_LIST_CODE, "prints nvcc 13's list of -code values"},
    {"list-gpu-arch", "arch-ls", NULL, O_LIST_ARCH, "prints nvcc 13's list of -arch values"},
    {"display-error-number", "err-no", NULL, O_IGNORE, "accepted; clang's diagnostics have no numbers"},
    {"no-display-error-number", "no-err-no", NULL, O_IGNORE, "accepted; clang's diagnostics have no numbers"},
    {"diag-error", NULL, "<error-number>,...", O_IGNORE, "accepted; EDG numbers mean nothing to clang"},
    {"diag-suppress", NULL, "<error-number>,...", O_IGNORE, "accepted; EDG numbers mean nothing to clang"},
    {"diag-warn", NULL, "<error-number>,...", O_IGNORE, "accepted; EDG numbers mean nothing to clang"},
    {"host-linker-script", "hls", "{use-lcs|gen-lcs}", O_IGNORE, NOEFFECT},
    {"augment-host-linker-script", "aug-hls", NULL, O_IGNORE, NOEFFECT},
    {"relocatable-link", "r", NULL, O_UNSUPPORTED, "error: not supported yet"},
    {"brief-diagnostics", "brief-diag", "{true|false}", O_BOOL_IGNORE, NOEFFECT},
    {"jump-table-density", "jtd", "<number>", O_NUMBER, NOEFFECT},
    {"relocatable-ptx", "reloc-ptx", NULL, O_IGNORE, NOEFFECT},
    {"device-stack-protector", NULL, "{true|false}", O_BOOL_IGNORE, NOEFFECT},
    {"compress-mode", NULL, "{default|size|speed|balance|none}", O_IGNORE, NOEFFECT},
    {"frandom-seed", NULL, "<seed>", O_FRANDOM_SEED, "passed to the host compiler"},
    {"sanitize", NULL, "<toolname>", O_IGNORE, "accepted; no effect (memory faults are always caught)"},
    {"jobserver", NULL, NULL, O_IGNORE, NOEFFECT},
    {"help", "h", NULL, O_HELP, "prints this list"},
    {"version", "V", NULL, O_VERSION, "prints the version"},
    {"cuda-version", NULL, "X.Y", O_CUDA_VERSION, "cucc's own: the CUDA version programs see and --version prints (default 13.0; also CUCC_CUDA_VERSION; docs/CUDA_VERSIONS.md)"},
    {"cucc-target-cpu", NULL, "<cpus>", O_TARGET_CPU, "cucc's own: the CPUs device code is compiled for: portable (default: every ISA level, picked at load), native, or a list such as x86-64,x86-64-v3 (also CUCC_TARGET_CPU)"},
    {"options-file", "optf", "<file>,...", O_OPTF, "reads options from the files"},
    {NULL, NULL, NULL, O_IGNORE, NULL}};

const optdef *find_option(const char *name) {
  for (const optdef *d = cucc_options; d->lng; d++)
    if (!strcmp(name, d->lng) || (d->shrt && !strcmp(name, d->shrt)))
      return d;
  return NULL;
}

const optdef *find_glued_option(const char *arg) {
  for (const optdef *d = cucc_options; d->lng; d++)
    if (d->arg && d->shrt && !d->shrt[1] && strchr("DUILlOox", d->shrt[0]) &&
        arg[0] == '-' && arg[1] == d->shrt[0] && arg[2])
      return d;
  return NULL;
}

static void names(const optdef *d, char *buf, size_t n) {
  if (d->arg)
    snprintf(buf, n, "--%s %s", d->lng, d->arg);
  else
    snprintf(buf, n, "--%s", d->lng);
}

void print_help(void) {
  printf("Usage  : cucc [options] <inputfile>\n\n"
         "cucc compiles CUDA programs for the CPU and takes nvcc's options.\n"
         "Inputs: .cu (CUDA), .c, .cpp/.cc/.cxx (host code), anything else\n"
         "goes to the link (.o, .a, .so).\n\n"
         "Options for specifying behavior of compiler/linker.\n\n");
  for (const optdef *d = cucc_options; d->lng; d++) {
    char b[128];
    names(d, b, sizeof b);
    printf("%-48s (-%s)\n        %s\n\n", b, d->shrt ? d->shrt : d->lng,
           d->does);
  }
}

/* A table cell: `|` escaped, as Markdown tables need. */
static void cell(const char *s) {
  for (; *s; s++)
    printf(*s == '|' ? "\\|" : "%c", *s);
}

void print_options_markdown(void) {
  printf("| nvcc option | short | what cucc does |\n| --- | --- | --- |\n");
  for (const optdef *d = cucc_options; d->lng; d++) {
    char b[128];
    names(d, b, sizeof b);
    printf("| `");
    cell(b);
    printf("` | `-%s` | ", d->shrt ? d->shrt : d->lng);
    cell(d->does);
    printf(" |\n");
  }
}

/* nvcc 13.0's lists (recorded with --list-gpu-arch/--list-gpu-code) */
void print_gpu_list(bool code) {
  static const char *const v[] = {"75", "80", "86", "87", "88", "89",
                                  "90", "100", "110", "103", "120", "121"};
  for (size_t i = 0; i < sizeof v / sizeof *v; i++)
    printf("%s_%s\n", code ? "sm" : "compute", v[i]);
}
