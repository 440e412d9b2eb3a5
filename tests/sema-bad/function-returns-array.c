// expect: 2:6: error: return array|returning an array
int f(void)[3];
