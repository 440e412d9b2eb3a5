int a;
#include "inc-bad.h"
