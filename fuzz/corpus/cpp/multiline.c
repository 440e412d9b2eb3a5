/* Invocations across lines, splices inside tokens, comments in odd places. */
#define f(a, b) <a|b>
f(1,
  2) f
(3, 4) f(
5
,
6
)
int lo\
ng_name = 0x1\
2;
"str\
ing" /* comment
spanning */ after
// line comment \
continued
#define MULTI \
	one \
	two
MULTI
x = a /**/ b;
y = a/**/b;
#def\
ine SPLICED_DEF 7
SPLICED_DEF
??= ??( trigraphs are not replaced by default in gnu mode
<: :> <% %> %: %:%:
a.b a->b a...b a..b .5 1.e+5 0x1p-3 1e+ 1.2.3 0x1.ep+3 12u 1ULL 'a' '\n' L'x' u'y' U'z' u8"s"
