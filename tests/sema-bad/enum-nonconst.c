// expect: 3:12: error: constant
int x;
enum { A = x };
