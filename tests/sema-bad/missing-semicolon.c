// expect: 2:6: error: expected ';'
int x
int y;
