// want: ^\s*r[0-9] = \(s8\)r[0-9]
long f(long x) { return (signed char)x; }
