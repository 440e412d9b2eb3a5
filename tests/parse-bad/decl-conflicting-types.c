int f(int);
long f(int);
