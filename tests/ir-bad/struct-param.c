/* a struct of more than 16 bytes cannot be passed in registers */
struct big { long a, b, c; };
static long first(struct big p) { return p.a; }
int prog(void *ctx) { struct big p = {1, 2, 3}; return first(p) == 1; }
