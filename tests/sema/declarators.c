/* Declarators and type names: pointers to arrays, arrays of pointers to
 * functions, functions returning pointers to functions, typedefs layered
 * on each other, abstract declarators in casts and sizeof, tags and their
 * scopes, incomplete types completed later, and K&R-free prototypes. */
#include "sema.h"

int *ap[3];             /* array of 3 pointers */
int (*pa)[3];           /* pointer to an array of 3 */
int (*fpa[2])(void);    /* array of 2 function pointers */
int (*(*pfpa)[2])(void);/* pointer to that array */
char *(*fr(int))(long); /* function returning a pointer to a function */
void (*signal_like(int, void (*)(int)))(int);
int **pp;
const char *const *cpcp;
ASSERT(sizeof(ap) == 24);
ASSERT(sizeof(*pa) == 12);
ASSERT(sizeof(pa) == 8);
ASSERT(sizeof(fpa) == 16);
ASSERT(sizeof(*pfpa) == 16);
ASSERT(SAME(typeof(fpa[0]), int (*)(void)));
ASSERT(SAME(typeof((*pfpa)[1]), int (*)(void)));
ASSERT(SAME(typeof(fr(0)), char *(*)(long)));
ASSERT(SAME(typeof(fr(0)(1)), char *));
ASSERT(SAME(typeof(signal_like), void (*(int, void (*)(int)))(int)));
ASSERT(SAME(typeof(**pp), int));
ASSERT(IS(*cpcp, const char *));
/* abstract declarators */
ASSERT(sizeof(int *[5]) == 40);
ASSERT(sizeof(int (*)[5]) == 8);
ASSERT(sizeof(int (*[5])(void)) == 40);
ASSERT(sizeof(char (*(*)[3])[4]) == 8);
ASSERT(sizeof(*(char (*)[7])0) == 7);
ASSERT(IS((int (*)[2])0, int (*)[2]));
ASSERT(IS((void (*)(int, ...))0, void (*)(int, ...)));
/* typedefs on typedefs */
typedef int i_t;
typedef i_t *ip_t;
typedef ip_t arr_t[4];
typedef arr_t *parr_t;
typedef int fn_t(char);
typedef fn_t *fnp_t;
ASSERT(SAME(ip_t, int *));
ASSERT(sizeof(arr_t) == 32);
ASSERT(SAME(parr_t, int *(*)[4]));
ASSERT(SAME(fnp_t, int (*)(char)));
fn_t declared_by_typedef; /* declares a function */
ASSERT(SAME(typeof(declared_by_typedef), int(char)));
typedef i_t i_t; /* a typedef may be repeated (C11) */
ASSERT(SAME(i_t, int));
/* several declarators share the specifiers, not the derivations */
int x1, *x2, x3[2], (*x4)(void), **x5;
ASSERT(IS(x1, int) && IS(x2, int *) && sizeof(x3) == 8 && IS(x4, int (*)(void)) && IS(x5, int **));
/* specifiers in any order */
unsigned long int long_order1;
long unsigned int long_order2;
int long unsigned long_order3;
const unsigned volatile char cuvc;
long long signed lls;
ASSERT(SAME(typeof(long_order1), unsigned long));
ASSERT(SAME(typeof(long_order2), unsigned long));
ASSERT(SAME(typeof(long_order3), unsigned long));
ASSERT(SAME(typeof(cuvc), unsigned char));
ASSERT(SAME(typeof(lls), long long));
/* tags: incomplete, completed later; pointers to incomplete types */
struct later;
struct later *later_p;
ASSERT(sizeof(later_p) == 8);
struct later { long a, b; };
ASSERT(sizeof(*later_p) == 16);
/* a tag declared inside a record is in the enclosing scope (C) */
struct host { struct guest { int g; } gm; };
ASSERT(sizeof(struct guest) == 4);
/* self-referential records */
struct node { struct node *next; int v; };
ASSERT(sizeof(struct node) == 16);
ASSERT(IS(((struct node *)0)->next, struct node *));
/* block scope tags shadow file scope ones */
struct shadow { char c; };
void scopes(void)
{
	ASSERT(sizeof(struct shadow) == 1);
	struct shadow { long l[2]; };
	ASSERT(sizeof(struct shadow) == 16);
	{
		struct shadow;                  /* a new incomplete type in this block */
		struct shadow { int i; };
		ASSERT(sizeof(struct shadow) == 4);
	}
	ASSERT(sizeof(struct shadow) == 16);
	typedef char i_t; /* shadows the file-scope typedef */
	ASSERT(sizeof(i_t) == 1);
	int ap = 5; /* an object shadows the file-scope array */
	ASSERT(sizeof(ap) == 4);
	(void)ap;
}
ASSERT(sizeof(struct shadow) == 1);
/* function types: parameters' top-level qualifiers and names do not matter */
void f_q(const int a, char *const b);
ASSERT(SAME(typeof(f_q), void(int, char *)));
int f_proto(int (*)(int), int[3]);
ASSERT(SAME(typeof(f_proto), int(int (*)(int), int *)));
/* storage classes do not change types */
extern int ext_arr[];
static long stat_var;
long *use_stat_var = &stat_var;
ASSERT(SAME(typeof(ext_arr), int[]));
ASSERT(IS(stat_var, long));
int ext_arr[6];
ASSERT(sizeof(ext_arr) == 24); /* completed by the later definition */
