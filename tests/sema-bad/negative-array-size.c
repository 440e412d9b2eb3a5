// expect: 2:7: error: negative size
int a[-1];
