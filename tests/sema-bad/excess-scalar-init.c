// expect: 3:13: error: excess elements
// flags: -Werror
int x = {1, 2};
