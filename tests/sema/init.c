/* Initializers that decide a type: array sizes from brace lists, string
 * literals, designators ([N] = , ranges [A ... B], .member), nested
 * initializers; compound literals.  (Brace elision: init-elision.c.) */
#include "sema.h"

int a1[] = {1, 2, 3};
int a2[] = {[10] = 1};
int a3[] = {[2] = 1, 3};        /* continues after the designator */
int a4[] = {[5] = 1, [2] = 2};  /* the largest index counts */
int a5[] = {[0 ... 3] = 7};     /* GNU range */
int a6[] = {[2 ... 5] = 1, 9};
int a7[] = {1, [1 ... 1] = 2, 3, [9] = 0, [3] = 4};
char s1[] = "abc";
char s2[] = {"abc"};
char s3[] = {'a', 'b'};
char s4[10] = "abc";
char s5[3] = "abc";             /* no room for the NUL: allowed in C */
char s6[][4] = {"ab", "cde", "f"};
int m1[][3] = {{1}, {2, 3}, {4, 5, 6}};
int m3[][2][2] = {[3][1][1] = 5};
int wide[] = {[0x10] = 1};
const char *strs[] = {"x", "yy", 0, "zzz"};
ASSERT(sizeof(a1) == 3 * sizeof(int));
ASSERT(sizeof(a2) / sizeof(int) == 11);
ASSERT(sizeof(a3) / sizeof(int) == 4);
ASSERT(sizeof(a4) / sizeof(int) == 6);
ASSERT(sizeof(a5) / sizeof(int) == 4);
ASSERT(sizeof(a6) / sizeof(int) == 7);
ASSERT(sizeof(a7) / sizeof(int) == 10);
ASSERT(sizeof(s1) == 4);
ASSERT(sizeof(s2) == 4);
ASSERT(sizeof(s3) == 2);
ASSERT(sizeof(s4) == 10);
ASSERT(sizeof(s5) == 3);
ASSERT(sizeof(s6) == 12);
ASSERT(sizeof(m1) == 36);
ASSERT(sizeof(m3) == 64);
ASSERT(sizeof(wide) == 68);
ASSERT(sizeof(strs) == 32);
/* records: designators, nesting, brace elision; flexible arrays */
struct pt { int x, y; };
struct line { struct pt a, b; int tag[2]; };
struct line lines[] = {
	{{1, 2}, {3, 4}, {5, 6}},
	[3] = {.b.y = 1, .tag[1] = 2},
	{.a = {.x = 1}},
	{{1, 2}, {3, 4}, {5, 6}},
};
ASSERT(sizeof(lines) / sizeof(lines[0]) == 6);
struct pt pts[] = {[1].x = 1, [4].y = 2};
ASSERT(sizeof(pts) == 40);
union un { char c; int i; } uns[] = {{1}, {.i = 2}, [5] = {.c = 3}};
ASSERT(sizeof(uns) == 24);
struct flex { int n; int data[]; };
struct flex fl = {2, {1, 2}}; /* GNU: initializing a flexible array */
ASSERT(sizeof(fl) == 4);          /* sizeof ignores it */
ASSERT(sizeof(struct flex) == 4);
/* anonymous members take designators by their members' names */
struct anon { int k; union { int ai; char ac; }; struct { short sx, sy; }; };
struct anon an[] = {{.ai = 1, .sy = 2}, {3, {4}, {5, 6}}};
ASSERT(sizeof(an) == 24);
/* compound literals */
ASSERT(sizeof((int[]){1, 2, 3}) == 12);
ASSERT(sizeof((int[]){[7] = 1}) == 32);
ASSERT(sizeof((char[]){"hello"}) == 6);
ASSERT(sizeof((struct pt){1, 2}) == 8);
ASSERT(sizeof((struct pt[]){{1, 2}, {3}}) == 16);
ASSERT(sizeof((long[4]){0}) == 32);
ASSERT(IS((int[]){1}, int *));
ASSERT(IS((const char[]){"x"}, const char *));
ASSERT(IS((struct pt){0}, struct pt));
ASSERT(IS(&(struct pt){0}, struct pt *)); /* an lvalue */
ASSERT(IS((int){5}, int));
ASSERT(IS((unsigned char){5} + 1, int));
int *lit_ptr = (int[]){1, 2};          /* file scope: static storage */
struct pt *pt_ptr = &(struct pt){3, 4};

void locals(void)
{
	int la[] = {[3] = 1, [1 ... 2] = 2};
	char ls[] = "local";
	struct pt lp[] = {{0}, [2] = {.y = 1}};
	int n = 3;
	ASSERT(sizeof(la) == 16);
	ASSERT(sizeof(ls) == 6);
	ASSERT(sizeof(lp) == 24);
	ASSERT(sizeof((int[]){n, n, n}) == 12); /* non-constant elements, constant size */
	(void)la; (void)ls; (void)lp;
}
