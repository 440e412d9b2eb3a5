// expect: 2:10: error: not found|no such file
#include "no-such-header.h"
int x;
