// expect: 3:1: error: unterminated
int x;
/* never closed
int y;
