#!/bin/sh
# tests/ir-bad/run.sh EBCC OUTDIR - programs that are valid C but not
# valid BPF (or not lowered yet): exact diagnostics from
#   cd tests/ir-bad && EBCC -emit-ir -o /dev/null NAME.c
# A case passes when ebcc exits 1 and prints exactly NAME.err, which has
# a located "NAME.c:LINE:COL: error: " line.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
ebcc_out_args "$@"
cd "$here" || exit 2
suite_begin ir-bad
for src in *.c; do
	name=${src%.c}
	timeout 10 "$ebcc" -emit-ir -o /dev/null "$src" >"$out/$name.stdout" 2>"$out/$name.stderr"
	rc=$?
	if [ $rc != 1 ]; then
		bad "$name" "exit status $rc, expected 1"
	elif ! grep -q "^$src:[0-9]*:[0-9]*: error: " "$name.err"; then
		bad "$name" "$name.err has no located error"
	elif ! diff -u "$name.err" "$out/$name.stderr" >"$out/$name.diff"; then
		bad "$name" "$(cat "$out/$name.diff")"
	else
		ok "$name"
	fi
done
suite_end
