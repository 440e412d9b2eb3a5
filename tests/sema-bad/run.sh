#!/bin/sh
# tests/sema-bad/run.sh BUILD - invalid C programs get one located error.
#
# Each tests/sema-bad/NAME.c holds one mistake and starts with
#   // expect: LINE:COL: error: PHRASE[|PHRASE...]
# and optionally, on the second line, "// flags: OPTIONS" (e.g. -Werror for
# what clang only warns about by default).  LINE:COL is where clang-19
# -target bpf reports its first error; the phrases are short key words of
# that message (any one may match, case-insensitively, so ebcc's wording
# may differ; "fatal error:" counts as "error:").  Every file is first checked against clang (a FAIL saying
# "clang" means the test is wrong).  ebcc must then exit with status 1 (not
# 0, not a crash), and its first error must be
#   NAME.c:LINE:COL: error: ...PHRASE...
# followed by the source line and a caret under column COL (tabs copied,
# as util/diag.c prints them).
set -u
[ $# -eq 1 ] || { echo "usage: $0 BUILD" >&2; exit 2; }
build=$1
here=$(dirname "$0")
. "$here/../fe/lib.sh"
fe_require_ebcc sema-bad
out=$build/fe/sema-bad
mkdir -p "$out"
suite_begin sema-bad

# matches FILE LINE COL PHRASES OUTPUT: the first error of OUTPUT is at
# FILE:LINE:COL and has one of the phrases; with "caret" as 6th argument
# the source line and the caret must follow it.
matches() {
	awk -v file="$1" -v line="$2" -v col="$3" -v phrases="$4" -v caret="${6:-}" -v src="$1" '
		BEGIN {
			want = file ":" line ":" col ": error: "
			while ((getline l < src) > 0) if (++n == line) srcline = l
		}
		found == 0 && / error: / {
			found = 1
			l = $0
			sub(": fatal error: ", ": error: ", l) # a missing #include is fatal
			if (index(l, want) != 1) { print "first error is not at " line ":" col ": " $0; exit 1 }
			msg = tolower(substr(l, length(want) + 1))
			np = split(tolower(phrases), p, "|")
			for (i = 1; i <= np; i++) if (index(msg, p[i])) ok = 1
			if (!ok) { print "message lacks \"" phrases "\": " $0; exit 1 }
			if (caret == "") exit 0
			if ((getline l) <= 0 || l != srcline) { print "no source line after the error"; exit 1 }
			if ((getline l) <= 0 || l !~ /^[ \t~]*\^/ || index(l, "^") != col) {
				print "no caret under column " col; exit 1
			}
			exit 0
		}
		END { if (!found) { print "no error reported"; exit 1 } }
	' "$5"
}

for f in "$here"/*.c; do
	name=$(basename "$f" .c)
	expect=$(sed -n '1s|^// expect: \([0-9]*\):\([0-9]*\): error: \(.*\)$|\1 \2 \3|p' "$f")
	flags=$(sed -n '2s|^// flags: ||p' "$f")
	if [ -z "$expect" ]; then
		bad "$name" "no '// expect: LINE:COL: error: PHRASE' first line"
		continue
	fi
	set -- $expect
	line=$1 col=$2
	shift 2
	phrases=$*
	# shellcheck disable=SC2086
	$CLANG -target bpf $flags -fsyntax-only "$f" >"$out/$name.clang" 2>&1
	if ! why=$(matches "$f" "$line" "$col" "$phrases" "$out/$name.clang"); then
		bad "$name" "clang-19 disagrees with the expectation (the test is wrong): $why"
		continue
	fi
	# shellcheck disable=SC2086
	ebcc $flags -fsyntax-only "$f" >"$out/$name.out" 2>&1
	rc=$?
	if [ $rc != 1 ]; then
		bad "$name" "exit status $rc (expected 1; 124 is a timeout):
$(head -10 "$out/$name.out")"
	elif ! why=$(matches "$f" "$line" "$col" "$phrases" "$out/$name.out" caret); then
		bad "$name" "$why
$(head -10 "$out/$name.out")"
	else
		ok "$name"
	fi
done
suite_end
