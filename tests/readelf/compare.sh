#!/usr/bin/env bash
# tests/readelf/compare.sh BUILD OUT: ebcc-readelf -r / -s against
# llvm-readelf-19 (runs of blanks folded) on objects built by clang-19 and
# by ebcc-as, and the -h Flags line naming the CPU version.
set -uo pipefail
build=$1 out=$2
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
pass=0 fail=0
ok() { echo "PASS readelf/$1"; pass=$((pass + 1)); }
bad() { echo "FAIL readelf/$1"; [ -n "${2:-}" ] && printf '%s\n' "$2" | head -20; fail=$((fail + 1)); }
objs=()
for c in "$here"/as/progs/*.c "$here"/objdump/*.c; do
	[ -f "$c" ] || continue
	n=$(basename "$c" .c)
	clang-19 -target bpf -O2 -g -mcpu=v3 -c "$c" -o "$out/$n.clang.o" && objs+=("$out/$n.clang.o")
done
for s in "$here"/as/*.s; do
	n=$(basename "$s" .s)
	"$build/ebcc-as" -mcpu=v4 -c "$s" -o "$out/$n.ebcc.o" && objs+=("$out/$n.ebcc.o")
done
for o in "${objs[@]}"; do
	n=$(basename "$o" .o)
	for opt in -r -s; do
		d=$(diff <("$build/ebcc-readelf" $opt "$o" | tr -s ' ') <(llvm-readelf-19 $opt "$o" | tr -s ' '))
		if [ -z "$d" ]; then ok "$n$opt"; else bad "$n$opt" "$d"; fi
	done
done
for cpu in 1 2 3 4; do
	"$build/ebcc-as" -mcpu=v$cpu -c "$here/as/relocs.s" -o "$out/f$cpu.o" 2>/dev/null ||
		printf '\t.text\n\texit\n' | "$build/ebcc-as" -mcpu=v$cpu -o "$out/f$cpu.o" -
	f=$("$build/ebcc-readelf" -h "$out/f$cpu.o" | grep Flags | tr -s ' ')
	if [ "$f" = " Flags: 0x$cpu, CPU version v$cpu" ]; then ok "flags-v$cpu"; else bad "flags-v$cpu" "$f"; fi
done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
