/* Array and function decay, parameter adjustment, string literals, and
 * qualifiers through pointers, arrays and the conditional operator. */
#include "sema.h"

int arr[10];
int mat[3][4];
const int carr[2] = {1, 2};
int fn(int);
struct S { int m[6]; } s;

/* sizeof sees the array; every other operator the decayed pointer */
ASSERT(sizeof(arr) == 40);
ASSERT(sizeof(typeof(arr + 0)) == 8); /* (through typeof: clang -Wall warns about the direct form) */
ASSERT(sizeof(&arr) == 8);
ASSERT(sizeof(*arr) == 4);
ASSERT(sizeof(&arr[0]) == 8);
ASSERT(sizeof(*&arr) == 40);
ASSERT(sizeof(mat) == 48);
ASSERT(sizeof(mat[0]) == 16);
ASSERT(sizeof(*mat) == 16);
ASSERT(sizeof(mat[0][0]) == 4);
ASSERT(sizeof(typeof(mat + 1)) == 8);
ASSERT(sizeof(s.m) == 24);
ASSERT(sizeof(typeof((0, arr))) == 8); /* the comma operator decays */
ASSERT(sizeof(1 ? arr : arr) == 8);
ASSERT(IS(arr, int *));
ASSERT(IS(mat, int (*)[4]));
ASSERT(IS(&mat, int (*)[3][4]));
ASSERT(IS(mat[1], int *));
ASSERT(IS(&arr, int (*)[10]));
ASSERT(IS(carr, const int *));
ASSERT(IS(s.m, int *));
/* functions decay to pointers; * and & of a function designator */
ASSERT(IS(fn, int (*)(int)));
ASSERT(IS(*fn, int (*)(int)));
ASSERT(IS(**fn, int (*)(int)));
ASSERT(IS(&fn, int (*)(int)));
ASSERT(sizeof(&fn) == 8);
ASSERT(IS(fn(0), int));
ASSERT(IS((*fn)(0), int));
ASSERT(IS((&fn)(0), int));
/* string literals: char arrays, not const in C */
ASSERT(sizeof("hello") == 6);
ASSERT(IS("hello", char *));
ASSERT(IS(&"hello", char (*)[6]));
ASSERT(IS("hello"[0], char));
ASSERT(IS(*"hello", char));
ASSERT(IS(&"hello"[1], char *));
/* parameters: arrays and functions are adjusted to pointers */
void params(int a[10], int b[], int c[][4], int d(int), const int e[static 3], char f[const 5])
{
	ASSERT(SAME(typeof(a), int *));
	ASSERT(SAME(typeof(b), int *));
	ASSERT(SAME(typeof(c), int (*)[4]));
	ASSERT(SAME(typeof(d), int (*)(int)));
	ASSERT(SAME(typeof(e), const int *));
	ASSERT(_Generic(&f, char *const *: 1, default: 0)); /* [const] qualifies the pointer */
	ASSERT(sizeof(c[0]) == 16);
	ASSERT(sizeof(__func__) == 7); /* "params" */
	ASSERT(IS(__func__, const char *));
	ASSERT(sizeof(__FUNCTION__) == 7);
}
/* qualifiers */
const int *p_ci;
int *const p_ic;
const volatile int *p_cvi;
int *p_i;
void *p_v;
const void *p_cv;
ASSERT(IS(*p_ci, int)); /* the value read has no qualifier */
ASSERT(IS(&*p_ci, const int *));
ASSERT(IS(p_ic, int *));
ASSERT(IS(&p_ic, int *const *));
ASSERT(IS(1 ? p_ci : p_i, const int *));
ASSERT(IS(1 ? p_i : p_cvi, const volatile int *));
ASSERT(IS(1 ? p_ci : p_cvi, const volatile int *));
ASSERT(IS(1 ? p_v : p_i, void *));
ASSERT(IS(1 ? p_cv : p_i, const void *));
ASSERT(IS(1 ? p_v : p_ci, const void *));
ASSERT(IS(1 ? p_i : 0, int *));
ASSERT(IS(1 ? 0 : p_ci, const int *));
ASSERT(IS(1 ? (void *)0 : p_ci, const int *)); /* a null pointer constant takes the other type */
ASSERT(IS(carr[0], int));
ASSERT(IS(&carr[0], const int *));
/* a const array of records: the members are const too */
const struct S cs;
ASSERT(IS(&cs.m[0], const int *));
ASSERT(IS(cs.m, const int *));
/* qualifiers on an array typedef go to the elements */
typedef int arr3[3];
const arr3 qa;
ASSERT(IS(qa, const int *));
ASSERT(IS(&qa, const int (*)[3]));
/* restrict */
int *restrict rp;
ASSERT(IS(rp, int *));
ASSERT(SAME(typeof(rp), int *)); /* top-level qualifier: compatible */
/* casts to qualified types */
ASSERT(IS((const int *)p_i, const int *));
ASSERT(IS((int *)p_ci, int *));
