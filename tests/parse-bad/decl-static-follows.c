int f(void);
static int f(void);
