// Signed arithmetic: sdiv/smod and sign-extending moves and loads at v4
// (-mcpu=v4 sets __BPF_CPU_VERSION__ to 4); shifts and compares below.
typedef long long s64;
typedef int s32;
typedef short s16;
typedef signed char s8;

struct sv { s64 a, b; s32 c, d; s16 e; s8 f; };

__attribute__((section("raw_tp/signed"))) int sgn(struct sv *v)
{
	s64 a = v->a, b = v->b;
	s32 c = v->c, d = v->d;
	s64 r = 0;
#if __BPF_CPU_VERSION__ >= 4
	if (b != 0)
		r += a / b + a % b;
	if (d != 0)
		r += c / d + c % d;
	r += a / -3 + c % 7;
#else
	r += a - b;
	r += (s64)c * d;
#endif
	r += v->e;         /* s16 load */
	r += v->f;         /* s8 load */
	r += (s8)a + (s16)b + (s32)a;
	if (a < b)
		r -= 5;
	if (c <= d)
		r += 3;
	if (r > 1000 || r < -1000)
		r = r >> 4;
	v->a = r;
	return (int)r;
}

char _license[] __attribute__((section("license"))) = "GPL";
