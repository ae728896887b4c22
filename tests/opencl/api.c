/* The OpenCL 1.2 host API beyond the basics, with the error codes the
 * specification gives: sub-buffers, rectangular copies, fills, maps,
 * markers and barriers, user events and callbacks, profiling times,
 * out-of-order queues, native kernels, clCompileProgram/clLinkProgram with
 * an embedded header, kernel argument information, and invalid arguments. */
#include <time.h>

#include "common.h"

static const char *lib_src =
    "#include \"twice.h\"\n"
    "float twice(float x) { return TWICE(x); }\n";
static const char *main_src =
    "float twice(float x);\n"
    "__kernel void scale(__global float *restrict a, const int n,\n"
    "                    __local float *tmp) {\n"
    "  int i = get_global_id(0);\n"
    "  tmp[get_local_id(0)] = a[i];\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  if (i < n) a[i] = twice(tmp[get_local_id(0)]) + get_global_offset(0)\n"
    "                  + 1000 * get_work_dim();\n"
    "}\n";

static volatile int callback_hits;
static void CL_CALLBACK on_event(cl_event e, cl_int status, void *data) {
  (void)e;
  if (status == CL_COMPLETE && data == &callback_hits)
    __atomic_fetch_add(&callback_hits, 1, __ATOMIC_SEQ_CST);
}
static volatile int destroyed;
static void CL_CALLBACK on_destroy(cl_mem m, void *data) {
  (void)m;
  *(volatile int *)data += 1;
}
static void CL_CALLBACK native(void *args) {
  float **p = args;
  (*p)[0] = 42.0f;
}

int main(void) {
  test_setup(CL_QUEUE_PROFILING_ENABLE);
  cl_int err;
  float h[64];
  for (int i = 0; i < 64; i++)
    h[i] = (float)i;

  /* buffers and sub-buffers */
  cl_mem buf = clCreateBuffer(test_ctx, CL_MEM_USE_HOST_PTR, sizeof h, h, &err);
  CHECK(err);
  clCreateBuffer(test_ctx, CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY, 16, NULL, &err);
  EXPECT(err, CL_INVALID_VALUE);
  clCreateBuffer(test_ctx, 0, 0, NULL, &err);
  EXPECT(err, CL_INVALID_BUFFER_SIZE);
  clCreateBuffer(test_ctx, CL_MEM_COPY_HOST_PTR, 16, NULL, &err);
  EXPECT(err, CL_INVALID_HOST_PTR);
  clCreateBuffer(NULL, 0, 16, NULL, &err);
  EXPECT(err, CL_INVALID_CONTEXT);
  void *hp = NULL;
  CHECK(clGetMemObjectInfo(buf, CL_MEM_HOST_PTR, sizeof hp, &hp, NULL));
  if (hp != h)
    return printf("FAIL: CL_MEM_HOST_PTR\n"), 1;
  cl_buffer_region reg = {128, 64};
  cl_mem sub = clCreateSubBuffer(buf, CL_MEM_READ_WRITE,
                                 CL_BUFFER_CREATE_TYPE_REGION, &reg, &err);
  CHECK(err);
  cl_buffer_region bad = {4, 8};
  clCreateSubBuffer(buf, 0, CL_BUFFER_CREATE_TYPE_REGION, &bad, &err);
  EXPECT(err, CL_MISALIGNED_SUB_BUFFER_OFFSET);
  cl_buffer_region big = {128, 1024};
  clCreateSubBuffer(buf, 0, CL_BUFFER_CREATE_TYPE_REGION, &big, &err);
  EXPECT(err, CL_INVALID_VALUE);
  float s[16];
  CHECK(clEnqueueReadBuffer(test_queue, sub, CL_TRUE, 0, sizeof s, s, 0, NULL,
                            NULL));
  if (s[0] != 32.0f || s[15] != 47.0f)
    return printf("FAIL: sub-buffer read %g %g\n", s[0], s[15]), 1;
  EXPECT(clEnqueueReadBuffer(test_queue, sub, CL_TRUE, 0, 65, s, 0, NULL, NULL),
         CL_INVALID_VALUE);
  CHECK(clSetMemObjectDestructorCallback(sub, on_destroy, (void *)&destroyed));
  CHECK(clReleaseMemObject(sub));
  if (destroyed != 1)
    return printf("FAIL: destructor callback\n"), 1;

  /* fill, rect copy, map */
  cl_mem b2 = clCreateBuffer(test_ctx, 0, sizeof h, NULL, &err);
  CHECK(err);
  float pat = -1.0f;
  CHECK(clEnqueueFillBuffer(test_queue, b2, &pat, sizeof pat, 0, sizeof h, 0,
                            NULL, NULL));
  EXPECT(clEnqueueFillBuffer(test_queue, b2, &pat, 3, 0, 12, 0, NULL, NULL),
         CL_INVALID_VALUE);
  size_t so[3] = {4 * sizeof(float), 1, 0}, dor[3] = {0, 2, 0},
         region[3] = {4 * sizeof(float), 2, 1};
  /* an 8x8 matrix: rows 1-2, columns 4-7 to rows 2-3, columns 0-3 */
  CHECK(clEnqueueCopyBufferRect(test_queue, buf, b2, so, dor, region,
                                8 * sizeof(float), 0, 8 * sizeof(float), 0, 0,
                                NULL, NULL));
  float *m = clEnqueueMapBuffer(test_queue, b2, CL_TRUE, CL_MAP_READ, 0,
                                sizeof h, 0, NULL, NULL, &err);
  CHECK(err);
  if (m[16] != 12.0f || m[27] != 23.0f || m[0] != -1.0f || m[20] != -1.0f)
    return printf("FAIL: rect copy %g %g %g %g\n", m[16], m[27], m[0], m[20]), 1;
  cl_uint maps = 0;
  CHECK(clGetMemObjectInfo(b2, CL_MEM_MAP_COUNT, sizeof maps, &maps, NULL));
  if (maps != 1)
    return printf("FAIL: map count %u\n", maps), 1;
  CHECK(clEnqueueUnmapMemObject(test_queue, b2, m, 0, NULL, NULL));
  EXPECT(clEnqueueUnmapMemObject(test_queue, b2, m, 0, NULL, NULL),
         CL_INVALID_VALUE);

  /* user events gate a command; callbacks and profiling */
  cl_event user = clCreateUserEvent(test_ctx, &err);
  CHECK(err);
  float r[64];
  cl_event rd;
  CHECK(clEnqueueReadBuffer(test_queue, b2, CL_FALSE, 0, sizeof r, r, 1, &user,
                            &rd));
  CHECK(clSetEventCallback(rd, CL_COMPLETE, on_event, (void *)&callback_hits));
  cl_int st = 0;
  CHECK(clGetEventInfo(rd, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st,
                       NULL));
  if (st == CL_COMPLETE)
    return printf("FAIL: ran before its user event\n"), 1;
  EXPECT(clGetEventProfilingInfo(rd, CL_PROFILING_COMMAND_END, 8, &(cl_ulong){0},
                                 NULL),
         CL_PROFILING_INFO_NOT_AVAILABLE);
  EXPECT(clSetUserEventStatus(user, 5), CL_INVALID_VALUE);
  CHECK(clSetUserEventStatus(user, CL_COMPLETE));
  EXPECT(clSetUserEventStatus(user, CL_COMPLETE), CL_INVALID_OPERATION);
  CHECK(clWaitForEvents(1, &rd));
  cl_ulong t[4];
  cl_profiling_info pi[4] = {CL_PROFILING_COMMAND_QUEUED,
                             CL_PROFILING_COMMAND_SUBMIT,
                             CL_PROFILING_COMMAND_START,
                             CL_PROFILING_COMMAND_END};
  for (int i = 0; i < 4; i++)
    CHECK(clGetEventProfilingInfo(rd, pi[i], sizeof t[i], &t[i], NULL));
  if (!(t[0] <= t[1] && t[1] <= t[2] && t[2] <= t[3]))
    return printf("FAIL: profiling times out of order\n"), 1;
  if (r[16] != 12.0f)
    return printf("FAIL: gated read\n"), 1;
  CHECK(clFinish(test_queue));
  for (int i = 0; i < 2000 && !callback_hits; i++) /* up to 2 s */
    nanosleep(&(struct timespec){0, 1000000}, NULL);
  /* a command waiting for a failed user event fails too */
  cl_event bad_user = clCreateUserEvent(test_ctx, &err);
  CHECK(err);
  cl_event dep;
  CHECK(clEnqueueMarkerWithWaitList(test_queue, 1, &bad_user, &dep));
  CHECK(clSetUserEventStatus(bad_user, -1));
  EXPECT(clWaitForEvents(1, &dep), CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
  clReleaseEvent(dep);
  clReleaseEvent(bad_user);
  cl_event marker;
  CHECK(clEnqueueMarkerWithWaitList(test_queue, 0, NULL, &marker));
  CHECK(clWaitForEvents(1, &marker));
  if (callback_hits != 1)
    return printf("FAIL: event callback (%d)\n", callback_hits), 1;
  cl_command_type type;
  CHECK(clGetEventInfo(marker, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL));
  if (type != CL_COMMAND_MARKER)
    return printf("FAIL: marker type\n"), 1;
  EXPECT(clWaitForEvents(0, NULL), CL_INVALID_VALUE);
  EXPECT(clEnqueueReadBuffer(test_queue, b2, CL_TRUE, 0, 4, r, 1, NULL, NULL),
         CL_INVALID_EVENT_WAIT_LIST);

  /* out-of-order queue: a barrier orders two writes */
  cl_command_queue ooo = clCreateCommandQueue(
      test_ctx, test_device, CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, &err);
  CHECK(err);
  cl_queue_properties qp[3] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
  cl_command_queue q2 =
      clCreateCommandQueueWithProperties(test_ctx, test_device, qp, &err);
  CHECK(err);
  cl_queue_properties got[4] = {0};
  size_t gotn = 0;
  CHECK(clGetCommandQueueInfo(q2, CL_QUEUE_PROPERTIES_ARRAY, sizeof got, got,
                              &gotn));
  if (gotn != sizeof qp || memcmp(got, qp, sizeof qp))
    return printf("FAIL: CL_QUEUE_PROPERTIES_ARRAY (%zu bytes)\n", gotn), 1;
  clReleaseCommandQueue(q2);
  float one = 1.0f, two = 2.0f;
  CHECK(clEnqueueFillBuffer(ooo, b2, &one, 4, 0, sizeof h, 0, NULL, NULL));
  CHECK(clEnqueueBarrierWithWaitList(ooo, 0, NULL, NULL));
  CHECK(clEnqueueFillBuffer(ooo, b2, &two, 4, 0, 16, 0, NULL, NULL));
  CHECK(clFinish(ooo));
  CHECK(clEnqueueReadBuffer(ooo, b2, CL_TRUE, 0, sizeof r, r, 0, NULL, NULL));
  if (r[0] != 2.0f || r[4] != 1.0f)
    return printf("FAIL: out-of-order barrier\n"), 1;

  /* native kernel with a buffer in its arguments */
  void *args[1] = {NULL};
  const void *loc[1] = {&args[0]};
  CHECK(clEnqueueNativeKernel(test_queue, native, args, sizeof args, 1, &b2,
                              loc, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(test_queue, b2, CL_TRUE, 0, 4, r, 0, NULL, NULL));
  if (r[0] != 42.0f)
    return printf("FAIL: native kernel\n"), 1;

  /* compile with an embedded header, link, run with a global offset */
  cl_program hdr = clCreateProgramWithSource(
      test_ctx, 1, (const char *[]){"#define TWICE(x) ((x) * 2.0f)\n"}, NULL,
      &err);
  CHECK(err);
  cl_program lib = clCreateProgramWithSource(test_ctx, 1, &lib_src, NULL, &err);
  CHECK(err);
  const char *names[1] = {"twice.h"};
  CHECK(clCompileProgram(lib, 1, &test_device, "", 1, &hdr, names, NULL, NULL));
  cl_program mainp =
      clCreateProgramWithSource(test_ctx, 1, &main_src, NULL, &err);
  CHECK(err);
  CHECK(clCompileProgram(mainp, 1, &test_device, "-cl-std=CL1.2", 0, NULL,
                         NULL, NULL, NULL));
  EXPECT(clCompileProgram(mainp, 1, &test_device, "-bogus-option", 0, NULL,
                          NULL, NULL, NULL),
         CL_INVALID_COMPILER_OPTIONS);
  CHECK(clCompileProgram(mainp, 1, &test_device, "-cl-kernel-arg-info", 0, NULL,
                         NULL, NULL, NULL));
  cl_program libp = clLinkProgram(test_ctx, 1, &test_device,
                                  "-create-library", 1, &lib, NULL, NULL, &err);
  CHECK(err);
  cl_program_binary_type bt;
  CHECK(clGetProgramBuildInfo(libp, test_device, CL_PROGRAM_BINARY_TYPE,
                              sizeof bt, &bt, NULL));
  if (bt != CL_PROGRAM_BINARY_TYPE_LIBRARY)
    return printf("FAIL: library binary type %d\n", (int)bt), 1;
  cl_program objs[2] = {mainp, libp};
  cl_program exe =
      clLinkProgram(test_ctx, 1, &test_device, "", 2, objs, NULL, NULL, &err);
  CHECK(err);
  cl_kernel k = clCreateKernel(exe, "scale", &err);
  CHECK(err);
  clCreateKernel(exe, "nope", &err);
  EXPECT(err, CL_INVALID_KERNEL_NAME);
  char tn[64];
  CHECK(clGetKernelArgInfo(k, 0, CL_KERNEL_ARG_TYPE_NAME, sizeof tn, tn, NULL));
  cl_kernel_arg_address_qualifier aq;
  CHECK(clGetKernelArgInfo(k, 2, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof aq,
                           &aq, NULL));
  cl_kernel_arg_type_qualifier tq;
  CHECK(clGetKernelArgInfo(k, 0, CL_KERNEL_ARG_TYPE_QUALIFIER, sizeof tq, &tq,
                           NULL));
  if (strcmp(tn, "float*") || aq != CL_KERNEL_ARG_ADDRESS_LOCAL ||
      !(tq & CL_KERNEL_ARG_TYPE_RESTRICT))
    return printf("FAIL: arg info %s %x %lx\n", tn, aq, (long)tq), 1;
  EXPECT(clGetKernelArgInfo(k, 3, CL_KERNEL_ARG_NAME, 0, NULL, NULL),
         CL_INVALID_ARG_INDEX);
  int n = 64;
  CHECK(clSetKernelArg(k, 0, sizeof b2, &b2));
  EXPECT(clSetKernelArg(k, 1, 8, &n), CL_INVALID_ARG_SIZE);
  CHECK(clSetKernelArg(k, 1, sizeof n, &n));
  EXPECT(clSetKernelArg(k, 2, 64, &n), CL_INVALID_ARG_VALUE);
  EXPECT(clSetKernelArg(k, 5, 4, &n), CL_INVALID_ARG_INDEX);
  CHECK(clSetKernelArg(k, 2, 16 * sizeof(float), NULL));
  float in[64];
  for (int i = 0; i < 64; i++)
    in[i] = (float)i;
  CHECK(clEnqueueWriteBuffer(test_queue, b2, CL_TRUE, 0, sizeof in, in, 0,
                             NULL, NULL));
  size_t off = 0, g = 64, l = 16, l3 = 3;
  EXPECT(clEnqueueNDRangeKernel(test_queue, k, 1, NULL, &g, &l3, 0, NULL, NULL),
         CL_INVALID_WORK_GROUP_SIZE);
  EXPECT(clEnqueueNDRangeKernel(test_queue, k, 0, NULL, &g, &l, 0, NULL, NULL),
         CL_INVALID_WORK_DIMENSION);
  size_t zero = 0; /* OpenCL 2.1 and later: an empty NDRange runs nothing */
  CHECK(clEnqueueNDRangeKernel(test_queue, k, 1, NULL, &zero, NULL, 0, NULL,
                               NULL));
  CHECK(clEnqueueNDRangeKernel(test_queue, k, 1, NULL, NULL, NULL, 0, NULL,
                               NULL));
  off = 0;
  CHECK(clEnqueueNDRangeKernel(test_queue, k, 1, &off, &g, &l, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(test_queue, b2, CL_TRUE, 0, sizeof r, r, 0, NULL,
                            NULL));
  for (int i = 0; i < 64; i++)
    if (r[i] != 2.0f * i + 1000)
      return printf("FAIL: linked kernel r[%d]=%g\n", i, r[i]), 1;
  /* offset 16: work-items 16..79, of which 16..63 are in range */
  CHECK(clEnqueueWriteBuffer(test_queue, b2, CL_TRUE, 0, sizeof in, in, 0,
                             NULL, NULL));
  off = 16;
  g = 48;
  CHECK(clEnqueueNDRangeKernel(test_queue, k, 1, &off, &g, &l, 0, NULL, NULL));
  CHECK(clEnqueueReadBuffer(test_queue, b2, CL_TRUE, 0, sizeof r, r, 0, NULL,
                            NULL));
  for (int i = 0; i < 64; i++) {
    float want = i < 16 ? (float)i : 2.0f * (float)i + 16 + 1000;
    if (i >= 16 && r[i] != want)
      return printf("FAIL: offset kernel r[%d]=%g want %g\n", i, r[i], want), 1;
  }
  /* a buffer released while its kernel is queued behind a user event
   * lives until the kernel has run */
  cl_mem tmpb = clCreateBuffer(test_ctx, CL_MEM_COPY_HOST_PTR, sizeof in, in,
                               &err);
  CHECK(err);
  int dtor = 0;
  CHECK(clSetMemObjectDestructorCallback(tmpb, on_destroy, &dtor));
  CHECK(clSetKernelArg(k, 0, sizeof tmpb, &tmpb));
  cl_event gate = clCreateUserEvent(test_ctx, &err);
  CHECK(err);
  g = 64;
  CHECK(clEnqueueNDRangeKernel(test_queue, k, 1, NULL, &g, &l, 1, &gate, NULL));
  CHECK(clReleaseMemObject(tmpb));
  if (dtor)
    return printf("FAIL: buffer freed while its kernel was queued\n"), 1;
  CHECK(clSetUserEventStatus(gate, CL_COMPLETE));
  CHECK(clFinish(test_queue));
  CHECK(clEnqueueMarkerWithWaitList(test_queue, 0, NULL, NULL));
  if (dtor != 1)
    return printf("FAIL: buffer not freed after its kernel (%d)\n", dtor), 1;
  clReleaseEvent(gate);

  /* a program with a syntax error has a log */
  const char *broken = "__kernel void k(__global int *a) { a[0] = ; }";
  cl_program bp = clCreateProgramWithSource(test_ctx, 1, &broken, NULL, &err);
  EXPECT(clBuildProgram(bp, 1, &test_device, NULL, NULL, NULL),
         CL_BUILD_PROGRAM_FAILURE);
  char log[4096];
  CHECK(clGetProgramBuildInfo(bp, test_device, CL_PROGRAM_BUILD_LOG,
                              sizeof log, log, NULL));
  if (!strstr(log, "error"))
    return printf("FAIL: no error in the build log\n"), 1;
  clCreateKernel(bp, "k", &err);
  EXPECT(err, CL_INVALID_PROGRAM_EXECUTABLE);

  clReleaseKernel(k);
  clReleaseProgram(exe);
  clReleaseProgram(mainp);
  clReleaseProgram(lib);
  clReleaseProgram(libp);
  clReleaseProgram(hdr);
  clReleaseProgram(bp);
  clReleaseEvent(rd);
  clReleaseEvent(user);
  clReleaseEvent(marker);
  clReleaseMemObject(b2);
  clReleaseMemObject(buf);
  clReleaseCommandQueue(ooo);
  printf("api: PASSED\n");
  return 0;
}
