/* statements: loops, break/continue, nested conditions, early returns */
long test_for(void) { long s = 0; for (int i = 0; i < 100; i++) s += i; return s; }
long test_while(void) { int n = 27, steps = 0; while (n != 1) { n = n % 2 ? 3 * n + 1 : n / 2; steps++; } return steps; }
long test_do(void) { int i = 0; do i += 3; while (i < 10); return i; }
long test_break(void) { int i; for (i = 0; i < 100; i++) if (i * i > 50) break; return i; }
long test_continue(void) { int s = 0; for (int i = 0; i < 20; i++) { if (i % 3) continue; s += i; } return s; }
long test_nested(void) {
	int s = 0;
	for (int i = 0; i < 5; i++)
		for (int j = 0; j < 5; j++) {
			if (j > i)
				break;
			s += i * j;
		}
	return s;
}
static int sign(long x) { if (x < 0) return -1; if (x > 0) return 1; return 0; }
long test_early_return(void) { return sign(-5) * 100 + sign(0) * 10 + sign(7); }
long test_forever(void) { int i = 0; for (;;) { if (++i == 42) break; } return i; }
long test_while_continue(void) { int i = 0, s = 0; while (i < 10) { i++; if (i & 1) continue; s += i; } return s; }
long test_stmt_expr(void) { int x = ({ int t = 4; t * t; }); return x + 1; }
long test_dangling(void) { int a = 1, b = 0, r = 0; if (a) if (b) r = 1; else r = 2; return r; }
static int classify(int x)
{
	switch (x) {
	case 0: return 100;
	case 1:
	case 2: x += 10; /* fallthrough */
	case 3: return x;
	case 10 ... 19: return 200;
	case -5: break;
	default: return -1;
	}
	return 300;
}
long test_switch(void) { long s = 0; for (int i = -6; i < 22; i++) s = s * 3 + classify(i); return s; }
long test_switch_unsigned(void)
{
	unsigned r = 0;
	for (unsigned u = 4294967290u; u != 3; u++)
		switch (u) {
		case 4294967290u ... 4294967293u: r += 1; break;
		case 0: r += 10; continue;
		default: r += 100;
		}
	return r;
}
long test_switch_nested(void)
{
	int s = 0;
	for (int i = 0; i < 4; i++)
		switch (i & 1) {
		case 0:
			switch (i) {
			case 2: s += 1000; break;
			default: s += 1;
			}
			break;
		case 1: s += 10;
		}
	return s;
}
long test_switch_char(void) { signed char c = -3; switch (c) { case -3: return 1; case 253: return 2; } return 3; }
long test_goto(void)
{
	int i = 0, s = 0;
again:
	s += i;
	if (++i < 10)
		goto again;
	if (s > 40)
		goto out;
	s = -1;
out:
	return s;
}
/* phis that exchange values (the lost-copy and swap problems) */
long test_swap_loop(void)
{
	long a = 1, b = 2;
	for (int i = 0; i < 5; i++) {
		long t = a;
		a = b;
		b = t + b;
	}
	return a * 1000 + b;
}
long test_one_branch(void)
{
	int x = 5, y = 7;
	for (int i = 0; i < 6; i++) {
		if (i & 1)
			x = x * 2;
		else
			y = y + x;
	}
	return x * 1000 + y;
}
long test_dead_loop(void) { int s = 3; while (0) s = 100; if (1) s += 4; else s = 0; return s; }
long test_uninit_path(void) { int v; int have = 0; for (int i = 0; i < 3; i++) { if (i == 2) { v = i * 7; have = 1; } } return have ? v : -1; }
long test_goto_loop(void)
{
	int i = 0, s = 0;
top:
	if (i >= 8)
		goto done;
	s = s * 2 + (i & 1);
	i++;
	goto top;
done:
	return s;
}
