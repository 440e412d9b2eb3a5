#!/bin/bash
# Compile the kernel's BPF selftests programs with clang-19 and with ebcc,
# load every program of every object with the verifier, and compare.
#
#   tests/selftests/run.sh [BUILD [FLAVOURS]]     FLAVOURS default "v3 v2 v4"
#
#   v3  -mcpu=v3 -DENABLE_ATOMICS_TESTS   (the selftests' test_progs)
#   v2  -mcpu=v2                          (test_progs-no_alu32)
#   v4  -mcpu=v4 -DENABLE_ATOMICS_TESTS   (test_progs-cpuv4)
#
# Environment:
#   SELFTESTS_FILTER=GLOB  only the progs/*.c whose file name matches GLOB
#                          (e.g. 'verifier_*'); the counts are then of that set
#   SELFTESTS_JOBS=N       parallel compiles and loads (default 2)
#   SELFTESTS_CLANG=CMD    the reference compiler (default clang-19)
#
# Needs tests/selftests/setup.sh BUILD first.  Writes, per flavour,
# BUILD/selftests/results-FLAVOUR.tsv (one row per program) and
# BUILD/selftests/summary-FLAVOUR.txt (what is printed).
#
# Resumable: every compile and load leaves a result file, and a result is
# reused while it is newer than its inputs.  Each compiler's output dir is
# keyed by the compiler (clang's --version, ebcc's binary checksum) and the
# flags; a changed key empties the dir.  So clang's objects and verifier
# results are computed once per flavour, and a rebuilt ebcc is redone.
set -euo pipefail

BUILD=${1:-build}
FLAVOURS=${2:-v3 v2 v4}
HERE=$(cd "$(dirname "$0")" && pwd)
S=$(cd "$BUILD/selftests" 2>/dev/null && pwd) || {
	echo "run.sh: $BUILD/selftests missing: run tests/selftests/setup.sh $BUILD first" >&2
	exit 1
}
EBCC=$(cd "$BUILD" && pwd)/ebcc
CLANG=${SELFTESTS_CLANG:-clang-19}
JOBS=${SELFTESTS_JOBS:-2}
FILTER=${SELFTESTS_FILTER:-*}
L=$S/linux
SB=$L/tools/testing/selftests/bpf
LOADER=$S/veristat
[ -x "$EBCC" ] || { echo "run.sh: $EBCC missing (make first)" >&2; exit 1; }
[ -x "$LOADER" ] || { echo "run.sh: $LOADER missing (setup.sh)" >&2; exit 1; }

. "$HERE/objects.sh"

# --- flags, as tools/testing/selftests/bpf/Makefile has them --------------
# BPF_CFLAGS: -g -Wall -Werror -D__TARGET_ARCH_$(SRCARCH) $(MENDIAN)
#   -I$(INCLUDE_DIR) -I$(CURDIR) -I$(APIDIR) -I$(OUTPUT)/../usr/include
#   -Wno-compare-distinct-pointer-types
# INCLUDE_DIR holds libbpf's installed headers and vmlinux.h; CURDIR is
# tools/testing/selftests/bpf; APIDIR is tools/include/uapi; the
# ../usr/include of an in-tree build (headers_install) does not exist
# here and is left out.  CLANG_SYS_INCLUDES: every dir of clang's <...>
# search list (host target) as -idirafter.
SYS_INCLUDES=$($CLANG -v -E - </dev/null 2>&1 |
	sed -n '/<...> search starts here:/,/End of search list./{ s| \(/.*\)|-idirafter \1|p }' | tr '\n' ' ')
BPF_CFLAGS="-g -Wall -Werror -D__TARGET_ARCH_x86 -mlittle-endian -I$S/include -I$SB -I$L/tools/include/uapi -Wno-compare-distinct-pointer-types"

# per-file flags: the Makefile's "progs/NAME.c-CFLAGS := ..." lines
declare -A FILE_CFLAGS=()
while read -r f fl; do
	FILE_CFLAGS[$f]=$fl
done < <(sed -n 's|^progs/\([A-Za-z0-9_]*\.c\)-CFLAGS[ :]*= *\(.*\)$|\1 \2|p' "$SB/Makefile")

flavour_flags() {	# prints: EXTRA_BEFORE_FILE_FLAGS|MCPU
	case $1 in
	v3) echo "-DENABLE_ATOMICS_TESTS|-mcpu=v3" ;;
	v2) echo "|-mcpu=v2" ;;
	v4) echo "-DENABLE_ATOMICS_TESTS|-mcpu=v4" ;;
	*) echo "run.sh: unknown flavour $1 (v3 v2 v4)" >&2; return 1 ;;
	esac
}

SOURCES=()
for f in "$SB"/progs/*.c; do
	b=$(basename "$f")
	# shellcheck disable=SC2053
	[[ $b == $FILTER ]] && SOURCES+=("$b")
done
[ ${#SOURCES[@]} -gt 0 ] || { echo "run.sh: no progs/*.c match '$FILTER'" >&2; exit 1; }

# one compile: OUT/NAME.bpf.o, .err, .stat (objects.sh)
compile_one() {
	local cc=$1 out=$2 b=$3
	local ff
	ff=$(printf '%s\n' "${FILE_CFLAGS_EXPORT:-}" | tr ';' '\n' | sed -n "s|^$b=||p")
	# shellcheck disable=SC2086
	compile_obj "$cc" "$out" "${b%.c}" "$SB/progs/$b" "$SB" $FLAGS_A $ff $FLAGS_B $MCPU
}

# one object through the loader: OUT/NAME.vs
load_one() { load_obj "$1" "${2%.c}"; }
export -f compile_one load_one
export SB LOADER

for fl in $FLAVOURS; do
	ff=$(flavour_flags "$fl")
	export FLAGS_A="$BPF_CFLAGS $SYS_INCLUDES ${ff%%|*}"
	export FLAGS_B="-O2 --target=bpf"
	export MCPU=${ff##*|}
	FILE_CFLAGS_EXPORT=
	for k in "${!FILE_CFLAGS[@]}"; do
		FILE_CFLAGS_EXPORT+="$k=${FILE_CFLAGS[$k]};"
	done
	export FILE_CFLAGS_EXPORT
	OUT=$S/out/$fl
	for comp in clang ebcc; do
		if [ $comp = clang ]; then
			cc=$CLANG
			key="$($CLANG --version | head -n 1)"
		else
			cc=$EBCC
			key="ebcc $(sha1sum < "$EBCC" | cut -c1-40)"
		fi
		key="$key | $FLAGS_A [file flags] $FLAGS_B -c SRC $MCPU | $FILE_CFLAGS_EXPORT"
		d=$OUT/$comp
		mkdir -p "$d"
		if [ "$(cat "$d/.key" 2>/dev/null)" != "$key" ]; then
			rm -rf "$d" && mkdir -p "$d"
			printf '%s\n' "$key" > "$d/.key"
		fi
		echo "selftests $fl: compiling ${#SOURCES[@]} files with $comp" >&2
		t0=$(date +%s)
		printf '%s\n' "${SOURCES[@]}" |
			xargs -P "$JOBS" -I{} bash -c 'compile_one "$1" "$2" "$3"' _ "$cc" "$d" {}
		echo "selftests $fl: loading $comp's objects" >&2
		printf '%s\n' "${SOURCES[@]}" |
			xargs -P "$JOBS" -I{} bash -c 'load_one "$1" "$2"' _ "$d" {}
		echo "selftests $fl: $comp done in $(( $(date +%s) - t0 )) s" >&2
	done
	printf '%s\n' "${SOURCES[@]}" > "$OUT/files.txt"
	python3 "$HERE/report.py" --btf --worst 10 "$fl" "$OUT" "$S/results-$fl.tsv" | tee "$S/summary-$fl.txt"
done
