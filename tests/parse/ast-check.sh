#!/bin/sh
# tests/parse/ast-check.sh BUILD - the typed AST keeps its contract
# (src/parse/ast.h: implicit conversions as explicit casts and decays,
# converted arguments and assigned values, typed operators...) on every
# function body of real programs: tests/fe/progs (over vmlinux.h and
# libbpf's headers), tests/parse/good, tests/sema and the fuzz seeds.
# BUILD/tests/ast_check walks the bodies (tests/parse/ast_check.c); a file
# clang-19 rejects is not used, a file ebcc cannot parse yet is a SKIP
# (other suites report that), a broken rule is a FAIL.
set -u
[ $# -eq 1 ] || { echo "usage: $0 BUILD" >&2; exit 2; }
build=$1
here=$(dirname "$0")
. "$here/../lib.sh"
check=$build/tests/ast_check
out=$build/ast-check
mkdir -p "$out"
SYS="-D__TARGET_ARCH_x86 -I$build/fe -idirafter /usr/include/x86_64-linux-gnu"
files="$here/good/*.c $here/../sema/*.c $here/../../fuzz/corpus/parse/bpfish.c"
if sh "$here/../fe/setup.sh" "$build" >/dev/null 2>&1; then
	files="$here/../fe/progs/*.c $files"
else
	echo "SKIP ast-check/progs: no vmlinux.h (tests/fe/setup.sh failed)"
fi
suite_begin ast-check
for src in $files; do
	[ -f "$src" ] || continue
	name=$(basename "$(dirname "$src")")-$(basename "$src" .c)
	# shellcheck disable=SC2086
	clang-19 -target bpf $SYS -I"$here/../sema" -fsyntax-only -w "$src" >/dev/null 2>&1 || continue
	# shellcheck disable=SC2086
	timeout 60 "$check" $SYS -I"$here/../sema" "$src" >"$out/$name.txt" 2>&1
	rc=$?
	if grep -q ' function bodies, 0 violations$' "$out/$name.txt" && [ $rc = 0 ]; then
		ok "$name"
	elif grep -q ' violations$' "$out/$name.txt"; then
		bad "$name" "$(grep ': ast: ' "$out/$name.txt")"
	else
		echo "SKIP ast-check/$name: ebcc does not parse it yet"
	fi
done
suite_end
