// want: ^\s*r[0-9] s/= r[0-9]
long f(long a, long b) { return a / b; }
