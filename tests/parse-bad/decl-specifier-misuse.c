struct s1 { _Bool b : 2; };
_Static_assert(1);
inline int iv;
struct s2 { static int x; };
int f(register int a, static int b);
auto int ga;
int g(void) { auto int x = 1; register int y = 2; return x + y; }
_Thread_local int tl;
struct s3 { int a; } ;
typedef inline int ti;
