#!/bin/sh
# tests/cg/progs/run.sh BUILD - real-style programs (XDP parser, tc
# rewrite, socket filter, ring buffer / hash / per-CPU maps) built by
# ebcc with -g (BTF-defined maps) for -mcpu=v1..v4 at -O0 and -O2 and by
# clang-19 -O2 -g -mcpu=v3; bpfrun loads each object (the kernel's
# verifier and its BTF checks), runs every program once in object order
# on its built-in packet and prints `NAME RETVAL` and the packet after it
# (-o).  ebcc's output must equal clang's, and every `// expect: NAME
# VALUE` line of the source must be in it.  A line `// levels: 2`
# builds at those -O levels only (the reason on the lines after it).
# A line `// verifier: at most N times clang's` bounds the verifier's
# work: the processed instructions (bpfrun -s) of each program of the
# -mcpu=v3 -O2 build may be at most N times those of clang's
# (`// verifier: PROG at most N ...`: of that program only).
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../../lib.sh"
suite_build cg-progs "$@"
inc=-I/usr/include/$(gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)
for src in "$here"/*.c; do
	name=$(basename "$src" .c)
	sed -n 's,^// expect: ,,p' "$src" >"$out/$name.expect"
	if ! clang-19 -target bpf -O2 -g -mcpu=v3 $inc -c "$src" -o "$out/$name-clang.o" 2>"$out/$name-clang.err" ||
		! timeout 60 "$build/bpfrun" -o "$out/$name-clang.o" >"$out/$name-clang.out" 2>>"$out/$name-clang.err"; then
		bad "$name-clang" "clang-19's build did not load and run: $(tail -5 "$out/$name-clang.err")"
		continue
	fi
	levels=$(sed -n 's,^// levels: ,,p' "$src")
	for cpu in v1 v2 v3 v4; do
		for level in ${levels:-0 2}; do
			t=$name-$cpu-O$level
			if ! "$build/ebcc" -O$level -g -mcpu=$cpu $inc -c "$src" -o "$out/$t.o" 2>"$out/$t.err"; then
				bad "$t" "compile failed: $(cat "$out/$t.err")"
				continue
			fi
			if ! timeout 60 "$build/bpfrun" -o "$out/$t.o" >"$out/$t.out" 2>>"$out/$t.err"; then
				bad "$t" "bpfrun failed: $(tail -30 "$out/$t.err")"
			elif ! diff -u "$out/$name-clang.out" "$out/$t.out" >"$out/$t.diff"; then
				bad "$t" "differs from clang-19's build: $(cat "$out/$t.diff")"
			elif ! grep -vxFf "$out/$t.out" "$out/$name.expect" >"$out/$t.missing" && [ -s "$out/$name.expect" ]; then
				ok "$t"
			else
				bad "$t" "expected lines missing: $(cat "$out/$t.missing")"
			fi
		done
	done
	rule=$(sed -n "s#^// verifier: \([A-Za-z0-9_]* \)\{0,1\}at most \([0-9.]*\) times clang's.*#\1|\2#p" "$src")
	[ -n "$rule" ] || continue
	only=$(echo "${rule%%|*}" | tr -d ' ')
	bound=${rule##*|}
	if "$build/bpfrun" -s "$out/$name-clang.o" >"$out/$name-clang.vs" 2>&1 &&
		"$build/bpfrun" -s "$out/$name-v3-O2.o" >"$out/$name-v3.vs" 2>&1; then
		worse=$(awk -v b="$bound" -v only="$only" '/verified_insns=/ && (only == "" || $1 == only) { split($2, v, "="); n[$1] = n[$1] " " v[2] }
			END { for (p in n) { split(n[p], x, " "); if (x[2] > b * x[1]) print p ": " x[2] " against clang'"'"'s " x[1] } }' \
			"$out/$name-clang.vs" "$out/$name-v3.vs")
		if [ -n "$worse" ]; then
			bad "$name-verifier" "more than $bound times clang's verifier work: $worse"
		else
			ok "$name-verifier"
		fi
	else
		bad "$name-verifier" "bpfrun -s failed: $(tail -3 "$out/$name-v3.vs")"
	fi
done
suite_end
