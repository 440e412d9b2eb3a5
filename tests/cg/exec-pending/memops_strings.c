/* pending from tests/cg/exec/memops_strings.c: see /work/shared/exec-bugs.md
 * bug 3 (a char array initialized from a string at an unaligned stack
 * offset is stored with misaligned immediate stores) */
long test_string_rows_local(void)
{
	char words[4][6] = {"alpha", "beta", "gamma", "delta"};
	unsigned long acc = 0;
	for (int w = 0; w < 4; w++) {
		unsigned h = 2166136261u;
		for (int i = 0; i < 6 && words[w][i]; i++)
			h = (h ^ (unsigned char)words[w][i]) * 16777619u;
		acc = acc * 3 + h;
	}
	return (long)acc;
}
struct named { char pad[3]; char name[5]; };
long test_string_member_unaligned(void)
{
	struct named v = {{1, 2, 3}, "abcd"};
	long acc = 0;
	for (int j = 0; j < 3; j++)
		acc = acc * 3 + v.pad[j];
	for (int j = 0; j < 5; j++)
		acc = acc * 3 + v.name[j];
	return acc;
}
