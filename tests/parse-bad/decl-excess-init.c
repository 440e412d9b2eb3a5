// flags: -Werror
int a[2] = { 1, 2, 3 };
