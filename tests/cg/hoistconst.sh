#!/bin/sh
# tests/cg/hoistconst.sh BUILD - constant moves on a branch's edge set
# above the branch (src/cg/hoistconst.c).  In tests/cg/exec/branch_consts.c
# at -O2 for each -mcpu, test_three_events and test_pair must set their
# failure constants (-1; -7 and 3) right before the conditional jump
# that skips the call, in a register the jump does not read, instead of
# in a block of their own that jumps back; at -O0 (pass off) they must
# not.  tests/cg/progs/ringbuf_percpu.c, the benchmark's shape, gets the
# same.  That the code runs right is cg-exec's (branch_consts.c) and
# cg-progs' (ringbuf_percpu.c) to check.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
suite_build hoistconst "$@"
inc="-I/usr/include/$(uname -m)-linux-gnu"
# hoisted S FUNC CONST: in assembly S, function FUNC, how many moves of
# CONST are followed (with other constant moves between) by a conditional
# jump that does not read their register
hoisted() {
	asm_func_body "$1" "$2" | awk -v c="$3" '
		$1 == "if" {
			# the run of constant moves just before the jump
			for (k = 0; k < nrun; k++) {
				r = substr(run[k], 2)
				if ($0 !~ ("[rw]" r "([^0-9]|$)")) n++
			}
		}
		{
			if ($2 == "=" && NF == 3 && $1 ~ /^[rw][0-9]$/ && $3 ~ /^-?[0-9]+$/) {
				if ($3 == c) run[nrun++] = $1
			} else
				nrun = 0
		}
		END { print n + 0 }'
}
src=$here/exec/branch_consts.c
for cpu in v1 v2 v3 v4; do
	for o in O2 O0; do
		t=branch_consts-$cpu-$o
		ebcc_asm "$t" -$o -mcpu=$cpu "$src" || continue
		a=$(hoisted "$out/$t.s" test_three_events -1)
		b=$(hoisted "$out/$t.s" test_pair -7)
		c=$(hoisted "$out/$t.s" test_pair 3)
		if [ $o = O2 ] && { [ "$a" -lt 2 ] || [ "$b" -lt 2 ] || [ "$c" -lt 2 ]; }; then
			bad "$t" "hoisted: -1 in test_three_events $a times, -7 and 3 in test_pair $b and $c times (want 2 each)"
		elif [ $o = O0 ] && [ $((a + b + c)) -ne 0 ]; then
			bad "$t" "-O0 hoisted constants ($a, $b, $c)"
		else
			ok "$t"
		fi
	done
done
t=ringbuf_percpu
if ebcc_asm "$t" -O2 -mcpu=v3 $inc "$here/progs/ringbuf_percpu.c"; then
	n=$(hoisted "$out/$t.s" emit_events -1)
	[ "$n" -ge 3 ] && ok "$t" || bad "$t" "emit_events hoisted -1 $n times, want 3"
fi
suite_end
