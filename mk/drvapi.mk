# The driver API (src/libcuda, built into the runtime libraries by the main
# Makefile's RT_SRC) and NVRTC (src/nvrtc, libnvrtc.so); docs/DRIVER_API.md.

# (this fragment is read before the Makefile's `all`: keep it the default)
.DEFAULT_GOAL := all

# cuLinkComplete runs cucc's device link (src/common/cucc_home.c finds it)
RT_OBJ += $(B)/obj/src/common/cucc_home.o
$(B)/obj/src/common/cucc_home.o: CPPFLAGS += -fvisibility=hidden

# cuGetProcAddress's table: every function src/libcuda defines
# (DRV_EXPORT) or aliases (DRV_ALIAS), except the lookup itself
DRV_PROC_SRC := $(filter-out src/libcuda/proc.c,$(wildcard src/libcuda/*.c))
$(B)/gen/libcuda_procs.h: $(DRV_PROC_SRC) mk/drvapi.mk
	@mkdir -p $(dir $@)
	@echo "  GEN     $@"
	@cat $(DRV_PROC_SRC) | sed -n \
	  -e 's/^DRV_EXPORT [A-Za-z_]* \(cu[A-Za-z0-9_]*\)(.*/P(\1)/p' \
	  -e 's/^DRV_ALIAS(\(cu[A-Za-z0-9_]*\),.*/P(\1)/p' | sort -u > $@.tmp
	@mv $@.tmp $@
$(B)/obj/src/libcuda/proc.o: $(B)/gen/libcuda_procs.h
$(B)/obj/src/libcuda/proc.o: CPPFLAGS += -I$(B)/gen

# NVRTC: libnvrtc.so (it runs bin/cucc, found from its own path)
NVRTC_OBJ := $(patsubst %.c,$(B)/obj/%.o,$(wildcard src/nvrtc/*.c)) \
  $(B)/obj/src/common/cucc_home.o
$(B)/obj/src/nvrtc/%.o: CPPFLAGS += -Iinclude -fvisibility=hidden
$(B)/lib/libnvrtc.so.$(CUDA_MAJOR): $(NVRTC_OBJ)
	@mkdir -p $(dir $@)
	@echo "  LINK    $@"
	@$(CC) $(SANFLAGS) -shared -Wl,-soname,$(notdir $@) -Wl,-z,noexecstack -o $@ $^ -ldl
$(B)/lib/libnvrtc.so: $(B)/lib/libnvrtc.so.$(CUDA_MAJOR)
	@ln -sf $(notdir $<) $@
EXTRA_ALL += $(B)/lib/libnvrtc.so.$(CUDA_MAJOR) $(B)/lib/libnvrtc.so
