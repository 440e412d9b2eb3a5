#!/bin/sh
# tests/ir/exec.sh BUILD - IR lowering checked by running it: each
# tests/ir/exec/NAME.c defines functions `long testX(void)`; ir_interp
# (tests/ir/ir_interp.c) lowers the file with ebcc, at -O0 and at -O2
# (after the passes: mem2reg), and runs each one,
# and the host C compiler builds the same file with a main that prints
# the same functions' values.  The two outputs must be equal.  (The
# kernel runs come with the BPF backend; this checks lowering alone.)
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
suite_build ir-exec "$@"
for src in "$here"/exec/*.c; do
	name=$(basename "$src" .c)
	names=$(sed -n 's/^long \(test[A-Za-z0-9_]*\)(void).*/\1/p' "$src")
	{
		cat "$src"
		echo '#include <stdio.h>'
		echo 'int main(void) {'
		for f in $names; do printf 'printf("%%s %%ld\\n", "%s", %s());\n' "$f" "$f"; done
		echo 'return 0; }'
	} >"$out/$name-host.c"
	if ! ${HOSTCC:-cc} -O0 -w -fwrapv -o "$out/$name-host" "$out/$name-host.c" 2>"$out/$name.cc-err"; then
		bad "$name" "host compiler failed: $(cat "$out/$name.cc-err")"
		continue
	fi
	"$out/$name-host" >"$out/$name.expect"
	for level in 0 2; do
		t=$name-O$level
		timeout 20 "$build/tests/ir_interp" -O $level "$src" >"$out/$t.got" 2>"$out/$t.err"
		rc=$?
		if [ $rc != 0 ]; then
			bad "$t" "ir_interp exited $rc: $(cat "$out/$t.err")"
		elif ! diff -u "$out/$name.expect" "$out/$t.got" >"$out/$t.diff"; then
			bad "$t" "$(cat "$out/$t.diff")"
		elif [ "$(wc -l <"$out/$t.got")" != "$(echo "$names" | wc -l)" ]; then
			bad "$t" "not every test function ran"
		else
			ok "$t"
		fi
	done
done
suite_end
