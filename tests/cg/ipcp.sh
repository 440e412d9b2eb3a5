#!/bin/sh
# tests/cg/ipcp.sh BUILD - arguments of static functions (src/ir/ipcp.c)
# in tests/cg/exec/static_args.c at -O2 for each -mcpu: scaled(), which
# every call passes 10 and 7, multiplies by the constant 10 and its
# callers set neither r2 nor r3; mixed(), called with 1 and with 2, still
# gets r2.  At -O0 (pass off) the constants are passed.  That the code
# runs right is cg-exec's (static_args.c) to check.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
suite_build ipcp "$@"
src=$here/exec/static_args.c
for cpu in v1 v2 v3 v4; do
	for o in O2 O0; do
		t=static_args-$cpu-$o
		ebcc_asm "$t" -$o -mcpu=$cpu "$src" || continue
		set_args=$(asm_func_body "$out/$t.s" test_same_constants | grep -cE '^[[:space:]]+[rw][23] = ')
		const_body=$(asm_func_body "$out/$t.s" scaled | grep -cE '\*= 10$')
		mixed_r2=$(asm_func_body "$out/$t.s" test_different_constants | grep -cE '^[[:space:]]+[rw]2 = [12]$')
		if [ $o = O2 ] && { [ "$set_args" -ne 0 ] || [ "$const_body" -ne 1 ] || [ "$mixed_r2" -ne 2 ]; }; then
			bad "$t" "test_same_constants sets r2/r3 $set_args times (want 0), scaled multiplies by 10 $const_body times (want 1), mixed gets r2 $mixed_r2 times (want 2)"
		elif [ $o = O0 ] && [ "$set_args" -eq 0 ]; then
			bad "$t" "-O0 passes no constants to scaled"
		else
			ok "$t"
		fi
	done
done
suite_end
