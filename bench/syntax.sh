#!/bin/sh
# bench/syntax.sh BUILD - front-end speed: `ebcc -fsyntax-only` and `-E`
# against clang-19 -target bpf on BUILD/fe/real.c (vmlinux.h and libbpf's
# headers, tests/fe/setup.sh), best of N runs each (N=10, or $BENCH_RUNS),
# alternating in the same run, with the peak RSS of each (bench/runstat.c).
# Prints the times, the ratio clang/ebcc (goal: >= 10 for -fsyntax-only)
# and exits 1 if ebcc fails on the file.  `make bench`; not part of check.
set -eu
[ $# -eq 1 ] || { echo "usage: $0 BUILD" >&2; exit 2; }
build=$1
n=${BENCH_RUNS:-10}
here=$(dirname "$0")
"$here/../tests/fe/setup.sh" "$build"
mkdir -p "$build/bench"
runstat=$build/bench/runstat
if [ ! -x "$runstat" ] || [ "$here/runstat.c" -nt "$runstat" ]; then
	${CC:-cc} -std=c11 -D_POSIX_C_SOURCE=200809L -O2 -Wall -Wextra -o "$runstat" "$here/runstat.c"
fi
ebcc=${EBCC:-$build/ebcc} # EBCC="clang-19 -target bpf" tries the script itself
src=$build/fe/real.c
sys="-D__TARGET_ARCH_x86 -I$build/fe -idirafter /usr/include/x86_64-linux-gnu"
echo "$src: $(wc -l <"$build/fe/vmlinux.h") lines of vmlinux.h + libbpf headers; best of $n runs"
printf '%-16s %10s %10s %10s %12s %12s\n' mode "ebcc s" "clang s" clang/ebcc "ebcc KB" "clang KB"
status=0
for mode in -fsyntax-only -E; do
	# alternate the two compilers so both see the same machine state
	eb="" cl=""
	i=0
	while [ $i -lt "$n" ]; do
		# shellcheck disable=SC2086
		e=$("$runstat" 1 $ebcc $mode $sys "$src") || { echo "ebcc $mode failed on $src"; status=1; break; }
		# shellcheck disable=SC2086
		c=$("$runstat" 1 clang-19 -target bpf $mode $sys "$src") || { echo "clang-19 $mode failed"; exit 1; }
		eb="$eb$e
" cl="$cl$c
"
		i=$((i + 1))
	done
	[ $i -eq "$n" ] || continue
	# best time, peak RSS over the runs
	set -- $(printf '%s' "$eb" | sort -n | head -1) $(printf '%s' "$eb" | sort -k2 -n | tail -1)
	et=$1 erss=$4
	set -- $(printf '%s' "$cl" | sort -n | head -1) $(printf '%s' "$cl" | sort -k2 -n | tail -1)
	ct=$1 crss=$4
	ratio=$(awk -v c="$ct" -v e="$et" 'BEGIN { printf "%.1f", (e > 0 ? c / e : 0) }')
	printf '%-16s %10s %10s %10s %12s %12s\n' "$mode" "$et" "$ct" "$ratio" "$erss" "$crss"
	[ "$mode" = -fsyntax-only ] && goal=$(awk -v r="$ratio" 'BEGIN { print (r >= 10 ? "met" : "not met") }')
done
[ -n "${goal:-}" ] && echo "goal (clang/ebcc >= 10 for -fsyntax-only): $goal; load average $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
