/* __builtin_offsetof: plain members, nested members (a.b.c), array
 * elements (a[3], a[1].b[2]), members of anonymous structs and unions,
 * unions, packed records; and the offsets it must agree with. */
#include "sema.h"

struct inner { char c; int i; short s[3]; };
struct outer {
	char tag;
	struct inner in;
	struct inner arr[4];
	long l;
	union { int ui; char uc[6]; };
	struct { short x, y; };
	struct { char p; long q; } named;
	int matrix[3][5];
	char tail[];
};
ASSERT(__builtin_offsetof(struct inner, c) == 0);
ASSERT(__builtin_offsetof(struct inner, i) == 4);
ASSERT(__builtin_offsetof(struct inner, s) == 8);
ASSERT(sizeof(struct inner) == 16);
ASSERT(__builtin_offsetof(struct outer, tag) == 0);
ASSERT(__builtin_offsetof(struct outer, in) == 4);
ASSERT(__builtin_offsetof(struct outer, in.i) == 8);
ASSERT(__builtin_offsetof(struct outer, in.s) == 12);
ASSERT(__builtin_offsetof(struct outer, in.s[2]) == 16);
ASSERT(__builtin_offsetof(struct outer, arr) == 20);
ASSERT(__builtin_offsetof(struct outer, arr[0]) == 20);
ASSERT(__builtin_offsetof(struct outer, arr[1]) == 36);
ASSERT(__builtin_offsetof(struct outer, arr[3].i) == 72);
ASSERT(__builtin_offsetof(struct outer, arr[2].s[1]) == 62);
ASSERT(__builtin_offsetof(struct outer, l) == 88);
ASSERT(__builtin_offsetof(struct outer, ui) == 96); /* through the anonymous union */
ASSERT(__builtin_offsetof(struct outer, uc[5]) == 101);
ASSERT(__builtin_offsetof(struct outer, x) == 104);
ASSERT(__builtin_offsetof(struct outer, y) == 106);
ASSERT(__builtin_offsetof(struct outer, named) == 112);
ASSERT(__builtin_offsetof(struct outer, named.q) == 120);
ASSERT(__builtin_offsetof(struct outer, matrix) == 128);
ASSERT(__builtin_offsetof(struct outer, matrix[1]) == 148);
ASSERT(__builtin_offsetof(struct outer, matrix[2][3]) == 180);
ASSERT(__builtin_offsetof(struct outer, tail) == 188);
ASSERT(sizeof(struct outer) == 192);
/* the index may be any integer constant expression, also past the end
 * of a flexible array member */
ASSERT(__builtin_offsetof(struct outer, arr[1 + 1]) == 52);
ASSERT(__builtin_offsetof(struct outer, arr[sizeof(char)]) == 36);
ASSERT(__builtin_offsetof(struct outer, tail[10]) == 198);
/* unions: every member at 0 */
union un { char c; long l; struct inner in; int a[7]; };
ASSERT(__builtin_offsetof(union un, c) == 0);
ASSERT(__builtin_offsetof(union un, l) == 0);
ASSERT(__builtin_offsetof(union un, in.s[1]) == 10);
ASSERT(__builtin_offsetof(union un, a[6]) == 24);
/* packed and aligned members */
struct __attribute__((packed)) pk { char c; long l; struct inner in; };
struct al { char c; int i __attribute__((aligned(32))); char d; };
ASSERT(__builtin_offsetof(struct pk, l) == 1);
ASSERT(__builtin_offsetof(struct pk, in) == 9);
ASSERT(__builtin_offsetof(struct pk, in.i) == 13); /* the nested record keeps its own layout */
ASSERT(__builtin_offsetof(struct al, i) == 32);
ASSERT(__builtin_offsetof(struct al, d) == 36);
ASSERT(sizeof(struct al) == 64);
/* nested anonymous members two levels down */
struct deep {
	int a;
	union {
		struct { char b; short c; };
		struct { int d; union { char e; long f; }; };
	};
};
ASSERT(__builtin_offsetof(struct deep, b) == 8);
ASSERT(__builtin_offsetof(struct deep, c) == 10);
ASSERT(__builtin_offsetof(struct deep, d) == 8);
ASSERT(__builtin_offsetof(struct deep, e) == 16);
ASSERT(__builtin_offsetof(struct deep, f) == 16);
ASSERT(sizeof(struct deep) == 24);
/* typedef names and the type of the result */
typedef struct inner inner_t;
ASSERT(__builtin_offsetof(inner_t, s[1]) == 10);
ASSERT(IS(__builtin_offsetof(inner_t, i), unsigned long));
/* offsetof in other constant contexts */
enum { OFF_L = __builtin_offsetof(struct outer, l) };
ASSERT(OFF_L == 88);
char off_arr[__builtin_offsetof(struct outer, in.s)];
ASSERT(sizeof(off_arr) == 12);
/* the offset of each member plus its size never exceeds the record */
ASSERT(__builtin_offsetof(struct outer, matrix) + sizeof(int[3][5]) <= sizeof(struct outer));
