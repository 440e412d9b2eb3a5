/* fuzz_btf_ext.c - libFuzzer target for the .BTF.ext reader
 * (src/btf/btf_ext.c).
 *
 * The input is a 4-byte little-endian length N, N bytes of .BTF, and
 * the rest .BTF.ext (the seeds in fuzz/corpus/btf_ext are ebcc's and
 * clang's sections of one object).  When both parse, the records are
 * dumped and looked up by section name as ebcc-objdump -S does; a
 * rejection must come with a message.
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
	if (size < 4)
		return 0;
	size_t n = get_u32(data, false);
	if (n > size - 4)
		return 0;
	char err[256];
	Btf *b = btf_parse(data + 4, n, err, sizeof err);
	if (!b)
		return 0;
	/* exactly the .BTF.ext bytes: the reader must not read past them */
	size_t elen = size - 4 - n;
	uint8_t *ext = malloc(elen ? elen : 1);
	memcpy(ext, data + 4 + n, elen);
	err[0] = 0;
	BtfExt *e = btf_ext_parse(ext, elen, b, err, sizeof err);
	free(ext);
	if (!e) {
		if (!err[0])
			abort(); /* every rejection has a message */
		btf_free(b);
		return 0;
	}
	Buf dump = {0};
	btf_ext_dump(e, b, &dump);
	for (int k = 0; k < BTF_EXT_NKINDS; k++)
		for (uint32_t i = 0; i < e->nsecs[k]; i++) {
			const char *name = btf_str(b, e->secs[k][i].name_off);
			if (!name || btf_ext_section(e, b, (BtfExtKind)k, name) == NULL)
				abort(); /* every section is found by its name */
		}
	buf_free(&dump);
	btf_ext_free(e);
	btf_free(b);
	return 0;
}
