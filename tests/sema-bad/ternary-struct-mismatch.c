// expect: 4:25: error: incompatible operand types
struct a { int x; } va; struct b { int x; } vb;
int c;
void f(void) { (void)(c ? va : vb); }
