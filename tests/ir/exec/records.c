/* bitfields (read, write, compound assignment, ++, initializers, signed
 * fields) and struct copies */
struct flags { unsigned a : 3, b : 5; int s : 4; unsigned long big : 40, rest : 24; unsigned char c : 1; };
struct pair { int x; long y; char tag[3]; };
static struct flags gf;
long test_bf_rw(void) { struct flags f = {0}; f.a = 5; f.b = 31; f.s = -3; f.big = 0xfedcba9876; f.c = 1; return f.a + f.b * 10 + f.s * 100 + (long)(f.big >> 20) + f.c * 1000000; }
long test_bf_trunc(void) { struct flags f = {0}; f.a = 13; int v = (f.s = 9); return f.a * 100 + v * 10 + f.s; }
long test_bf_opassign(void) { struct flags f = {.a = 6, .b = 30, .s = 7}; f.a += 3; f.b |= 1; f.s += 1; f.b++; ++f.a; return f.a * 10000 + f.b * 100 + f.s; }
long test_bf_init(void) { struct flags f = {.a = 7, .b = 9, .s = -8, .rest = 0xabcdef, .c = 1}; return f.a + f.b * 10 + f.s * 100 + (long)f.rest + f.c; }
long test_bf_neighbours(void) { struct flags f = {.a = 1, .b = 2, .s = 3}; f.b = 17; return f.a * 10000 + f.b * 10 + f.s; }
long test_bf_global(void) { gf.big = 123456789; gf.rest = 99; gf.big++; return (long)gf.big + gf.rest; }
long test_bf_ptr(void) { struct flags f = {0}; struct flags *p = &f; p->s = -1; p->a = p->s; return p->a * 10 + p->s; }
long test_struct_copy(void) { struct pair a = {1, 2, {3, 4, 5}}, b; b = a; b.x += 10; return b.x * 1000 + b.y * 100 + b.tag[2] + a.x; }
long test_struct_init_copy(void) { struct pair a = {7, 8, {9}}; struct pair b = a; a.y = 0; return b.x * 100 + b.y * 10 + b.tag[0]; }
long test_struct_ptr_copy(void) { struct pair a = {5, 6, {0}}, c; struct pair *p = &c; *p = a; return c.x * 10 + p->y; }
