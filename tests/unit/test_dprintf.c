/* Unit tests of the device printf formatter (src/runtime/dprintf.c). Builds
 * argument buffers by hand with clang's NVPTX layout (each promoted argument
 * at the next offset aligned to its size) and checks the text and the
 * returned argument count. Prints one line per failed check. */
#include "runtime/dprintf.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int failures, checks;

struct args {
  _Alignas(8) unsigned char data[512];
  size_t off;
};

static void put(struct args *a, const void *v, size_t size) {
  a->off = (a->off + size - 1) & ~(size - 1);
  memcpy(a->data + a->off, v, size);
  a->off += size;
}
static void i32(struct args *a, int32_t v) { put(a, &v, 4); }
static void i64(struct args *a, int64_t v) { put(a, &v, 8); }
static void f64(struct args *a, double v) { put(a, &v, 8); }
static void ptr(struct args *a, const void *v) { put(a, &v, 8); }

/* Formats fmt with a (NULL: no buffer) and compares against want[0..wlen). */
static void check_n(int line, const char *fmt, const struct args *a,
                    const char *want, size_t wlen, int want_ret) {
  struct cucc_strbuf b;
  cucc_strbuf_init(&b);
  int ret = cucc_dprintf_format(&b, fmt, a ? a->data : NULL);
  checks++;
  const char *got = b.data ? b.data : "";
  if (ret != want_ret || b.len != wlen || memcmp(got, want, wlen) != 0 ||
      (b.data && b.data[b.len] != '\0')) {
    failures++;
    printf("FAIL line %d: fmt \"%s\": got \"%.*s\" (len %zu) ret %d, "
           "want \"%.*s\" (len %zu) ret %d\n",
           line, fmt ? fmt : "(NULL)", (int)b.len, got, b.len, ret,
           (int)wlen, want, wlen, want_ret);
  }
  cucc_strbuf_free(&b);
}
#define CHECK(fmt, a, want, ret) \
  check_n(__LINE__, fmt, a, want, strlen(want), ret)
#define EXPECT(cond) do { checks++; if (!(cond)) { failures++; \
  printf("FAIL line %d: %s\n", __LINE__, #cond); } } while (0)

int main(void) {
  struct args a;

  a = (struct args){0};
  i32(&a, 42); i32(&a, -7); i32(&a, (int32_t)3000000000u);
  i32(&a, 255); i32(&a, 255); i32(&a, 8);
  CHECK("%d %i %u %x %X %o", &a, "42 -7 3000000000 ff FF 10", 6);

  a = (struct args){0};
  i32(&a, -1); i32(&a, -1); i32(&a, -1); i32(&a, -2147483647 - 1);
  CHECK("%d %u %x %d", &a, "-1 4294967295 ffffffff -2147483648", 4);

  a = (struct args){0};
  for (int i = 0; i < 5; i++) i32(&a, 42);
  CHECK("%5d|%-5d|%05d|%+d|% d", &a, "   42|42   |00042|+42| 42", 5);

  a = (struct args){0};
  i32(&a, -42); i32(&a, 42); i32(&a, 42); i32(&a, 0); i32(&a, 7);
  CHECK("%-+6d|%#x|%#o|%#X|%.3d", &a, "-42   |0x2a|052|0|007", 5);

  a = (struct args){0};
  i64(&a, INT64_MIN); i64(&a, 1LL << 40); i64(&a, (int64_t)UINT64_MAX);
  i64(&a, 0xdeadbeefcafeLL);
  CHECK("%ld %lld %lu %llx", &a,
        "-9223372036854775808 1099511627776 18446744073709551615 deadbeefcafe",
        4);

  a = (struct args){0};
  i64(&a, 5000000000LL); i64(&a, -3); i64(&a, 12); i64(&a, 9);
  CHECK("%zu %jd %td %Ld", &a, "5000000000 -3 12 9", 4);

  a = (struct args){0};
  i32(&a, 70000); i32(&a, 0x1ff); i32(&a, 200); i32(&a, -1);
  CHECK("%hd %hhx %hhd %hu", &a, "4464 ff -56 65535", 4);

  a = (struct args){0};
  f64(&a, 3.14159); f64(&a, 2.0 / 3); f64(&a, 12345.678); f64(&a, 0.0001);
  f64(&a, 1e-10); f64(&a, 1.0);
  CHECK("%f %.3f %10.2e %g %G %a", &a,
        "3.141590 0.667   1.23e+04 0.0001 1E-10 0x1p+0", 6);

  a = (struct args){0};
  f64(&a, -0.5); f64(&a, 1e300 * 1e10); f64(&a, 255.5); f64(&a, 2.5);
  f64(&a, 100.0);
  CHECK("%+E %F %A %lf %Lg", &a, "-5.000000E-01 INF 0X1.FFP+7 2.500000 100", 5);

  a = (struct args){0};
  ptr(&a, "hello"); ptr(&a, NULL); ptr(&a, "abcdef"); ptr(&a, "hi");
  ptr(&a, "hi"); ptr(&a, NULL);
  CHECK("%s|%s|%.3s|%8s|%-8s|%.2s", &a, "hello|(null)|abc|      hi|hi      |(n",
        6);

  a = (struct args){0};
  i32(&a, 'a'); i32(&a, 'b'); i32(&a, 'c'); i32(&a, 'd'); i64(&a, 'e');
  CHECK("%c%c%3c%-2c|%lc", &a, "ab  cd |e", 5);

  a = (struct args){0};
  i32(&a, 'x'); i32(&a, 0); i32(&a, 'y');
  check_n(__LINE__, "%c%c%c", &a, "x\0y", 3, 3);

  {
    char want[64];
    void *pv = (void *)(uintptr_t)0x1234abcdULL;
    snprintf(want, sizeof want, "%p|%p", pv, (void *)0);
    a = (struct args){0};
    ptr(&a, pv); ptr(&a, NULL);
    CHECK("%p|%p", &a, want, 2);
  }

  a = (struct args){0};
  i32(&a, 5);
  CHECK("100%% %d%%", &a, "100% 5%", 1);
  CHECK("%%%%", NULL, "%%", 0);

  /* '*' width/precision: ints interleaved with doubles (padding after 2, 3). */
  a = (struct args){0};
  i32(&a, 5); i32(&a, 42); i32(&a, 5); i32(&a, 42); i32(&a, 2);
  f64(&a, 3.14159); i32(&a, 8); i32(&a, 3); f64(&a, 2.5);
  EXPECT(a.off == 48);
  /* '.*' is not supported by CUDA: printed as is, consuming nothing
   * (recorded on an H100, tests/e2e/device_printf.expected) */
  CHECK("%*d|%-*d|%.*f|%*.*f", &a, "   42|42   |%.*f|%*.*f", 4);

  a = (struct args){0};
  i32(&a, -4); i32(&a, 7); i32(&a, -1); f64(&a, 1.5); i32(&a, 0);
  i32(&a, 0);
  CHECK("%*d|%.*f|%.*d|", &a, "7   |%.*f|%.*d|", 2);

  a = (struct args){0};
  f64(&a, 1.0 / 3); f64(&a, 2.0); f64(&a, 2.4); i32(&a, 3); i32(&a, 42); ptr(&a, "str");
  CHECK("%8.3f|%-8.1e|%.0f|%08.3d|%+.4d|%6.2s|", &a,
        "   0.333|2.0e+00 |2|     003|+0042|    st|", 6);

  /* No args. */
  CHECK("hello\n", NULL, "hello\n", 0);
  CHECK("", NULL, "", 0);
  CHECK("%d and %s", NULL, "%d and %s", 0);

  /* NULL fmt leaves the buffer alone. */
  {
    struct cucc_strbuf b;
    cucc_strbuf_init(&b);
    cucc_strbuf_append(&b, "x", 1);
    EXPECT(cucc_dprintf_format(&b, NULL, NULL) == -1);
    EXPECT(b.len == 1 && strcmp(b.data, "x") == 0);
    cucc_strbuf_free(&b);
  }

  /* 33 arguments: the 33rd prints literally. */
  {
    char fmt[200] = "", want[200] = "";
    a = (struct args){0};
    for (int i = 0; i < 33; i++) {
      strcat(fmt, "%d ");
      i32(&a, i);
      if (i < 32) sprintf(want + strlen(want), "%d ", i);
    }
    strcat(want, "%d ");
    CHECK(fmt, &a, want, 32);
  }
  /* ... and a '*' conversion that would need the 32nd and 33rd. */
  {
    char fmt[200] = "", want[200] = "";
    a = (struct args){0};
    for (int i = 0; i < 31; i++) {
      strcat(fmt, "%x");
      i32(&a, i & 15);
      sprintf(want + strlen(want), "%x", i & 15);
    }
    i32(&a, 3); i32(&a, 1);
    strcat(fmt, "|%*d|%%");
    strcat(want, "|%*d|%");
    CHECK(fmt, &a, want, 31);
  }

  /* The layout clang emits for printf("%d %f %s %lld %c %f %hd", int, double,
     char*, long long, char, float, short): offsets 0 8 16 24 32 40 48. */
  a = (struct args){0};
  i32(&a, -3);
  EXPECT(a.off == 4);
  f64(&a, 0.25);
  EXPECT(a.off == 16);
  ptr(&a, "mix"); i64(&a, 1LL << 33); i32(&a, 'Z'); f64(&a, 1.5f);
  i32(&a, -5);
  EXPECT(a.off == 52);
  CHECK("%d %f %s %lld %c %f %hd", &a,
        "-3 0.250000 mix 8589934592 Z 1.500000 -5", 7);

  /* 8-byte int after a 4-byte int also skips padding. */
  a = (struct args){0};
  i32(&a, 1); i64(&a, -2); i32(&a, 3); ptr(&a, "p");
  CHECK("%d %ld %u %s", &a, "1 -2 3 p", 4);

  /* Unknown conversions, %n, truncated specs. */
  a = (struct args){0};
  i32(&a, 3);
  CHECK("%y %5.2k %d", &a, "%y %5.2k 3", 1);
  CHECK("a%nb%d", &a, "ab3", 1);
  CHECK("%hld", &a, "%hld", 0);
  CHECK("abc %5", &a, "abc %5", 0);
  CHECK("%", &a, "%", 0);
  CHECK("x%-0", &a, "x%-0", 0);
  CHECK("%d%l", &a, "3%l", 1);
  CHECK("%.*", &a, "%.*", 0);

  /* Long output grows the buffer; an absurd width prints literally. */
  {
    char want[600];
    snprintf(want, sizeof want, "%500d|", 3);
    CHECK("%500d|", &a, want, 1);
  }
  CHECK("%99999999999d|", &a, "%99999999999d|", 1);

  /* Appending to a non-empty buffer. */
  {
    struct cucc_strbuf b;
    cucc_strbuf_init(&b);
    a = (struct args){0};
    i32(&a, 1);
    EXPECT(cucc_dprintf_format(&b, "[%d]", a.data) == 1);
    EXPECT(cucc_dprintf_format(&b, "[%d]", a.data) == 1);
    EXPECT(b.len == 6 && strcmp(b.data, "[1][1]") == 0);
    cucc_strbuf_clear(&b);
    EXPECT(b.len == 0 && b.data[0] == '\0');
    cucc_strbuf_free(&b);
    EXPECT(b.data == NULL && b.len == 0 && b.cap == 0);
  }

  printf("test_dprintf: %d/%d checks passed\n", checks - failures, checks);
  return failures ? 1 : 0;
}
