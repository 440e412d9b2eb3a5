#include "deep/c_with_a_long_name_to_force_line_wrapping.h"
#include "../a.h"
