/* sema-flags: -std=c23 -Werror */
/* C23: true and false are keywords, constants of type bool (no
 * <stdbool.h> needed: xdp-tools builds with -std=gnu2x and uses them
 * bare), and #if reads true as 1. */
#include "sema.h"

#if !true || false
#error "#if true is 1 in C23"
#endif

ASSERT(IS(true, bool));
ASSERT(IS(false, _Bool));
ASSERT(true == 1 && false == 0);
ASSERT(sizeof(true) == 1);
ASSERT(true + true == 2);
static bool flag = true;
int f(void) { return flag == false ? 0 : true; }
