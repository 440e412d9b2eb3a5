// expect: 3:5: error: variable length array|file scope
int n;
int a[n];
