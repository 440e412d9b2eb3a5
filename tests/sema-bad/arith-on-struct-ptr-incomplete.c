// expect: 4:17: error: incomplete
struct s;
struct s *p;
void f(void) { p++; }
