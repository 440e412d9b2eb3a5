# ebcc - an eBPF toolchain in C.  `make` builds build/ebcc and its tool
# links; `make check` runs every test; `make asan` builds with ASan+UBSan
# into build-asan/.
CC      ?= cc
CSTD    := -std=c11 -D_POSIX_C_SOURCE=200809L
WARN    := -Wall -Wextra -Wshadow -Wno-unused-parameter -Wstrict-prototypes -Wmissing-prototypes
ifeq ($(CI),true)
WERROR  := -Werror
endif
WERROR  ?=
OPT     ?= -O2 -g
BUILD   ?= build
ifeq ($(SANITIZE),1)
BUILD   := build-asan
OPT     := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined
LDSAN   := -fsanitize=address,undefined
endif
ifeq ($(SANITIZE),thread)
# ThreadSanitizer for the preprocessor's thread (cpp/thread.c)
BUILD   := build-tsan
OPT     := -O1 -g -fno-omit-frame-pointer -fsanitize=thread
LDSAN   := -fsanitize=thread
endif
CFLAGS  += $(CSTD) $(WARN) $(WERROR) $(OPT) -MMD -MP
# static: no dynamic loader at start-up (0.2-0.3 ms of every compile);
# the sanitizer runtimes need the dynamic one
LDSTATIC ?= -static
ifneq ($(SANITIZE),)
LDSTATIC :=
endif
LDFLAGS += $(LDSAN) $(LDSTATIC)

SRCS    := $(sort $(wildcard src/*.c src/*/*.c))
OBJS    := $(SRCS:%.c=$(BUILD)/%.o)
LIBOBJS := $(filter-out $(BUILD)/src/main.o,$(OBJS))
TOOLS   := ebcc-as ebcc-objdump ebcc-readelf

.PHONY: all check asan demo fuzz clean
all: $(BUILD)/ebcc $(TOOLS:%=$(BUILD)/%)

$(BUILD)/ebcc: $(OBJS)
	$(CC) $(LDFLAGS) -o $@ $^

$(TOOLS:%=$(BUILD)/%): $(BUILD)/ebcc
	ln -sf ebcc $@

$(BUILD)/src/%.o: src/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

$(BUILD)/libebcc.a: $(LIBOBJS)
	rm -f $@ && ar rcs $@ $^

-include $(OBJS:.o=.d)

include tests/tests.mk

asan:
	$(MAKE) SANITIZE=1 all

clean:
	rm -rf build build-asan

# front-end speed against clang-19 on the real-program headers
# (bench/syntax.sh); not part of check
.PHONY: bench
bench: all
	bench/syntax.sh $(BUILD)
	bench/codegen.sh $(BUILD)
