#include "tools.h"
#include <stdio.h>
int readelf_main(int argc, char **argv) { (void)argc; (void)argv; fputs("ebcc-readelf: not yet\n", stderr); return 1; }
