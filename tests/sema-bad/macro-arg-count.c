// expect: 3:19: error: too many arguments|arguments
#define ADD(a, b) ((a) + (b))
int x = ADD(1, 2, 3);
