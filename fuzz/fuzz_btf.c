/* fuzz_btf.c - libFuzzer target for the BTF reader (src/btf/btf_read.c).
 *
 * The input is a .BTF blob.  When btf_parse accepts it, every type is
 * dumped (btf_dump reads every field the reader validated), the Btf is
 * serialized in its own byte order, and that must parse again and
 * serialize to the same bytes.  A rejection must come with a message.
 */
#include "../src/btf/btf.h"
#include "fuzz_quiet.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc, (void)argv;
	fuzz_quiet();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char err[256];
	/* the reader must not depend on a terminating byte: copy exactly */
	uint8_t *copy = malloc(size ? size : 1);
	memcpy(copy, data, size);
	Btf *b = btf_parse(copy, size, err, sizeof err);
	free(copy);
	if (!b) {
		if (!err[0])
			abort(); /* every rejection has a message */
		return 0;
	}
	Buf dump = {0}, a = {0}, c = {0};
	btf_dump(b, &dump);
	btf_serialize(b, btf_is_big_endian(b), &a);
	Btf *back = btf_parse(a.data, a.len, err, sizeof err);
	if (!back) {
		fprintf(stdout, "btf_parse rejected btf_serialize's output: %s\n", err);
		fflush(stdout);
		abort();
	}
	btf_serialize(back, btf_is_big_endian(back), &c);
	if (a.len != c.len || memcmp(a.data, c.data, a.len)) {
		fprintf(stdout, "serialize(parse(serialize(parse(x)))) differs from serialize(parse(x))\n");
		fflush(stdout);
		abort();
	}
	btf_free(back);
	btf_free(b);
	buf_free(&dump);
	buf_free(&a);
	buf_free(&c);
	return 0;
}
