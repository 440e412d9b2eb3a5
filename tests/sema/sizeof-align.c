/* sizeof and _Alignof of arrays, records (padding, tail padding, nesting),
 * unions, packed and aligned records and members, _Alignas, flexible array
 * members, bitfields, pointers, functions and string literals. */
#include "sema.h"

/* arrays */
ASSERT(sizeof(int[10]) == 40);
ASSERT(sizeof(char[3][5]) == 15);
ASSERT(sizeof(long[2][3][4]) == 192);
ASSERT(_Alignof(int[10]) == 4);
ASSERT(_Alignof(long[2][2]) == 8);
ASSERT(sizeof(int *[4]) == 32);
ASSERT(sizeof(int (*)[4]) == 8);
ASSERT(sizeof(*(int (*)[4])0) == 16);
ASSERT(sizeof(int[0]) == 0); /* GNU zero-length array */
/* records: members aligned, the size rounded up to the alignment */
struct s1 { char c; int i; };
struct s2 { char c; long l; char d; };
struct s3 { int i; char c; };
struct s4 { char a, b, c; };
struct s5 { short s; char c; };
struct s6 { char c; struct s2 n; char d; };
struct s7 { struct s4 a; struct s5 b; };
struct s8 { char c; __int128 x; };
struct s9 { char c; double d; float f; };
struct s10 { long double ld; char c; };
ASSERT(sizeof(struct s1) == 8 && _Alignof(struct s1) == 4);
ASSERT(sizeof(struct s2) == 24 && _Alignof(struct s2) == 8);
ASSERT(sizeof(struct s3) == 8);
ASSERT(sizeof(struct s4) == 3 && _Alignof(struct s4) == 1);
ASSERT(sizeof(struct s5) == 4 && _Alignof(struct s5) == 2);
ASSERT(sizeof(struct s6) == 40);
ASSERT(sizeof(struct s7) == 8 && _Alignof(struct s7) == 2);
ASSERT(sizeof(struct s8) == 32 && _Alignof(struct s8) == 16);
ASSERT(sizeof(struct s9) == 24);
ASSERT(sizeof(struct s10) == 16);
ASSERT(sizeof(struct s1[3]) == 24);
ASSERT(sizeof(struct { char c; }) == 1);
ASSERT(sizeof(struct {}) == 0); /* GNU empty struct */
ASSERT(sizeof(struct { int : 0; }) == 0);
ASSERT(sizeof(struct { char c; int : 0; }) == 4);
/* unions: the largest member, rounded up to the largest alignment */
union u1 { char c; int i; };
union u2 { char c[5]; int i; };
union u3 { char c[9]; long l; short s; };
union u4 { struct s1 a; struct s4 b[3]; };
ASSERT(sizeof(union u1) == 4 && _Alignof(union u1) == 4);
ASSERT(sizeof(union u2) == 8);
ASSERT(sizeof(union u3) == 16 && _Alignof(union u3) == 8);
ASSERT(sizeof(union u4) == 12);
ASSERT(sizeof(union { char a; _Bool b; }) == 1);
/* packed: no padding, alignment 1 (unless also aligned) */
struct __attribute__((packed)) p1 { char c; int i; };
struct __attribute__((packed)) p2 { char c; long l; short s; };
struct p3 { char c; struct p1 p; };
struct p4 { char c; int i __attribute__((packed)); };
struct p5 { char c; int i; } __attribute__((packed));
struct __attribute__((packed, aligned(4))) p6 { char c; int i; };
union __attribute__((packed)) p7 { char c[3]; short s; };
ASSERT(sizeof(struct p1) == 5 && _Alignof(struct p1) == 1);
ASSERT(sizeof(struct p2) == 11);
ASSERT(sizeof(struct p3) == 6);
ASSERT(sizeof(struct p4) == 5 && _Alignof(struct p4) == 1);
ASSERT(sizeof(struct p5) == 5);
ASSERT(sizeof(struct p6) == 8 && _Alignof(struct p6) == 4);
ASSERT(sizeof(union p7) == 3 && _Alignof(union p7) == 1);
#pragma pack(push, 2)
struct pp2 { char c; long l; };
#pragma pack(pop)
#pragma pack(push, 1)
struct pp1 { char c; long l; short s; };
#pragma pack(pop)
struct after_pop { char c; long l; };
ASSERT(sizeof(struct pp2) == 10 && _Alignof(struct pp2) == 2);
ASSERT(sizeof(struct pp1) == 11 && _Alignof(struct pp1) == 1);
ASSERT(sizeof(struct after_pop) == 16);
/* aligned(N) on records, members and typedefs */
struct __attribute__((aligned(16))) a1 { char c; };
struct a2 { char c; int i __attribute__((aligned(16))); };
struct a3 { char c; struct a1 a; };
struct a4 { char c; } __attribute__((aligned(8)));
struct __attribute__((aligned)) a5 { char c; }; /* no N: 16 for clang on BPF */
typedef int aligned_int __attribute__((aligned(8)));
struct a6 { char c; aligned_int i; };
struct a7 { char c __attribute__((aligned(4))); char d; };
ASSERT(sizeof(struct a1) == 16 && _Alignof(struct a1) == 16);
ASSERT(sizeof(struct a2) == 32 && _Alignof(struct a2) == 16);
ASSERT(sizeof(struct a3) == 32);
ASSERT(sizeof(struct a4) == 8);
ASSERT(_Alignof(struct a5) == 16 && __BIGGEST_ALIGNMENT__ == 8); /* not __BIGGEST_ALIGNMENT__ */
ASSERT(_Alignof(aligned_int) == 8 && sizeof(aligned_int) == 4);
ASSERT(sizeof(struct a6) == 16);
ASSERT(sizeof(struct a7) == 4 && __builtin_offsetof(struct a7, d) == 1);
/* _Alignas */
struct al1 { char c; _Alignas(8) char d; };
struct al2 { _Alignas(long) char c; };
struct al3 { _Alignas(16) int x[3]; };
_Alignas(32) char al_var;
_Alignas(int) char al_var2[3];
ASSERT(sizeof(struct al1) == 16 && _Alignof(struct al1) == 8);
ASSERT(sizeof(struct al2) == 8);
ASSERT(sizeof(struct al3) == 16 && _Alignof(struct al3) == 16);
ASSERT(__alignof__(al_var) == 32); /* the alignment of an object: GNU */
ASSERT(__alignof__(al_var2) == 4);
ASSERT(__alignof__(int) == 4);
/* flexible array members: not counted, but they can add alignment */
struct f1 { int n; char data[]; };
struct f2 { char c; long data[]; };
struct f3 { short s; char c; int data[]; };
struct f4 { char c; int data[0]; }; /* GNU zero-length array */
ASSERT(sizeof(struct f1) == 4);
ASSERT(sizeof(struct f2) == 8 && _Alignof(struct f2) == 8);
ASSERT(sizeof(struct f3) == 4);
ASSERT(sizeof(struct f4) == 4);
ASSERT(__builtin_offsetof(struct f2, data) == 8);
ASSERT(__builtin_offsetof(struct f3, data) == 4);
/* bitfields */
struct b1 { int a : 3, b : 5; };
struct b2 { char a : 3; char b : 6; };
struct b3 { int a : 3; long b : 40; };
struct b4 { unsigned a : 31; unsigned b : 2; };
struct b5 { char c; int a : 24; };
struct b6 { char c; int a : 25; };
struct b7 { long long a : 1; };
struct b8 { char a : 1; int : 0; char b : 1; };
ASSERT(sizeof(struct b1) == 4);
ASSERT(sizeof(struct b2) == 2 && _Alignof(struct b2) == 1);
ASSERT(sizeof(struct b3) == 8);
ASSERT(sizeof(struct b4) == 8);
ASSERT(sizeof(struct b5) == 4); /* a fits in the int unit after c */
ASSERT(sizeof(struct b6) == 8); /* a would straddle: next unit */
ASSERT(sizeof(struct b7) == 8 && _Alignof(struct b7) == 8);
ASSERT(sizeof(struct b8) == 5);
/* pointers, functions, strings */
int func(int);
ASSERT(sizeof(&func) == 8);
ASSERT(sizeof(func) == 1); /* GNU: sizeof of a function type is 1 */
ASSERT(sizeof(*func) == 1);
ASSERT(_Alignof(int (*)(void)) == 8);
ASSERT(sizeof("hello") == 6);
ASSERT(sizeof(&"hello") == 8);
ASSERT(sizeof(*"hello") == 1);
ASSERT(sizeof(void) == 1); /* GNU */
ASSERT(sizeof(_Bool[3]) == 3);
ASSERT(sizeof(__int128[2]) == 32);
ASSERT(sizeof(enum { E1 }) == 4);
ASSERT(sizeof(enum { E2 = 0x100000000 }) == 8);
