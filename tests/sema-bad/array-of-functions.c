// expect: 2:6: error: array of functions
int a[3](void);
