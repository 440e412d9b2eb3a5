// expect: 3:19: error: incomplete
struct s;
unsigned long n = sizeof(struct s);
