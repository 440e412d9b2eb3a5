int v;
enum { E = 1 + v };
_Static_assert(2 * (1 + v), "");
