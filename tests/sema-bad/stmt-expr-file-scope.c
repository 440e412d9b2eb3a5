// expect: 2:26: error: file scope
unsigned long n = sizeof(({ 1; }));
