// flags: -O2 -mcpu=v2
/* ir/loop.c fill_nonneg_counters, used by ir/fold.c before v3: i starts
 * at 0, steps by 1 and is tested `i < 600` in the loop's header before
 * each step, so it is never negative: the test is unsigned (`ult`, no
 * sign-extended copy each iteration without JMP32) and the index's
 * widening a zext32 (free on BPF).  At -mcpu=v3 both stay signed. */
extern int next(int);

void fill(int *out)
{
#pragma clang loop unroll(disable)
	for (int i = 0; i < 600; i++) {
		if (next(i))
			break;
		out[i] = i;
	}
}
