first_next
#include_next <next.h>
