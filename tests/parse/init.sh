#!/bin/sh
# tests/parse/init.sh HARNESS OUTDIR - static initializers, byte for byte.
#
# HARNESS is build/tests/parse_main (tests/parse/parse_main.c): with
# -dump-init it prints, for every global of tests/parse/init-cases.c, the
# bytes ebcc's flattened InitEntry list gives the object ("name size hex").
# The oracle is clang-19 -target bpf -c on the same file: each symbol's
# bytes are read from its section (.bss: zeros) with llvm-readelf and
# llvm-objcopy.  Every global must match in size and content.
set -u
[ $# -eq 2 ] || { echo "usage: $0 HARNESS OUTDIR" >&2; exit 2; }
pm=$1 out=$2
src=$(dirname "$0")/init-cases.c
mkdir -p "$out"
. "$(dirname "$0")/../lib.sh"
suite_begin parse-init

if ! clang-19 -target bpf -c -w "$src" -o "$out/init.o" 2>"$out/clang.err"; then
	bad clang "$(cat "$out/clang.err")"
	suite_end
	exit
fi
if ! "$pm" -w -dump-init "$src" >"$out/ebcc.txt" 2>"$out/ebcc.err"; then
	bad ebcc "$(cat "$out/ebcc.err")"
	suite_end
	exit
fi
# section index -> name, then each symbol's bytes from its section
llvm-readelf-19 -S -W "$out/init.o" |
	sed -n 's/^ *\[ *\([0-9]*\)\] \([^ ]*\) .*/\1 \2/p' >"$out/sections.txt"
llvm-readelf-19 -s -W "$out/init.o" |
	awk '$4 == "OBJECT" && $7 ~ /^[0-9]+$/ { print $8, $2, $3, $7 }' >"$out/symbols.txt"
: >"$out/clang.txt"
while read -r name value size ndx; do
	sec=$(awk -v n="$ndx" '$1 == n { print $2 }' "$out/sections.txt")
	if [ "$sec" = .bss ]; then
		hex=$(head -c "$size" /dev/zero | od -An -v -tx1 | tr -d ' \n')
	else
		[ -f "$out/sec$ndx.bin" ] ||
			llvm-objcopy-19 -O binary --only-section="$sec" "$out/init.o" "$out/sec$ndx.bin"
		hex=$(od -An -v -tx1 -j $((0x$value)) -N "$size" "$out/sec$ndx.bin" | tr -d ' \n')
	fi
	echo "$name $size $hex" >>"$out/clang.txt"
done <"$out/symbols.txt"

while read -r name size hex; do
	got=$(awk -v n="$name" '$1 == n { print $2, $3 }' "$out/ebcc.txt")
	if [ "$got" = "$size $hex" ]; then
		ok "$name"
	else
		bad "$name" "clang: $size $hex
ebcc:  ${got:-(none)}"
	fi
done <"$out/clang.txt"
[ -s "$out/clang.txt" ] || bad symbols "no symbols read from clang's object"
suite_end
