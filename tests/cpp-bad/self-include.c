#include "self-include.c"
