struct s { int a; int a; };
int f(int);
long f(int);
int ok1;
foo bar;
int a[-2];
int ok2 = 3;
typedef int T;
typedef char T;
