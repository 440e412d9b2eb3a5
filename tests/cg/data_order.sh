#!/bin/sh
# tests/cg/data_order.sh BUILD - objects laid out in each data section
# in the order clang-19 lays them out (cg/data.c: the order clang
# creates them); the verifier's messages quote offsets in .bss.X
# sections (linked_list_fail).  For each tests/cg/data/*.c, clang-19
# and ebcc build it at -O2 and the symbols of .bss*, .data*, .rodata*
# and .maps, sorted by offset, must be the same list.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
suite_build cg-data-order "$@"
clang=${CLANG:-clang-19}
layout() { # OBJ: section name, in offset order
	llvm-objdump-19 -t "$1" | awk '$3 == "O" && ($4 ~ /^\.(bss|data|rodata)/ || $4 == ".maps") { print $4, $1, $NF }' |
		sort -k1,1 -k2,2 | awk '{ print $1, $3 }'
}
for src in "$here"/data/*.c; do
	name=$(basename "$src" .c)
	if ! "$build/ebcc" -O2 -mcpu=v3 -c "$src" -o "$out/$name.o" 2>"$out/$name.err" ||
		! $clang -target bpf -O2 -mcpu=v3 -c "$src" -o "$out/$name-clang.o" 2>>"$out/$name.err"; then
		bad "$name" "compile failed: $(cat "$out/$name.err")"
		continue
	fi
	layout "$out/$name.o" >"$out/$name.layout"
	layout "$out/$name-clang.o" >"$out/$name-clang.layout"
	if [ ! -s "$out/$name.layout" ]; then
		bad "$name" "no data objects"
	else
		same "$name" "$out/$name-clang.layout" "$out/$name.layout"
	fi
done
suite_end
