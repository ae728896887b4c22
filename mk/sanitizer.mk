# cucc-sanitizer (docs/SANITIZER.md): the tool is cucc under another name
# (src/driver/sanitizer_tool.c), the checks' runtime is part of libcudart
# (src/sanitizer/*.c but image_hooks.c), and image_hooks.c becomes an object
# that every instrumented device image links (no sanitizer flags: an image
# depends on libc alone).
SAN_RT_SRC := $(filter-out src/sanitizer/image_hooks.c,$(wildcard src/sanitizer/*.c))
RT_OBJ += $(SAN_RT_SRC:%.c=$(B)/obj/%.o)
EXTRA_ALL += $(B)/bin/cucc-sanitizer $(B)/lib/cucc/sanitizer_hooks.o

$(B)/obj/src/sanitizer/%.o: CPPFLAGS += -Iinclude -Isrc/core -Isrc/runtime -fvisibility=hidden -D__CUCC_LIBCUDART__

$(B)/bin/cucc-sanitizer: $(B)/bin/cucc
	@ln -sf cucc $@

$(B)/lib/cucc/sanitizer_hooks.o: src/sanitizer/image_hooks.c src/sanitizer/san_abi.h | deps
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) -std=c11 $(WARN) -O2 -fPIC -c -o $@ $<

# cucc-sanitizer names the CUDA call that failed from the stack: an entry
# point that ends in `return rt_error(...)` must keep its frame
$(B)/obj/src/runtime/%.o $(B)/obj/src/core/%.o $(B)/obj/src/libcuda/%.o: CPPFLAGS += -fno-optimize-sibling-calls
