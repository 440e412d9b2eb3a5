#!/usr/bin/env bash
# tests/kern/relax.sh BUILD OUT: jumps beyond the 16-bit offset.
#  - at -mcpu=v4 ebcc-as relaxes them (long goto -> gotol; a condition is
#    inverted over a gotol; jset, which has no inverse, jumps over a skip
#    to a gotol); the kernel loads the program and it returns 1100;
#  - at -mcpu=v3 the same source is a located error, exit 1, no object:
#    no goto or exit lies near enough to the jumps to hold a trampoline;
#  - at -mcpu=v3 jumps as far, with an exit every 10000 instructions of
#    the filler (code that cannot fall through), go through trampoline
#    gotos ("islands"), chained where one does not reach; the kernel
#    loads and runs the program.
set -uo pipefail
build=$1 out=$2
mkdir -p "$out"
prog_begin() {
	echo '	.section socket,"ax",@progbits'
	echo '	.globl prog'
	echo '	.type prog,@function'
	echo 'prog:'
	echo '	r0 = 0'
	echo '	r1 = 1'
	echo '	goto .Lmain'
	echo '.Lfill:'
}
prog_end() {
	echo '.Lend:'
	echo '	r0 += 1000'
	echo '	exit'
	echo '	.size prog, .-prog'
	echo '	.section license,"aw",@progbits'
	echo '	.globl _license'
	echo '_license:'
	echo '	.asciz "GPL"'
}
src=$out/relax.s
{
	echo '# r1 = 1 throughout; the fillers are reachable in the CFG but not taken'
	prog_begin
	for i in $(seq 33000); do echo '	r0 += 1'; done
	echo '	exit'
	echo '.Lmain:'
	echo '	if r1 == 0 goto .Lfill'
	echo '	if r1 & 2 goto .Lfill'
	echo '	r0 += 100'
	echo '	if r1 & 1 goto .Lend'
	echo '	if r1 s> 5 goto .Lend'
	for i in $(seq 33000); do echo '	r0 += 7'; done
	prog_end
} > "$src"
. "$(cd "$(dirname "$0")/.." && pwd)/lib.sh"
suite_begin relax

if "$build/ebcc-as" -mcpu=v4 -c "$src" -o "$out/relax.o" 2>"$out/err"; then
	n=$(llvm-objdump-19 -d "$out/relax.o" | grep -c 'gotol')
	if [ "$n" = 5 ]; then ok "v4-five-gotols"; else bad "v4-five-gotols" "found $n gotol"; fi
	r=$("$build/bpfrun" "$out/relax.o" 2>"$out/err")
	if [ "$r" = "prog 1100" ]; then ok "v4-kernel-runs"; else bad "v4-kernel-runs" "got '$r' $(tail -5 "$out/err")"; fi
else
	bad "v4-assembles" "$(cat "$out/err")"
fi
rm -f "$out/relax3.o"
"$build/ebcc-as" -mcpu=v3 -c "$src" -o "$out/relax3.o" 2>"$out/err3"
rc=$?
if [ $rc = 1 ] && [ ! -e "$out/relax3.o" ] && grep -q 'relax.s:8:2: error: jump to .\.Lmain. is 33001 instructions away' "$out/err3" &&
	[ "$(grep -c ': error: ' "$out/err3")" = 5 ]; then
	ok "v3-located-errors"
else
	bad "v3-located-errors" "rc=$rc $(head -8 "$out/err3")"
fi
# v3 islands: the fillers are cut every 10000 instructions by an exit that
# a never-taken jump skips, so a goto can sit after each exit
cut_filler() { # INSN LABEL: 4 x 10000 INSN, each followed by a skipped exit
	for k in 1 2 3 4; do
		for i in $(seq 10000); do echo "	$1"; done
		echo "	if r1 != 0 goto $2$k"
		echo '	exit'
		echo "$2$k:"
	done
}
isl=$out/islands.s
{
	prog_begin
	cut_filler 'r0 += 1' .Lf
	echo '	exit'
	echo '.Lmain:'
	echo '	if r1 == 0 goto .Lfill'
	echo '	r0 += 100'
	echo '	if r1 s> 5 goto .Lend'
	cut_filler 'r0 += 7' .Lm
	prog_end
} > "$isl"
if "$build/ebcc-as" -mcpu=v3 -c "$isl" -o "$out/islands.o" 2>"$out/err4"; then
	# the source has one unconditional goto; the far jumps add islands
	n=$(llvm-objdump-19 -d "$out/islands.o" | grep -E '^ +[0-9]+:' | grep -Ev '[[:space:]]if ' | grep -c '[[:space:]]goto ')
	if [ "$n" -gt 1 ]; then ok "v3-islands-added"; else bad "v3-islands-added" "only $n unconditional gotos"; fi
	r=$("$build/bpfrun" "$out/islands.o" 2>"$out/err")
	if [ "$r" = "prog 281100" ]; then ok "v3-islands-kernel-runs"; else bad "v3-islands-kernel-runs" "got '$r' $(tail -5 "$out/err")"; fi
else
	bad "v3-islands-assemble" "$(head -5 "$out/err4")"
fi
suite_end
