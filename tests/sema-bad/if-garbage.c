// expect: 2:8: error: expected value|token|expression
#if 1 +
#endif
int x;
