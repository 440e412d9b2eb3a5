#!/usr/bin/env bash
# tests/objdump/compare.sh BUILD OUT: ebcc-objdump -d against
# llvm-objdump-19 -d on objects clang-19 builds from C programs at
# -mcpu=v1..v4: the same instructions at the same slots with the same raw
# bytes, and the same instruction text after normalising what legitimately
# differs (hex vs decimal numbers, llvm's " <target>" hints).
set -uo pipefail
build=$1 out=$2
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
pass=0 fail=0
ok() { echo "PASS objdump/$1"; pass=$((pass + 1)); }
bad() { echo "FAIL objdump/$1"; [ -n "${2:-}" ] && printf '%s\n' "$2" | head -20; fail=$((fail + 1)); }
# slot: raw bytes
raw() { awk -F'\t' '/^ *[0-9]+:\t/ { b = $2; sub(/ +$/, "", b); sub(/:$/, "", $1); print $1+0, b }'; }
# slot: text with numbers in decimal and hints dropped
txt() {
	awk -F'\t' '/^ *[0-9]+:\t/ { sub(/:$/, "", $1); print $1+0, $3 }' |
		sed -E 's/ <[^>]*>//' |
		# with +alu32 llvm names the register of a sub-64-bit load/store wN,
		# ebcc rN: the same encoding
		sed -E 's/^([0-9]+ )w([0-9]+) = \*\(u(8|16|32) \*\)/\1r\2 = *(u\3 *)/; s/(\*\(u(8|16|32) \*\)\([^)]*\) = )w/\1r/' | perl -pe 's/(-?)0x([0-9a-f]+)/$1.hex($2)/ge'
}
for c in "$here"/as/progs/*.c "$here"/objdump/*.c; do
	[ -f "$c" ] || continue
	n=$(basename "$c" .c)
	for cpu in v1 v2 v3 v4; do
		o=$out/$n-$cpu.o
		if ! clang-19 -target bpf -O2 -mcpu=$cpu -c "$c" -o "$o" 2>/dev/null; then
			continue # e.g. atomics below v3
		fi
		attr=""
		[ $cpu = v3 ] || [ $cpu = v4 ] && attr=--mattr=+alu32
		llvm-objdump-19 -d $attr "$o" > "$out/$n-$cpu.llvm"
		if ! "$build/ebcc-objdump" -d "$o" > "$out/$n-$cpu.ebcc" 2>"$out/err"; then
			bad "$n-$cpu" "$(cat "$out/err")"; continue
		fi
		d=$(diff <(raw < "$out/$n-$cpu.llvm") <(raw < "$out/$n-$cpu.ebcc"))
		if [ -n "$d" ]; then bad "$n-$cpu-bytes" "$d"; else ok "$n-$cpu-bytes"; fi
		d=$(diff <(txt < "$out/$n-$cpu.llvm") <(txt < "$out/$n-$cpu.ebcc"))
		if [ -n "$d" ]; then bad "$n-$cpu-text" "$d"; else ok "$n-$cpu-text"; fi
	done
done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
