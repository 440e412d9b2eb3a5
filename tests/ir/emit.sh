#!/bin/sh
# tests/ir/emit.sh EBCC OUTDIR - golden IR: `EBCC -emit-ir [FLAGS] NAME.c`
# in tests/ir/emit (FLAGS from a "// flags: ..." first line, e.g. -O2)
# must print exactly NAME.ir (cproc-style, diff -u), and
# twice the same bytes (output is deterministic).  After a deliberate
# change of lowering, IR_BLESS=1 rewrites the .ir files: review the diff.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
ebcc_out_args "$@"
cd "$here/emit" || exit 2
suite_begin ir-emit
for src in *.c; do
	name=${src%.c}
	flags=$(head -n 1 "$src" | sed -n 's|^// flags: *||p')
	# shellcheck disable=SC2086 # FLAGS are words
	if ! "$ebcc" -emit-ir $flags "$src" -o "$out/$name.ir" 2>"$out/$name.err"; then
		bad "$name" "$(cat "$out/$name.err")"
		continue
	fi
	# shellcheck disable=SC2086
	"$ebcc" -emit-ir $flags "$src" -o "$out/$name.ir2" 2>/dev/null
	[ "${IR_BLESS:-}" = 1 ] && cp "$out/$name.ir" "$name.ir"
	if ! cmp -s "$out/$name.ir" "$out/$name.ir2"; then
		bad "$name" "two runs gave different IR"
	elif ! diff -u "$name.ir" "$out/$name.ir" >"$out/$name.diff"; then
		bad "$name" "$(cat "$out/$name.diff")"
	else
		ok "$name"
	fi
done
suite_end
