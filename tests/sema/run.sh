#!/bin/sh
# tests/sema/run.sh BUILD - C semantics checked at compile time.
#
# Each tests/sema/*.c is a list of _Static_assert facts (through sema.h's
# ASSERT, IS, SAME) about constant expressions, conversions, layout,
# typeof, initializers... compiled with -fsyntax-only -Wall.  clang-19
# -target bpf must accept each file silently (so every expectation is
# proven against the oracle: a FAIL saying "clang" means the test is
# wrong), then ebcc must too: exit 0 and no output.  One PASS/FAIL per file.
# A file whose first line says "sema: no -Wall" is compiled without -Wall
# (for constructs clang's -Wall warns about, such as brace elision); one
# whose first line has "sema-flags: F..." is compiled with those flags too.
# Then random.sh: random constant expressions (values and types from clang)
# and random typed expressions over variables (types and sizes).
set -u
[ $# -eq 1 ] || { echo "usage: $0 BUILD" >&2; exit 2; }
build=$1
here=$(dirname "$0")
. "$here/../fe/lib.sh"
fe_require_ebcc sema
out=$build/fe/sema
mkdir -p "$out"
suite_begin sema
for f in "$here"/*.c; do
	name=$(basename "$f" .c)
	wall=-Wall
	head -n 1 "$f" | grep -q 'sema: no -Wall' && wall=
	extra=$(head -n 1 "$f" | sed -n 's|.*sema-flags: \([^*]*\).*|\1|p')
	# shellcheck disable=SC2086
	wall="$wall $extra"
	# shellcheck disable=SC2086
	if ! $CLANG -target bpf $wall -fsyntax-only "$f" >"$out/$name.clang" 2>&1 ||
		[ -s "$out/$name.clang" ]; then
		bad "$name" "clang-19 does not accept it silently (the test is wrong):
$(head -20 "$out/$name.clang")"
		continue
	fi
	ebcc $wall -fsyntax-only "$f" >"$out/$name.out" 2>&1
	rc=$?
	if [ $rc = 0 ] && [ ! -s "$out/$name.out" ]; then
		ok "$name"
	else
		bad "$name" "exit $rc, $(grep -c 'error:' "$out/$name.out") errors:
$(head -30 "$out/$name.out")"
	fi
done
. "$here/random.sh"
suite_end
