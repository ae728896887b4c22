# OpenCL (issue 16): the ICD library build/lib/libcucc_opencl.so (src/opencl/,
# on libcudart's core objects), cucc's OpenCL C compiler lib/cucc/oclc
# (src/opencl/oclc/ on the driver's objects and the lowering), the OpenCL C
# built-in library lib/cucc/opencl_builtins.bc (src/opencl/clc/) and the
# loader's registration file etc/OpenCL/vendors/cucc.icd (docs/OPENCL.md).
OCL_SRC := $(wildcard src/opencl/*.c)
OCL_OBJ := $(OCL_SRC:%.c=$(B)/obj/%.o)
OCLC_SRC := $(wildcard src/opencl/oclc/*.c)
OCLC_OBJ := $(OCLC_SRC:%.c=$(B)/obj/%.o) \
  $(filter-out $(B)/obj/src/driver/main.o,$(DRIVER_OBJ))
CLC_SRC := $(wildcard src/opencl/clc/*.cl)
CLC_C_SRC := $(wildcard src/opencl/clc/*.c)
CLC_BC := $(CLC_SRC:%.cl=$(B)/obj/%.bc) $(CLC_C_SRC:%.c=$(B)/obj/%.clc.bc)
LLVM_LINK := $(LLVM_BINDIR)/llvm-link

EXTRA_ALL += $(B)/lib/libcucc_opencl.so $(B)/lib/cucc/oclc \
  $(B)/lib/cucc/opencl_builtins.bc $(B)/etc/OpenCL/vendors/cucc.icd

$(B)/obj/src/opencl/%.o: CPPFLAGS += -Iinclude -fvisibility=hidden \
  -DCUCC_VERSION='"$(VERSION)"'
$(B)/obj/src/opencl/oclc/%.o: CPPFLAGS += -I$(LLVM_INCDIR) \
  -DCUCC_CLANG='"$(CLANG)"'

# The loader dlopen's the library: the fiber scheduler's thread-local state
# must use the general TLS model, as in libcuda.so.1 (the Makefile's
# fiber_dlopen.o), since a dlopen'ed library cannot have initial-exec TLS of
# that size.
OCL_RT_OBJ := $(filter-out $(B)/obj/src/core/fiber.o,$(RT_OBJ)) \
  $(B)/obj/src/core/fiber_dlopen.o

$(B)/lib/libcucc_opencl.so: $(OCL_OBJ) $(OCL_RT_OBJ) src/opencl/exports.map
	@mkdir -p $(dir $@)
	@echo "  LINK    $@"
	@$(CC) $(SANFLAGS) -shared -pthread -Wl,-soname,libcucc_opencl.so \
	  -Wl,--version-script=src/opencl/exports.map -Wl,-Bsymbolic \
	  -Wl,-z,noexecstack -o $@ $(OCL_OBJ) $(OCL_RT_OBJ) -ldl -lm

$(B)/lib/cucc/oclc: $(OCLC_OBJ)
	@mkdir -p $(dir $@)
	@echo "  LINK    $@"
	@$(CC) $(SANFLAGS) -pthread -o $@ $^ -L$(LLVM_LIBDIR) \
	  -Wl,-rpath,$(LLVM_LIBDIR) -lLLVM-19

# The built-in library is OpenCL C compiled for NVPTX, as user kernels are
# (oclc links the functions a program uses, then cucc's lowering runs).
CLC_FLAGS := -x cl -cl-std=CL3.0 -target nvptx64-nvidia-cuda \
  -Xclang -fdeclare-opencl-builtins -Xclang -finclude-default-header \
  -Xclang -cl-ext=+cl_khr_int64_base_atomics,+cl_khr_int64_extended_atomics,+cl_khr_fp16,+__opencl_c_images,+__opencl_c_3d_image_writes,+cl_khr_3d_image_writes,+__opencl_c_atomic_order_acq_rel,+__opencl_c_atomic_scope_device,+__opencl_c_read_write_images \
  -O3 -Xclang -disable-llvm-passes -fno-math-errno -Werror -Wall \
  -Wno-unused-function -emit-llvm
$(B)/obj/src/opencl/clc/%.bc: src/opencl/clc/%.cl $(wildcard src/opencl/clc/*.h)
	@mkdir -p $(dir $@)
	@echo "  CLC     $<"
	@$(CLANG) $(CLC_FLAGS) -c -o $@ $<

# (C parts: what OpenCL C cannot express, clc/image_handles.c)
$(B)/obj/src/opencl/clc/%.clc.bc: src/opencl/clc/%.c
	@mkdir -p $(dir $@)
	@echo "  CLC     $<"
	@$(CLANG) -x c -std=c11 -target nvptx64-nvidia-cuda -O3 -Xclang \
	  -disable-llvm-passes -Werror -Wall -emit-llvm -c -o $@ $<

$(B)/lib/cucc/opencl_builtins.bc: $(CLC_BC)
	@mkdir -p $(dir $@)
	@echo "  LINK    $@"
	@$(LLVM_LINK) -o $@ $^

# The loader's vendor file names the library by its absolute path, so that
# OCL_ICD_VENDORS=build/etc/OpenCL/vendors selects this build in place.
$(B)/etc/OpenCL/vendors/cucc.icd: $(B)/lib/libcucc_opencl.so
	@mkdir -p $(dir $@)
	@echo "$(abspath $<)" > $@
