// flags: -Werror
int x = 2147483647 + 1;
