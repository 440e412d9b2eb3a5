// 64-bit arithmetic: every ALU64 operation, register and immediate forms.
typedef unsigned long long u64;
typedef long long s64;

struct args { u64 a, b, c; s64 d; };

__attribute__((section("raw_tp/alu64"))) int alu64(struct args *x)
{
	u64 a = x->a, b = x->b | 1, c = x->c;
	s64 d = x->d;
	u64 r = a + b;
	r -= c;
	r *= b;
	r ^= a * 0x12345;
	r |= c & 0xff00;
	r += a / b;
	r += c % b;
	r += a / 7 + c % 13;
	r += a << (b & 63);
	r += c >> (a & 63);
	r += a << 5 | c >> 7;
	r += (u64)(d >> 3);
	r += (u64)(d >> (b & 63));
	r += (u64)-d;
	r += ~a;
	r += 0x123456789abcdefULL;
	r -= 0xffffffff00000000ULL;
	x->a = r;
	x->b = r * 1000000007ULL;
	return (int)(r >> 32);
}

char _license[] __attribute__((section("license"))) = "GPL";
