/* The type of every kind of constant: integer literals by value, base and
 * suffix (C11 6.4.4.1, LP64 as BPF is), character constants, string
 * literals, floating constants; and the sizes of the basic types on BPF. */
#include "sema.h"

/* decimal literals without suffix: int, long (never unsigned) */
ASSERT(IS(0, int));
ASSERT(IS(2147483647, int));
ASSERT(IS(2147483648, long));
ASSERT(IS(9223372036854775807, long));
/* hex and octal: int, unsigned int, long, unsigned long */
ASSERT(IS(0x7fffffff, int));
ASSERT(IS(0x80000000, unsigned int));
ASSERT(IS(0xffffffff, unsigned int));
ASSERT(IS(0x100000000, long));
ASSERT(IS(0x7fffffffffffffff, long));
ASSERT(IS(0x8000000000000000, unsigned long));
ASSERT(IS(020000000000, unsigned int));
ASSERT(IS(037777777777, unsigned int));
ASSERT(IS(040000000000, long));
ASSERT(IS(0b11111111111111111111111111111111, unsigned int));
/* suffixes */
ASSERT(IS(1u, unsigned int));
ASSERT(IS(4294967296u, unsigned long));
ASSERT(IS(1l, long));
ASSERT(IS(1L, long));
ASSERT(IS(1ul, unsigned long));
ASSERT(IS(1LU, unsigned long));
ASSERT(IS(1ll, long long));
ASSERT(IS(1LL, long long));
ASSERT(IS(1ull, unsigned long long));
ASSERT(IS(1uLL, unsigned long long));
ASSERT(IS(0xffffffffffffffffll, unsigned long long));
ASSERT(IS(0x8000000000000000l, unsigned long));
/* long and long long are distinct types of the same size */
ASSERT(!IS(1l, long long));
ASSERT(!SAME(long, long long));
ASSERT(sizeof(1l) == sizeof(1ll));
/* character constants are int; the prefixed ones have their own types */
ASSERT(IS('a', int));
ASSERT(IS('\377', int));
ASSERT(IS(L'a', int)); /* wchar_t is int */
ASSERT(IS(u'a', unsigned short)); /* char16_t */
ASSERT(IS(U'a', unsigned int));   /* char32_t */
ASSERT(sizeof('a') == 4);
/* string literals: arrays of char (decaying in _Generic) */
ASSERT(IS("abc", char *));
ASSERT(IS(L"abc", int *));
ASSERT(IS(u"abc", unsigned short *));
ASSERT(IS(U"abc", unsigned int *));
ASSERT(IS(u8"abc", char *));
ASSERT(sizeof("abc") == 4);
ASSERT(sizeof("") == 1);
ASSERT(sizeof("a\0b") == 4);
ASSERT(sizeof("ab" "cd") == 5); /* adjacent literals are joined */
ASSERT(sizeof(L"ab") == 12);
ASSERT(sizeof(u"ab") == 6);
ASSERT(sizeof(U"ab") == 12);
ASSERT(sizeof("ab" L"cd") == 20); /* a prefix wins when joined */
ASSERT(sizeof("\x41\101\n") == 4);
/* floating constants */
ASSERT(IS(1.0, double));
ASSERT(IS(1.0f, float));
ASSERT(IS(1.0F, float));
ASSERT(IS(1.0L, long double));
ASSERT(IS(1e3, double));
ASSERT(IS(0x1p3, double));
ASSERT(IS(.5, double));
ASSERT(IS(5., double));
/* sizes and alignments of the basic types on BPF (LP64) */
ASSERT(sizeof(char) == 1 && _Alignof(char) == 1);
ASSERT(sizeof(signed char) == 1 && sizeof(unsigned char) == 1);
ASSERT(sizeof(short) == 2 && _Alignof(short) == 2);
ASSERT(sizeof(int) == 4 && _Alignof(int) == 4);
ASSERT(sizeof(long) == 8 && _Alignof(long) == 8);
ASSERT(sizeof(long long) == 8 && _Alignof(long long) == 8);
ASSERT(sizeof(__int128) == 16 && _Alignof(__int128) == 16);
ASSERT(sizeof(unsigned __int128) == 16);
ASSERT(sizeof(_Bool) == 1 && _Alignof(_Bool) == 1);
ASSERT(sizeof(float) == 4 && _Alignof(float) == 4);
ASSERT(sizeof(double) == 8 && _Alignof(double) == 8);
ASSERT(sizeof(long double) == 8 && _Alignof(long double) == 8);
ASSERT(sizeof(void *) == 8 && _Alignof(void *) == 8);
ASSERT(sizeof(int (*)(void)) == 8);
ASSERT(sizeof(char *) == sizeof(long double *));
/* the standard typedefs' underlying types, as clang defines them for BPF */
ASSERT(SAME(__SIZE_TYPE__, unsigned long));
ASSERT(SAME(__PTRDIFF_TYPE__, long));
ASSERT(SAME(__INTPTR_TYPE__, long));
ASSERT(SAME(__WCHAR_TYPE__, int));
ASSERT(SAME(__INT64_TYPE__, long));
ASSERT(SAME(__UINT32_TYPE__, unsigned int));
ASSERT(SAME(__INT8_TYPE__, signed char));
ASSERT(IS(sizeof(int), unsigned long));
ASSERT(IS(_Alignof(int), unsigned long));
ASSERT(IS((char *)0 - (char *)0, long));
/* the limits macros the compiler predefines */
ASSERT(__CHAR_BIT__ == 8);
ASSERT(__INT_MAX__ == 2147483647);
ASSERT(__LONG_MAX__ == 9223372036854775807L);
ASSERT(__SCHAR_MAX__ == 127);
ASSERT(__SHRT_MAX__ == 32767);
ASSERT(__SIZEOF_LONG__ == 8 && __SIZEOF_POINTER__ == 8 && __SIZEOF_INT128__ == 16);
