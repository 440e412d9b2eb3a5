/* tools.h - the inspection tools built into the ebcc binary.
 *
 *   objdump.c   ebcc-objdump: -d disassembly, -r, -h, -t, -s
 *   readelf.c   ebcc-readelf: -h -S -s -r
 */
#ifndef EBCC_TOOLS_H
#define EBCC_TOOLS_H

int objdump_main(int argc, char **argv);
int readelf_main(int argc, char **argv);

#endif
