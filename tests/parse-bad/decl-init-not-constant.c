int g;
int x = g;
