// want: ^\s*if w[0-9] 
extern int g(void);
int f(int a, int b) { if (a == b) return g(); return 7; }
