// expect: 2:30: error: multiple default
void f(int x) { switch (x) { default: break; default: break; } }
