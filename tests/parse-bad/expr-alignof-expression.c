// flags: -Werror
// _Alignof of an expression is a GNU extension clang warns about by
// default (__alignof__ is the GNU spelling and is silent)
int x;
int a = __alignof__(x);
int b = _Alignof(x);
