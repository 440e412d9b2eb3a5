// flags: -O2
/* constant objects: a load at a known offset is the initializer's value;
 * const volatile objects, volatile accesses and relocated words load */
static const unsigned short ports[] = {53, 123};
static const signed char deltas[] = {-1, 5};
const volatile int limit = 10;
static int target;
static const struct {
	int *p;
	int v;
} with_ptr = {&target, 9};

int f(int i)
{
	return ports[1] + deltas[0] + limit + *(volatile const unsigned short *)&ports[0] + with_ptr.v +
	       *with_ptr.p + ports[i & 1];
}
