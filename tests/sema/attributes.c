/* Attributes that shape types, as BPF programs and the kernel headers use
 * them: mode(), address_space, btf_type_tag / btf_decl_tag,
 * preserve_access_index, aligned and packed on typedefs, unused/section/
 * always_inline/weak on declarations, and __attribute__ placement. */
#include "sema.h"

/* mode(): the integer type of the given width */
typedef int qi_t __attribute__((mode(QI)));
typedef int hi_t __attribute__((mode(HI)));
typedef int si_t __attribute__((mode(SI)));
typedef int di_t __attribute__((mode(DI)));
typedef unsigned int udi_t __attribute__((mode(DI)));
typedef int ti_t __attribute__((mode(TI)));
typedef int word_t __attribute__((mode(word)));
ASSERT(SAME(qi_t, signed char));
ASSERT(SAME(hi_t, short));
ASSERT(SAME(si_t, int));
ASSERT(SAME(di_t, long));
ASSERT(SAME(udi_t, unsigned long));
ASSERT(SAME(ti_t, __int128));
ASSERT(sizeof(word_t) == 8);
/* address spaces make distinct pointer types */
typedef int __attribute__((address_space(1))) as1_int;
as1_int *as1_ptr;
int *as0_ptr;
ASSERT(!SAME(typeof(as1_ptr), int *));
ASSERT(SAME(typeof(as1_ptr), typeof(as1_ptr)));
ASSERT(sizeof(as1_ptr) == 8);
ASSERT(IS(*as1_ptr + 0, int));
/* btf_type_tag (__user, __percpu, __rcu in vmlinux.h) and btf_decl_tag
 * leave the types as they are */
int __attribute__((btf_type_tag("user"))) *user_ptr;
ASSERT(SAME(typeof(user_ptr), int *));
ASSERT(_Generic(user_ptr, int *: 1, default: 0));
struct tagged { int a __attribute__((btf_decl_tag("a_tag"))); } __attribute__((btf_decl_tag("s_tag")));
ASSERT(sizeof(struct tagged) == 4);
int __attribute__((btf_decl_tag("arg"))) tagged_fn(int x __attribute__((btf_decl_tag("ctx"))));
ASSERT(SAME(typeof(tagged_fn), int(int)));
/* preserve_access_index (CO-RE) does not change the layout */
struct __attribute__((preserve_access_index)) core_s { char c; long l; int arr[3]; };
ASSERT(sizeof(struct core_s) == 32 && __builtin_offsetof(struct core_s, arr[1]) == 20);
#pragma clang attribute push (__attribute__((preserve_access_index)), apply_to = record)
struct pushed { char c; int i; };
#pragma clang attribute pop
ASSERT(sizeof(struct pushed) == 8);
/* aligned and packed through typedefs */
typedef struct { char c; } __attribute__((aligned(8))) al8_t;
typedef long __attribute__((aligned(4))) long_al4_t; /* lowering alignment is allowed on a typedef */
struct uses_al { char c; long_al4_t l; };
ASSERT(sizeof(al8_t) == 8 && _Alignof(al8_t) == 8);
ASSERT(_Alignof(long_al4_t) == 4);
ASSERT(sizeof(struct uses_al) == 12 && __builtin_offsetof(struct uses_al, l) == 4);
typedef struct __attribute__((packed)) { char c; int i; } packed_t;
ASSERT(sizeof(packed_t) == 5);
struct __attribute__((packed, aligned(2))) pa2 { char c; int i; };
ASSERT(sizeof(struct pa2) == 6 && _Alignof(struct pa2) == 2);
/* placement: before the declaration, after the specifiers, after the declarator */
__attribute__((unused)) static int unused1;
static __attribute__((unused)) int unused2;
static int unused3 __attribute__((unused));
int __attribute__((aligned(16))) al16_var;
ASSERT(__alignof__(al16_var) == 16);
char sect_var[4] __attribute__((section(".maps"), used));
ASSERT(sizeof(sect_var) == 4);
/* function attributes do not change the function's type */
static inline __attribute__((always_inline)) int inl(int x) { return x + 1; }
__attribute__((weak)) int weak_fn(void);
__attribute__((noinline)) int noinl(void);
int __attribute__((warn_unused_result)) wur(void);
ASSERT(SAME(typeof(inl), int(int)));
ASSERT(SAME(typeof(&weak_fn), int (*)(void)));
int (*use_inl)(int) = inl;
/* __attribute__ with the __x__ spellings and empty lists */
struct __attribute__((__packed__)) under1 { char c; short s; };
ASSERT(sizeof(struct under1) == 3);
typedef int __attribute__(()) plain_int;
ASSERT(SAME(plain_int, int));
/* transparent_union (used by some kernel headers) */
typedef union { int *ip; long *lp; } __attribute__((transparent_union)) tu_t;
ASSERT(sizeof(tu_t) == 8);
