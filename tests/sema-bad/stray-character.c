// expect: 2:10: error: expected|stray|invalid
int x = 1 @ 2;
