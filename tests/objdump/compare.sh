#!/usr/bin/env bash
# tests/objdump/compare.sh - ebcc-objdump against llvm-objdump-19.
#
#   tests/objdump/compare.sh CLANG LLVM_OBJDUMP EBCC_OBJDUMP OUTDIR
#   tests/objdump/compare.sh BUILD OUTDIR      (clang-19, llvm-objdump-19,
#                                               BUILD/ebcc-objdump)
#
# Every C program here (and tests/as/progs/*.c) is compiled by clang at
# -mcpu=v1..v4 (a first-line comment "// cpus: v3 v4" restricts the list;
# a compile failure at a CPU skips that CPU), and big-endian (-target bpfeb)
# at v4 ("NAME-v4eb"), and disassembled by both tools.
# One PASS/FAIL line per program and CPU, "objdump/NAME-vN", covers:
#
#   text   `-d -r --no-show-raw-insn` of both, normalised (rules below), are
#          identical: same sections, function labels, slot numbers,
#          instruction text and inline relocation lines.  llvm gets
#          --mattr=+alu32 at v3/v4 so that it names 32-bit subregisters wN
#          where ebcc does.
#   bytes  `-d` of both: for every instruction line the slot number and the
#          raw bytes column are the same (decoding boundaries and ld_imm64
#          pairing agree, independently of any text normalisation).
#   exit   ebcc-objdump exits 0 and prints nothing on stderr.
#
# At v3 the layout-only parts must match byte for byte, unnormalised:
# "objdump/NAME-dumps" compares -h, -t, -s and -r (relocation records).
#
# What llvm-objdump cannot be the oracle for is checked against expected
# output (needs ebcc-as next to EBCC_OBJDUMP):
#   objdump/invalid  invalid.s assembled at -mcpu=v2: `-d -r` and `-d -M
#                    normal --no-show-raw-insn` equal invalid.expected
#                    (<invalid: ...> slots, <truncated> tails, "# needs
#                    -mcpu=vN" flags, inline relocations, dummy labels).
#   objdump/bad-*    not an ELF file, a truncated object, a missing file:
#                    exit 1, one line "ebcc-objdump: error: FILE: ...",
#                    nothing on stdout.
#
# Normalisation of the -d text (applied to both outputs):
#   N1 only section lines ("Disassembly of section"), label lines
#      ("0000000000000000 <name>:"), instruction lines and relocation lines
#      are kept; the file header and blank lines are dropped.
#   N2 the " <sym+0xNN>" target hints are dropped: llvm names only jump
#      targets, ebcc also unrelocated bpf-to-bpf call targets.
#   N3 hexadecimal numbers ("0x1f", "-0x8") become decimal: llvm prints
#      hex, ebcc decimal.  An ld_imm64 constant ("... ll") is read as a
#      64-bit two's complement value: llvm prints 0xffffffffffffffff where
#      ebcc prints -1.  (Relocation offsets keep their %016x form: they
#      have no 0x prefix.)
#   N4 register width where the encoding does not say it: with +alu32 llvm
#      names the destination of a u8/u16/u32 load and the source of a
#      u8/u16/u32 store wN, ebcc rN (a load zero-extends into all 64 bits;
#      both spellings assemble to the same bytes) -> rN.  Without +alu32
#      (v1/v2) llvm names the source of a 32-bit atomic ("lock *(u32 *)(r1
#      + 0) += r2") rN, ebcc wN -> wN.
#   N5 "call +N" -> "call N": ebcc signs the relative target of a
#      bpf-to-bpf call (src_reg 1) so that the text re-assembles to a
#      pseudo call, not to helper call N; llvm prints it unsigned.  The bytes
#      check still tells the two kinds of call apart.
# Anything else that differs is a failure.
set -uo pipefail
if [ $# -ge 4 ]; then
	clang=$1 llvm_objdump=$2 ebcc_objdump=$3 out=$4
elif [ $# -eq 2 ]; then
	clang=clang-19 llvm_objdump=llvm-objdump-19 ebcc_objdump=$1/ebcc-objdump out=$2
else
	echo "usage: $0 CLANG LLVM_OBJDUMP EBCC_OBJDUMP OUTDIR | $0 BUILD OUTDIR" >&2
	exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
case $ebcc_objdump in /*) ;; */*) ebcc_objdump=$PWD/$ebcc_objdump ;; esac
mkdir -p "$out"
. "$(cd "$(dirname "$0")/.." && pwd)/lib.sh"
suite_begin objdump

# "SLOT BYTES" for every instruction line (N1 for the bytes check)
raw_column() {
	awk -F'\t' '/^ *[0-9]+:\t/ { sub(/^ +/, "", $1); print $1, $2 }'
}

# N1-N4
normalise() {
	grep -E '^(Disassembly of section |[0-9a-f]{16} <.*>:$| *[0-9]+:'$'\t''|'$'\t\t''[0-9a-f]{16}:  )' |
		perl -pe '
			s/ <[^>\t]*>$//;                                   # N2
			if (/ ll$/) {                                       # N3, ld_imm64
				s{(-?)0x([0-9a-f]+)}{
					my $v = hex($2); $v = -$v if $1;
					$v = unpack("q", pack("Q", $v)); $v }ge;
			}
			s{(-?)0x([0-9a-f]+)}{$1 . hex($2)}ge;               # N3
			s{\tw(\d+) = \*\(u(8|16|32) \*\)}{\tr$1 = *(u$2 *)};  # N4 loads
			s{(\t\*\(u(?:8|16|32) \*\)\([^)]*\) = )w(\d+)$}{$1r$2}; # N4 stores
			s{(\tlock \*\(u32 \*\)\([^)]*\) \S+ )r(\d+)$}{$1w$2};  # N4 atomics
			s{\tcall \+(\d+)$}{\tcall $1};                        # N5
		'
}

cpus_of() { # FILE: the CPU list of its first line, default all
	local l
	l=$(head -1 "$1")
	case $l in
	"// cpus:"*) echo "${l#// cpus:}" ;;
	*) echo "v1 v2 v3 v4" ;;
	esac
}

for c in "$here"/*.c "$here"/../as/progs/*.c; do
	[ -f "$c" ] || continue
	n=$(basename "$c" .c)
	for v in $(cpus_of "$c") v4eb; do
		cpu=${v%eb} target=bpf
		[ "$v" != "$cpu" ] && target=bpfeb
		t=$n-$v
		o=$out/$t.o
		if ! $clang -target $target -O2 -mcpu=$cpu -c "$c" -o "$o" 2>"$out/$t.clang.err"; then
			echo "skip objdump/$t: clang cannot compile it at $cpu"
			continue
		fi
		attr=
		case $cpu in v3 | v4) attr=--mattr=+alu32 ;; esac
		$llvm_objdump -d -r --no-show-raw-insn $attr "$o" >"$out/$t.llvm.txt"
		$llvm_objdump -d "$o" >"$out/$t.llvm.raw"
		msg=
		"$ebcc_objdump" -d -r --no-show-raw-insn "$o" >"$out/$t.ebcc.txt" 2>"$out/$t.err"
		rc1=$?
		"$ebcc_objdump" -d "$o" >"$out/$t.ebcc.raw" 2>>"$out/$t.err"
		rc2=$?
		if [ $rc1 != 0 ] || [ $rc2 != 0 ] || [ -s "$out/$t.err" ]; then
			msg+="exit: ebcc-objdump exited $rc1/$rc2: $(head -5 "$out/$t.err")"$'\n'
		fi
		normalise <"$out/$t.llvm.txt" >"$out/$t.llvm.norm"
		normalise <"$out/$t.ebcc.txt" >"$out/$t.ebcc.norm"
		if ! grep -q '^ *[0-9]*:' "$out/$t.llvm.norm"; then
			msg+="text: llvm-objdump printed no instructions"$'\n'
		fi
		d=$(diff "$out/$t.llvm.norm" "$out/$t.ebcc.norm")
		[ -n "$d" ] && msg+="text (< llvm, > ebcc):"$'\n'"$d"$'\n'
		d=$(diff <(raw_column <"$out/$t.llvm.raw") <(raw_column <"$out/$t.ebcc.raw"))
		[ -n "$d" ] && msg+="bytes (< llvm, > ebcc):"$'\n'"$d"$'\n'
		if [ -z "$msg" ]; then ok "$t"; else bad "$t" "$msg"; fi
	done
	# layout-only dumps, compared without normalisation
	o=$out/$n-v3.o
	[ -f "$o" ] || continue
	msg=
	for opt in -h -t -s -r; do
		d=$(diff <($llvm_objdump $opt "$o" 2>&1) <("$ebcc_objdump" $opt "$o" 2>&1))
		[ -n "$d" ] && msg+="$opt (< llvm, > ebcc):"$'\n'"$d"$'\n'
	done
	if [ -z "$msg" ]; then ok "$n-dumps"; else bad "$n-dumps" "$msg"; fi
done

as=$(dirname "$ebcc_objdump")/ebcc-as
if [ -x "$as" ]; then
	if (cd "$out" && "$as" -mcpu=v2 "$here/invalid.s" -o invalid.o 2>invalid.err); then
		(cd "$out" && { "$ebcc_objdump" -d -r invalid.o
			"$ebcc_objdump" -d -M normal --no-show-raw-insn invalid.o; }) >"$out/invalid.got" 2>&1
		d=$(diff "$here/invalid.expected" "$out/invalid.got")
		if [ -z "$d" ]; then ok invalid; else bad invalid "(< expected, > got)"$'\n'"$d"; fi
	else
		bad invalid "ebcc-as failed: $(head -3 "$out/invalid.err")"
	fi
	printf 'not an object file at all, just text\n' >"$out/notelf.o"
	[ -f "$out/invalid.o" ] && head -c 100 "$out/invalid.o" >"$out/trunc.o"
	for f in notelf.o trunc.o missing.o; do
		[ $f = trunc.o ] && [ ! -f "$out/trunc.o" ] && continue
		"$ebcc_objdump" -d -r -h -t -s "$out/$f" >"$out/bad.out" 2>"$out/bad.err"
		rc=$?
		e=$(head -1 "$out/bad.err")
		if [ $rc = 1 ] && [ ! -s "$out/bad.out" ] && [ "$(wc -l <"$out/bad.err")" = 1 ] &&
			[[ $e == "ebcc-objdump: error: $out/$f: "?* ]]; then
			ok "bad-${f%.o}"
		else
			bad "bad-${f%.o}" "exit $rc, stderr: $e"
		fi
	done
else
	echo "skip objdump/invalid, objdump/bad-*: no $as"
fi

suite_end
