char *s = "abc;
int x;
