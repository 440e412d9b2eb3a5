/* _Generic: selection by the type of the controlling expression after
 * lvalue conversion (qualifiers dropped, arrays and functions decayed),
 * default, type names of every kind as associations, nesting, and the
 * result's own type. */
#include "sema.h"

int i;
const int ci;
volatile long vl;
char carr[10];
const char ccarr[3];
int (*fp)(int);
int fn(int);
struct S { int a; } s;
union U { int a; } u;
enum E { E_A } e;
int *ip;
const int *cip;
int *const icp;
_Bool b;
typedef struct S S_t;

ASSERT(_Generic(1, int: 1, long: 2, default: 3) == 1);
ASSERT(_Generic(1L, int: 1, long: 2, default: 3) == 2);
ASSERT(_Generic(1.0f, int: 1, long: 2, default: 3) == 3);
ASSERT(_Generic('c', char: 1, int: 2) == 2);
ASSERT(_Generic((char)'c', char: 1, int: 2) == 1);
ASSERT(_Generic((signed char)1, char: 1, signed char: 2, unsigned char: 3) == 2);
ASSERT(_Generic((unsigned char)1, char: 1, signed char: 2, unsigned char: 3) == 3);
ASSERT(_Generic(b, _Bool: 1, default: 0));
/* qualifiers are dropped from the controlling expression... */
ASSERT(_Generic(ci, int: 1, default: 0));
ASSERT(_Generic(vl, long: 1, default: 0));
ASSERT(_Generic(icp, int *: 1, default: 0));
/* ...but not from what a pointer points to */
ASSERT(_Generic(cip, const int *: 1, int *: 2, default: 0) == 1);
ASSERT(_Generic(ip, const int *: 1, int *: 2, default: 0) == 2);
/* arrays and functions decay */
ASSERT(_Generic(carr, char *: 1, default: 0));
ASSERT(_Generic(ccarr, const char *: 1, char *: 2, default: 0) == 1);
ASSERT(_Generic(fn, int (*)(int): 1, default: 0));
ASSERT(_Generic(&fn, int (*)(int): 1, default: 0));
ASSERT(_Generic(fp, int (*)(int): 1, int (*)(void): 2, default: 0) == 1);
ASSERT(_Generic(&carr, char (*)[10]: 1, char **: 2, default: 0) == 1);
ASSERT(_Generic("abc", char *: 1, const char *: 2, default: 0) == 1);
/* records, enums, typedefs */
ASSERT(_Generic(s, struct S: 1, union U: 2, default: 0) == 1);
ASSERT(_Generic(u, struct S: 1, union U: 2, default: 0) == 2);
ASSERT(_Generic(s, S_t: 1, default: 0));
ASSERT(_Generic(e, enum E: 1, default: 0));
ASSERT(_Generic(e, unsigned int: 1, default: 0)); /* compatible with its underlying type */
ASSERT(_Generic(E_A, int: 1, default: 0));
ASSERT(_Generic(&s, struct S *: 1, void *: 2, default: 0) == 1);
ASSERT(_Generic((void *)0, void *: 1, default: 0));
ASSERT(_Generic(0, void *: 1, default: 0) == 0); /* 0 is an int */
/* default anywhere in the list */
ASSERT(_Generic(1.0, default: 7, int: 1) == 7);
ASSERT(_Generic(1, default: 7, int: 1) == 1);
/* the controlling expression is not evaluated, and may have side effects */
ASSERT(_Generic(i++, int: 1, default: 0));
ASSERT(_Generic(i = 2.5, int: 1, default: 0));
/* the result has the selected expression's type and value */
ASSERT(IS(_Generic(1, int: (char)2, default: 3L), char));
ASSERT(IS(_Generic(1.0, int: (char)2, default: 3L), long));
ASSERT(sizeof(_Generic(1, int: carr, default: 0)) == 10); /* the selection is carr itself */
ASSERT(_Generic(1, int: sizeof(long), default: 0) == 8);
/* nesting */
ASSERT(_Generic(_Generic(1, int: 1L, default: 1), long: 10, int: 20) == 10);
ASSERT(_Generic(1u + _Generic(1, int: 1L, default: 0), unsigned long: 1, long: 2) == 2);
/* expressions of every type category */
ASSERT(_Generic(i + 1.0, double: 1, default: 0));
ASSERT(_Generic(ip - ip, long: 1, default: 0));
ASSERT(_Generic(ip + 1, int *: 1, default: 0));
ASSERT(_Generic(*ip, int: 1, default: 0));
ASSERT(_Generic(&ip, int **: 1, default: 0));
ASSERT(_Generic(s.a, int: 1, default: 0));
ASSERT(_Generic((&s)->a, int: 1, default: 0));
ASSERT(_Generic(carr[1], char: 1, default: 0));
ASSERT(_Generic(fn(1), int: 1, default: 0));
ASSERT(_Generic(fp(1), int: 1, default: 0));
ASSERT(_Generic(b ? ip : 0, int *: 1, default: 0));
ASSERT(_Generic(b ? ip : (void *)0, int *: 1, void *: 2, default: 0) == 1); /* null pointer constant */
ASSERT(_Generic(b ? ip : (void *)ip, int *: 1, void *: 2, default: 0) == 2);
ASSERT(_Generic(b ? ip : cip, const int *: 1, int *: 2, default: 0) == 1); /* qualifiers merge */
ASSERT(_Generic((int[]){1, 2}, int *: 1, default: 0));
ASSERT(_Generic((struct S){1}, struct S: 1, default: 0));
ASSERT(_Generic(sizeof(int), unsigned long: 1, default: 0));
ASSERT(_Generic(__builtin_offsetof(struct S, a), unsigned long: 1, default: 0));
