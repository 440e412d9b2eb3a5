/* # and ## corner cases: what stringizing keeps, what pasting forms. */
#define S(x) #x
#define XS(x) S(x)
#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
S( a   b  	c ) S(  ) S("q\"uote" 'c' '\'' "\\") S(a
b) S(/* c */ x /* d */ y)
S(L"wide" u8"utf" U'c')
S((,)) S((a,b)) S(  leading) S(trailing   )
CAT(x, y) CAT(x, 1) CAT(1, x) CAT(., 5) CAT(1, .5e+3) CAT(+, +) CAT(-, =) CAT(<, <=)
CAT(%:, %:) CAT(<, :) CAT(L, "s") CAT(u8, "s") CAT(/, =) CAT(&, &) CAT(>>, =)
XCAT(XCAT(a, b), XCAT(c, d))
#define EMPTY
CAT(EMPTY, x) XCAT(EMPTY, x) CAT(,) CAT(a,) CAT(,b)
#define PARAM_TWICE(a) a ## a a#a
PARAM_TWICE(z) PARAM_TWICE()
#define STR_OF_MACRO(x) #x XS(x)
#define VALUE 42
STR_OF_MACRO(VALUE)
#define PASTE3(a,b,c) a##b##c
PASTE3(x,,z) PASTE3(,,) PASTE3(1,2,3)
#define HASH_IN_OBJ # x ## y
HASH_IN_OBJ
#define ARG_PARENS(x) [x]
ARG_PARENS((1, 2)) ARG_PARENS(()) ARG_PARENS([ ]) ARG_PARENS({a)
