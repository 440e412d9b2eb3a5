# tests/tests.mk - test programs and `make check`.  Each suite prints
# PASS/FAIL lines; tests/run-suites.sh runs them all and ends with the
# total "N passed, N failed".
TESTBIN := $(BUILD)/tests
HOSTCC  := $(CC)

$(TESTBIN)/%: tests/unit/%.c $(BUILD)/libebcc.a
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) $(WERROR) $(OPT) -o $@ $< $(BUILD)/libebcc.a $(LDSAN)

# the libbpf test loader: never sanitized (libbpf itself is not)
$(BUILD)/bpfrun: tests/tools/bpfrun.c
	@mkdir -p $(dir $@)
	$(HOSTCC) -O2 -g -Wall -Wextra $(WERROR) -o $@ $< -lbpf -lelf -lz

TEST_PROGS := $(TESTBIN)/isa_roundtrip $(TESTBIN)/gen_insns

# the parser's stand-alone harness (tests/parse/init.sh uses its -dump-init)
$(TESTBIN)/parse_main: tests/parse/parse_main.c $(BUILD)/libebcc.a
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) $(WERROR) $(OPT) -o $@ $< $(BUILD)/libebcc.a $(LDSAN)
TEST_PROGS += $(TESTBIN)/parse_main
# the AST contract checker (tests/parse/ast-check.sh)
$(TESTBIN)/ast_check: tests/parse/ast_check.c $(BUILD)/libebcc.a
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) $(WERROR) $(OPT) -o $@ $< $(BUILD)/libebcc.a $(LDSAN)
TEST_PROGS += $(TESTBIN)/ast_check
TEST_PROGS += $(TESTBIN)/cpp_api
# the IR interpreter (tests/ir/exec.sh)
$(TESTBIN)/ir_interp: tests/ir/ir_interp.c $(BUILD)/libebcc.a
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) $(WERROR) $(OPT) -o $@ $< $(BUILD)/libebcc.a $(LDSAN)
TEST_PROGS += $(TESTBIN)/ir_interp

.PHONY: check test-progs
test-progs: all $(TEST_PROGS) $(BUILD)/bpfrun

check: test-progs
	tests/run-suites.sh $(BUILD)

.PHONY: demo fuzz
demo: all $(BUILD)/bpfrun
	examples/demo.sh $(BUILD)

fuzz:
	fuzz/run.sh $${FUZZ_SECONDS:-60}

# the kernel's BPF selftests programs (linux-source-6.12), compiled with
# clang-19 and ebcc and loaded with the verifier, per -mcpu flavour; not
# part of check (tests/selftests/, README "Kernel selftests corpus")
.PHONY: selftests selftests-stage2 corpus
selftests: all
	tests/selftests/setup.sh $(BUILD) && tests/selftests/run.sh $(BUILD)
# stage 2: the tree's test_progs built with clang-19 and with ebcc, run
# and compared (tests/selftests/stage2.sh; about 20 minutes)
selftests-stage2: all
	tests/selftests/setup.sh $(BUILD) && tests/selftests/stage2.sh $(BUILD)

# the second corpus: real-world BPF projects pinned in tests/corpus/
# projects.txt (bcc's libbpf-tools, xdp-tools, katran), each built with its
# own Makefile's flags by clang-19 and ebcc and loaded with the verifier;
# not part of check (README "Real-world corpus")
corpus: all
	tests/selftests/setup.sh $(BUILD) && tests/corpus/setup.sh $(BUILD) && tests/corpus/run.sh $(BUILD)
