/* #include forms, include_next, guards, #pragma once, computed names. */
#include "inc/a.h"
#include "inc/a.h"
#include "inc/once.h"
#include "inc/once.h"
#define HDR "inc/b.h"
#include HDR
#define ANGLE <inc2/next.h>
#include ANGLE
#include <next.h>
#include "inc/sub/../a.h"
#include "inc/noguard.h"
#include "inc/noguard.h"
a_count b_seen next_value
#if __INCLUDE_LEVEL__ == 0
level0
#endif
#include "inc/fakeguard.h"
#include "inc/fakeguard.h"
#include "inc/undefguard.h"
#include "inc/undefguard.h"
#include "inc/ifguard.h"
#include "inc/ifguard.h"
#include "./inc/once.h"
#include "inc/../inc/once.h"
