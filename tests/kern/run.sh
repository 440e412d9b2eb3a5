#!/bin/sh
# Assemble every tests/kern/*.s, run it with bpfrun and compare the output
# with the file's "# expect:" lines.
#
# usage: tests/kern/run.sh AS_CMD BPFRUN OUTDIR
#   AS_CMD  assembler command, word-split, e.g. "clang-19 -target bpf" or
#           "build/ebcc-as"; it is invoked as
#           $AS_CMD -mcpu=v3 -c FILE.s -o OUTDIR/NAME.o   (-mcpu=v4 for *-v4.s)
#   BPFRUN  path to the bpfrun loader
#   OUTDIR  directory for objects and outputs (created if missing)
#
# Prints "PASS kern/NAME" or "FAIL kern/NAME" (plus a diff or the error)
# per file, then "N passed, N failed".  Exits 1 if anything failed.
# Set KERN_TESTS="a b" to run only tests/kern/a.s and tests/kern/b.s.

if [ $# -ne 3 ]; then
	echo "usage: $0 AS_CMD BPFRUN OUTDIR" >&2
	exit 2
fi

as_cmd=$1
bpfrun=$2
outdir=$3
dir=$(dirname "$0")

mkdir -p "$outdir" || exit 2

pass=0
fail=0

if [ -n "$KERN_TESTS" ]; then
	files=
	for t in $KERN_TESTS; do
		files="$files $dir/${t%.s}.s"
	done
else
	files=$(ls "$dir"/*.s 2>/dev/null)
fi

for src in $files; do
	name=$(basename "$src" .s)
	case $name in
	*-v4) cpu=v4 ;;
	*) cpu=v3 ;;
	esac
	obj=$outdir/$name.o
	exp=$outdir/$name.expected
	out=$outdir/$name.out
	err=$outdir/$name.err

	sed -n 's/^#[[:space:]]*expect:[[:space:]]*//p' "$src" >"$exp"
	if [ ! -s "$exp" ]; then
		echo "FAIL kern/$name"
		echo "    no '# expect:' lines in $src"
		fail=$((fail + 1))
		continue
	fi

	rm -f "$obj"
	# AS_CMD is intentionally word-split
	if ! $as_cmd -mcpu=$cpu -c "$src" -o "$obj" >"$err" 2>&1; then
		echo "FAIL kern/$name"
		echo "    assembler failed: $as_cmd -mcpu=$cpu -c $src -o $obj"
		sed 's/^/    /' "$err" | head -n 40
		fail=$((fail + 1))
		continue
	fi

	"$bpfrun" "$obj" >"$out" 2>"$err"
	rc=$?
	if [ $rc -eq 0 ] && cmp -s "$exp" "$out"; then
		echo "PASS kern/$name"
		pass=$((pass + 1))
	else
		echo "FAIL kern/$name"
		[ $rc -ne 0 ] && echo "    $bpfrun exited with status $rc"
		diff -u "$exp" "$out" | sed 's/^/    /'
		if [ $rc -ne 0 ]; then
			sed 's/^/    /' "$err" | head -n 60
		fi
		fail=$((fail + 1))
	fi
done

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
