// flags: -Werror
int f(int) { return 0; }
