/* Pointer types in expressions: arithmetic, differences, comparisons,
 * null pointer constants, void * (GNU arithmetic), casts between pointers
 * and integers, and address constants in static initializers. */
#include "sema.h"

int arr[10];
int *ip;
char *cp;
void *vp;
const void *cvp;
struct S { int a; long b[4]; } s, *sp;
int (*ap)[10];
int fn(void);

ASSERT(IS(ip + 1, int *));
ASSERT(IS(1 + ip, int *));
ASSERT(IS(ip - 1, int *));
ASSERT(IS(ip++, int *));
ASSERT(IS(ip += 2, int *));
ASSERT(IS(ip - ip, long));
ASSERT(IS(cp - cp, long));
ASSERT(IS(&arr[5] - &arr[0], long));
ASSERT(IS(ap + 1, int (*)[10]));
ASSERT(sizeof(*(ap + 1)) == 40);
ASSERT(IS(vp + 1, void *)); /* GNU: void * arithmetic counts bytes */
ASSERT(IS(&s.b[1], long *));
ASSERT(IS(&sp->a, int *));
ASSERT(IS(*sp, struct S));
ASSERT(IS(sp[0].b, long *));
ASSERT(IS(2[arr], int)); /* a[i] is *(a + i), either way round */
ASSERT(IS(&*ip, int *));
ASSERT(IS(*&ip, int *));
/* comparisons give int */
ASSERT(IS(ip < ip + 1, int));
ASSERT(IS(ip == 0, int));
ASSERT(IS(vp == ip, int));
ASSERT(IS(!ip, int));
ASSERT(IS(ip && cp, int));
/* null pointer constants: 0, 0L, (void *)0, (void *) of a constant
 * expression with value 0 (clang -Wall warns about a bare 1 - 1 or '\0') */
int *n1 = 0;
int *n2 = 0L;
int *n3 = (void *)0;
int *n6 = (void *)(2 * 0);
ASSERT(IS(1 ? ip : 0, int *));
ASSERT(IS(1 ? 0 : cp, char *));
ASSERT(IS(1 ? ip : (void *)0, int *));
ASSERT(IS(1 ? ip : (void *)(1 - 1), int *));
ASSERT(IS(1 ? ip : vp, void *)); /* a void * that is not a constant 0 */
ASSERT(IS(1 ? cvp : ip, const void *));
ASSERT(IS(1 ? fn : 0, int (*)(void)));
/* casts between pointers and integers */
ASSERT(IS((long)ip, long));
ASSERT(IS((unsigned long)ip + 1, unsigned long));
ASSERT(IS((int *)8, int *));
ASSERT(IS((char *)ip, char *));
ASSERT(IS((void (*)(void))fn, void (*)(void)));
ASSERT(sizeof((char)(long)ip) == 1);
ASSERT((unsigned long)(void *)16 == 16); /* an integer constant cast to a pointer and back */
ASSERT((long)(char *)0 == 0);
/* address constants: static initializers from addresses */
int *a1 = &arr[3];
int *a2 = arr + 9;
char *a3 = (char *)&s + 4;
long *a4 = &s.b[2];
int (*a5)(void) = fn;
int (*a6)(void) = &fn;
void *a7 = &a1;
long a8 = (long)&arr[1]; /* an address cast to an integer of pointer size */
const char *a10 = &"str"[2];
struct S *a11 = &s;
int *a12 = &((int *)0)[4] - 4 + 4; /* arithmetic on a null address */
void *table[] = {&arr, &s, fn, 0, &table};
ASSERT(sizeof(table) == 40);
ASSERT(IS(table[0], void *));
/* the classic offsetof: pointer arithmetic on a null base folds */
ASSERT(sizeof((char *)&((struct S *)0)->b[1] - (char *)0) == 8);
