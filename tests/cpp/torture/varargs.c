/* __VA_ARGS__, __VA_OPT__, GNU `, ## __VA_ARGS__` and named `args...`. */
#define F(...) f(0 __VA_OPT__(,) __VA_ARGS__)
#define G(X, ...) f(0, X __VA_OPT__(,) __VA_ARGS__)
#define SDEF(sname, ...) S sname __VA_OPT__(= { __VA_ARGS__ })
#define EMP
F(a, b, c) F() F(EMP) G(a, b, c) G(a, ) G(a) SDEF(foo); SDEF(bar, 1, 2);
#define H1(X, ...) #__VA_OPT__(X##X X##X)
H1(, 0) H1(a, 1) H1(a)
#define LPAREN() (
#define H4(X, ...) __VA_OPT__(a X ## X) ## b
H4(, 1) H4(x, 1) H4(x)
#define e(fmt, args...) printf(fmt, ## args)
e("a") e("b", 1, 2) e("c",)
#define e2(fmt, ...) printf(fmt, ## __VA_ARGS__)
e2("a") e2("b",) e2("c", 3) e2("d", EMP)
#define COUNT(...) CNT_(__VA_ARGS__, 5, 4, 3, 2, 1, 0)
#define CNT_(a, b, c, d, e, n, ...) n
COUNT(x) COUNT(x, y) COUNT(x, y, z, w, v)
#define V(...) [__VA_ARGS__]
V() V(1) V(1,2) V((1,2),3) V( , ) V(a b , c)
#define NAMED(x, rest...) x : rest
NAMED(1) NAMED(1, 2, 3)
#define VA_ONLY(...) __VA_OPT__(yes) no
VA_ONLY() VA_ONLY(EMP) VA_ONLY(x)
/* libbpf's argument counting: m() for m(...) gives no variable
 * arguments, so `, ## __VA_ARGS__` drops its comma there */
#define CONCAT_(a, b) a ## b
#define NTH(_, _1, _2, _3, N, ...) N
#define NARG(...) NTH(_, ##__VA_ARGS__, 3, 2, 1, 0)
#define ISEMPTY(...) NTH(_, ##__VA_ARGS__, N, N, N, 0)
#define W(a, ...) ISEMPTY(__VA_ARGS__) NARG(__VA_ARGS__) | NARG() ISEMPTY()
W(1) W(1,) W(1,2) NARG(x, y) NARG(()) CONCAT_(pick, ISEMPTY())
