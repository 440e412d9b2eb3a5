#!/bin/sh
# tests/ir/exec.sh BUILD - IR lowering checked by running it: each
# tests/ir/exec/NAME.c defines functions `long testX(void)`; ir_interp
# (tests/ir/ir_interp.c) lowers the file with ebcc and runs each one,
# and the host C compiler builds the same file with a main that prints
# the same functions' values.  The two outputs must be equal.  (The
# kernel runs come with the BPF backend; this checks lowering alone.)
set -u
[ $# -eq 1 ] || { echo "usage: $0 BUILD" >&2; exit 2; }
build=$1
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
out=$build/test-out/ir-exec
mkdir -p "$out" || exit 2
suite_begin ir-exec
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
	timeout 20 "$build/tests/ir_interp" "$src" >"$out/$name.got" 2>"$out/$name.err"
	rc=$?
	if [ $rc != 0 ]; then
		bad "$name" "ir_interp exited $rc: $(cat "$out/$name.err")"
	elif ! diff -u "$out/$name.expect" "$out/$name.got" >"$out/$name.diff"; then
		bad "$name" "$(cat "$out/$name.diff")"
	elif [ "$(wc -l <"$out/$name.got")" != "$(echo "$names" | wc -l)" ]; then
		bad "$name" "not every test function ran"
	else
		ok "$name"
	fi
done
suite_end
