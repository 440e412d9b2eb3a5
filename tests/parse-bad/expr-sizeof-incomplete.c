struct t;
unsigned long f(void) { return sizeof(struct t); }
