/* Enumerations: implicit and explicit values, references to earlier
 * enumerators, negative values, the enum's underlying type and size
 * (int, unsigned int, 64-bit: a GNU/clang extension before C23), the
 * types of the enumeration constants, and enums in constant contexts. */
#include "sema.h"

enum seq { SEQ_A, SEQ_B, SEQ_C, SEQ_D };
ASSERT(SEQ_A == 0 && SEQ_B == 1 && SEQ_C == 2 && SEQ_D == 3);

enum mixed { M_A = 5, M_B, M_C = 10, M_D, M_E = M_B + M_D, M_F };
ASSERT(M_B == 6 && M_D == 11 && M_E == 17 && M_F == 18);

enum neg { N_A = -3, N_B, N_C, N_D, N_E = -100, N_F };
ASSERT(N_B == -2 && N_D == 0 && N_F == -99);

enum dup { D_A = 1, D_B = 1, D_C = D_A + D_B, D_D = D_C * D_C };
ASSERT(D_A == D_B && D_D == 4);

enum expr { X_A = sizeof(int), X_B = 1 << 4, X_C = X_B | X_A, X_D = (X_C > 10) ? 100 : 200, X_E = 'z' };
ASSERT(X_A == 4 && X_C == 20 && X_D == 100 && X_E == 122);

/* the last enumerator may have a trailing comma */
enum trailing { T_A, T_B, };
ASSERT(T_B == 1);

/* the underlying type: unsigned int without negative values, int with
 * them, then the 64-bit types when the values need them */
enum u32 { U32_A = 0xffffffff };
enum i32 { I32_A = -1, I32_B = 0x7fffffff };
enum i64 { I64_A = -1, I64_B = 0x80000000 };
enum u64 { U64_A = 0xffffffffffffffffull };
enum big { BIG_A = 0x100000000, BIG_B };
ASSERT(sizeof(enum seq) == 4 && _Alignof(enum seq) == 4);
ASSERT(sizeof(enum u32) == 4);
ASSERT(sizeof(enum i32) == 4);
ASSERT(sizeof(enum i64) == 8 && _Alignof(enum i64) == 8);
ASSERT(sizeof(enum u64) == 8);
ASSERT(sizeof(enum big) == 8);
ASSERT(SAME(enum seq, unsigned int));
ASSERT(SAME(enum neg, int));
ASSERT(SAME(enum u32, unsigned int));
ASSERT(SAME(enum i32, int));
ASSERT(SAME(enum i64, long));
ASSERT(SAME(enum u64, unsigned long));
ASSERT(SAME(enum big, unsigned long));
ASSERT(BIG_B == 0x100000001);
ASSERT(U64_A == 0xffffffffffffffffull);
ASSERT(I64_B == 2147483648);
ASSERT(U32_A == 4294967295u);
/* the types of the constants: int when the value fits in int */
ASSERT(IS(SEQ_A, int));
ASSERT(IS(N_A, int));
ASSERT(IS(I32_B, int));
ASSERT(IS(U32_A, unsigned int));
ASSERT(IS(I64_B, long));
ASSERT(IS(I64_A, int));
ASSERT(IS(U64_A, unsigned long));
ASSERT(IS(BIG_A, unsigned long));
ASSERT(sizeof(SEQ_A) == 4 && sizeof(BIG_A) == 8);
/* packed enums take the smallest type that holds the values */
enum __attribute__((packed)) pk1 { PK1_A, PK1_B = 255 };
enum __attribute__((packed)) pk2 { PK2_A = -1, PK2_B = 127 };
enum __attribute__((packed)) pk3 { PK3_A = 256 };
enum __attribute__((packed)) pk4 { PK4_A = 0x10000 };
ASSERT(sizeof(enum pk1) == 1 && _Alignof(enum pk1) == 1);
ASSERT(sizeof(enum pk2) == 1);
ASSERT(sizeof(enum pk3) == 2);
ASSERT(sizeof(enum pk4) == 4);
ASSERT(SAME(enum pk1, unsigned char));
ASSERT(SAME(enum pk2, signed char));
ASSERT(SAME(enum pk3, unsigned short));
/* enums as array sizes, bitfield widths, in other enums */
char by_enum[SEQ_D + 1];
ASSERT(sizeof(by_enum) == 4);
struct with_enum_bits { unsigned f : X_B; enum seq s : 2; };
ASSERT(sizeof(struct with_enum_bits) == 4);
enum next { NX_A = SEQ_D + M_F };
ASSERT(NX_A == 21);
/* an enumerator is in scope right after its own definition */
enum self { SELF_A = 2, SELF_B = SELF_A * 3, SELF_C = sizeof(SELF_B) };
ASSERT(SELF_B == 6 && SELF_C == 4);
/* anonymous enums just define constants */
enum { ANON_A = 7, ANON_B };
ASSERT(ANON_B == 8);
/* enumerators shadow nothing in the tag namespace */
enum seq seq_var;
int seq;
ASSERT(IS(seq_var, enum seq) && IS(seq, int));
/* arithmetic on enum values follows the underlying type */
enum seq seq_v;
enum neg neg_v;
ASSERT(IS(seq_v + 1, unsigned int));
ASSERT(IS(neg_v + 1, int));
ASSERT(IS(seq_v + neg_v, unsigned int));
ASSERT(IS(SEQ_B - 5, int) && SEQ_B - 5 == -4);
