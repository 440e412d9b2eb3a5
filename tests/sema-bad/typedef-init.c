// expect: 2:13: error: illegal initializer|typedef
typedef int t = 1;
