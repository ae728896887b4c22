# The toolkit's math libraries (issue 15; docs/LIBRARIES.md): cuBLAS over
# OpenBLAS, cuRAND, cuFFT over FFTW3 (its own library, so that FFTW's GPL
# stays with it), cuSPARSE, cuSOLVER over LAPACK. Each is a shared library
# in lib/ with the toolkit's name and soname; their calls into the runtime
# (streams) bind to the program's runtime, static or shared.
# (the rules below must not become make's default goal)
ML_SAVED_GOAL := $(.DEFAULT_GOAL)
ML_COMMON := $(B)/obj/src/libraries/common/libs_stream.o
ML_OBJ = $(patsubst %.c,$(B)/obj/%.o,$(wildcard src/libraries/$(1)/*.c)) $(ML_COMMON)

# name, soname version, libraries under it
ML_LIBS := cublas:13:-lopenblas curand:10:-lm cufft:12:-lfftw3_threads@-lfftw3f_threads@-lfftw3@-lfftw3f@-lm \
  cusparse:12:-lm cusolver:12:-llapack@-lopenblas
ML_NAME = $(word 1,$(subst :, ,$(1)))
ML_VER = $(word 2,$(subst :, ,$(1)))
ML_DEPS = $(subst @, ,$(word 3,$(subst :, ,$(1))))

$(B)/obj/src/libraries/%.o: CPPFLAGS += -Iinclude -fvisibility=hidden

define ML_RULES
$(B)/lib/lib$(call ML_NAME,$(1)).so.$(call ML_VER,$(1)): $(call ML_OBJ,$(call ML_NAME,$(1)))
	@mkdir -p $$(dir $$@)
	@echo "  LINK    $$@"
	@$$(CC) $$(SANFLAGS) -shared -pthread -Wl,-soname,$$(notdir $$@) -Wl,-z,noexecstack -o $$@ $$^ $(call ML_DEPS,$(1))
$(B)/lib/lib$(call ML_NAME,$(1)).so: $(B)/lib/lib$(call ML_NAME,$(1)).so.$(call ML_VER,$(1))
	@ln -sf $$(notdir $$<) $$@
EXTRA_ALL += $(B)/lib/lib$(call ML_NAME,$(1)).so.$(call ML_VER,$(1)) $(B)/lib/lib$(call ML_NAME,$(1)).so
endef
$(foreach l,$(ML_LIBS),$(eval $(call ML_RULES,$(l))))

# the libraries' own headers
$(patsubst %.c,$(B)/obj/%.o,$(wildcard src/libraries/*/*.c)): $(wildcard src/libraries/*/*.h)

.DEFAULT_GOAL := $(ML_SAVED_GOAL)
