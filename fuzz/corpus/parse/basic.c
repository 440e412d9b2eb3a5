struct S { int a; int b:3; struct { int c; }; } s, *ps;
int g(int x, int y) { return x + y; }
int f(int x) {
	int a[4] = {1,2,3,4};
	int *p = a;
	p[1] = s.c + ps->b;
	switch (x) { case 1 ... 3: x++; break; default: ; }
	for (int i = 0; i < 4; i++) { if (i) continue; }
	while (x) x--;
	do { x += 2; } while (x < 10);
	x = ({ int q = 3; q * 2; });
	x = sizeof(a) + _Alignof(long) + sizeof x;
	x = x ? : 4;
	x = (char)x + 'a' + L'b';
	const char *str = "abc" "def";
	x = g(x, 1) + __builtin_bswap32(x) + __builtin_constant_p(x);
	_Static_assert(sizeof(struct S) == 12, "size");
	asm volatile("r0 = %0" :: "r"(x) : "memory");
	goto out;
out:
	return str[0] + *p;
}
