// want: ^\s*may_goto 
int f(int n) { int s = 0; asm volatile goto("may_goto %l[out]" :::: out); s = n; out: return s; }
