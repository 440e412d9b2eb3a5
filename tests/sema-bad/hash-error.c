// expect: 3:2: error: stop here
#if 1 + 1 == 2
#error stop here
#endif
