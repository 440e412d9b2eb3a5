#!/bin/bash
# Stage 2 of the selftests corpus (issue 7): the kernel tree's own
# test_progs runner, built by the selftests Makefile once with clang-19
# and once with ebcc as its BPF compiler, run on this kernel, and the
# two runs' results compared test by test.
#
#   tests/selftests/stage2.sh [BUILD] [build|run|compare|all|ebcc]   (default: all;
#   ebcc: rebuild and run ebcc's half only, compare with the kept clang run)
#
# Needs tests/selftests/setup.sh BUILD first (the extracted tree, the
# vmlinux.h of the running kernel).  Lays out, under BUILD/stage2/:
#   linux/        a copy of the harness's tree, plus kernel/bpf/disasm.[ch]
#                 (bpftool and test_progs build them), with what cannot be
#                 built here taken out (below)
#   clang/ ebcc/  the Makefile's OUTPUT for each compiler: test_progs, the
#                 .bpf.o files, skeletons, host bpftool and libbpf
#   {clang,ebcc}.log, run-{clang,ebcc}.log, run-{clang,ebcc}.json
#   summary.txt   per compiler: tests and subtests passed, failed,
#                 skipped; the tests whose result differs
#
# What differs from a build in a kernel tree, and why:
#  - TRUNNER_EXTRA_FILES is emptied: it names bpf_testmod.ko and its
#    siblings (kernel modules: they need the running kernel's build
#    tree, which this machine does not have), sign-file (OpenSSL) and
#    the uprobe/urandom helpers.  Tests that need them fail or skip for
#    both compilers alike.
#  - vmlinux.h is the harness's (Debian's bpftool, from
#    /sys/kernel/btf/vmlinux), placed before the build: the tree's own
#    bpftool also writes kfunc prototypes into it, and this kernel's
#    (6.18) differ from the 6.12 selftests' bpf_kfuncs.h, which then does
#    not compile for either compiler.
#  - The 12 programs clang-19 cannot compile against 6.18's types (the
#    same 12 as stage 1) are removed, with the prog_tests files that
#    include their skeletons (bpf_iter.c, btf_tag.c, find_vma.c,
#    test_profiler.c, access_variable_array.c, d_path.c; two lines of
#    verifier.c) and bpf_attr_size.c, whose program is not in the tree.
#  - Both builds get clang-19's CLANG_SYS_INCLUDES (the Makefile asks
#    `$(CLANG) -v -E`), so both compilers see the same command lines,
#    and the ebcc build uses the clang build's bpftool (one bpftool for
#    both skeleton sets).
# The ebcc build is BPF objects compiled by ebcc; everything in user
# space (test_progs, libbpf, bpftool) is gcc's, the same for both.
set -euo pipefail

BUILD=${1:-build}
WHAT=${2:-all}
mkdir -p "$BUILD/stage2"
S2=$(cd "$BUILD/stage2" && pwd)
SEL=$(cd "$BUILD/selftests" && pwd)
EBCC=$(cd "$BUILD" && pwd)/ebcc
TARBALL=/usr/src/linux-source-6.12.tar.xz
T=$S2/linux
SB=$T/tools/testing/selftests/bpf
log() { echo "stage2: $*" >&2; }

[ -f "$SEL/linux/.extracted" ] || { echo "stage2: run tests/selftests/setup.sh $BUILD first" >&2; exit 2; }
command -v rsync >/dev/null || { log "installing rsync"; apt-get install -y --no-install-recommends rsync >&2; }

CLANG_BROKEN="bpf_iter_task_vmas bpf_iter_tcp4 bpf_iter_tcp6 btf_type_tag_percpu find_vma profiler1
	profiler2 profiler3 test_access_variable_array test_d_path verifier_vfs_accept verifier_vfs_reject"
TESTS_OUT="bpf_iter btf_tag find_vma test_profiler access_variable_array d_path bpf_attr_size"

prepare_tree() {
	[ -f "$T/.stage2" ] && return
	log "copying the tree to $T"
	rm -rf "$T"
	cp -a "$SEL/linux" "$T"
	tar -xJf "$TARBALL" -C "$T" --strip-components=1 --wildcards 'linux-source-6.12/kernel/bpf/disasm.*'
	for p in $CLANG_BROKEN; do rm -f "$SB/progs/$p.c"; done
	for t in $TESTS_OUT; do rm -f "$SB/prog_tests/$t.c"; done
	sed -i '/verifier_vfs_accept\|verifier_vfs_reject/d' "$SB/prog_tests/verifier.c"
	rm -f "$SB/prog_tests/tests.h" # the test list, made again from what is left
	touch "$T/.stage2"
}

SYSINC=$(clang-19 -v -E - </dev/null 2>&1 |
	sed -n '/<...> search starts here:/,/End of search list./{ s| \(/.*\)|-idirafter \1|p }' | tr '\n' ' ')

# make_runner NAME CLANG [extra make args...]
make_runner() {
	local name=$1 cc=$2
	shift 2
	local out=$S2/$name
	mkdir -p "$out/tools/include"
	if [ ! -f "$out/tools/include/vmlinux.h" ]; then
		cp "$SEL/include/vmlinux.h" "$out/tools/include/vmlinux.h"
	fi
	touch "$out/tools/include/vmlinux.h" # newer than the BTF and bpftool
	# gcc's dependency files name the light skeletons without their
	# directory ("atomics.lskel.h"), which a second make then cannot build
	rm -f "$out"/*.test.d
	# the objects do not depend on the compiler in the Makefile: ebcc's
	# are made again each time (under a minute), and the tests that
	# embed their skeletons (without the .d files nothing says so)
	if [ "$name" = ebcc ]; then
		rm -f "$out"/*.bpf.o "$out"/*.skel.h "$out"/*.lskel.h "$out"/*.subskel.h "$out"/*.test.o "$out"/test_progs
	fi
	log "building test_progs with $name (log $S2/$name.log)"
	local t0=$SECONDS
	make -C "$SB" -j2 -k OUTPUT="$out" CLANG="$cc" LLC=llc-19 LLVM_STRIP=llvm-strip-19 \
		LLVM_SUFFIX=-19 "CLANG_SYS_INCLUDES=$SYSINC" TRUNNER_EXTRA_FILES= \
		VMLINUX_BTF=/sys/kernel/btf/vmlinux "$@" test_progs >"$S2/$name.log" 2>&1 || true
	log "$name: $((SECONDS - t0)) s, $(ls "$out"/*.bpf.o 2>/dev/null | wc -l) BPF objects, test_progs $([ -x "$out/test_progs" ] && echo built || echo MISSING)"
}

run_runner() {
	local name=$1 out=$S2/$1
	[ -x "$out/test_progs" ] || { log "$name: no test_progs"; return; }
	log "running $name's test_progs (log $S2/run-$name.log)"
	(cd "$out" && timeout "${STAGE2_TIMEOUT:-1800}" ./test_progs -J "$S2/run-$name.json" >"$S2/run-$name.log" 2>&1) || true
	tail -n 3 "$S2/run-$name.log" >&2
}

compare() {
	# test_progs -J lists the failed tests (and their failed subtests)
	# and counts the rest
	python3 - "$S2" <<'EOF2'
import json, sys, os
s2 = sys.argv[1]
failed = {}
for name in ("clang", "ebcc"):
    path = os.path.join(s2, "run-%s.json" % name)
    try:
        j = json.load(open(path))
    except Exception as e:
        print("%s: no results (%s)" % (name, e))
        continue
    f = set()
    for t in j.get("results", []):
        if t.get("failed"):
            f.add(t["name"])
        for st in t.get("subtests", []):
            if st.get("failed"):
                f.add(t["name"] + "/" + st["name"])
    failed[name] = f
    print("%-5s test_progs: %d tests passed, %d subtests passed, %d skipped, %d failed"
          % (name, j.get("success", 0), j.get("success_subtest", 0), j.get("skipped", 0), j.get("failed", 0)))
if len(failed) == 2:
    a, b = failed["clang"], failed["ebcc"]
    only_e = sorted(b - a)
    only_c = sorted(a - b)
    print("failed with ebcc's objects, not with clang's: %d" % len(only_e))
    for k in only_e:
        print("    " + k)
    print("failed with clang's objects, not with ebcc's: %d" % len(only_c))
    for k in only_c:
        print("    " + k)
EOF2
}

case $WHAT in
ebcc)
	# after a change to ebcc: its half again, against the clang run kept
	prepare_tree
	make_runner ebcc "$EBCC" BPFTOOL="$S2/clang/tools/sbin/bpftool"
	ln -sf "$S2/clang/tools/build/bpftool/bootstrap/bpftool" "$S2/ebcc/bpftool"
	run_runner ebcc
	compare | tee "$S2/summary.txt"
	;;
build | all)
	prepare_tree
	make_runner clang clang-19
	make_runner ebcc "$EBCC" BPFTOOL="$S2/clang/tools/sbin/bpftool"
	# test_progs runs ./bpftool (gen min_core_btf): the clang build's
	ln -sf "$S2/clang/tools/build/bpftool/bootstrap/bpftool" "$S2/ebcc/bpftool"
	;;&
run | all)
	run_runner clang
	run_runner ebcc
	;;&
compare | all)
	compare | tee "$S2/summary.txt"
	;;
esac
