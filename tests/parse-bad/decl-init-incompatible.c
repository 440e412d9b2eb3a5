struct s { int a; } v;
int x = v;
