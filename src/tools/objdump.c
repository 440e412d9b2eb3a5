#include "tools.h"
#include <stdio.h>
int objdump_main(int argc, char **argv) { (void)argc; (void)argv; fputs("ebcc-objdump: not yet\n", stderr); return 1; }
