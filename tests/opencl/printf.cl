/* printf with OpenCL's vector conversions and the hl length (tests/driver/opencl_printf.sh) */
__kernel void k(__global float4 *v, __global int2 *w, __global uchar4 *u, __global long2 *l) {
  printf("a=%v4hlf b=%d c=%v2hld d=%#v4hhx e=%v2ld f=%s %5.2f%%\n", v[0], 3, w[0], u[0], l[0], "str", 1.5f);
}
