#!/bin/sh
# tests/core/run.sh BUILD - CO-RE (preserve_access_index, BPF_CORE_READ,
# the __builtin_preserve_* and btf_type_id builtins) and extern symbols
# (__kconfig, __ksym, kfuncs, __weak) against this kernel's BTF.  Each tests/core/NAME.c includes a vmlinux.h dumped from
# /sys/kernel/btf/vmlinux and is built by clang-19 -O2 -g -mcpu=v3 and by
# ebcc -g at -O0/-O2 for -mcpu=v2..v4; bpfrun loads each object (libbpf
# applies the relocations, the verifier checks the result) and runs every
# program once.  For each build:
#   NAME-CPU-OLEVEL   the run's `NAME RETVAL` lines equal clang's, and every
#                     `// expect: NAME VALUE` line of the source is in them
#   NAME/relos        ebcc's -O2 core_relo records name the same
#                     (kind, type, access) set as clang's
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
suite_build core "$@"
inc="-I$out -I/usr/include/$(gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)"
if ! bpftool btf dump file /sys/kernel/btf/vmlinux format c >"$out/vmlinux.h" 2>"$out/vmlinux.err"; then
	bad vmlinux.h "$(cat "$out/vmlinux.err")"
	suite_end
	exit
fi
relos() { # OBJ: its core_relo records as "kind 'KIND 'type'' access A", sorted, unique
	"$build/ebcc-readelf" --btf "$1" | sed -n '/^core_relo/,$p' | sed -n 's/^	insn [0-9]*: //p' |
		sed 's/\[[0-9]*\] //' | sort -u
}
for src in "$here"/*.c; do
	name=$(basename "$src" .c)
	sed -n 's,^// expect: ,,p' "$src" >"$out/$name.expect"
	if ! clang-19 -target bpf -O2 -g -mcpu=v3 $inc -c "$src" -o "$out/$name-clang.o" 2>"$out/$name-clang.err" ||
		! timeout 60 "$build/bpfrun" "$out/$name-clang.o" >"$out/$name-clang.out" 2>>"$out/$name-clang.err"; then
		bad "$name-clang" "clang-19's build did not load and run: $(tail -5 "$out/$name-clang.err")"
		continue
	fi
	for cpu in v2 v3 v4; do
		for level in 0 2; do
			t=$name-$cpu-O$level
			if ! "$build/ebcc" -O$level -g -mcpu=$cpu $inc -c "$src" -o "$out/$t.o" 2>"$out/$t.err"; then
				bad "$t" "compile failed: $(cat "$out/$t.err")"
				continue
			fi
			if ! timeout 60 "$build/bpfrun" "$out/$t.o" >"$out/$t.out" 2>>"$out/$t.err"; then
				bad "$t" "bpfrun failed: $(tail -30 "$out/$t.err")"
			elif ! diff -u "$out/$name-clang.out" "$out/$t.out" >"$out/$t.diff"; then
				bad "$t" "differs from clang-19's build: $(cat "$out/$t.diff")"
			elif [ -s "$out/$name.expect" ] && grep -vxFf "$out/$t.out" "$out/$name.expect" >"$out/$t.missing"; then
				bad "$t" "expected lines missing: $(cat "$out/$t.missing")"
			else
				ok "$t"
			fi
		done
	done
	relos "$out/$name-clang.o" >"$out/$name-clang.relos"
	relos "$out/$name-v3-O2.o" >"$out/$name.relos"
	if cmp -s "$out/$name-clang.relos" "$out/$name.relos"; then
		ok "$name/relos"
	else
		bad "$name/relos" "$(diff "$out/$name-clang.relos" "$out/$name.relos")"
	fi
done
suite_end
