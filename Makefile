# cucc: build, install, test and benchmark. Plain make: the project is a few
# dozen C files with one external dependency (LLVM 19); see docs/BUILD.md.
# On a fresh machine llvm-config-19 appears only once `deps` has installed it,
# after this file was read: Debian's fixed layout is the fallback.
LLVM_CONFIG ?= llvm-config-19
LLVM_BINDIR := $(or $(shell $(LLVM_CONFIG) --bindir 2>/dev/null),/usr/lib/llvm-19/bin)
LLVM_LIBDIR := $(or $(shell $(LLVM_CONFIG) --libdir 2>/dev/null),/usr/lib/llvm-19/lib)
LLVM_INCDIR := $(or $(shell $(LLVM_CONFIG) --includedir 2>/dev/null),/usr/lib/llvm-19/include)
CLANG := $(LLVM_BINDIR)/clang
CLANGXX := $(LLVM_BINDIR)/clang++
# A prefix of its own, never /usr/local itself: the tree has NVIDIA's names
# (bin/nvcc, lib/libcudart.so.N, include/cuda.h) and must not shadow a real
# toolkit (tools/install.sh refuses to overwrite files it did not install).
PREFIX ?= /opt/cucc
B := build$(if $(SAN),$(if $(findstring thread,$(SAN)),-tsan,-san),)
VERSION := 0.1
# The CUDA version cucc implements, from the runtime header: 12040 -> 12, 4
# the CUDA version cucc reports by default (include/crt/cucc_version.h)
CUDART_VERSION := $(shell sed -n 's/^\#define __CUCC_CUDA_VERSION__ \([0-9]*\).*/\1/p' include/crt/cucc_version.h)
CUDA_MAJOR := $(shell echo $$(($(CUDART_VERSION) / 1000)))
CUDA_MINOR := $(shell echo $$(($(CUDART_VERSION) % 1000 / 10)))

CC ?= cc
WARN := -Wall -Wextra -Werror
CFLAGS ?= -O2 -g
BASE_CFLAGS := -std=c11 $(WARN) -D_GNU_SOURCE -pthread
SAN ?=
SANFLAGS := $(if $(SAN),-fsanitize=$(SAN) -fno-omit-frame-pointer -fno-sanitize-recover=all,)

DRIVER_SRC := $(wildcard src/driver/*.c) $(wildcard src/lower/*.c)
# libcudart, libcuda and libcudart_static.a hold the same objects: the core
# (src/core), the runtime API (src/runtime), the driver API (src/libcuda)
# and the tools' run-time parts (src/profiler, src/sanitizer but the hooks
# that instrumented images link); docs/DRIVER_API.md says why. OpenCL's
# library links them too (mk/opencl.mk).
RT_SRC := $(wildcard src/core/*.c) $(wildcard src/runtime/*.c) $(wildcard src/libcuda/*.c) \
  $(wildcard src/profiler/*.c) \
  $(filter-out src/sanitizer/image_hooks.c,$(wildcard src/sanitizer/*.c))
RT_ASM := $(wildcard src/core/*.S)
HEADERS := $(shell find include -type f 2>/dev/null)

DRIVER_OBJ := $(DRIVER_SRC:%.c=$(B)/obj/%.o)
RT_OBJ := $(RT_SRC:%.c=$(B)/obj/%.o) $(RT_ASM:%.S=$(B)/obj/%.o)

# lib/ has the toolkit's names (docs/BUILD.md): libcudart.so -> .so.N,
# libcudart_static.a, libcudadevrt.a, libcuda.so -> .so.1, and pkgconfig/ at the root as NVIDIA
# ships it.
LIBS := $(B)/lib/libcudart.so.$(CUDA_MAJOR) $(B)/lib/libcudart.so \
  $(B)/lib/libcudart_static.a $(B)/lib/libcudadevrt.a \
  $(B)/lib/libcuda.so.1 $(B)/lib/libcuda.so
PCFILES := $(B)/pkgconfig/cudart-$(CUDA_MAJOR).$(CUDA_MINOR).pc \
  $(B)/pkgconfig/cuda-$(CUDA_MAJOR).$(CUDA_MINOR).pc

# Each later layer or library (driver API, NVRTC, OpenCL, the toolkit's
# libraries, the tools) has its own fragment in mk/, which adds its outputs
# to EXTRA_ALL and its objects' rules.
# (`all` stays the default goal although the fragments' rules come first)
.DEFAULT_GOAL := all
EXTRA_ALL :=
include $(sort $(wildcard mk/*.mk))

all: deps $(EXTRA_ALL) $(B)/bin/cucc $(B)/bin/nvcc $(B)/lib/cucc/host-link $(LIBS) $(PCFILES) \
     $(B)/lib/cucc/device_support.bc $(B)/include/.stamp

deps:
	@./tools/check-deps.sh

$(B)/obj/src/driver/%.o $(B)/obj/src/lower/%.o: CPPFLAGS += -I$(LLVM_INCDIR) \
  -DCUCC_CLANG='"$(CLANG)"' -DCUCC_CLANGXX='"$(CLANGXX)"' -DCUCC_VERSION='"$(VERSION)"'
# A sanitized runtime's archive needs the sanitizer's runtime in the
# program: that build's cucc links the shared runtime by default (host.c)
$(B)/obj/src/driver/host.o: CPPFLAGS += $(if $(SAN),-DCUCC_SANITIZED_RUNTIME,)
$(B)/obj/src/runtime/%.o $(B)/obj/src/core/%.o $(B)/obj/src/libcuda/%.o \
$(B)/obj/src/profiler/%.o $(B)/obj/src/sanitizer/%.o: CPPFLAGS += -Iinclude -Isrc/core -Isrc/runtime -fvisibility=hidden -D__CUCC_LIBCUDART__

# The fiber scheduler switches stacks: ThreadSanitizer must not see it (its
# shadow call stacks would be torn apart); fibers of one OS thread run one at
# a time, so TSan loses nothing by treating them as their OS thread.
$(B)/obj/src/core/fiber.o: SANFLAGS := $(filter-out -fsanitize=thread,$(SANFLAGS))

$(B)/obj/%.o: %.c $(wildcard src/*/*.h) $(HEADERS) | deps
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) $(BASE_CFLAGS) $(CFLAGS) $(SANFLAGS) -fPIC $(CPPFLAGS) -c -o $@ $<

$(B)/obj/%.o: %.S | deps
	@mkdir -p $(dir $@)
	@echo "  AS      $<"
	@$(CC) $(SANFLAGS) -fPIC -c -o $@ $<

$(B)/bin/cucc: $(DRIVER_OBJ)
	@mkdir -p $(dir $@)
	@echo "  LINK    $@"
	@$(CC) $(SANFLAGS) -pthread -o $@ $^ -L$(LLVM_LIBDIR) -Wl,-rpath,$(LLVM_LIBDIR) -lLLVM-19

# CMake and FindCUDAToolkit look for the compiler under the name nvcc
$(B)/bin/nvcc: $(B)/bin/cucc
	@ln -sf cucc $@

# cucc's host linker (src/driver/main.c says why it is cucc itself)
$(B)/lib/cucc/host-link: $(B)/bin/cucc
	@mkdir -p $(dir $@)
	@ln -sf ../../bin/cucc $@

$(B)/lib/libcudart.so.$(CUDA_MAJOR): $(RT_OBJ)
	@mkdir -p $(dir $@)
	@echo "  LINK    $@"
	@rm -f $(B)/lib/libcudart.so.[0-9]* # another CUDA version's, not to be installed
	@$(CC) $(SANFLAGS) -shared -pthread -Wl,-soname,$(notdir $@) -Wl,-z,noexecstack -o $@ $^ -ldl -lm

# one relocatable object: a program that uses any of it gets all of it, the
# driver API included, so that its cu* calls never reach a second core in a
# libcuda.so linked beside it (docs/DRIVER_API.md)
$(B)/lib/libcudart_static.a: $(RT_OBJ)
	@mkdir -p $(dir $@)
	@echo "  AR      $@"
	@$(CC) -r -nostdlib -o $(B)/obj/cucc_runtime.o $^
	@rm -f $@ && ar rcs $@ $(B)/obj/cucc_runtime.o

# (a symlink's time is its target's, so these run once, or when an older
# build has a plain file there)
$(B)/lib/libcudart.so: $(B)/lib/libcudart.so.$(CUDA_MAJOR)
	@ln -sf $(notdir $<) $@
$(B)/lib/libcuda.so: $(B)/lib/libcuda.so.1
	@ln -sf $(notdir $<) $@

# src/toolkit/: a library that exists so that -lcudadevrt binds cucc's own
# file (its comment says why it is nearly empty)
$(B)/lib/libcudadevrt.a: $(B)/obj/src/toolkit/cudadevrt.o
	@mkdir -p $(dir $@)
	@echo "  AR      $@"
	@rm -f $@ && ar rcs $@ $^

# the driver API: the same objects as libcudart.so.N under the driver's name,
# but the fibers' thread-local variables in the default TLS model: programs
# dlopen libcuda.so.1, which a library of static TLS cannot be
DRV_OBJ := $(filter-out $(B)/obj/src/core/fiber.o,$(RT_OBJ)) $(B)/obj/src/core/fiber_dlopen.o
$(B)/obj/src/core/fiber_dlopen.o: src/core/fiber.c $(wildcard src/*/*.h) $(HEADERS) | deps
	@mkdir -p $(dir $@)
	@echo "  CC      $< (dlopen-able)"
	@$(CC) $(BASE_CFLAGS) $(CFLAGS) $(filter-out -fsanitize=thread,$(SANFLAGS)) -fPIC $(CPPFLAGS) -Iinclude -Isrc/core -Isrc/runtime -fvisibility=hidden -D__CUCC_LIBCUDART__ '-DCUCC_TLS_MODEL=' -c -o $@ $<
$(B)/lib/libcuda.so.1: $(DRV_OBJ)
	@mkdir -p $(dir $@)
	@echo "  LINK    $@"
	@$(CC) $(SANFLAGS) -shared -pthread -Wl,-soname,libcuda.so.1 -Wl,-z,noexecstack -o $@ $^ -ldl -lm

$(B)/pkgconfig/%.pc: tools/pkgconfig.sh
	@mkdir -p $(dir $@)
	@rm -f $(dir $@)$(firstword $(subst -, ,$*))-[0-9]*.pc
	@./tools/pkgconfig.sh $* $(CUDA_MAJOR).$(CUDA_MINOR) > $@

$(B)/lib/cucc/device_support.bc: src/device/support.c src/common/cucc_abi.h | deps
	@mkdir -p $(dir $@)
	@echo "  BC      $<"
	@$(CLANG) -std=c11 $(WARN) -O2 -fPIC -emit-llvm -c -o $@ $<

$(B)/include/.stamp: $(HEADERS)
	@mkdir -p $(B)/include
	@cp -R include/. $(B)/include/
	@touch $@

install: all
	@./tools/install.sh $(B) "$(PREFIX)"

uninstall:
	@./tools/install.sh --uninstall "$(PREFIX)"

check: all
	@SANFLAGS="$(SANFLAGS)" ./tests/run.sh $(B)

check-san:
	@$(MAKE) --no-print-directory SAN=address,undefined check

check-tsan:
	@$(MAKE) --no-print-directory SAN=thread check

demo: all
	@./examples/run.sh $(B)

# the CUDA set (PolyBench-GPU vs PoCL and OpenMP, and the project's own),
# the toolkit libraries vs the CPU libraries under them, OpenCL vs PoCL
bench: all
	@./bench/run.sh $(B)
	@./bench/libs_bench.sh $(B)
	@./bench/opencl_run.sh $(B)

clean:
	rm -rf $(B) build-*

.PHONY: all deps install uninstall check check-san check-tsan demo bench clean
