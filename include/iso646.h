/* iso646.h - ebcc's own (C17 7.9): alternative spellings. */
#ifndef __EBCC_ISO646_H
#define __EBCC_ISO646_H
#define and &&
#define and_eq &=
#define bitand &
#define bitor |
#define compl ~
#define not !
#define not_eq !=
#define or ||
#define or_eq |=
#define xor ^
#define xor_eq ^=
#endif
