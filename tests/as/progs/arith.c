/* integer arithmetic of every width, signed and unsigned, shifts, a switch
 * and a bounded loop: a spread of ALU, ALU32 and jump encodings */
typedef unsigned long long u64;
typedef long long s64;
typedef unsigned int u32;
typedef int s32;
typedef unsigned short u16;
typedef signed char s8;
volatile u64 in64 = 0x123456789abcdefULL;
volatile s32 in32 = -12345;
volatile s8 in8 = -7;
u64 out[8];

__attribute__((noinline)) static u64 mix(u64 a, u32 b, s32 c)
{
	u64 r = a * 31 + b;
	r ^= r >> 17;
	r += (u64)(s64)c << 3;
	r -= (u32)(b * b) >> 5;
	return r | ((u64)(s64)(c >> 2) & 0xff00);
}

__attribute__((section("socket"), used)) int arith(void *ctx)
{
	u64 a = in64;
	s32 b = in32;
	s8 c = in8;
	u32 acc = 0;
	for (int i = 0; i < 16; i++) {
		switch ((a >> i) & 7) {
		case 0: acc += i; break;
		case 1: acc ^= (u32)b; break;
		case 3: acc -= (u32)c; break;
		case 5: acc = acc * 3 + 1; break;
		default: acc <<= 1;
		}
	}
	out[0] = mix(a, acc, b);
	out[1] = (u64)((s64)a >> 7);
	out[2] = (u16)(acc + c);
	out[3] = a / 10 + (a % 7);
	out[4] = (u32)b / 3u;
	return (int)(out[0] ^ out[1] ^ out[2] ^ out[3] ^ out[4]);
}
char _license[] __attribute__((section("license"), used)) = "GPL";
