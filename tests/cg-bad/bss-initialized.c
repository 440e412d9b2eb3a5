/* a .bss section holds zeros only: a nonzero initializer there is a
 * located error, not a silently dropped value */
__attribute__((section(".bss.priv"))) int flag = 3;
int f(void) { return flag; }
