// expect: 2:2: error: unterminated|#endif
#ifdef X
int x;
