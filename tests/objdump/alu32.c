// 32-, 16- and 8-bit arithmetic: ALU32 at v3+, masking below.
typedef unsigned int u32;
typedef unsigned short u16;
typedef unsigned char u8;
typedef int s32;

struct narrow { u32 a, b; u16 h; u8 c; s32 s; };

__attribute__((section("raw_tp/alu32"))) int alu32(struct narrow *n)
{
	u32 a = n->a, b = n->b | 1;
	u32 r = a + b * 3;
	r -= a >> 3;
	r ^= b << 4;
	r |= a & 0xf0f0;
	r += a / b + a % b;
	r += a / 10 + b % 100;
	u16 h = (u16)(n->h + (u16)r);
	u8 c = (u8)(n->c * 7 + (u8)h);
	s32 s = n->s >> 2;
	s32 t = s >> (a & 31);
	r += h + c + (u32)s + (u32)t;
	r = -r;
	n->a = r;
	n->h = h;
	n->c = c;
	n->s = t;
	return (int)(r & 0x7fffffff);
}

char _license[] __attribute__((section("license"))) = "GPL";
