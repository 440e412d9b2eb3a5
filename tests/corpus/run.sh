#!/bin/bash
# Compile the second corpus (projects.txt, laid out by setup.sh) with
# clang-19 and with ebcc, each file with its project's own flags
# (projects.sh), load every program of every object alone with the
# verifier, and compare: per project and in total.
#
#   tests/corpus/run.sh [BUILD [PROJECTS]]    PROJECTS default: all
#
# Every object both compile also goes through `bpftool gen skeleton`.
#
# Environment: CORPUS_JOBS=N (parallel compiles and loads, default 2),
# CORPUS_CLANG=CMD (default clang-19).  Writes BUILD/corpus/out/NAME/
# {clang,ebcc}/ (objects and results, reused while newer than their
# inputs, as in the selftests runner), BUILD/corpus/results-NAME.tsv and
# BUILD/corpus/summary.txt (what is printed).
set -euo pipefail
BUILD=${1:-build}
HERE=$(cd "$(dirname "$0")" && pwd)
S=$(cd "$BUILD/selftests" 2>/dev/null && pwd) || {
	echo "corpus: $BUILD/selftests missing: run tests/selftests/setup.sh $BUILD first" >&2
	exit 1
}
C=$(cd "$BUILD/corpus" 2>/dev/null && pwd) || {
	echo "corpus: $BUILD/corpus missing: run tests/corpus/setup.sh $BUILD first" >&2
	exit 1
}
EBCC=$(cd "$BUILD" && pwd)/ebcc
CLANG=${CORPUS_CLANG:-clang-19}
JOBS=${CORPUS_JOBS:-2}
LOADER=$S/veristat
[ -x "$EBCC" ] || { echo "corpus: $EBCC missing (make first)" >&2; exit 1; }
. "$HERE/../selftests/objects.sh"
. "$HERE/projects.sh"

# libbpf's headers without the kernel's vmlinux.h beside them (projects
# with their own vmlinux.h must not see that one)
INC=$C/include
mkdir -p "$INC" "$C/vmlinux"
ln -sfn "$S/include/bpf" "$INC/bpf"
ln -sfn "$S/include/vmlinux.h" "$C/vmlinux/vmlinux.h"
VMLINUX_INC=$C/vmlinux
STUBS=$C/stubs
mkdir -p "$STUBS/gnu" && : > "$STUBS/gnu/stubs-32.h"
UAPI=$S/linux/tools/include/uapi
export LOADER

PROJECTS=${2:-$(awk '!/^#/ && NF { print $1 }' "$HERE/projects.txt")}
: > "$C/summary.txt"

for p in $PROJECTS; do
	ROOT=$C/src/$p
	if [ ! -f "$ROOT/.commit" ]; then
		echo "corpus: $p not set up (tests/corpus/setup.sh): skipped" | tee -a "$C/summary.txt" >&2
		continue
	fi
	OUT=$C/out/$p
	mkdir -p "$OUT"
	# NAME: the path with / as __ (two projects' files may share a name)
	"${p}_files" > "$OUT/sources.txt"
	sed 's|/|__|g; s|\.c$||' "$OUT/sources.txt" | sed 's|$|.c|' > "$OUT/files.txt"
	for comp in clang ebcc; do
		if [ $comp = clang ]; then
			cc=$CLANG
			key="$($CLANG --version | head -n 1)"
		else
			cc=$EBCC
			key="ebcc $(sha1sum < "$EBCC" | cut -c1-40)"
		fi
		key="$key | $(cat "$ROOT/.commit") | $(declare -f "${p}_flags" | sha1sum | cut -c1-40)"
		d=$OUT/$comp
		mkdir -p "$d"
		if [ "$(cat "$d/.key" 2>/dev/null)" != "$key" ]; then
			rm -rf "$d" && mkdir -p "$d"
			printf '%s\n' "$key" > "$d/.key"
		fi
		echo "corpus $p: compiling $(wc -l < "$OUT/sources.txt") files with $comp" >&2
		t0=$(date +%s)
		while read -r f; do
			n=$(echo "${f%.c}" | sed 's|/|__|g')
			printf '%s\0%s\0%s\0%s\0' "$n" "$ROOT/$f" "$(dirname "$ROOT/$f")" "$("${p}_flags" "$f")"
		done < "$OUT/sources.txt" |
			CC_=$cc OUT_=$d xargs -0 -n 4 -P "$JOBS" bash -c \
				'n=$1 src=$2 dir=$3; eval "set -- $4"; compile_obj "$CC_" "$OUT_" "$n" "$src" "$dir" "$@"' _
		echo "corpus $p: loading $comp's objects" >&2
		sed 's|\.c$||' "$OUT/files.txt" | xargs -P "$JOBS" -I{} bash -c 'load_obj "$1" "$2"' _ "$d" {}
		echo "corpus $p: $comp done in $(( $(date +%s) - t0 )) s" >&2
	done
	python3 "$HERE/../selftests/report.py" --btf --worst 10 "$p" "$OUT" "$C/results-$p.tsv" |
		tee -a "$C/summary.txt"
	# objects are embedded into user space by `bpftool gen skeleton`:
	# every object clang's build gives it, ebcc's must too
	nsk=0 okc=0 oke=0 only=""
	for o in "$OUT"/clang/*.o; do
		[ -f "$o" ] || continue
		e=$OUT/ebcc/$(basename "$o")
		[ -f "$e" ] || continue
		nsk=$((nsk + 1))
		sc=0 se=0
		bpftool gen skeleton "$o" >/dev/null 2>&1 && sc=1 && okc=$((okc + 1))
		bpftool gen skeleton "$e" >/dev/null 2>"$e.skel.err" && se=1 && oke=$((oke + 1))
		[ $sc = 1 ] && [ $se = 0 ] && only="$only $(basename "$o" .o): $(head -n 1 "$e.skel.err")"
	done
	echo "bpftool gen skeleton ($nsk objects both compile): clang $okc, ebcc $oke; clang's only: ${only:-none}" |
		tee -a "$C/summary.txt"

done
tsvs=()
for p in $PROJECTS; do
	[ -f "$C/results-$p.tsv" ] && tsvs+=("$C/results-$p.tsv")
done
[ ${#tsvs[@]} -gt 0 ] && python3 "$HERE/../selftests/report.py" --total "${tsvs[@]}" | tee -a "$C/summary.txt"
exit 0
