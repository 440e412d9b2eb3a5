struct s { int a; } v;
void f(void) { switch (v) { } }
