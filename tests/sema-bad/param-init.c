// expect: 2:13: error: default arguments|expected
int f(int x = 1);
