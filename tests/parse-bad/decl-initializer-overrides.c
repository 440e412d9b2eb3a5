// flags: -Werror
int a[3] = {[0] = 1, [0] = 2};
struct p { int x, y; } q = {.x = 1, .x = 2};
int r[4] = {[0 ... 3] = 1, [2] = 5};
union u { int i; char c[4]; } u3 = {.i = -1, .c[1] = 0};
