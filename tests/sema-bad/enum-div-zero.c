// expect: 2:12: error: constant
enum { A = 1 / 0 };
