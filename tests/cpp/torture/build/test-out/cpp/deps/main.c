#include "a.h"
#include "inc/b.h"
#include <sysh.h>
int x;
