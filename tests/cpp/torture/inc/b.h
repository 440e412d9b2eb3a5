#include "sub/c.h"
#define b_seen c_here
