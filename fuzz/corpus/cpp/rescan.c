/* Rescanning and the blue paint: a macro's own name in its expansion
 * never expands again, even after it leaves the expansion. */
#define foo foo
foo
#define a b
#define b a
a b
#define f(x) x f
f(1)(2)
#define g(x) g(x) x
g(g(1))
#define AA BB
#define BB AA
#define CC(x) x
CC(AA) CC(BB)
#define lparen (
#define call(m) m lparen 5)
#define id(x) x
call(id)
#define apply(m, a) m(a)
apply(id, apply(id, 3))
#define self(x) self(x + 1)
self(self(0))
#define NAME fn
#define fn(x) [x]
NAME(1) NAME
(2)
#define obj_then_fn id
obj_then_fn (7)
/* a function-like name not followed by ( stays */
id; int id = 3; id
;
#define h() H
h h() h ( ) h
(
)
#define recur(x) x recur
recur(recur)(9)
