# The profiler (src/profiler/, docs/PROFILER.md): its recording and report
# code is part of libcudart (the runtime's hooks call it; the Makefile's RT_SRC), and cucc-prof,
# the command that runs a program under it, goes to bin/.

EXTRA_ALL += $(B)/bin/cucc-prof $(B)/lib/cucc/timeline.html
$(B)/bin/cucc-prof: src/profiler/cucc-prof.sh
	@mkdir -p $(dir $@)
	@echo "  GEN     $@"
	@cp $< $@ && chmod +x $@

$(B)/lib/cucc/timeline.html: src/profiler/timeline.html
	@mkdir -p $(dir $@)
	@cp $< $@
