/* an "i" asm operand `*(long *)&(T){...}`: bpf_misc.h's __imm_insn
 * passes an instruction built with the kernel's BPF_* macros this way;
 * the compound literal's constant bytes (bitfields included) are the
 * immediate, as clang folds it.  The host reads the same bytes. */
struct insn {
	unsigned char code;
	unsigned char dst : 4, src : 4;
	short off;
	int imm;
};

#ifdef __bpf__
#define AS_IMM(lit, r) asm volatile("%0 = %1 ll" : "=r"(r) : "i"(*(long *)&(lit)))
#else
#define AS_IMM(lit, r) __builtin_memcpy(&(r), &(lit), 8)
#endif

long test_insn_bytes(void)
{
	long r;
	AS_IMM(((struct insn){.code = 0xbf, .dst = 6, .src = 1, .off = -2, .imm = 0x1234}), r);
	return r;
}

long test_zero_fields(void)
{
	long r;
	AS_IMM(((struct insn){.src = 15}), r);
	return r;
}
