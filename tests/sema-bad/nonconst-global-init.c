// expect: 3:11: error: constant
int x;
int y = x + 1;
