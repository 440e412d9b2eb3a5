/* stdnoreturn.h - ebcc's own (C17 7.23). */
#ifndef __EBCC_STDNORETURN_H
#define __EBCC_STDNORETURN_H
#define noreturn _Noreturn
#endif
