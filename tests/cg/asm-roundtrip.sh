#!/bin/sh
# tests/cg/asm-roundtrip.sh BUILD - `ebcc -S` output re-assembles to the
# object `ebcc -c` writes: for every tests/ir/exec, tests/cg/exec and
# tests/cg/progs file (those with the system's UAPI headers),
# at -O0 and -O2, for -mcpu=v1..v4, in both dialects, the -S text is
# assembled by ebcc-as (and, for the pseudo-C dialect, by clang-19) and
# every section's bytes, relocation and symbol must equal those of -c.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
suite_build cg-asm "$@"
objdump=${OBJDUMP:-llvm-objdump-19}
clang=${CLANG:-clang-19}
# code with relocations, data section bytes, and the defined symbols
# (not the string and symbol tables' layout: clang orders those its way)
contents() {
	"$objdump" -d -r "$1" | tail -n +3
	"$objdump" -s "$1" | awk '/^Contents of section/ { skip = ($4 ~ /^(\.strtab|\.symtab|\.rel)/) } !skip' | tail -n +3
	"$objdump" -t "$1" | grep -v ' df \| \.text\$' | sed 1,4d | sort
}
inc=-I/usr/include/$(gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)
for src in "$here"/../ir/exec/*.c "$here"/exec/*.c "$here"/progs/*.c; do
	[ -f "$src" ] || continue
	name=$(basename "$src" .c)
	case $src in */progs/*) flags=$inc ;; *) flags= ;; esac
	cpus=$(sed -n 's,^// cpus: ,,p' "$src") # as in exec.sh
	for cpu in ${cpus:-v1 v2 v3 v4}; do
		for level in 0 2; do
			t=$name-$cpu-O$level
			if ! "$build/ebcc" -w $flags -O$level -mcpu=$cpu -c "$src" -o "$out/$t.o" 2>"$out/$t.err"; then
				bad "$t" "ebcc -c failed: $(cat "$out/$t.err")"
				continue
			fi
			contents "$out/$t.o" >"$out/$t.want"
			for dialect in pseudoc normal; do
				td=$t-$dialect
				if ! "$build/ebcc" -w $flags -O$level -mcpu=$cpu -masm=$dialect -S "$src" -o "$out/$td.s" 2>"$out/$td.err" ||
					! "$build/ebcc-as" -mcpu=$cpu -masm=$dialect -c "$out/$td.s" -o "$out/$td.o" 2>>"$out/$td.err"; then
					bad "$td" "$(cat "$out/$td.err")"
					continue
				fi
				contents "$out/$td.o" >"$out/$td.got"
				same "$td" "$out/$t.want" "$out/$td.got"
			done
			tc=$t-clang
			if ! "$clang" -target bpf -mcpu=$cpu -c "$out/$t-pseudoc.s" -o "$out/$tc.o" 2>"$out/$tc.err"; then
				bad "$tc" "clang-19 does not assemble it: $(cat "$out/$tc.err")"
				continue
			fi
			contents "$out/$tc.o" >"$out/$tc.got"
			same "$tc" "$out/$t.want" "$out/$tc.got"
		done
	done
done
suite_end
