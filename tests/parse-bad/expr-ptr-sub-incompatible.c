int f(int *p, char *q) { return p - q; }
