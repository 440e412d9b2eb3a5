// expect: 3:19: error: excess elements
// flags: -Werror
int a[2] = {1, 2, 3};
