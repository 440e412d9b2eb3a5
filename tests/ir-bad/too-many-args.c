static int six(int a, int b, int c, int d, int e, int f) { return a + b + c + d + e + f; }
int prog(void *ctx) { return six(1, 2, 3, 4, 5, 6); }
