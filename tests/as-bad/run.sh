#!/bin/sh
# tests/as-bad/run.sh EBCC_AS OUTDIR - the malformed-assembly suite.
#
# Each tests/as-bad/NAME.s holds one deliberate error (multi-error.s a few
# independent ones); NAME.err is the exact stderr expected from
#
#   EBCC_AS -mcpu=vN -mdialect=D -c tests/as-bad/NAME.s -o OUTDIR/NAME.o
#
# where N comes from a "# cpu: vN" comment and D from "# dialect: normal"
# in the first three lines (defaults v3, pseudoc).  gen.sh writes the
# inputs too big to keep here into OUTDIR/gen/; their .err files say @OUT@
# for that directory.  A test passes when the assembler exits 1, leaves no
# output (nor temporary) file, and prints exactly NAME.err.  Every .err must
# contain a located "NAME.s:LINE:COL: error: " line.
#
# Run from anywhere: paths in the messages are the relative ones passed on
# the command line, so this runs from the repository root.
# AS_BAD_BLESS=1 rewrites the .err files from the current output (review
# every change by hand before keeping it).
set -u
[ $# -eq 2 ] || { echo "usage: $0 EBCC_AS OUTDIR" >&2; exit 2; }
as=$1 out=$2
case $as in /*) ;; */*) as=$(pwd)/$as ;; esac
case $out in /*) ;; *) out=$(pwd)/$out ;; esac
cd "$(dirname "$0")/../.." || exit 2
dir=tests/as-bad
mkdir -p "$out" || exit 2
"$dir/gen.sh" "$out/gen" || { echo "FAIL as-bad/gen.sh"; exit 1; }

pass=0 fail=0
for src in "$dir"/*.s "$out"/gen/*.s; do
	name=$(basename "$src" .s)
	head=$(head -n 3 "$src")
	cpu=$(printf '%s\n' "$head" | sed -n 's/^# cpu: *v\([1-4]\).*/\1/p' | head -n 1)
	dialect=pseudoc
	printf '%s\n' "$head" | grep -q '^# dialect: *normal' && dialect=normal
	obj=$out/$name.o
	rm -f "$obj" "$obj".tmp* "$out/$name.diff"
	"$as" -mcpu=v"${cpu:-3}" -mdialect=$dialect -c "$src" -o "$obj" 2>"$out/$name.stderr"
	rc=$?
	expect=$dir/$name.err
	if [ "${AS_BAD_BLESS:-}" = 1 ]; then
		sed "s|^$out/gen/|@OUT@/|" "$out/$name.stderr" >"$expect"
	fi
	why=""
	if [ ! -f "$expect" ]; then
		why="no $expect"
	elif [ $rc -ne 1 ]; then
		why="exit status $rc (expected 1)"
	elif [ -e "$obj" ] || ls "$obj".tmp* >/dev/null 2>&1; then
		why="an output file was created"
	elif ! sed "s|@OUT@|$out/gen|g" "$expect" >"$out/$name.expected" ||
		! grep -q "^$src:[0-9][0-9]*:[0-9][0-9]*: error: " "$out/$name.expected"; then
		why="$expect has no '$src:LINE:COL: error: ' line"
	elif ! diff -u "$out/$name.expected" "$out/$name.stderr" >"$out/$name.diff"; then
		why="diagnostics differ from $expect"
	fi
	if [ -z "$why" ]; then
		echo "PASS as-bad/$name"
		pass=$((pass + 1))
	else
		echo "FAIL as-bad/$name: $why"
		[ -s "$out/$name.diff" ] && cat "$out/$name.diff"
		[ $rc -ne 1 ] && [ -s "$out/$name.stderr" ] && cat "$out/$name.stderr"
		fail=$((fail + 1))
	fi
	rm -f "$out/$name.diff"
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
