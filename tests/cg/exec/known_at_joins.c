/* Values whose answer or bound is known once the optimizer is done.
 * - fold.c ir_answer_constant_p: a __builtin_constant_p that inlining,
 *   unrolling and forwarding left undecided is 0, so its arms fold: a
 *   byte-order macro of a variable is one swap, not a branch on a
 *   register set to 0 around both arms (bpf_ntohs of a packet field);
 * - fold.c umax_of: a join of arms (no edge comes back to it) is at
 *   most the largest value its arms bring, so a mask of a joined byte
 *   or half word goes (the verifier walks each arm with its bounds);
 * - fold.c: a branch on a widened compare (`__builtin_expect(c, 0)`
 *   is a long) tests the compare itself, and a 16-bit swap reads no
 *   zero-extension of its operand.
 * tests/cg/shapes.sh checks the code (joins-*); the runs check the
 * values on both arms. */
typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;

#define swap16_const(x) ((u16)((((x) & 0xff) << 8) | (((x) >> 8) & 0xff)))
#define net16(x) (__builtin_constant_p(x) ? swap16_const(x) : __builtin_bswap16(x))

static volatile u16 field = 0x1234, low_field = 0x0105;
static volatile u8 byte = 0x9c, pick = 1, nopick = 0;
static volatile u32 word = 0x86dd0600;

/* one swap of the field, the constant's swap folded */
long test_net16_field(void)
{
	u16 v = field;
	return net16(v) * 65536L + net16(0x0800);
}

static __attribute__((always_inline)) int proto_of(u16 raw)
{
	return net16(raw);
}

/* inlined with a constant argument: the constant arm */
long test_net16_inlined_const(void)
{
	return proto_of(0xdd86) + proto_of(field);
}

static __attribute__((always_inline)) u32 joined_byte(u8 sel)
{
	u32 v = 0;
	if (sel)
		v = byte;
	return (v & 0xff) + (v >> 4);
}

long test_joined_byte(void)
{
	return joined_byte(pick) * 1000 + joined_byte(nopick);
}

static __attribute__((always_inline)) long below_min(volatile u16 *f)
{
	u16 t = *f;
	if (__builtin_expect(net16(t) < 1536, 0))
		return -1;
	return 7;
}

long test_expect_branch(void)
{
	return below_min(&field) * 10 + below_min(&low_field);
}

static __attribute__((always_inline)) u32 joined_swap(u8 sel)
{
	u16 p = field;
	if (sel)
		p = (u16)word;
	return __builtin_bswap16(p);
}

long test_joined_swap(void)
{
	return joined_swap(pick) * 65536L + joined_swap(nopick);
}
