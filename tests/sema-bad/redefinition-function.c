// expect: 3:5: error: redefinition
int f(void) { return 0; }
int f(void) { return 1; }
