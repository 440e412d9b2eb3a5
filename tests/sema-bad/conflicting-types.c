// expect: 3:6: error: conflicting types
int f(int);
long f(int);
