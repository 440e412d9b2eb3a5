# projects.sh - how each project of projects.txt builds its BPF objects,
# as its own Makefile does (sourced by tests/corpus/run.sh).
#
#   NAME_files         the BPF sources, relative to the project's root
#   NAME_flags FILE    the compiler flags for FILE (after the compiler's
#                      name, before -c); the compile runs in FILE's dir
#
# Set by run.sh: INC (libbpf 1.5's headers, bpf/*.h, no vmlinux.h),
# VMLINUX_INC (a dir holding vmlinux.h of the running kernel), UAPI
# (the kernel tree's tools/include/uapi), ROOT (the project's root).

# bcc's libbpf-tools: libbpf-tools/Makefile's %.bpf.o rule,
#   $(CLANG) $(BPFCFLAGS) -target bpf -D__TARGET_ARCH_$(ARCH) -I$(ARCH)/ $(INCLUDES) -c
# BPFCFLAGS = -g -O2 -Wall -Werror=undef (softirqs: -mcpu=v3).  $(ARCH)/
# holds vmlinux.h (not in the snapshot: it is over the store's size limit;
# the running kernel's is used), INCLUDES = the libbpf headers and uapi.
bcc_files() { (cd "$ROOT" && ls libbpf-tools/*.bpf.c); }
bcc_flags() {
	local extra=
	[ "$(basename "$1")" = softirqs.bpf.c ] && extra=-mcpu=v3
	echo "-g -O2 -Wall -Werror=undef $extra -target bpf -D__TARGET_ARCH_x86 -I$VMLINUX_INC -I$INC -I$UAPI"
}

# xdp-tools: lib/common.mk's $(XDP_OBJ) rule,
#   $(CLANG) -target $(BPF_TARGET) $(BPF_CFLAGS) -O2 -c -g
# BPF_CFLAGS (lib/defines.mk) = -Wall -Wno-unused-value -Wno-pointer-sign
# -Wno-compare-distinct-pointer-types -Wno-visibility -Werror
# -fno-stack-protector -std=gnu2x $(DEFINES) -I headers -I lib/util
# $(ARCH_INCLUDES); the XDP_TARGETS and BPF_TARGETS of every Makefile
# (xdp-dispatcher.c is made from an m4 template by the build: left out).
# DEFINES has -DHAVE_X for each feature ./configure finds: with libbpf 1.5
# (its submodule) every libbpf function it checks, and bpftool.
XDP_TOOLS_FEATURES="BPFTOOL LIBBPF_BPF_PROGRAM__INSN_CNT LIBBPF_BPF_PROGRAM__TYPE
	LIBBPF_BPF_PROGRAM__FLAGS LIBBPF_BPF_PROGRAM__EXPECTED_ATTACH_TYPE LIBBPF_BPF_MAP_CREATE
	LIBBPF_PERF_BUFFER__NEW_RAW LIBBPF_BPF_XDP_ATTACH LIBBPF_BPF_MAP__SET_AUTOCREATE
	LIBBPF_BPF_PROG_TEST_RUN_OPTS LIBBPF_BPF_XDP_QUERY SECURE_GETENV"
xdp-tools_files() {
	(cd "$ROOT" && ls xdp-bench/*.bpf.c xdp-forward/*.bpf.c xdp-monitor/*.bpf.c \
		xdp-trafficgen/*.bpf.c xdp-dump/xdpdump_bpf.c xdp-dump/xdpdump_xdp.c \
		xdp-filter/xdpfilt_*.c lib/testing/test_long_func_name.c lib/testing/xdp_drop.c \
		lib/testing/xdp_pass.c lib/testing/xdp_adjust_tail.c \
		lib/libxdp/tests/xdp_dispatcher_v1.c lib/libxdp/tests/xdp_dispatcher_v2.c \
		lib/libxdp/tests/xdp_pass.c lib/libxdp/xsk_def_xdp_prog.c \
		lib/libxdp/xsk_def_xdp_prog_5.3.c lib/util/xdp_load_bytes.bpf.c \
		lib/util/xdp_sample.bpf.c lib/util/xdpsock.bpf.c)
}
xdp-tools_flags() {
	echo "-target bpf -Wall -Wno-unused-value -Wno-pointer-sign -Wno-compare-distinct-pointer-types" \
		"-Wno-visibility -Werror -fno-stack-protector -std=gnu2x" \
		'-DBPF_DIR_MNT=\"/sys/fs/bpf\" -DBPF_OBJECT_PATH=\"/usr/local/lib/bpf\"' \
		'-DMAX_DISPATCHER_ACTIONS=10 -DTOOLS_VERSION=\"1.5.6\" -DLIBBPF_VERSION=\"1.5.0\" -DRUNDIR=\"/run\"' \
		"$(printf -- '-DHAVE_%s ' $XDP_TOOLS_FEATURES)" \
		"-DDEBUG -D_LARGEFILE64_SOURCE -D_FILE_OFFSET_BITS=64" \
		"-I$ROOT/headers -I$ROOT/lib/util -I/usr/include/x86_64-linux-gnu/ -I$INC -O2 -g"
}

# katran: katran/lib/Makefile-bpf (what build_bpf_modules_opensource.sh
# runs): clang $(INCLUDEFLAGS) -DDEBUG -D__KERNEL__ -Wno-unused-value
# -Wno-pointer-sign -Wno-compare-distinct-pointer-types -O2 -emit-llvm -c -g
# | llc -march=bpf; INCLUDEFLAGS = -I include (katran/lib/linux_includes
# copied there) -I . (the bpf/ dir's parent).  Built here in one step with
# -target bpf; glibc's headers (string.h) then take the 32-bit path of a
# host without __x86_64__ and want gnu/stubs-32.h, which run.sh provides
# empty in STUBS (as BPF builds commonly do).  decap.bpf.c is
# katran/decap's own program.
katran_files() {
	(cd "$ROOT" && ls katran/lib/bpf/balancer.bpf.c katran/lib/bpf/healthchecking_ipip.c \
		katran/lib/bpf/healthchecking.bpf.c katran/lib/bpf/xdp_pktcntr.c \
		katran/lib/bpf/xdp_root.c katran/decap/bpf/decap.bpf.c)
}
katran_flags() {
	echo "-target bpf -I$ROOT/katran/lib/linux_includes -I$ROOT -I$ROOT/katran/lib -I/usr/include/x86_64-linux-gnu -idirafter $STUBS" \
		"-DDEBUG -D__KERNEL__ -Wno-unused-value -Wno-pointer-sign" \
		"-Wno-compare-distinct-pointer-types -O2 -g"
}
