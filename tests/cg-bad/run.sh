#!/bin/sh
# tests/cg-bad/run.sh EBCC OUTDIR - programs the back end refuses (the
# BPF limits it checks: stack frame size, ...): exact diagnostics from
#   cd tests/cg-bad && EBCC $(sed -n 's,^// flags: ,,p' NAME.c) -S -o /dev/null NAME.c
# A case passes when ebcc exits 1 and prints exactly NAME.err, which has
# a located "NAME.c:LINE:COL: error: " line.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
ebcc_out_args "$@"
cd "$here" || exit 2
suite_begin cg-bad
for src in *.c; do
	name=${src%.c}
	flags=$(sed -n 's,^// flags: ,,p' "$src")
	# shellcheck disable=SC2086
	timeout 10 "$ebcc" $flags -S -o /dev/null "$src" >"$out/$name.stdout" 2>"$out/$name.stderr"
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
