// expect: 2:8: error: cannot combine|storage class
static extern int x;
