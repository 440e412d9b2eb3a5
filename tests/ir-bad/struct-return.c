struct pair { long a, b; };
struct pair make(void) { struct pair p = {1, 2}; return p; }
extern struct pair ext(long x) __attribute__((section(".ksyms")));
int prog(void *ctx) { return make().a + ext(3).b; }
