/* .S input: preprocessed, then assembled (compared with clang -c) */
#define RET_VAL 42
#define LOAD(dst, src, off) dst = *(u32 *)(src + off)
	.text
	.globl f
f:
	LOAD(r2, r1, 4)
	r0 = RET_VAL
#ifdef EXTRA
	r0 += 1
#endif
	exit
