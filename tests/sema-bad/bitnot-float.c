// expect: 3:24: error: invalid argument type
float fl;
float f(void) { return ~fl; }
