/* sema-flags: -Werror */
/* Warnings about what a value does at run time (constant conversion,
 * shift counts, division by zero) are not given for code a constant
 * condition makes unreachable, as clang gives them: the dead arm of a
 * constant ?:, the right of 0 && / 1 ||, the dead branch of if (C).
 * libbpf's bpf_htons(C) is `__builtin_constant_p(C) ? swab(C) :
 * __builtin_bswap16(C)`, and xdp-tools passes it a 32-bit constant. */
#include "sema.h"
typedef unsigned short __u16;
typedef unsigned int __u32;
typedef unsigned long long __u64;
#include <bpf/bpf_endian.h>

unsigned short narrow(unsigned short);

int dead_arms(void) { return 1 ? 5 : narrow(0x0FFFFFFF); }
int dead_else(void) { return 0 ? narrow(0x0FFFFFFF) : 5; }
int dead_and(void) { return 0 && narrow(0x0FFFFFFF); }
int dead_or(void) { return 1 || narrow(0x0FFFFFFF); }
int dead_if(void)
{
	if (0)
		return narrow(0x0FFFFFFF) + (1 << 40);
	else
		return 1;
}
int dead_if_else(int x)
{
	if (1)
		return x;
	else
		return x / 0;
}
unsigned int mask(unsigned int v) { return v & bpf_htons(0x0FFFFFFF); }
