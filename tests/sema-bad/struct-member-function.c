// expect: 2:16: error: declared as a function|function
struct s { int f(void); };
