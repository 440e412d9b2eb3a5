// flags: -O2
/* ir/cfg.c thread_phi_branches through operations: can_loop (from
 * bpf_experimental.h) is a statement expression whose `bool ret` is 1
 * or 0 by the way its asm goto went; the test of it, widened, folds on
 * each way in, so may_goto's branch leaves the loop itself and the body
 * follows the other way: no `w2 = 1 ... if w2 == 0` per iteration. */
#define can_loop					\
	({ __label__ l_break, l_continue;		\
	_Bool ret = 1;					\
	asm volatile goto("may_goto %l[l_break]"	\
		      :::: l_break);			\
	goto l_continue;				\
	l_break: ret = 0;				\
	l_continue:;					\
	ret;						\
	})
long arr_long[1000];

int test1(const void *ctx)
{
	long i;

	for (i = 0; i < 1000 && can_loop; i++)
		arr_long[i] = i;
	return 0;
}
