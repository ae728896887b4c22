/* cucc: the inverse complementary error function for the quasi-random
 * normal distributions: Acklam's rational approximation of the inverse
 * normal CDF, refined by two Halley steps on erfc. */
#include <math.h>
#include "curand_internal.h"

static double normal_icdf(double p) {
  static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                             1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00};
  static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                             6.680131188771972e+01, -1.328068155288572e+01};
  static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                             -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00};
  static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                             3.754408661907416e+00};
  double q, r;
  if (p < 0.02425) {
    q = sqrt(-2 * log(p));
    return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
           ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  if (p > 1 - 0.02425) {
    q = sqrt(-2 * log(1 - p));
    return -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
           ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  q = p - 0.5;
  r = q * q;
  return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
         (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

double curand_erfcinv(double y) {
  if (!(y > 0)) return y == 0 ? INFINITY : NAN;
  if (!(y < 2)) return y == 2 ? -INFINITY : NAN;
  double x = -normal_icdf(y / 2) / M_SQRT2;
  for (int i = 0; i < 2; i++) { /* Halley on f(x) = erfc(x) - y */
    double e = erfc(x) - y, fp = -2 / sqrt(M_PI) * exp(-x * x);
    x -= e / (fp + x * e); /* f'' = -2x f' */
  }
  return x;
}
