# (rules here come before the Makefile's `all`: keep it the default goal)
.DEFAULT_GOAL := all

# The profiler (src/profiler/, docs/PROFILER.md): its recording and report
# code is part of libcudart (the runtime's hooks call it), and cucc-prof,
# the command that runs a program under it, goes to bin/.
PROF_SRC := $(wildcard src/profiler/*.c)
PROF_OBJ := $(PROF_SRC:%.c=$(B)/obj/%.o)
RT_OBJ += $(PROF_OBJ)
$(PROF_OBJ): CPPFLAGS += -Iinclude -Isrc/core -Isrc/runtime -fvisibility=hidden -D__CUCC_LIBCUDART__

EXTRA_ALL += $(B)/bin/cucc-prof $(B)/lib/cucc/timeline.html
$(B)/bin/cucc-prof: src/profiler/cucc-prof.sh
	@mkdir -p $(dir $@)
	@echo "  GEN     $@"
	@cp $< $@ && chmod +x $@

$(B)/lib/cucc/timeline.html: src/profiler/timeline.html
	@mkdir -p $(dir $@)
	@cp $< $@
