/* switch statements: dense and sparse cases, fallthrough chains, default
 * in the middle, negative and 64-bit case values, switch on narrow and
 * unsigned types, nested switches, break/continue out of loops */
static int dense(int x)
{
	switch (x) {
	case 0: return 11;
	case 1: return 22;
	case 2: return 33;
	case 3: return 44;
	case 4: return 55;
	case 5: return 66;
	case 6: return 77;
	case 7: return 88;
	default: return -1;
	}
}
long test_switch_dense(void)
{
	long acc = 0;
	for (int i = -2; i < 10; i++)
		acc = acc * 3 + dense(i);
	return acc;
}
static long sparse(long x)
{
	switch (x) {
	case -1000000: return 1;
	case -7: return 2;
	case 0: return 3;
	case 13: return 4;
	case 4096: return 5;
	case 0x7fffffff: return 6;
	case 0x100000000L: return 7;
	case -0x7fffffffffffffffL: return 8;
	}
	return 0;
}
long test_switch_sparse(void)
{
	long vals[12] = {-1000000, -7, 0, 13, 4096, 0x7fffffff, 0x100000000L, -0x7fffffffffffffffL, 1, 4095, 0x80000000L, -6};
	long acc = 0;
	for (int i = 0; i < 12; i++)
		acc = acc * 9 + sparse(vals[i]);
	return acc;
}
long test_switch_fallthrough_chain(void)
{
	unsigned long acc = 0;
	for (int i = 0; i < 7; i++) {
		int v = 0;
		switch (i) {
		case 0: v += 1;
		/* fallthrough */
		case 1: v += 10;
		/* fallthrough */
		case 2: v += 100;
		/* fallthrough */
		case 3: v += 1000;
			break;
		case 4: v = 5;
		/* fallthrough */
		default: v *= 3;
		}
		acc = acc * 10000 + (unsigned long)v;
		acc %= 1000000007;
	}
	return (long)acc;
}
long test_switch_default_middle(void)
{
	long acc = 0;
	for (int i = 0; i < 8; i++) {
		switch (i % 4) {
		case 0: acc += 1; break;
		default: acc += 100;
		/* fallthrough */
		case 2: acc *= 2; break;
		case 3: acc -= 3;
		}
	}
	return acc;
}
long test_switch_char(void)
{
	const char *s = "hello, world 42!";
	long letters = 0, vowels = 0, digits = 0, other = 0;
	for (int i = 0; s[i]; i++) {
		switch (s[i]) {
		case 'a': case 'e': case 'i': case 'o': case 'u':
			vowels++;
			/* fallthrough */
		case 'b' ... 'd': case 'f' ... 'h': case 'j' ... 'n': case 'p' ... 't': case 'v' ... 'z':
			letters++;
			break;
		case '0' ... '9':
			digits++;
			break;
		default:
			other++;
		}
	}
	return letters * 1000000 + vowels * 10000 + digits * 100 + other;
}
long test_switch_unsigned_char(void)
{
	long acc = 0;
	for (int i = 0; i < 20; i++) {
		unsigned char c = (unsigned char)(i * 37);
		switch (c) {
		case 0: acc += 1; break;
		case 37: acc += 2; break;
		case 222: acc += 3; break;
		case 255: acc += 4; break;
		case 148: acc += 5; break;
		default: acc += c & 1 ? 7 : 0;
		}
		acc *= 3;
	}
	return acc;
}
long test_switch_in_loop_continue(void)
{
	long acc = 0;
	for (int i = 0; i < 30; i++) {
		switch (i % 5) {
		case 0: continue;
		case 1: acc += i; break;
		case 2: if (i > 20) continue; acc += 2 * i; break;
		default: acc -= 1;
		}
		acc += 1000;
	}
	return acc;
}
long test_switch_break_loop_via_flag(void)
{
	int done = 0, i = 0;
	long acc = 0;
	while (!done && i < 50) {
		switch (i * i % 11) {
		case 3: acc += 3; break;
		case 9: done = i > 10; break;
		case 5: acc *= 2; break;
		default: acc++;
		}
		i++;
	}
	return acc * 100 + i;
}
static int state_machine_step(int st, int in)
{
	switch (st) {
	case 0:
		switch (in) {
		case 'a': return 1;
		case 'b': return 2;
		default: return 0;
		}
	case 1:
		return in == 'b' ? 3 : in == 'a' ? 1 : 0;
	case 2:
		if (in == 'a')
			return 1;
		return 0;
	case 3:
		return 3;
	}
	return -1;
}
long test_switch_state_machine(void)
{
	const char *in = "bbaabab";
	int st = 0;
	long trace = 0;
	for (int i = 0; in[i]; i++) {
		st = state_machine_step(st, in[i]);
		trace = trace * 4 + st;
	}
	return trace;
}
long test_switch_long_values(void)
{
	unsigned long acc = 0;
	for (unsigned long x = 1; x; x <<= 4) {
		switch (x) {
		case 1: acc += 1; break;
		case 0x10000: acc += 2; break;
		case 0x100000000UL: acc += 3; break;
		case 0x1000000000000000UL: acc += 4; break;
		default: acc += 10;
		}
		acc <<= 1;
	}
	return (long)acc;
}
long test_switch_enum(void)
{
	enum color { RED = 1, GREEN = 4, BLUE = 9, BLACK = -3 };
	enum color cs[6] = {BLUE, RED, BLACK, GREEN, RED, (enum color)7};
	long acc = 0;
	for (int i = 0; i < 6; i++) {
		switch (cs[i]) {
		case RED: acc = acc * 5 + 1; break;
		case GREEN: acc = acc * 5 + 2; break;
		case BLUE: acc = acc * 5 + 3; break;
		case BLACK: acc = acc * 5 + 4; break;
		default: acc = acc * 5;
		}
	}
	return acc;
}
long test_switch_duff(void)
{
	int src[13], dst[13];
	for (int i = 0; i < 13; i++) {
		src[i] = i * i + 1;
		dst[i] = 0;
	}
	int count = 13;
	int *to = dst, *from = src;
	int n = (count + 3) / 4;
	switch (count % 4) {
	case 0: do { *to++ = *from++;
	case 3:      *to++ = *from++;
	case 2:      *to++ = *from++;
	case 1:      *to++ = *from++;
		} while (--n > 0);
	}
	long acc = 0;
	for (int i = 0; i < 13; i++)
		acc = acc * 3 + dst[i];
	return acc;
}
long test_switch_no_match_no_default(void)
{
	int x = 0;
	for (int i = 0; i < 10; i++) {
		switch (i) {
		case 3: x += 30;
		case 4: x += 4;
		}
	}
	return x;
}
long test_switch_scoped_decl(void)
{
	long acc = 0;
	for (int i = 0; i < 4; i++) {
		switch (i) {
		case 0: {
			int t = i + 5;
			acc += t * t;
			break;
		}
		case 1: {
			long arr[3] = {i, i * 2, i * 3};
			acc += arr[0] + arr[1] + arr[2];
			break;
		}
		default: {
			short s = (short)(i * -1000);
			acc += s;
		}
		}
	}
	return acc;
}
long test_switch_range_signed(void)
{
	long acc = 0;
	for (int i = -12; i <= 12; i += 2) {
		switch (i) {
		case -12 ... -5: acc += 1; break;
		case -4 ... 0: acc += 10; break;
		case 1 ... 6: acc += 100; break;
		default: acc += 1000;
		}
	}
	return acc;
}
