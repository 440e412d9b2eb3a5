/* sema: no -Wall (clang's -Wall warns about brace elision: -Wmissing-braces) */
/* Brace elision: an initializer list without the inner braces fills the
 * subobjects in order, which decides the size of an unsized array. */
#include "sema.h"

int m2[][3] = {1, 2, 3, 4};           /* 2 rows */
int m3[][2][2] = {1, 2, 3, 4, 5};     /* 2 planes */
struct pt { int x, y; };
struct pt pts[] = {1, 2, 3, 4, 5};    /* 3 points */
struct line { struct pt a, b; int tag[2]; };
struct line lines[] = {1, 2, 3, 4, 5, 6, 7}; /* 2 lines */
struct mixed { char c; int arr[3]; struct pt p; } mx[] = {1, 2, 3, 4, 5, 6, 7}; /* 6 scalars each */
struct mixed mx2[] = {1, {2}, 3, 4, 5}; /* braces reset the elision */
int after_desig[][2] = {[1] = 1, 2, 3}; /* [1] is a row: 2 fills [1][1], 3 starts row 2 */
char strs[][3] = {"ab", 'c', 'd', 'e', 'f'};
ASSERT(sizeof(m2) == 24);
ASSERT(sizeof(m3) == 32);
ASSERT(sizeof(pts) == 24);
ASSERT(sizeof(lines) == 48);
ASSERT(sizeof(mx) / sizeof(mx[0]) == 2);
ASSERT(sizeof(mx2) / sizeof(mx2[0]) == 2);
ASSERT(sizeof(after_desig) == 24);
ASSERT(sizeof(strs) == 9);
ASSERT(sizeof((int[][2]){1, 2, 3}) == 16);
ASSERT(sizeof((struct pt[]){1, 2, 3}) == 16);
