/* pending from tests/cg/exec/structs.c: v1/v2 verifier rejection, a
 * signed range check on an int index does not bound the index.  Fixed
 * at -O1+ (src/ir/signext.c: one sext32 shared by the compares and the
 * index); at -O0 the index lives on the stack and each use reloads and
 * re-extends it, so the bounds are lost: still refused at -O0. */
struct list { int val; int next; };
long test_struct_index_linked_list(void)
{
	struct list nodes[6] = {{10, 3}, {20, -1}, {30, 5}, {40, 2}, {50, 0}, {60, 1}};
	long acc = 0;
	int cur = 4;
	for (int steps = 0; steps < 10 && cur >= 0 && cur < 6; steps++) {
		acc = acc * 100 + nodes[cur].val;
		cur = nodes[cur].next;
	}
	return acc;
}
