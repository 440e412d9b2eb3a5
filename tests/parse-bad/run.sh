#!/bin/sh
# tests/parse-bad/run.sh EBCC OUTDIR - invalid C for the parser and type
# checker: exact diagnostics.
#
# Each tests/parse-bad/NAME.c holds one deliberate mistake (or a few
# independent ones, to check recovery); NAME.err beside it is the exact
# stderr expected from
#
#   cd tests/parse-bad && EBCC -fsyntax-only [FLAGS] NAME.c
#
# where FLAGS come from a "// flags: ..." comment in the first three lines.
# A case passes when ebcc exits with status 1 (not 0, not a crash) and
# prints exactly NAME.err, which must contain a located
# "NAME.c:LINE:COL: error: " line.  Each .err was checked by
# hand against clang-19 -target bpf (same line and column, message in
# clang's words where ebcc can say the same) before it was kept.
# Names: decl-* (declarations and types), expr-* and stmt-* (expressions
# and statements).  PARSE_BAD_BLESS=1 writes missing .err files from the
# current output (review each one before committing it).
set -u
[ $# -eq 2 ] || { echo "usage: $0 EBCC OUTDIR" >&2; exit 2; }
ebcc=$1 out=$2
case $ebcc in /*) ;; */*) ebcc=$(pwd)/$ebcc ;; esac
case $out in /*) ;; *) out=$(pwd)/$out ;; esac
cd "$(dirname "$0")" || exit 2
mkdir -p "$out" || exit 2
# while the front end is being written: skip until `int x;` compiles
echo 'int x;' >"$out/probe.c"
if ! "$ebcc" -fsyntax-only "$out/probe.c" >/dev/null 2>&1; then
	echo "SKIP parse-bad: '$ebcc -fsyntax-only' cannot compile 'int x;' yet"
	exit 0
fi

pass=0 fail=0
for src in *.c; do
	name=${src%.c}
	flags=$(head -n 3 "$src" | sed -n 's|^// flags: *||p' | head -n 1)
	expect=$name.err
	# shellcheck disable=SC2086 # FLAGS are words
	timeout 10 "$ebcc" -fsyntax-only $flags "$src" >"$out/$name.stdout" 2>"$out/$name.stderr"
	rc=$?
	if [ "${PARSE_BAD_BLESS:-}" = 1 ] && [ ! -f "$expect" ] && [ $rc -eq 1 ]; then
		cp "$out/$name.stderr" "$expect"
	fi
	why=""
	if [ ! -f "$expect" ]; then
		why="no $expect"
	elif [ $rc -ne 1 ]; then
		why="exit status $rc (expected 1)"
	elif ! grep -q "^$src:[0-9][0-9]*:[0-9][0-9]*: error: " "$expect"; then
		why="$expect has no '$src:LINE:COL: error: ' line"
	elif ! diff -u "$expect" "$out/$name.stderr" >"$out/$name.diff"; then
		why="diagnostics differ from $expect"
	fi
	if [ -z "$why" ]; then
		echo "PASS parse-bad/$name"
		pass=$((pass + 1))
	else
		echo "FAIL parse-bad/$name: $why"
		[ -s "$out/$name.diff" ] && head -40 "$out/$name.diff"
		[ $rc -ne 1 ] && head -20 "$out/$name.stderr"
		fail=$((fail + 1))
	fi
	rm -f "$out/$name.diff"
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
