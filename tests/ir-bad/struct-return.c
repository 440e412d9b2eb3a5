struct pair { long a, b; };
static struct pair make(void) { struct pair p = {1, 2}; return p; }
int prog(void *ctx) { return make().a; }
