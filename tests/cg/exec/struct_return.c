/* structs and unions returned by value from functions that are inlined
 * (as clang builds them: its BPF target refuses only an aggregate
 * return left in an emitted function): the callee stores the result
 * through a hidden pointer to the caller's slot, which inlining turns
 * into plain stores; an empty struct is no value at all (bpf_experimental.h's
 * bpf_guard_preempt returns one) */
struct pair { long a, b; };
struct small { int x; short y; };
struct big { long v[5]; };
union word { long l; int i[2]; };
struct empty { };

static inline struct pair make_pair(long a, long b)
{
	struct pair p = {a, b};
	return p;
}

static __attribute__((always_inline)) struct small make_small(int x)
{
	return (struct small){x * 3, (short)(x - 1)};
}

static inline struct big make_big(long k)
{
	struct big r;
	for (int i = 0; i < 5; i++)
		r.v[i] = k * (i + 1);
	return r;
}

static inline union word make_word(int lo, int hi)
{
	union word w;
	w.i[0] = lo;
	w.i[1] = hi;
	return w;
}

/* returns another call's result directly, and picks one of two */
static inline struct pair swapped(struct pair p) { return make_pair(p.b, p.a); }
static inline struct pair pick(int c) { return c ? make_pair(1, 2) : make_pair(3, 4); }

static int counter;
static inline struct empty touch(void)
{
	struct empty e = {};
	counter++;
	return e;
}
static inline void untouch(struct empty *e) { counter += 10; }

long test_pair(void)
{
	struct pair p = make_pair(7, 9);
	return p.a * 100 + p.b;
}

long test_member_of_call(void) { return make_small(5).x * 1000 + make_small(5).y; }

long test_assign_existing(void)
{
	struct small s = {1, 2};
	volatile int seed = 4;
	s = make_small(seed);
	return s.x * 100 + s.y;
}

long test_big(void)
{
	volatile long k = 3;
	struct big b = make_big(k);
	return b.v[0] + b.v[1] * 10 + b.v[4] * 100;
}

long test_union(void) { return make_word(5, 6).l == ((long)6 << 32 | 5); }

long test_nested_and_cond(void)
{
	volatile int c = 0;
	struct pair q = swapped(make_pair(10, 20));
	struct pair r = pick(c);
	return q.a * 1000 + q.b * 10 + r.a + r.b * 100;
}

long test_empty_with_cleanup(void)
{
	counter = 0;
	{
		struct empty g __attribute__((cleanup(untouch))) = touch();
		(void)g;
		touch();
	}
	return counter;
}
