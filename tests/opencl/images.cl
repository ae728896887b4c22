/* Image reads and writes on the device (tests/opencl/images.c). */
__constant sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE |
                               CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
/* copies a 2D image through the sampler argument, and the program's own */
__kernel void copy2d(read_only image2d_t src, write_only image2d_t dst,
                     sampler_t s) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 v = read_imagef(src, s, p) + read_imagef(src, nearest, p) -
             read_imagef(src, p);
  write_imagef(dst, p, v);
}
/* samples at arbitrary (x, y) with the given sampler */
__kernel void sample(read_only image2d_t src, sampler_t s,
                     __global const float2 *at, __global float4 *out) {
  int i = get_global_id(0);
  out[i] = read_imagef(src, s, at[i]);
}
__kernel void ints3d(read_only image3d_t src, write_only image3d_t dst,
                     __global int4 *info) {
  int4 p = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
  uint4 v = read_imageui(src, p);
  write_imageui(dst, p, v * 2u);
  if (p.x == 0 && p.y == 0 && p.z == 0)
    info[0] = (int4)(get_image_width(src), get_image_height(src),
                     get_image_depth(src), get_image_channel_order(src));
}
