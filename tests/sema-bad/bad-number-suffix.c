// expect: 2:12: error: invalid digit|invalid suffix
int x = 123abc;
