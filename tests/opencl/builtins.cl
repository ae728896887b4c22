/* Built-in functions of OpenCL C evaluated on the device; the host
 * (builtins.c) computes the same values with the C library and compares. */
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
__kernel void math(__global const float *x, __global float *o) {
  int i = get_global_id(0);
  float v = x[i];
  float4 v4 = (float4)(v, v + 1.0f, v * 2.0f, -v);
  __global float *r = o + i * 16;
  r[0] = sin(v);
  r[1] = exp(v);
  r[2] = log(fabs(v) + 1.0f);
  r[3] = pow(fabs(v), 1.5f);
  r[4] = atan2(v, 2.0f);
  r[5] = sqrt(v4).y;
  r[6] = fmax(v4, 0.5f).w;
  r[7] = clamp(v, -1.0f, 1.0f);
  r[8] = mix(1.0f, 3.0f, 0.25f) + step(0.0f, v);
  r[9] = dot(v4, (float4)1.0f);
  r[10] = length((float2)(v, 1.0f));
  r[11] = normalize((float3)(v, 0.0f, 1.0f)).z;
  r[12] = cross((float3)(1, 0, 0), (float3)(0, v, 0)).z;
  r[13] = convert_float(convert_int_sat_rte(v * 1e9f)) / 1e9f;
  r[14] = sign(v) + (float)isless(v, 0.0f) + (float)select(2, 5, isgreater(v, 0.0f));
  r[15] = vload4(0, x).y + native_sqrt(4.0f) + rsqrt(4.0f);
}
__kernel void ints(__global const int *a, __global int *o, __global int *counters,
                   __global long *c64) {
  int i = get_global_id(0);
  int v = a[i];
  __global int *r = o + i * 8;
  r[0] = abs(v);
  r[1] = clz(v);
  r[2] = popcount(v);
  r[3] = mul_hi(v, 0x12345678);
  r[4] = add_sat(v, 0x7fffff00);
  r[5] = rotate(v, 5);
  r[6] = max(v, 3) + min(v, -3);
  r[7] = hadd(v, 7) + mad24(v & 0xffff, 3, 1);
  atomic_add(&counters[0], v);
  atomic_max(&counters[1], v);
  atomic_inc(&counters[2]);
  atom_add(c64, (long)v << 20);
}
