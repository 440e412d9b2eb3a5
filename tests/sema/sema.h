/* tests/sema/sema.h - the three checks every tests/sema file is made of.
 * Each file is compiled with -fsyntax-only -Wall by clang-19 -target bpf
 * (proving the expectations) and by ebcc; every fact is a _Static_assert,
 * so a wrong constant, type or layout is a located compile error. */
#ifndef SEMA_H
#define SEMA_H
#define ASSERT(e) _Static_assert(e, #e)
/* IS(e, T): the type of e (after lvalue conversion) is T */
#define IS(e, T) _Generic((e), T: 1, default: 0)
#define SAME(T1, T2) __builtin_types_compatible_p(T1, T2)
#endif
