// flags: -Werror
void t(char c);
void f(void) { char c; c = 300; t(1000); (void)c; }
