#!/usr/bin/env bash
# tests/kern/run.sh AS_CMD BPFRUN OUT: assemble each tests/kern/*.s with
# AS_CMD (-mcpu=v4 for *-v4.s, else v3), load and run it in the kernel with
# bpfrun, and compare with its "# expect: NAME RETVAL" lines (derived by
# hand in each file's comments).
set -uo pipefail
as_cmd=$1 bpfrun=$2 out=$3
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
pass=0 fail=0
for s in "$here"/*.s; do
	n=$(basename "$s" .s)
	cpu=v3
	case $n in *-v4) cpu=v4 ;; esac
	sed -n 's/^# expect: //p' "$s" > "$out/$n.expect"
	if ! $as_cmd -mcpu=$cpu -c "$s" -o "$out/$n.o" 2>"$out/$n.err"; then
		echo "FAIL kern/$n: does not assemble"; head -5 "$out/$n.err"; fail=$((fail + 1)); continue
	fi
	"$bpfrun" "$out/$n.o" > "$out/$n.got" 2>"$out/$n.err"
	if diff -u "$out/$n.expect" "$out/$n.got" > "$out/$n.diff"; then
		echo "PASS kern/$n"; pass=$((pass + 1))
	else
		echo "FAIL kern/$n"; cat "$out/$n.diff"; tail -5 "$out/$n.err"; fail=$((fail + 1))
	fi
done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
