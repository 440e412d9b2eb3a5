/* #if arithmetic: unsigned, negatives, shifts, ?:, short circuits. */
#define ONE 1
#define ZERO 0
#define EMPTYM
#if -1 < 0
ok_signed
#endif
#if -1 < 0u
bad_unsigned
#else
ok_unsigned
#endif
#if (2 || 1/0) && !(0 && 1/0) && (1 ? 1 : 1/0) && (0 ? 1/0 : 1)
ok_short_circuit
#endif
#if 0xffffffffffffffff == -1 && 18446744073709551615u == -1
ok_wrap
#endif
#if (1 << 63) < 0 && (1u << 63) > 0 && (-8 >> 1) == -4 && (8 >> 1) == 4
ok_shift
#endif
#if 10 / 3 == 3 && -10 / 3 == -3 && -10 % 3 == -1 && 10u % 3 == 1
ok_div
#endif
#if ~0 == -1 && ~0u > 0 && !0 == 1 && -(-1) == 1 && +1 == 1
ok_unary
#endif
#if 'a' == 97 && '\377' < 0 && '\x41' == 65 && '\0' == 0 && L'\xff' == 255 && 'ab' == 24930
ok_char
#endif
#if defined ONE && defined(ZERO) && !defined NOPE && !defined(NOPE)
ok_defined
#endif
#if UNDEFINED_NAME == 0 && ONE + ZERO == 1
ok_ident_zero
#endif
#if (ONE ? 2 : 3) == 2 && (ZERO ? 2 : 3) == 3 && (1, 2) == 2
ok_ternary_comma
#endif
#if 0x10 == 16 && 010 == 8 && 0b101 == 5 && 1000000000000LL > 0 && 42ul == 42
ok_radix
#endif
#if (1 ? -1 : 0u) > 0
ok_ternary_unsigned
#endif
#if 1 == 1 == 1 && 2 > 1 > 0 && (3 & 6) == 2 && (3 | 4) == 7 && (3 ^ 1) == 2
ok_prec
#endif
#if 0
#error not reached
#elif ONE
ok_elif
#else
bad_else
#endif
#ifdef ONE
ok_ifdef
#elifdef ZERO
bad
#endif
#ifndef ONE
bad
#elifndef NOPE
ok_elifndef
#endif
#if 0
 # if garbage ' " unterminated in skipped text is fine
 # else
 # endif
bad_skipped
#elif 1
ok_nested_skip
#endif
#define DEF_IN_IF defined(ONE)
#if __has_include(<stddef.h>) && !__has_include("no/such/file.h") && __has_include_next(<stddef.h>)
ok_has_include
#endif
#if __has_feature(c_static_assert) && !__has_feature(no_such_feature) && __has_extension(c_alignas)
ok_has_feature
#endif
#if defined(__has_include) && defined __has_feature && !defined(__has_cpp_attribute)
ok_has_defined
#endif
