#!/bin/sh
# fuzz/run.sh SECONDS - build the libFuzzer targets into build-fuzz/ and run
# each for SECONDS (default 60), both at once.
#
#   fuzz_as   assembly text -> as_assemble_text (both dialects, v1..v4)
#             -> elf_write -> elf_read -> elf_write (must round-trip)
#   fuzz_elf  bytes -> elf_read -> walk sections/symbols/relocs, decode and
#             print code -> elf_write -> elf_read (must round-trip)
#   fuzz_btf_ext .BTF + .BTF.ext -> btf_ext_parse -> dump and lookups
#   fuzz_parse C source -> preprocessor -> parser and type checker -> IR
#             lowering (must
#             return without crash or hang; leaks unchecked for now: cpp_free
#             keeps the source texts that diagnostics point into)
#
# The seed corpora (fuzz/corpus/as, fuzz/corpus/elf) are copied to a scratch
# directory first, so the repository copy is never modified; whatever the
# run adds stays in build-fuzz/corpus-*/ for the next run to start from.
# Crash, leak, timeout and out-of-memory inputs are written to
# build-fuzz/artifacts/ and the script exits 1.
#
# Environment: CLANG (default clang-19), FUZZ_JOBS=N targets at a time
# (default 2), FUZZ_TARGETS="fuzz_cpp ..." to build and run only those, FUZZ_ARGS for extra libFuzzer
# options.  Reproduce a finding with
#   FUZZ_VERBOSE=1 build-fuzz/fuzz_as build-fuzz/artifacts/as-crash-...
# (FUZZ_VERBOSE keeps the assembler's diagnostics on stderr).
#
# The clang-built seeds in fuzz/corpus/elf were made from fuzz/seed-src/:
#   clang-19 -target bpf -O2 -c xdp.c            (clang_xdp.o)
#   clang-19 -target bpf -O2 -mbig-endian -c xdp.c (clang_be.o)
#   clang-19 -target bpf -O2 -g -mcpu=v3 -c xdp.c  (clang_btf.o)
#   clang-19 -target bpf -O2 -mcpu=v4 -c v4.c      (clang_v4.o)
# and the ebcc_*.o ones by build/ebcc-as from fuzz/corpus/as/*.s.
set -u
cd "$(dirname "$0")/.." || exit 2
SECS=${1:-60}
CLANG=${CLANG:-clang-19}
OUT=build-fuzz
CFLAGS="-g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Wno-unused-parameter"

mkdir -p "$OUT/obj" "$OUT/artifacts" || exit 2

# library objects: every src/*/*.c except src/main.c (rebuilt when newer)
OBJS=""
for src in src/*/*.c; do
	obj="$OUT/obj/$(echo "$src" | sed 's|^src/||; s|/|_|g; s|\.c$|.o|')"
	if [ ! -f "$obj" ] || [ "$src" -nt "$obj" ] || [ -n "$(find src -name '*.h' -newer "$obj")" ]; then
		echo "CC $src"
		$CLANG $CFLAGS -c "$src" -o "$obj" || exit 2
	fi
	OBJS="$OBJS $obj"
done
TARGETS=""
for f in fuzz/fuzz_*.c; do
	TARGETS="$TARGETS $(basename "$f" .c)"
done
for t in ${FUZZ_TARGETS:-$TARGETS}; do
	echo "LINK $OUT/$t"
	# shellcheck disable=SC2086
	$CLANG $CFLAGS -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
		fuzz/$t.c $OBJS -o "$OUT/$t" || exit 2
done

run_one() { # name corpus-dir [extra args]
	name=$1 seeds=$2
	shift 2
	work="$OUT/corpus-$name"
	mkdir -p "$work"
	[ -d "$seeds" ] && cp "$seeds"/* "$work"/
	log="$OUT/$name.log"
	echo "RUN $name for ${SECS}s (log $log)"
	# shellcheck disable=SC2086
	"$OUT/fuzz_$name" -max_total_time="$SECS" -timeout=5 -rss_limit_mb=2048 \
		-print_final_stats=1 -artifact_prefix="$OUT/artifacts/$name-" \
		"$@" ${FUZZ_ARGS:-} "$work" >"$log" 2>&1
	rc=$?
	if [ $rc -ne 0 ]; then
		echo "FAIL $name (exit $rc):"
		grep -E 'ERROR|SUMMARY|runtime error|Test unit written|ALARM|out-of-memory|rejected|differs' "$log" | head -20
	else
		echo "OK $name: $(grep -E '^stat::number_of_executed_units' "$log" | sed 's/.*: *//') runs," \
			"$(grep -E '^#[0-9]+.*(DONE|pulse)' "$log" | tail -1 | sed 's/.*cov: \([0-9]*\).*/cov \1/')"
	fi
	return $rc
}

# every target, FUZZ_JOBS (default 2) at a time
rc=0
pids=""
running=0
for t in ${FUZZ_TARGETS:-$TARGETS}; do
	name=${t#fuzz_}
	case $name in
	parse) extra="-dict=fuzz/c.dict -detect_leaks=0" ;;
	*) extra=""; [ -f "fuzz/$name.dict" ] && extra="-dict=fuzz/$name.dict" ;;
	esac
	# shellcheck disable=SC2086
	run_one "$name" "fuzz/corpus/$name" $extra &
	pids="$pids $!"
	running=$((running + 1))
	if [ "$running" -ge "${FUZZ_JOBS:-2}" ]; then
		for p in $pids; do
			wait "$p" || rc=1
		done
		pids=""
		running=0
	fi
done
for p in $pids; do
	wait "$p" || rc=1
done
exit $rc
