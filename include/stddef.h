/* stddef.h - ebcc's own (C17 7.19, C23 additions), built on the
 * predefined type macros.  glibc's headers ask for single types with
 * __need_size_t and friends: then only those are defined. */
#if !defined(__need_ptrdiff_t) && !defined(__need_size_t) && !defined(__need_wchar_t) && \
	!defined(__need_NULL) && !defined(__need_wint_t) && !defined(__need_max_align_t) && \
	!defined(__need_offsetof)
#define __need_ptrdiff_t
#define __need_size_t
#define __need_wchar_t
#define __need_NULL
#define __need_max_align_t
#define __need_offsetof
#define __EBCC_STDDEF_ALL
#endif

#if defined(__need_ptrdiff_t) && !defined(__EBCC_PTRDIFF_T)
#define __EBCC_PTRDIFF_T
typedef __PTRDIFF_TYPE__ ptrdiff_t;
#endif
#undef __need_ptrdiff_t

#if defined(__need_size_t) && !defined(__EBCC_SIZE_T)
#define __EBCC_SIZE_T
typedef __SIZE_TYPE__ size_t;
#endif
#undef __need_size_t

#if defined(__need_wchar_t) && !defined(__EBCC_WCHAR_T)
#define __EBCC_WCHAR_T
typedef __WCHAR_TYPE__ wchar_t;
#endif
#undef __need_wchar_t

#if defined(__need_wint_t) && !defined(__EBCC_WINT_T)
#define __EBCC_WINT_T
typedef __WINT_TYPE__ wint_t;
#endif
#undef __need_wint_t

#ifdef __need_NULL
#undef NULL
#define NULL ((void *)0)
#endif
#undef __need_NULL

#if defined(__need_max_align_t) && !defined(__EBCC_MAX_ALIGN_T) && \
	(!defined(__STDC_VERSION__) || __STDC_VERSION__ >= 201112L || !defined(__STRICT_ANSI__))
#define __EBCC_MAX_ALIGN_T
typedef struct {
	long long __ebcc_max_align_ll __attribute__((__aligned__(__alignof__(long long))));
	long double __ebcc_max_align_ld __attribute__((__aligned__(__alignof__(long double))));
} max_align_t;
#endif
#undef __need_max_align_t

#if defined(__need_offsetof) && !defined(offsetof)
#define offsetof(type, member) __builtin_offsetof(type, member)
#endif
#undef __need_offsetof

#if defined(__EBCC_STDDEF_ALL) && defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L
#ifndef __EBCC_NULLPTR_T
#define __EBCC_NULLPTR_T
typedef typeof(nullptr) nullptr_t;
#endif
#ifndef unreachable
#define unreachable() __builtin_unreachable()
#endif
#define __STDC_VERSION_STDDEF_H__ 202311L
#endif
#undef __EBCC_STDDEF_ALL
