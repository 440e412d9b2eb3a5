/* -E must not glue tokens that a macro put side by side: clang prints a
 * space wherever the two spellings would lex as another token. */
#define E
#define F(x) x
#define P +
#define M -
#define LT <
#define CAT(a, b) a ## b
+E+ -E- a E b x E
y
+F()+ F(-)- <F(<) P+ P P M- M M LT< LT= LT LT
F(1)F(2) F(x)F(y) F(.)F(5) F(/)F(/) F(/)F(*) L F("s") F(L)"s" CAT(L, 'c')
F(a)->F(b) F(-)F(>) F(%)F(:) F(<)F(:) F(.)F(.)F(.) F(#)F(#) F(&)F(&)
