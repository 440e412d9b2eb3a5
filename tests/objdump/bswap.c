// Byte swaps: be16/be32/be64 before v4, bswap16/32/64 at v4.
typedef unsigned long long u64;
typedef unsigned int u32;
typedef unsigned short u16;

struct sw { u16 h; u32 w; u64 d; };

__attribute__((section("raw_tp/bswap"))) int bswap(struct sw *s)
{
	s->h = __builtin_bswap16(s->h);
	s->w = __builtin_bswap32(s->w);
	s->d = __builtin_bswap64(s->d);
	return (int)(s->h + s->w + (u32)s->d);
}

char _license[] __attribute__((section("license"))) = "GPL";
