// cpus: v2 v3 v4
/* asm goto: the template's jump goes to the C label, or control falls
 * through; inputs in registers, constants as immediates; inside loops
 * and in inlined functions (the label then belongs to the copy).  The
 * host build (the expected values) runs the C equivalent of each asm. */
#ifdef __bpf__
#define GOTO_IF_GT100(v, l) asm goto("if %0 s> 100 goto %l[" #l "]" ::"r"(v)::l)
#define GOTO_IF_EQ4(v, l) asm goto("if %0 == %1 goto %l[" #l "]" ::"r"(v), "i"(4)::l)
#define GOTO_IF_NZ(v, l) asm goto("if %0 != 0 goto %l1" ::"r"(v)::l)
#define OPAQUE(x) asm volatile("" : "+r"(x))
/* bpf_experimental.h's can_loop: may_goto, local labels */
#define can_loop                                                        \
	({                                                              \
		__label__ l_break, l_continue;                          \
		_Bool ret = 1;                                          \
		asm volatile goto("may_goto %l[l_break]" :::: l_break); \
		goto l_continue;                                        \
	l_break:                                                        \
		ret = 0;                                                \
	l_continue:;                                                    \
		ret;                                                    \
	})
/* bpf_experimental.h's bpf_cmp_unlikely: the value is a labeled last
 * statement, and `(short)` passes all 64 bits of LHS (as clang does) */
#define CMP_EQ(LHS, RHS)                                                                      \
	({                                                                                    \
		__label__ l_true;                                                             \
		_Bool ret = 1;                                                                \
		asm volatile goto("if %[lhs] == %[rhs] goto %l[l_true]" ::[lhs] "r"((short)(LHS)), \
				  [rhs] "r"(RHS)::l_true);                                    \
		ret = 0;                                                                      \
	l_true:                                                                               \
		ret;                                                                          \
	})
#else
#define CMP_EQ(LHS, RHS) ((long)(LHS) == (long)(RHS))
#define can_loop 1
#define GOTO_IF_GT100(v, l) do { if ((v) > 100) goto l; } while (0)
#define GOTO_IF_EQ4(v, l) do { if ((v) == 4) goto l; } while (0)
#define GOTO_IF_NZ(v, l) do { if ((v) != 0) goto l; } while (0)
#define OPAQUE(x) (void)0
#endif

static __attribute__((always_inline)) inline int classify(long v)
{
	GOTO_IF_GT100(v, big);
	if (v < 0)
		return -1;
	return 1;
big:
	return 2;
}

long test_taken(void)
{
	long x = 500;
	OPAQUE(x); /* not a constant the compiler can see */
	return classify(x) * 10 + classify(7) + classify(-3) * 100; /* 20 + 1 - 100 */
}

long test_in_loop(void)
{
	long hits = 0;
	for (int i = 0; i < 10; i++) {
		GOTO_IF_EQ4(i, skip);
		hits += i;
		continue;
skip:
		hits += 1000;
	}
	return hits; /* 45 - 4 + 1000 */
}

long test_numbered_label(void)
{
	int r = 3;
	OPAQUE(r);
	GOTO_IF_NZ(r, out);
	r = 99;
out:
	return r;
}

long test_can_loop(void)
{
	long i = 0, s = 0;
	while (can_loop) {
		s += i++;
		if (i > 100)
			break;
	}
	return s; /* 5050 */
}

long test_bpf_cmp_value(void)
{
	long big = 100000, other = 100001; /* (short)100000 would be -31072 */
	OPAQUE(big);
	OPAQUE(other);
	long r = 0;
	if (CMP_EQ(big, 100000L))
		r += 1;
	if (CMP_EQ(other, 100000L))
		r += 10;
	if (!CMP_EQ(other, 100000L))
		r += 100;
	return r; /* 101 */
}
