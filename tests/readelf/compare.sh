#!/usr/bin/env bash
# tests/readelf/compare.sh - ebcc-readelf against llvm-readelf-19.
#
#   tests/readelf/compare.sh BUILD OUTDIR [CLANG [LLVM_READELF]]
#
# Objects: every C program of tests/objdump (and tests/as/progs) compiled by
# clang at -mcpu=v3, with and without -g (BTF and DWARF sections and their
# relocations) and big-endian (NAME-eb); tests/readelf/syms.s (local, global, weak, hidden and
# undefined symbols, code and data relocations, .bss) and tests/as/*.s
# assembled by BUILD/ebcc-as at -mcpu=v4, syms.s also big-endian (-EB).
#
#   objs/NAME        `-S -s -r` of both tools are identical, byte for byte:
#                    no normalisation is needed, ebcc-readelf reproduces
#                    llvm-readelf's column layout exactly.
#   objs/NAME-a      `-a` (file header, section headers, the "no program
#                    headers" note, relocations, symbols, the "no section
#                    groups" note) identical after one normalisation:
#                    ebcc's ", CPU version vN" suffix of the -h Flags line
#                    (llvm-readelf does not decode the nibble) is removed.
#   flags-vN         ebcc-as -mcpu=vN object: the -h Flags line, with runs
#                    of blanks collapsed, is exactly "Flags: 0xN, CPU
#                    version vN".
#   bad/...          not an ELF file, a truncated object, a missing file:
#                    exit 1, "ebcc-readelf: error: FILE: ..." on stderr,
#                    nothing on stdout, no crash.
set -uo pipefail
if [ $# -lt 2 ]; then
	echo "usage: $0 BUILD OUTDIR [CLANG [LLVM_READELF]]" >&2
	exit 2
fi
build=$1 out=$2 clang=${3:-clang-19} llvm_readelf=${4:-llvm-readelf-19}
readelf=$build/ebcc-readelf as=$build/ebcc-as
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
. "$(cd "$(dirname "$0")/.." && pwd)/lib.sh"
suite_begin readelf

objs=()
for c in "$here"/../objdump/*.c "$here"/../as/progs/*.c; do
	[ -f "$c" ] || continue
	n=$(basename "$c" .c)
	for sfx in "" -g -eb; do
		case $sfx in
		-g) flags="-target bpf -g" ;;
		-eb) flags="-target bpfeb" ;;
		*) flags="-target bpf" ;;
		esac
		o=$out/$n$sfx.o
		if $clang $flags -O2 -mcpu=v3 -c "$c" -o "$o" 2>"$out/err"; then
			objs+=("$o")
		else
			bad "objs/$(basename "$o" .o)" "clang failed: $(head -3 "$out/err")"
		fi
	done
done
for s in "$here"/*.s "$here"/../as/*.s; do
	[ -f "$s" ] || continue
	n=$(basename "$s" .s)
	if "$as" -mcpu=v4 "$s" -o "$out/$n.as.o" 2>"$out/err"; then
		objs+=("$out/$n.as.o")
	else
		bad "objs/$n.as" "ebcc-as failed: $(head -3 "$out/err")"
	fi
done
if "$as" -mcpu=v4 -EB "$here/syms.s" -o "$out/syms.as-be.o" 2>"$out/err"; then
	objs+=("$out/syms.as-be.o")
else
	bad "objs/syms.as-be" "ebcc-as -EB failed: $(head -3 "$out/err")"
fi

for o in "${objs[@]}"; do
	n=$(basename "$o" .o)
	$llvm_readelf -S -s -r "$o" >"$out/$n.llvm" 2>&1
	"$readelf" -S -s -r "$o" >"$out/$n.ebcc" 2>&1
	d=$(diff "$out/$n.llvm" "$out/$n.ebcc")
	if [ -z "$d" ]; then ok "objs/$n"; else bad "objs/$n" "(< llvm, > ebcc)"$'\n'"$d"; fi
	d=$(diff <($llvm_readelf -a "$o" 2>&1) \
		<("$readelf" -a "$o" 2>&1 | sed -E 's/^(  Flags: .*), CPU version v[0-9]+$/\1/'))
	if [ -z "$d" ]; then ok "objs/$n-a"; else bad "objs/$n-a" "(< llvm, > ebcc)"$'\n'"$d"; fi
done

for cpu in 1 2 3 4; do
	o=$out/flags-v$cpu.o
	if ! printf '\t.text\n\tr0 = 0\n\texit\n' | "$as" -mcpu=v$cpu -o "$o" - 2>"$out/err"; then
		bad "flags-v$cpu" "ebcc-as failed: $(cat "$out/err")"
		continue
	fi
	f=$("$readelf" -h "$o" | grep 'Flags:' | tr -s ' ')
	if [ "$f" = " Flags: 0x$cpu, CPU version v$cpu" ]; then ok "flags-v$cpu"; else bad "flags-v$cpu" "got '$f'"; fi
done

# bad inputs
printf 'not an object file at all, just text\n' >"$out/notelf.o"
[ -f "$out/syms.as.o" ] && head -c 100 "$out/syms.as.o" >"$out/trunc.o"
for f in notelf.o trunc.o missing.o; do
	[ $f = trunc.o ] && [ ! -f "$out/trunc.o" ] && continue
	"$readelf" -a "$out/$f" >"$out/bad.out" 2>"$out/bad.err"
	rc=$?
	e=$(head -1 "$out/bad.err")
	if [ $rc = 1 ] && [ ! -s "$out/bad.out" ] && [ "$(wc -l <"$out/bad.err")" = 1 ] &&
		[[ $e == "ebcc-readelf: error: $out/$f: "?* ]]; then
		ok "bad/$f"
	else
		bad "bad/$f" "exit $rc, stderr: $e"
	fi
done

suite_end
