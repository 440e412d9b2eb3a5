// want: = \*\(s8 \*\)\(r[0-9]
long f(signed char *p) { return *p; }
