#!/bin/sh
# tests/cg/tailmerge.sh BUILD - tail merging (src/cg/tailmerge.c) makes
# code smaller and leaves loops alone.  For tests/cg/exec/tail_merge.c
# and tests/cg/progs/xdp_parse.c (three inlined copies of one map
# update), at -O2 for each -mcpu: the object has fewer instructions than
# with -fno-crossjumping, while a function with a loop (loop_tails) keeps
# its size; -O0 merges nothing.  That the merged code runs right is
# cg-exec's (tail_merge.c) and cg-progs' (xdp_parse.c) to check.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
suite_build tailmerge "$@"
inc="-I/usr/include/$(uname -m)-linux-gnu"
# 8-byte slots in the executable sections (exec_insns); of one function with $2
insns() {
	if [ $# -eq 2 ]; then
		llvm-readelf-19 -s -W "$1" | awk -v f="$2" '$8 == f { print $3 / 8 }'
	else
		exec_insns "$1"
	fi
}
for src in "$here/exec/tail_merge.c" "$here/progs/xdp_parse.c"; do
	name=$(basename "$src" .c)
	for cpu in v1 v2 v3 v4; do
		t=$name-$cpu
		m=$out/$t.o u=$out/$t-apart.o
		if ! "$build/ebcc" -O2 -mcpu=$cpu $inc -c "$src" -o "$m" 2>"$out/$t.err" ||
			! "$build/ebcc" -O2 -mcpu=$cpu $inc -fno-crossjumping -c "$src" -o "$u" 2>>"$out/$t.err"; then
			bad "$t" "$(cat "$out/$t.err")"
			continue
		fi
		a=$(insns "$m") b=$(insns "$u")
		if [ "$a" -ge "$b" ]; then
			bad "$t" "merged $a instructions, apart $b: nothing merged"
			continue
		fi
		if [ "$name" = tail_merge ]; then
			la=$(insns "$m" loop_tails) lb=$(insns "$u" loop_tails)
			if [ -z "$la" ] || [ "$la" != "$lb" ]; then
				bad "$t" "loop_tails: $la instructions merged, $lb apart (a loop must be left alone)"
				continue
			fi
		fi
		ok "$t"
	done
	# -O0: no merging
	"$build/ebcc" -O0 -mcpu=v3 $inc -c "$src" -o "$out/$name-O0.o" 2>/dev/null &&
		"$build/ebcc" -O0 -mcpu=v3 $inc -fno-crossjumping -c "$src" -o "$out/$name-O0-apart.o" 2>/dev/null &&
		cmp -s "$out/$name-O0.o" "$out/$name-O0-apart.o" && ok "$name-O0" ||
		bad "$name-O0" "-O0 objects differ with -fno-crossjumping"
done
suite_end
