// expect: 2:14: error: exceeds array bounds|bounds
int a[3] = {[5] = 1};
