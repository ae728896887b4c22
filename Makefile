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
PREFIX ?= /usr/local
B := build$(if $(SAN),$(if $(findstring thread,$(SAN)),-tsan,-san),)
VERSION := 0.1

CC ?= cc
WARN := -Wall -Wextra -Werror
CFLAGS ?= -O2 -g
BASE_CFLAGS := -std=c11 $(WARN) -D_GNU_SOURCE -pthread
SAN ?=
SANFLAGS := $(if $(SAN),-fsanitize=$(SAN) -fno-omit-frame-pointer -fno-sanitize-recover=all,)

DRIVER_SRC := $(wildcard src/driver/*.c) $(wildcard src/lower/*.c)
RT_SRC := $(wildcard src/runtime/*.c)
RT_ASM := $(wildcard src/runtime/*.S)
HEADERS := $(shell find include -type f 2>/dev/null)

DRIVER_OBJ := $(DRIVER_SRC:%.c=$(B)/obj/%.o)
RT_OBJ := $(RT_SRC:%.c=$(B)/obj/%.o) $(RT_ASM:%.S=$(B)/obj/%.o)

all: deps $(B)/bin/cucc $(B)/lib/libcudart.so $(B)/lib/libcudart.a \
     $(B)/lib/cucc/device_support.bc $(B)/include/.stamp

deps:
	@./tools/check-deps.sh

$(B)/obj/src/driver/%.o $(B)/obj/src/lower/%.o: CPPFLAGS += -I$(LLVM_INCDIR) \
  -DCUCC_CLANG='"$(CLANG)"' -DCUCC_CLANGXX='"$(CLANGXX)"' -DCUCC_VERSION='"$(VERSION)"'
$(B)/obj/src/runtime/%.o: CPPFLAGS += -Iinclude -fvisibility=hidden

# The fiber scheduler switches stacks: ThreadSanitizer must not see it (its
# shadow call stacks would be torn apart); fibers of one OS thread run one at
# a time, so TSan loses nothing by treating them as their OS thread.
$(B)/obj/src/runtime/fiber.o: SANFLAGS := $(filter-out -fsanitize=thread,$(SANFLAGS))

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

$(B)/lib/libcudart.so: $(RT_OBJ)
	@mkdir -p $(dir $@)
	@echo "  LINK    $@"
	@$(CC) $(SANFLAGS) -shared -pthread -Wl,-soname,libcudart.so -Wl,-z,noexecstack -o $@ $^ -ldl -lm

$(B)/lib/libcudart.a: $(RT_OBJ)
	@mkdir -p $(dir $@)
	@echo "  AR      $@"
	@rm -f $@ && ar rcs $@ $^

$(B)/lib/cucc/device_support.bc: src/device/support.c src/common/cucc_abi.h | deps
	@mkdir -p $(dir $@)
	@echo "  BC      $<"
	@$(CLANG) -std=c11 $(WARN) -O2 -fPIC -emit-llvm -c -o $@ $<

$(B)/include/.stamp: $(HEADERS)
	@mkdir -p $(B)/include
	@cp -R include/. $(B)/include/
	@touch $@

install: all
	mkdir -p $(PREFIX)/bin $(PREFIX)/lib/cucc $(PREFIX)/include
	cp $(B)/bin/cucc $(PREFIX)/bin/
	cp $(B)/lib/libcudart.so $(B)/lib/libcudart.a $(PREFIX)/lib/
	cp $(B)/lib/cucc/device_support.bc $(PREFIX)/lib/cucc/
	cp -R include/. $(PREFIX)/include/

check: all
	@SANFLAGS="$(SANFLAGS)" ./tests/run.sh $(B)

check-san:
	@$(MAKE) --no-print-directory SAN=address,undefined check

check-tsan:
	@$(MAKE) --no-print-directory SAN=thread check

demo: all
	@./examples/run.sh $(B)

bench: all
	@./bench/run.sh $(B)

clean:
	rm -rf $(B) build-*

.PHONY: all deps install check check-san check-tsan demo bench clean
