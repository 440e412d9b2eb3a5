// expect: 3:25: error: incomplete
extern int ea[];
unsigned long n = sizeof(ea);
