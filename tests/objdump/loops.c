// Bounded loops (back edges), an unrolled loop and a 64-bit checksum.
typedef unsigned long long u64;
typedef unsigned int u32;

struct buf { u32 n; u32 v[64]; };

__attribute__((section("raw_tp/loops"))) int loops(struct buf *b)
{
	u64 sum = 0;
	u32 n = b->n;
	if (n > 64)
		n = 64;
	for (u32 i = 0; i < n; i++)
		sum += b->v[i] * (i + 1);
#pragma clang loop unroll(full)
	for (int i = 0; i < 4; i++)
		sum ^= (u64)b->v[i] << (i * 8);
	u32 k = 0;
	while (sum > 0xffff && k < 16) {
		sum = (sum & 0xffff) + (sum >> 16);
		k++;
	}
	return (int)(sum + k);
}

char _license[] __attribute__((section("license"))) = "GPL";
