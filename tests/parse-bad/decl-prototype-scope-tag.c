// flags: -Werror
int f(struct foo *p);
int g(struct bar { int x; } *p);
struct baz;
int h(struct baz *p);
int k(enum e { E } x);
