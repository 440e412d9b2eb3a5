/* pointers, arrays, structs, globals and calls */
struct point { int x; long y; unsigned char tag; short s; };
int counter;
long big[4];
static int bump(int by) { counter += by; return counter; }
static long sum(long *p, int n) { long s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
static void fill(struct point *p, int x) { p->x = x; p->y = x * 2L; p->tag = x + 250; p->s = -x; }
long test_array(void) { long a[5]; for (int i = 0; i < 5; i++) a[i] = i * i; return sum(a, 5); }
long test_struct(void) { struct point p; fill(&p, 10); return p.x + p.y + p.tag + p.s; }
long test_struct_init(void) { struct point p = {.y = 5, .tag = 3}; return p.x * 100 + p.y * 10 + p.tag + p.s; }
long test_array_init(void) { int a[6] = {1, 2, [4] = 9}; return a[0] + a[1] * 10 + a[2] * 100 + a[4] * 1000 + a[5]; }
long test_globals(void) { counter = 0; bump(3); bump(4); big[2] = 77; return counter * 100 + big[2] + big[1]; }
long test_ptr_arith(void) { int a[8]; int *p = a, *q = &a[6]; for (int i = 0; i < 8; i++) a[i] = i; p += 2; return (q - p) * 100 + *p + p[3] + *(q - 1); }
long test_ptr_incr(void) { short a[4] = {10, 20, 30, 40}; short *p = a; p++; ++p; long r = *p--; return r * 10 + *p; }
long test_ptr_cmp(void) { char buf[16]; char *a = buf + 3, *b = buf + 9; return (a < b) * 10 + (b - a); }
long test_deref_store(void) { long x = 5; long *p = &x; *p += 10; *p *= 2; return x; }
long test_2d(void) { int m[3][4]; for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) m[i][j] = i * 10 + j; return m[2][3] + m[1][0]; }
long test_struct_array(void) { struct point ps[3]; for (int i = 0; i < 3; i++) fill(&ps[i], i + 1); return ps[0].x + ps[1].y + ps[2].tag; }
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
long test_recursion(void) { return fib(15); } /* not in BPF: recursion */
static long five(long a, int b, short c, unsigned char d, long e) { return a * 10000 + b * 1000 + c * 100 + d * 10 + e; }
long test_five_args(void) { return five(1, 2, 3, 4, 5) + five(-1, -2, -3, 255, -5); }
