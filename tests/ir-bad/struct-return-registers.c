/* the address for a struct result takes one of the five argument registers */
struct pair { long a, b; };
static __attribute__((noinline)) struct pair make(long a, long b, long c, long d, long e) { struct pair p = {a + b + c, d + e}; return p; }
int prog(void *ctx) { return make(1, 2, 3, 4, 5).a; }
