#!/bin/sh
# tests/elf-bad/run.sh EBCC OUTDIR - the malformed-ELF suite.
#
# EBCC is the ebcc binary or the build directory holding it (build,
# build-asan); ebcc-as, ebcc-readelf and ebcc-objdump are taken from the
# same directory.  Steps:
#
#   1. ebcc-as assembles base.s; gen.c (built with cc) writes one corrupted
#      copy per mutation to OUTDIR/gen/ and lists NAME<TAB>FRAGMENT.
#   2. readtest.c is built from the library sources (sanitized when EBCC is
#      in a build-asan directory): elf_read directly, then, when accepted,
#      an elf_write/elf_read round trip.
#   3. Each corrupted file goes to readtest, `ebcc-readelf -h` and
#      `ebcc-objdump -d`: each must exit 1 (no crash: below 128) with a
#      message containing FRAGMENT.  The tools are used once they work,
#      i.e. once `ebcc-readelf -h` accepts the base object; until then only
#      readtest runs.
#   4. regress/*.o (inputs the fuzzer found, see regress/list): "ok" ones
#      must pass readtest and not crash the tools; "error" ones are checked
#      like step 3.
set -u
[ $# -eq 2 ] || { echo "usage: $0 EBCC OUTDIR" >&2; exit 2; }
if [ -d "$1" ]; then bin=$1; else bin=$(dirname "$1"); fi
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
out=$2
case $out in /*) ;; *) out=$(pwd)/$out ;; esac
cd "$(dirname "$0")/../.." || exit 2
dir=tests/elf-bad
CC=${CC:-cc}
mkdir -p "$out/gen" || exit 2

san=""
case $bin in *asan*) san="-fsanitize=address,undefined -fno-sanitize-recover=undefined" ;; esac
# shellcheck disable=SC2046,SC2086
if ! "$bin/ebcc-as" -c "$dir/base.s" -o "$out/base.o" ||
	! $CC -std=c11 -O1 -g -Wall -Wextra -o "$out/gen-elf" "$dir/gen.c" ||
	! "$out/gen-elf" "$out/base.o" "$out/gen" >"$out/manifest" ||
	! $CC -std=c11 -D_POSIX_C_SOURCE=200809L -O1 -g $san -o "$out/readtest" "$dir/readtest.c" \
		$(ls src/*/*.c | grep -v '^src/main\.c$'); then
	echo "FAIL elf-bad/setup: cannot build the corpus or the driver"
	exit 1
fi
tools="readtest"
if "$bin/ebcc-readelf" -h "$out/base.o" >/dev/null 2>&1; then
	tools="readtest readelf objdump"
else
	echo "note: ebcc-readelf -h rejects a valid object; testing elf_read through readtest only"
fi

pass=0 fail=0
run_tool() { # tool file -> output in $out/tool.txt, status in $rc
	case $1 in
	readtest) "$out/readtest" "$2" >"$out/tool.txt" 2>&1 ;;
	readelf) "$bin/ebcc-readelf" -h "$2" >"$out/tool.txt" 2>&1 ;;
	objdump) "$bin/ebcc-objdump" -d "$2" >"$out/tool.txt" 2>&1 ;;
	esac
	rc=$?
}

check_error() { # name file fragment
	why=""
	for t in $tools; do
		run_tool "$t" "$2"
		if [ $rc -ge 128 ]; then
			why="$why; $t crashed (exit $rc)"
		elif [ $rc -ne 1 ]; then
			why="$why; $t exited $rc (expected 1)"
		elif ! grep -qF -- "$3" "$out/tool.txt"; then
			why="$why; $t's message lacks '$3'"
		fi
		[ -n "$why" ] && { why="$why: $(head -c 600 "$out/tool.txt")"; break; }
	done
	report "$1" "$why"
}

check_ok() { # name file
	why=""
	run_tool readtest "$2"
	if [ $rc -ne 0 ]; then
		why="; readtest exited $rc: $(head -c 600 "$out/tool.txt")"
	else
		for t in $tools; do
			[ "$t" = readtest ] && continue
			run_tool "$t" "$2"
			[ $rc -ge 128 ] && why="$why; $t crashed (exit $rc)"
			grep -q 'Sanitizer\|runtime error' "$out/tool.txt" && why="$why; $t: sanitizer report"
		done
	fi
	report "$1" "$why"
}

report() { # name why
	if [ -z "$2" ]; then
		echo "PASS elf-bad/$1"
		pass=$((pass + 1))
	else
		echo "FAIL elf-bad/$1:${2#;}" | sed '2,$s/^/    /'
		fail=$((fail + 1))
	fi
}

while IFS='	' read -r name frag; do
	check_error "$name" "$out/gen/$name.o" "$frag"
done <"$out/manifest"

grep -v '^#' "$dir/regress/list" >"$out/regress.list"
while read -r name kind frag; do
	[ -n "$name" ] || continue
	if [ "$kind" = ok ]; then
		check_ok "regress/$name" "$dir/regress/$name.o"
	else
		check_error "regress/$name" "$dir/regress/$name.o" "$frag"
	fi
done <"$out/regress.list"

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
