#!/bin/sh
# tests/cg/exec.sh BUILD - C compiled to BPF, loaded into the kernel and
# run.  Each tests/ir/exec/NAME.c and tests/cg/exec/NAME.c defines
# functions `long testX(void)`; this script adds one SEC("syscall")
# program per function (returning the 64-bit value folded to 32 bits,
# v ^ v >> 32) and:
#   - the host C compiler builds the same functions with a main that
#     prints the folded values: the expected output;
#   - ebcc builds the file at -O0 and -O2 for -mcpu=v1..v4; bpfrun
#     loads each object (the kernel verifier checks it), runs every
#     program once and prints `NAME RETVAL`: it must equal the expected;
#   - clang-19 -O2 -mcpu=v3 builds it too, where clang can (it refuses
#     signed division before v4): its run must agree as well.
# A test function whose line says `not in BPF` (recursion, say) runs on
# the host only (ir-exec still runs it through the IR interpreter).  A
# file with a line `// cpus: v3 v4` is built for those CPUs only (its
# features do not exist before).  A file with a line `// clang: no (...)`
# is not built with clang (the verifier refuses clang's build: the reason
# follows on that line).
# Set CG_EXEC="arith control" to run only those files.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
suite_build cg-exec "$@"
clang=${CLANG:-clang-19}
for src in "$here"/../ir/exec/*.c "$here"/exec/*.c; do
	[ -f "$src" ] || continue
	name=$(basename "$src" .c)
	if [ -n "${CG_EXEC:-}" ]; then
		case " $CG_EXEC " in *" $name "*) ;; *) continue ;; esac
	fi
	names=$(grep -v 'not in BPF' "$src" | sed -n 's/^long \(test[A-Za-z0-9_]*\)(void).*/\1/p')
	w=$out/$name-bpf.c
	{
		echo "#include \"$src\""
		for f in $names; do
			printf '__attribute__((section("syscall"), used)) int p_%s(void *ctx)\n' "$f"
			printf '{ unsigned long v = %s(); return (int)(v ^ v >> 32); }\n' "$f"
		done
		echo 'char _license[] __attribute__((section("license"), used)) = "GPL";'
	} >"$w"
	{
		cat "$src"
		echo '#include <stdio.h>'
		echo 'int main(void) { unsigned long v;'
		for f in $names; do printf 'v = %s(); printf("p_%s %%u\\n", (unsigned)(v ^ v >> 32));\n' "$f" "$f"; done
		echo 'return 0; }'
	} >"$out/$name-host.c"
	if ! ${HOSTCC:-cc} -O0 -w -fwrapv -o "$out/$name-host" "$out/$name-host.c" 2>"$out/$name.cc-err"; then
		bad "$name" "host compiler failed: $(cat "$out/$name.cc-err")"
		continue
	fi
	"$out/$name-host" | sort >"$out/$name.expect"
	run() { # TAG COMPILER-COMMAND...
		t=$1
		shift
		if ! "$@" -c "$w" -o "$out/$t.o" 2>"$out/$t.cerr"; then
			bad "$t" "compile failed: $(cat "$out/$t.cerr")"
			return
		fi
		timeout 60 "$build/bpfrun" "$out/$t.o" >"$out/$t.raw" 2>"$out/$t.err"
		rc=$?
		sort "$out/$t.raw" >"$out/$t.got"
		if [ $rc != 0 ]; then
			bad "$t" "bpfrun exited $rc: $(tail -30 "$out/$t.err")"
		elif ! diff -u "$out/$name.expect" "$out/$t.got" >"$out/$t.diff"; then
			bad "$t" "$(cat "$out/$t.diff")"
		else
			ok "$t"
		fi
	}
	cpus=$(sed -n 's,^// cpus: ,,p' "$src")
	for cpu in ${cpus:-v1 v2 v3 v4}; do
		for level in 0 2; do
			run "$name-$cpu-O$level" "$build/ebcc" -O$level -mcpu=$cpu -w
		done
	done
	# `// clang: no (why)`: clang's build is not loadable (the verifier
	# refuses what clang made of it); the expected values alone decide
	if grep -q '^// clang: no' "$src"; then
		:
	elif $clang -target bpf -O2 -mcpu=v3 -w -c "$w" -o "$out/$name-clang-probe.o" 2>/dev/null; then
		run "$name-clang" $clang -target bpf -O2 -mcpu=v3 -w
	fi
done
suite_end
