#!/bin/sh
# tests/parse/good.sh EBCC OUTDIR - valid C that must compile silently.
#
# Each tests/parse/good/NAME.c is compiled with `-fsyntax-only FLAGS`,
# FLAGS from a "// flags: ..." line in its first five lines (default
# -Wall -Werror).  clang-19 -target bpf must accept it silently first (else
# the test itself is wrong); then ebcc must exit 0 and print nothing.  The
# files check what they declare with _Static_assert and
# __builtin_types_compatible_p, so accepting is not enough: the types,
# sizes and values must be clang's.
set -u
[ $# -eq 2 ] || { echo "usage: $0 EBCC OUTDIR" >&2; exit 2; }
ebcc=$1 out=$2
case $ebcc in /*) ;; */*) ebcc=$(pwd)/$ebcc ;; esac
mkdir -p "$out" || exit 2
. "$(dirname "$0")/../lib.sh"
echo 'int x;' >"$out/probe.c"
if ! "$ebcc" -fsyntax-only "$out/probe.c" >/dev/null 2>&1; then
	echo "SKIP parse-good: '$ebcc -fsyntax-only' cannot compile 'int x;' yet"
	exit 0
fi
suite_begin parse-good
for src in "$(dirname "$0")"/good/*.c; do
	name=$(basename "$src" .c)
	flags=$(head -n 5 "$src" | sed -n 's|^// flags: *||p' | head -n 1)
	# shellcheck disable=SC2086 # FLAGS are words
	if ! clang-19 -target bpf -fsyntax-only ${flags:--Wall -Werror} "$src" >"$out/$name.clang" 2>&1 ||
		[ -s "$out/$name.clang" ]; then
		bad "$name" "clang rejects it (the test is wrong): $(head -5 "$out/$name.clang")"
		continue
	fi
	# shellcheck disable=SC2086
	timeout 20 "$ebcc" -fsyntax-only ${flags:--Wall -Werror} "$src" >"$out/$name.out" 2>&1
	rc=$?
	if [ $rc -eq 0 ] && [ ! -s "$out/$name.out" ]; then
		ok "$name"
	else
		bad "$name" "exit $rc: $(head -20 "$out/$name.out")"
	fi
done
suite_end
