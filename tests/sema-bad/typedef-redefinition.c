// expect: 3:14: error: typedef redefinition|redefinition
typedef int t;
typedef long t;
