struct pair { long a, b; };
static long first(struct pair p) { return p.a; }
int prog(void *ctx) { struct pair p = {1, 2}; return first(p) == 1; }
