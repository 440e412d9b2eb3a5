/* Objects in the order clang creates them (cg/data.c): tentative
 * definitions where a function with external linkage first uses them,
 * an assignment's value before its target, objects an initializer
 * points to before the object, static locals where their function
 * declares them, unused tentative definitions at the end, in their
 * order (`used_late`, declared after `never_used_a`, comes before it:
 * a function uses it). */
struct inner { int x; };
struct inner inner_obj;
int never_used_a;
int second;
int first;
int *points_at = &second;
int used_late;
char section_b __attribute__((section(".bss.B")));
char section_a __attribute__((section(".bss.B")));

int use(void)
{
	static int counter;
	first = 1;
	section_a = 2;
	second = first + counter++;
	section_b = (char)inner_obj.x;
	return *points_at;
}

int assign(int v)
{
	used_late = v;
	return used_late;
}
