/* clang's packet load names: an unknown one, and a known one declared
 * with the wrong parameters */
unsigned long long load_dword(void *skb, unsigned long long off) asm("llvm.bpf.load.dword");
unsigned long long load_byte3(void *skb, unsigned long long off, int x) asm("llvm.bpf.load.byte");

int f(void *skb)
{
	return (int)load_dword(skb, 0) + (int)load_byte3(skb, 1, 2);
}
