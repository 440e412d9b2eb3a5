// conversions in initializers: a type mismatch at the variable (as clang),
// a changed value at the value, and no second error for a bad one
int a = 1.5;
char c = 300;
int *p = 1.0;
