# cucc-sanitizer (docs/SANITIZER.md): the tool is cucc under another name
# (src/driver/sanitizer_tool.c), the checks' runtime is part of libcudart
# (src/sanitizer/*.c but image_hooks.c: the Makefile's RT_SRC), and image_hooks.c becomes an object
# that every instrumented device image links (no sanitizer flags: an image
# depends on libc alone).
EXTRA_ALL += $(B)/bin/cucc-sanitizer $(B)/lib/cucc/sanitizer_hooks.o

$(B)/bin/cucc-sanitizer: $(B)/bin/cucc
	@ln -sf cucc $@

$(B)/lib/cucc/sanitizer_hooks.o: src/sanitizer/image_hooks.c src/sanitizer/san_abi.h | deps
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) -std=c11 $(WARN) -O2 -fPIC -c -o $@ $<

# cucc-sanitizer names the CUDA call that failed from the stack: an entry
# point that ends in `return rt_error(...)` must keep its frame
$(B)/obj/src/runtime/%.o $(B)/obj/src/core/%.o $(B)/obj/src/libcuda/%.o: CPPFLAGS += -fno-optimize-sibling-calls
