/* stdalign.h - ebcc's own (C17 7.15); keywords in C23. */
#ifndef __EBCC_STDALIGN_H
#define __EBCC_STDALIGN_H
#if !defined(__STDC_VERSION__) || __STDC_VERSION__ < 202311L
#define alignas _Alignas
#define alignof _Alignof
#endif
#define __alignas_is_defined 1
#define __alignof_is_defined 1
#endif
