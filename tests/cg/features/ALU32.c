// want: ^\s*w[0-9] \*= w[0-9]
unsigned f(unsigned a, unsigned b) { return a * b; }
