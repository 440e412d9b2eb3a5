// cpus: v2 v3 v4
/* compound literals in functions: unnamed automatic objects, initialized
 * (zeros included) each time the expression is evaluated */
struct pt {
	int x, y;
	char tag;
};

static __attribute__((noinline)) int sum3(const int *a) { return a[0] + a[1] + a[2]; }
static __attribute__((noinline)) int area(const struct pt *p) { return p->x * p->y + p->tag; }

long test_scalar(void)
{
	int v = (int){41} + 1;
	return v; /* 42 */
}

long test_array_decay(void)
{
	int *p = (int[]){10, 20, 30, 40};
	return p[1] + p[3] + sum3((int[3]){1, 2}); /* 60 + 3 = 63 */
}

long test_struct_member(void)
{
	return (struct pt){.y = 6, .x = 7}.x * 100 + ((struct pt){3, 4}).y; /* 704 */
}

long test_struct_assign(void)
{
	struct pt a = {1, 1, 1};
	a = (struct pt){.x = 5, .tag = 2};
	return a.x * 100 + a.y * 10 + a.tag; /* 502 */
}

long test_address_passed(void)
{
	return area(&(struct pt){.x = 3, .y = 5, .tag = 1}); /* 16 */
}

long test_reinitialized_in_loop(void)
{
	int total = 0;
	for (int i = 0; i < 4; i++) {
		int *q = (int[2]){i};
		total += q[0] * 10 + q[1]; /* q[1] is 0 again each time */
		q[1] = 99;
	}
	return total; /* 60 */
}

/* a static table whose elements are compound literals of their own type,
 * as the kernel's BPF_ST_MEM/BPF_MOV64_REG macros build a `struct
 * bpf_insn insns[]` (selftests' syscall.c): bitfields included */
struct insn {
	unsigned char code;
	unsigned char dst : 4;
	unsigned char src : 4;
	short off;
	int imm;
};
#define INSN(c, d, s, o, i) ((struct insn){.code = (c), .dst = (d), .src = (s), .off = (o), .imm = (i)})

long test_static_table_of_literals(void)
{
	static struct insn prog[] = {
		INSN(0x7a, 10, 0, -8, 0),
		INSN(0xbf, 2, 10, 0, 0),
		INSN(0x07, 2, 0, 0, -8),
	};
	volatile int v = 1;
	int k = v & 1; /* bounded: the verifier checks the table access */
	return prog[k].code * 100000 + prog[k].dst * 1000 + prog[k].src * 10 + prog[0].off * -1 +
	       prog[2].imm * 1000000; /* 19102108 - 8000000 */
}
