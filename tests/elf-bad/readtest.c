/* readtest.c - elf_read through the library, without the tools:
 *
 *   readtest FILE      exit 1 with "error: MSG" if elf_read rejects FILE;
 *                      otherwise write it back with elf_write, require that
 *                      elf_read accepts the result and that writing that
 *                      again gives the same bytes, print "ok" and exit 0.
 *
 * Built by run.sh from the library sources (src/ except src/main.c). */
#include "../../src/elf/elf.h"
#include "../../src/util/util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: readtest FILE\n");
		return 2;
	}
	size_t len = 0;
	char *d = read_whole_file(argv[1], &len);
	if (!d) {
		printf("error: %s: %s\n", argv[1], strerror(errno));
		return 2;
	}
	char err[512];
	ElfObj *o = elf_read((const uint8_t *)d, len, err, sizeof err);
	if (!o) {
		printf("error: %s\n", err);
		free(d);
		return 1;
	}
	Buf a = {0}, b = {0};
	elf_write(o, &a);
	ElfObj *back = elf_read(a.data, a.len, err, sizeof err);
	int rc = 0;
	if (!back) {
		printf("error: elf_write's output is rejected: %s\n", err);
		rc = 3;
	} else {
		elf_write(back, &b);
		if (a.len != b.len || memcmp(a.data, b.data, a.len)) {
			printf("error: writing the re-read object gives different bytes\n");
			rc = 3;
		} else {
			printf("ok\n");
		}
	}
	elf_free(back);
	elf_free(o);
	buf_free(&a);
	buf_free(&b);
	free(d);
	return rc;
}
