int a;
/* never closed
int b;
