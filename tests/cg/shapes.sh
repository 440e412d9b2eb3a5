#!/bin/sh
# tests/cg/shapes.sh BUILD - code shapes of the last MIR steps:
#   commute   (src/cg/commute.c) legacy_ldabs's `indirect` returns
#             `a + b * 100 + (c & 0xffff) * 1000`: at -O2 the last sum
#             is done in r0 (`w0 += wN` right before exit), not in
#             another register copied to r0; at -O0 (pass off) a copy.
#   exits out of line (src/ir/layout.c) in call_starts_block.c's
#             `insert`, `if (err) { release(c); return err; }` is the
#             jump: the instruction after the first conditional jump
#             sets up the call to lookup, not the one to release.
#   memops    (src/cg/commute.c) in exec/spilled_phi.c at -O2 no stack
#             load is only copied on (`r1 = *(u64 *)(r10 - 40); r9 =
#             r1`) and no copy only stored (`r1 = r9; *(u64 *)(r10 -
#             40) = r1`): the load and the store use r9.
#   threading (src/ir/jumpthread.c) in progs/status_returns.c at -O2 no
#             register is set to a constant and then compared with a
#             constant by the very next instruction (`w1 = 0x1` / `if w1
#             == 0x1 goto`): each status return jumps to its branch;
#             and in exec/jump_threading.c test_memcmp_unused has no
#             conditional jump (src/ir/cfg.c: a block whose work nobody
#             uses is jumped through), and test_bounded_status eight
#             conditional jumps, none a sign test of the status (its
#             `-1` and its byte both decide `p < 0`).
#   stack bytes (src/ir/memfwd.c, src/ir/memops.c) in exec/stack_bytes.c
#             at -O2 test_zero_fill stores one byte to the stack (its
#             `ones[3] = 0`: both memsets go 8 bytes at a time), and
#             test_parts_mixed loads once from the stack (the word with
#             the byte that is not a constant; the other reads are the
#             constants the byte stores make), and test_fill_after_zero
#             stores five times (four fields, the zero of the fifth: the
#             zeros the fields overwrite are dead stores), while
#             test_volatile_frame keeps all 64 bytes of its buffer
#             written (eight 8-byte stores, besides its byte store).
#   dead stores (src/ir/deadstore.c, src/ir/memfwd.c) in
#             exec/dead_stores.c at -O2 test_event_filter stores six
#             times to the stack (the zero of op's padding word, then ts,
#             op and the three words of the arguments copied from their
#             values, not reloaded: the zeros before the filter's early
#             return are dead), and test_volatile_init keeps its
#             volatile buffer's four 8-byte zero stores.
#   fills    (src/cg/commute.c) in exec/branch_consts.c, fn_pointers.c
#             and globals.c at -O2 no 64-bit stack load comes right after
#             the 64-bit store of the same slot: the stored register is
#             used (or copied) instead.
#   zext     (src/cg/frame.c) in exec/shifts.c at -O2 test_high_half's
#             `pid = id >> 32` is not followed by a `wN = wN` of the
#             shifted register (the shift left its upper half clear).
#   joins    (src/ir/fold.c) in exec/known_at_joins.c at -O2:
#             test_net16_field has no conditional jump and one byte swap
#             (be16, bswap16 at v4: __builtin_constant_p of a load
#             answered 0 and its arms folded), test_joined_byte no `&= 255` (a join of a byte and
#             0 is a byte), test_expect_branch two conditional jumps, one
#             per inlined check (the widened compare is branched on, not
#             materialised), test_joined_swap two `&= 65535`, the
#             truncations of the word on its arm, none before the swaps.
#   one_bit  (src/ir/cfg.c merge_one_bit_tests) in exec/one_bit_tests.c
#             at -O2 is_inet (`fam != 2 && fam != 10`) has one
#             conditional jump.
# That the code runs right is cg-progs' and cg-exec's to check.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
suite_build cg-shapes "$@"
inc="-I/usr/include/$(uname -m)-linux-gnu"
# the two lines before the first exit of FUNC in S, on one line
before_exit() {
	asm_func_body "$1" "$2" | awk '$1 == "exit" { print p2 " | " p1; exit } { sub(/^[ \t]+/, ""); p2 = p1; p1 = $0 }'
}
for cpu in v1 v2 v3 v4; do
	for o in O2 O0; do
		t=legacy_ldabs-$cpu-$o
		ebcc_asm "$t" -$o -mcpu=$cpu $inc "$here/progs/legacy_ldabs.c" || continue
		tail=$(before_exit "$out/$t.s" indirect)
		case $o:$tail in
		O2:*"| w0 += w"[0-9]) ok "$t" ;;
		O0:*"| r0 = r"[0-9] | O0:*"| w0 = w"[0-9]) ok "$t" ;;
		*) bad "$t" "before exit: '$tail'" ;;
		esac
	done
done
for cpu in v1 v2 v3 v4; do
	t=call_starts_block-$cpu
	ebcc_asm "$t" -O2 -mcpu=$cpu "$here/exec/call_starts_block.c" || continue
	# the two instructions after the first conditional jump: an argument
	# move into r1, then the call to lookup
	after=$(asm_func_body "$out/$t.s" insert |
		awk 'n == 3 { exit } n { sub(/^[ \t]+/, ""); line[n++] = $0 } !n && $1 == "if" { n = 1 }
		     END { print line[1] "; " line[2] }')
	case $after in
	"r1 = r"[6-9]"; call lookup") ok "$t" ;;
	*) bad "$t" "after the first jump: '$after' (want the argument to lookup and the call)" ;;
	esac
done
for cpu in v1 v2 v3 v4; do
	t=spilled_phi-$cpu
	ebcc_asm "$t" -O2 -mcpu=$cpu "$here/exec/spilled_phi.c" || continue
	# pairs: a load from the stack then a copy of its register, or a
	# copy then a store of the copy to the stack
	pairs=$(awk '{ sub(/^[ \t]+/, "") }
		ld != "" && $2 == "=" && $3 == ld && NF == 3 { print "load+copy: " prev " / " $0 }
		cp != "" && /^\*\(u64 \*\)\(r10/ && $NF == cp { print "copy+store: " prev " / " $0 }
		{ ld = ""; cp = "" }
		/= \*\(u64 \*\)\(r10/ { ld = $1 }
		NF == 3 && $2 == "=" && $1 ~ /^r[0-9]$/ && $3 ~ /^r[0-9]$/ { cp = $1 }
		{ prev = $0 }' "$out/$t.s")
	if [ -z "$pairs" ]; then ok "$t"; else bad "$t" "$pairs"; fi
done
for cpu in v1 v2 v3 v4; do
	t=status_returns-$cpu
	ebcc_asm "$t" -O2 -mcpu=$cpu $inc "$here/progs/status_returns.c" || continue
	pairs=$(awk '{ sub(/^[ \t]+/, "") }
		/:$/ { next }	# a label between them: still at once on that path
		$1 == "if" && set != "" && $2 == set && $4 ~ /^(0x[0-9a-f]+|-?[0-9]+)$/ { print prev " / " $0 }
		{ set = "" }
		NF == 3 && $2 == "=" && $1 ~ /^[rw][0-9]$/ && $3 ~ /^(0x[0-9a-f]+|-?[0-9]+)$/ { set = $1 }
		{ prev = $0 }' "$out/$t.s")
	if [ -z "$pairs" ]; then ok "$t"; else bad "$t" "a constant set and tested at once: $pairs"; fi
done
for cpu in v1 v2 v3 v4; do
	t=memcmp_unused-$cpu
	ebcc_asm "$t" -O2 -mcpu=$cpu "$here/exec/jump_threading.c" || continue
	n=$(asm_func_body "$out/$t.s" test_memcmp_unused | grep -c '^[[:space:]]*if ')
	if [ "$n" = 0 ]; then ok "$t"; else bad "$t" "$n conditional jumps in test_memcmp_unused (want none)"; fi
	t=bounded_status-$cpu
	jumps=$(asm_func_body "$out/memcmp_unused-$cpu.s" test_bounded_status | grep -c '^[[:space:]]*if ')
	signs=$(asm_func_body "$out/memcmp_unused-$cpu.s" test_bounded_status | grep -c 's>= 0 goto\|s< 0 goto')
	if [ "$jumps:$signs" = 8:0 ]; then ok "$t"; else bad "$t" "conditional jumps:sign tests in test_bounded_status: $jumps:$signs (want 8:0)"; fi
done
for cpu in v1 v2 v3 v4; do
	t=stack_bytes-$cpu
	ebcc_asm "$t" -O2 -mcpu=$cpu "$here/exec/stack_bytes.c" || continue
	bytes=$(asm_func_body "$out/$t.s" test_zero_fill | grep -c '\*(u8 \*)(r10')
	loads=$(asm_func_body "$out/$t.s" test_parts_mixed | grep -c '= \*(u[0-9]* \*)(r10')
	stores=$(asm_func_body "$out/$t.s" test_fill_after_zero | grep -c '^[[:space:]]*\*(u[0-9]* \*)(r10')
	frame=$(asm_func_body "$out/$t.s" test_volatile_frame | grep -c '^[[:space:]]*\*(u64 \*)(r10')
	if [ "$bytes:$loads:$stores:$frame" = 1:1:5:8 ]; then ok "$t"; else bad "$t" "byte stores in test_zero_fill: $bytes (want 1), stack loads in test_parts_mixed: $loads (want 1), stack stores in test_fill_after_zero: $stores (want 5), 8-byte stores in test_volatile_frame: $frame (want 8)"; fi
done
# a 64-bit store to the stack and, next, a 64-bit load of the same slot
spill_fills() {
	awk '/^\t\*\(u64 \*\)\(r10 - [0-9]+\) = r[0-9]$/ { slot = $0; sub(/^\t\*/, "", slot); sub(/ =.*/, "", slot); next }
		slot != "" && index($0, "= *" slot) && $0 ~ /^\tr[0-9] = / { n++ }
		{ slot = "" }
		END { print n + 0 }' "$1"
}
for cpu in v1 v2 v3 v4; do
	for f in branch_consts fn_pointers globals; do
		t=fills-$f-$cpu
		ebcc_asm "$t" -O2 -mcpu=$cpu "$here/exec/$f.c" || continue
		n=$(spill_fills "$out/$t.s")
		if [ "$n" = 0 ]; then ok "$t"; else bad "$t" "$n stack loads right after the store of their slot"; fi
	done
done
for cpu in v1 v2 v3 v4; do
	t=zext-$cpu
	ebcc_asm "$t" -O2 -mcpu=$cpu "$here/exec/shifts.c" || continue
	n=$(asm_func_body "$out/$t.s" test_high_half |
		awk '{ sub(/^[ \t]+/, "") } $0 ~ /^r[0-9] >>= 32$/ { r = substr($0, 2, 1); next } r != "" && $0 == "w" r " = w" r { n++ } { r = "" } END { print n + 0 }')
	if [ "$n" = 0 ]; then ok "$t"; else bad "$t" "$n zero-extensions right after a shift by 32"; fi
done
for cpu in v1 v2 v3 v4; do
	t=dead_stores-$cpu
	ebcc_asm "$t" -O2 -mcpu=$cpu "$here/exec/dead_stores.c" || continue
	stores=$(asm_func_body "$out/$t.s" test_event_filter | grep -c '^[[:space:]]*\*(u[0-9]* \*)(r10')
	loads=$(asm_func_body "$out/$t.s" test_event_filter | grep -c '= \*(u[0-9]* \*)(r10')
	frame=$(asm_func_body "$out/$t.s" test_volatile_init | grep -c '^[[:space:]]*\*(u64 \*)(r10')
	if [ "$stores:$loads:$frame" = 6:0:4 ]; then ok "$t"; else bad "$t" "stack stores in test_event_filter: $stores (want 6), stack loads there: $loads (want 0), 8-byte stores in test_volatile_init: $frame (want 4)"; fi
done
for cpu in v1 v2 v3 v4; do
	t=joins-$cpu
	ebcc_asm "$t" -O2 -mcpu=$cpu "$here/exec/known_at_joins.c" || continue
	body() { asm_func_body "$out/$t.s" "$1"; }
	got="$(body test_net16_field | grep -c 'if '):$(body test_net16_field | grep -c 'be16\|bswap16')"
	got="$got:$(body test_joined_byte | grep -c '&= 255')"
	got="$got:$(body test_expect_branch | grep -c 'if ')"
	got="$got:$(body test_joined_swap | grep -c '&= 65535')"
	if [ "$got" = 0:1:0:2:2 ]; then ok "$t"; else bad "$t" "jumps:swaps in test_net16_field, masks in test_joined_byte, jumps in test_expect_branch, masks in test_joined_swap: $got (want 0:1:0:2:2)"; fi
done
for cpu in v1 v2 v3 v4; do
	t=one_bit-$cpu
	ebcc_asm "$t" -O2 -mcpu=$cpu "$here/exec/one_bit_tests.c" || continue
	n=$(asm_func_body "$out/$t.s" is_inet | grep -c '^[[:space:]]*if ')
	if [ "$n" = 1 ]; then ok "$t"; else bad "$t" "$n conditional jumps in is_inet (want 1)"; fi
done
suite_end
