#include "no-such-header.h"
int after;
