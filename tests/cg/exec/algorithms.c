/* small algorithms as they appear in BPF programs: checksums (internet
 * checksum, CRC-32, Adler-32), hashing (jhash-like mixing, FNV),
 * binary search, min/max heaps, run-length encoding, base-16 parsing,
 * an LRU position update, modular exponentiation */
long test_inet_checksum(void)
{
	unsigned char hdr[20] = {0x45, 0x00, 0x00, 0x73, 0x00, 0x00, 0x40, 0x00, 0x40, 0x11,
				 0x00, 0x00, 0xc0, 0xa8, 0x00, 0x01, 0xc0, 0xa8, 0x00, 0xc7};
	unsigned sum = 0;
	for (int i = 0; i < 20; i += 2)
		sum += (unsigned)(hdr[i] << 8 | hdr[i + 1]);
	sum = (sum & 0xffff) + (sum >> 16); /* twice is enough for 10 words */
	sum = (sum & 0xffff) + (sum >> 16);
	unsigned short csum = (unsigned short)~sum;
	hdr[10] = (unsigned char)(csum >> 8);
	hdr[11] = (unsigned char)csum;
	unsigned verify = 0;
	for (int i = 0; i < 20; i += 2)
		verify += (unsigned)(hdr[i] << 8 | hdr[i + 1]);
	verify = (verify & 0xffff) + (verify >> 16);
	return csum * 100000L + (verify & 0xffff);
}
long test_crc32_bitwise(void)
{
	const char *s = "123456789";
	unsigned crc = 0xffffffffu;
	for (int i = 0; i < 9; i++) {
		crc ^= (unsigned char)s[i];
		for (int k = 0; k < 8; k++)
			crc = (crc >> 1) ^ (0xedb88320u & -(crc & 1));
	}
	return ~crc; /* 0xcbf43926 */
}
long test_adler32(void)
{
	const char *s = "Wikipedia";
	unsigned a = 1, b = 0;
	for (int i = 0; i < 9; i++) {
		a = (a + (unsigned char)s[i]) % 65521;
		b = (b + a) % 65521;
	}
	return (long)(b << 16 | a); /* 0x11e60398 */
}
static unsigned rol32(unsigned x, int k) { return (x << k) | (x >> (32 - k)); }
long test_jhash_mix(void)
{
	unsigned a = 0xdeadbeefu, b = 0x12345678u, c = 0x9abcdef0u;
	for (int r = 0; r < 3; r++) {
		a -= c; a ^= rol32(c, 4); c += b;
		b -= a; b ^= rol32(a, 6); a += c;
		c -= b; c ^= rol32(b, 8); b += a;
		a -= c; a ^= rol32(c, 16); c += b;
		b -= a; b ^= rol32(a, 19); a += c;
		c -= b; c ^= rol32(b, 4); b += a;
	}
	return (long)a ^ ((long)b << 16) ^ ((long)c << 32);
}
long test_binary_search(void)
{
	int a[16];
	for (int i = 0; i < 16; i++)
		a[i] = i * i * 3 - 40;
	long acc = 0;
	int keys[6] = {-40, -37, 2, 635, 636, 1000};
	for (int k = 0; k < 6; k++) {
		int lo = 0, hi = 16, found = -1;
		for (int it = 0; it < 6 && lo < hi; it++) {
			int mid = lo + ((hi - lo) >> 1);
			if (mid < 0 || mid > 15)
				break;
			if (a[mid] == keys[k]) {
				found = mid;
				break;
			}
			if (a[mid] < keys[k])
				lo = mid + 1;
			else
				hi = mid;
		}
		acc = acc * 20 + found + 1;
	}
	return acc;
}
long test_min_heap_push(void)
{
	int heap[16];
	int n = 0;
	int input[10] = {50, 20, 70, 10, 60, 30, 5, 80, 15, 25};
	for (int k = 0; k < 10; k++) {
		int i = n++;
		heap[i & 15] = input[k];
		for (int it = 0; it < 4 && i > 0; it++) {
			int p = (i - 1) / 2;
			if (heap[p & 15] <= heap[i & 15])
				break;
			int t = heap[p & 15];
			heap[p & 15] = heap[i & 15];
			heap[i & 15] = t;
			i = p;
		}
	}
	long acc = 0;
	for (int i = 0; i < 10; i++)
		acc = acc * 3 + heap[i];
	return acc;
}
long test_run_length_encode(void)
{
	/* kept short: each byte compare forks the verifier's search */
	unsigned char in[10] = {1, 1, 1, 2, 2, 3, 3, 3, 0, 7};
	unsigned char out[20];
	int o = 0;
	int i = 0;
	for (int guard = 0; guard < 10 && i < 10; guard++) {
		unsigned char v = in[i];
		int run = 1;
		while (run < 10 && i + run < 10 && in[i + run] == v)
			run++;
		if (o < 18) {
			out[o] = v;
			out[o + 1] = (unsigned char)run;
			o += 2;
		}
		i += run;
	}
	unsigned long acc = 0;
	for (int k = 0; k < o && k < 20; k++)
		acc = acc * 5 % 1000000007 + out[k];
	return (long)acc * 100 + o;
}
static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}
long test_parse_hex(void)
{
	const char *s = "0xDeadBeef12g";
	unsigned long v = 0;
	int i = 2, n = 0;
	for (; i < 16; i++) {
		int d = hexval(s[i]);
		if (d < 0)
			break;
		v = v << 4 | (unsigned long)d;
		n++;
	}
	return (long)v * 100 + n * 10 + (s[i] == 'g');
}
long test_lru_move_to_front(void)
{
	int order[5] = {1, 2, 3, 4, 5};
	int access[8] = {3, 5, 3, 1, 4, 4, 2, 5};
	for (int a = 0; a < 8; a++) {
		int pos = 4;
		for (int i = 0; i < 5; i++)
			if (order[i] == access[a]) {
				pos = i;
				break;
			}
		for (int i = 4; i > 0; i--) /* not a memmove clang could form */
			if (i <= pos)
				order[i] = order[i - 1];
		order[0] = access[a];
	}
	long acc = 0;
	for (int i = 0; i < 5; i++)
		acc = acc * 10 + order[i];
	return acc;
}
long test_modpow(void)
{
	unsigned long base = 7, exp = 1000003, mod = 1000000007UL, r = 1;
	for (int i = 0; i < 32 && exp; i++) {
		if (exp & 1)
			r = r * base % mod;
		base = base * base % mod;
		exp >>= 1;
	}
	return (long)r;
}
long test_counting_histogram(void)
{
	/* branch-free counting: data-dependent loop bounds or output
	 * positions would fork the verifier's search per element */
	unsigned char in[16] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};
	unsigned char cnt[10] = {0};
	for (int i = 0; i < 16; i++)
		for (int d = 0; d < 10; d++)
			cnt[d] += in[i] == d;
	unsigned char start[10];
	unsigned char run = 0;
	for (int d = 0; d < 10; d++) {
		start[d] = run;
		run += cnt[d];
	}
	unsigned long acc = 0;
	for (int d = 0; d < 10; d++)
		acc = acc * 17 + cnt[d] * 16 + start[d];
	return (long)acc * 100 + run;
}
long test_token_bucket(void)
{
	long tokens = 5, cap = 10, admitted = 0, dropped = 0;
	unsigned char arrivals[12] = {3, 0, 4, 8, 1, 0, 0, 6, 2, 2, 9, 1};
	for (int t = 0; t < 12; t++) {
		tokens += 2;
		if (tokens > cap)
			tokens = cap;
		long want = arrivals[t];
		long ok = want < tokens ? want : tokens;
		tokens -= ok;
		admitted += ok;
		dropped += want - ok;
	}
	return admitted * 10000 + dropped * 100 + tokens;
}
long test_bitmap_allocator(void)
{
	unsigned long map = 0;
	long acc = 0;
	for (unsigned req = 0; req < 10; req++) {
		int slot = -1;
		for (int b = 0; b < 64; b++)
			if (!(map >> b & 1)) {
				slot = b;
				break;
			}
		if (slot >= 0)
			map |= 1UL << slot;
		if (req % 3 == 2)
			map &= ~(1UL << (req / 3));
		acc = acc * 8 + slot;
	}
	return acc ^ (long)map;
}
