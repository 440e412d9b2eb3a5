#!/bin/sh
# tests/btf/run.sh BUILD [OUTDIR] - ebcc's BTF (src/btf) against bpftool,
# clang-19 and the kernel.  For each tests/btf/NAME.c:
#   NAME/accepted     ebcc -O2 -g -c compiles it; bpftool btf dump accepts it
#   NAME/format-c     `bpftool btf dump file X format c` of ebcc's and
#                     clang-19's objects: the same blocks (sorted)
#   NAME/types        the raw dumps, ids resolved to names (btfnorm.py):
#                     the same FUNC/VAR/DATASEC/DECL_TAG/named types
#   NAME/readelf-clang ebcc-readelf --btf of clang's object = bpftool's raw dump
#   NAME/readelf-ebcc / objdump-ebcc  the same on ebcc's object
#   NAME/S-c          -S then ebcc-as gives the same .BTF bytes as -c
#   NAME/load         (sources with "LOAD" in them) bpftool prog loadall:
#                     the kernel accepts the program, its maps and their BTF
# then the kernel's own BTF (/sys/kernel/btf/vmlinux) dumped by
# ebcc-readelf equals bpftool's dump, and bad-input/*: truncated and
# corrupted .BTF give one clean error and exit 1.
set -u
cd "$(dirname "$0")/../.." || exit 2
build=${1:-build}
out=${2:-$build/btf}
case $build in /*) ;; *) build=$(pwd)/$build ;; esac
case $out in /*) ;; *) out=$(pwd)/$out ;; esac
mkdir -p "$out" || exit 2
. tests/lib.sh
suite_begin btf
CLANG=${CLANG:-clang-19}
SYS="-idirafter /usr/include/$(uname -m)-linux-gnu"
BPFTOOL=${BPFTOOL:-bpftool}
norm_c() { # the C dump's blank-line separated blocks, sorted
	awk 'BEGIN { RS = ""; ORS = "\n\n" } { gsub(/\n/, "\\n"); print }' "$1" | sort
}
section() { # OBJ SECTION OUT: the section's bytes
	llvm-objcopy-19 --dump-section "$2=$3" "$1" /dev/null 2>/dev/null || objcopy -O binary --only-section="$2" "$1" "$3"
}

for src in tests/btf/*.c; do
	n=$(basename "$src" .c)
	o=$out/$n
	if ! "$build/ebcc" -O2 -g $SYS -c "$src" -o "$o.o" 2>"$o.err"; then
		bad "$n/accepted" "$(cat "$o.err")"
		continue
	fi
	if ! $BPFTOOL btf dump file "$o.o" >"$o.raw" 2>"$o.err"; then
		bad "$n/accepted" "$(cat "$o.err")"
		continue
	fi
	ok "$n/accepted"
	if ! $CLANG -target bpf -O2 -g $SYS -c "$src" -o "$o.clang.o" 2>"$o.err"; then
		bad "$n/clang" "$(cat "$o.err")"
		continue
	fi
	$BPFTOOL btf dump file "$o.clang.o" >"$o.clang.raw"
	$BPFTOOL btf dump file "$o.o" format c >"$o.h" && $BPFTOOL btf dump file "$o.clang.o" format c >"$o.clang.h"
	if [ "$(norm_c "$o.h")" = "$(norm_c "$o.clang.h")" ]; then ok "$n/format-c"; else bad "$n/format-c" "$(diff "$o.clang.h" "$o.h")"; fi
	python3 tests/btf/btfnorm.py "$o.raw" >"$o.norm" && python3 tests/btf/btfnorm.py "$o.clang.raw" >"$o.clang.norm"
	if cmp -s "$o.norm" "$o.clang.norm"; then ok "$n/types"; else bad "$n/types" "$(diff "$o.clang.norm" "$o.norm")"; fi
	"$build/ebcc-readelf" --btf "$o.clang.o" | tail -n +2 >"$o.clang.readelf"
	if cmp -s "$o.clang.readelf" "$o.clang.raw"; then ok "$n/readelf-clang"; else bad "$n/readelf-clang" "$(diff "$o.clang.raw" "$o.clang.readelf")"; fi
	"$build/ebcc-readelf" --btf "$o.o" | tail -n +2 >"$o.readelf"
	if cmp -s "$o.readelf" "$o.raw"; then ok "$n/readelf-ebcc"; else bad "$n/readelf-ebcc" "$(diff "$o.raw" "$o.readelf")"; fi
	"$build/ebcc-objdump" --btf "$o.o" | tail -n +4 >"$o.objdump"
	if cmp -s "$o.objdump" "$o.raw"; then ok "$n/objdump-ebcc"; else bad "$n/objdump-ebcc" "$(diff "$o.raw" "$o.objdump")"; fi
	if "$build/ebcc" -O2 -g $SYS -S "$src" -o "$o.s" && "$build/ebcc-as" "$o.s" -o "$o.s.o" &&
		section "$o.o" .BTF "$o.btf" && section "$o.s.o" .BTF "$o.s.btf" && cmp -s "$o.btf" "$o.s.btf"; then
		ok "$n/S-c"
	else
		bad "$n/S-c"
	fi
	if grep -q LOAD "$src"; then
		pin=/sys/fs/bpf/ebcc-btf-$n-$$
		if $BPFTOOL prog loadall "$o.o" "$pin" >"$o.load" 2>&1; then
			# the maps were created with their BTF (key/value types from it)
			ids=$($BPFTOOL prog show pinned "$pin/$(ls "$pin" | head -1)" | sed -n 's/.*map_ids \([0-9,]*\).*/\1/p')
			nobtf=""
			for id in $(echo "$ids" | tr , ' '); do
				$BPFTOOL map show id "$id" | grep -q "btf_id" || nobtf="$nobtf $id"
			done
			rm -rf "$pin"
			if [ -z "$ids" ] || [ -n "$nobtf" ]; then bad "$n/load" "maps without BTF: '$ids' /$nobtf"; else ok "$n/load"; fi
		else
			rm -rf "$pin"
			bad "$n/load" "$(cat "$o.load")"
		fi
	fi
done

# the kernel's BTF: every kind, ~100k types
if [ -r /sys/kernel/btf/vmlinux ]; then
	$BPFTOOL btf dump file /sys/kernel/btf/vmlinux >"$out/vmlinux.raw"
	"$build/ebcc-readelf" --btf /sys/kernel/btf/vmlinux | tail -n +2 >"$out/vmlinux.readelf"
	if cmp -s "$out/vmlinux.raw" "$out/vmlinux.readelf"; then ok vmlinux; else bad vmlinux "$(diff "$out/vmlinux.raw" "$out/vmlinux.readelf" | head)"; fi
fi

# bad inputs: raw .BTF files made from a good one by tests/btf/corrupt.py,
# each: exit 1 and one "error:" line naming the problem
good=$out/types.btf
if [ -f "$good" ] && python3 tests/btf/corrupt.py "$good" "$out/bad" >"$out/bad.list"; then
	while read -r name want; do
		f=$out/bad/$name.btf
		"$build/ebcc-readelf" --btf "$f" >"$f.out" 2>"$f.err"
		rc=$?
		if [ $rc -eq 1 ] && grep -q "error: .*$want" "$f.err" && [ "$(wc -l <"$f.err")" -eq 1 ]; then
			ok "bad-input/$name"
		else
			bad "bad-input/$name" "exit $rc, wanted '$want': $(cat "$f.err")"
		fi
	done <"$out/bad.list"
else
	bad bad-input "no good .BTF to corrupt ($good)"
fi
suite_end
