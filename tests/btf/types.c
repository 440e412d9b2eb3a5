/* Every kind ebcc's front end can express, reached from globals and
 * functions: bitfields (kind_flag), anonymous members, unions, enums
 * (signed, unsigned, 64-bit, forward), typedef chains, qualifiers,
 * arrays (multi-dimensional, flexible), function pointers, forward
 * structs, floats, btf_decl_tag and btf_type_tag, static locals and a
 * custom section. */
typedef unsigned int u32;
typedef const volatile u32 cvu32;
typedef u32 u32_alias;
typedef struct pair pair_t;

struct pair {
	int first, second;
};

struct bits {
	unsigned a : 3, b : 5;
	int c : 7;
	int : 0;
	unsigned char d;
	long long e : 40;
	_Bool flag : 1;
};

struct outer {
	int tag;
	union {
		int i;
		unsigned long u;
		struct {
			short lo, hi;
		};
	};
	struct {
		char x, y;
	} named;
	pair_t pairs[2][3];
	const char *restrict name;
	volatile int counter;
	int (*callback)(int, void *);
	void (*handlers[4])(void);
	struct opaque *hidden;
	union maybe *later;
	float ratio;
	double precise;
	unsigned __int128 wide;
	signed char sc;
	unsigned short us;
	int tail[];
};

enum color { RED, GREEN = 5, BLUE };
enum sign { NEG = -3, POS = 3 };
enum wide64 { SMALL = 1, HUGE = 0x123456789aLL };
enum wide_neg { WN = -0x100000000LL, WP = 1 };

struct tagged {
	int plain;
	int __attribute__((btf_decl_tag("member_tag"))) marked;
	int __attribute__((btf_type_tag("user"))) *uptr;
	/* a type tag after `struct S`: libbpf's __kptr, which the verifier
	 * needs to see on the pointee of a map value's member */
	struct outer __attribute__((btf_type_tag("kptr"))) *kptr;
} __attribute__((btf_decl_tag("record_tag")));

struct outer g_outer;
struct bits g_bits = {1, 2, -3, 4, 5, 1};
enum color g_color = BLUE;
enum sign g_sign;
enum wide64 g_wide;
enum wide_neg g_wide_neg;
cvu32 g_cv = 7;
u32_alias g_alias;
const int g_table[3][2] = {{1, 2}, {3, 4}, {5, 6}};
struct tagged g_tagged __attribute__((btf_decl_tag("var_tag")));
int g_custom __attribute__((section(".data.custom"))) = 9;
long g_ptrs[4];
struct pair *g_pair_ptr;

static int helper(struct outer *o, int n) __attribute__((noinline));
static int helper(struct outer *o, int n)
{
	return o->tag + n + g_bits.c;
}

int __attribute__((btf_decl_tag("func_tag"))) tagged_fn(int __attribute__((btf_decl_tag("param_tag"))) x)
{
	static int calls;
	calls++;
	return x + calls;
}

__attribute__((section("tc"))) int prog(void *ctx)
{
	return helper(&g_outer, g_color) + tagged_fn(g_sign) + g_cv + g_table[1][1] + g_custom;
}
