/* tool_file.c - loading an object for objdump and readelf. */
#include "tools.h"
#include "../btf/btf.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

bool tool_open(ToolFile *f, const char *path)
{
	memset(f, 0, sizeof *f);
	f->path = path;
	size_t len = 0;
	char *d = read_whole_file(path, &len);
	if (!d) {
		error_plain("%s: %s", path, strerror(errno));
		return false;
	}
	char err[256];
	ElfObj *o = elf_read((const uint8_t *)d, len, err, sizeof err);
	if (!o) {
		error_plain("%s: %s", path, err[0] ? err : "invalid ELF file");
		free(d);
		return false;
	}
	f->data = (uint8_t *)d;
	f->len = len;
	f->obj = o;
	return true;
}

void tool_close(ToolFile *f)
{
	elf_free(f->obj);
	free(f->data);
	memset(f, 0, sizeof *f);
}

static uint64_t get_n(const ToolFile *f, uint64_t off, unsigned size)
{
	if (off > f->len || size > f->len - off)
		return 0; /* cannot happen after elf_read; stay safe anyway */
	const uint8_t *p = f->data + off;
	bool big = f->obj->big_endian;
	switch (size) {
	case 1: return p[0];
	case 2: return get_u16(p, big);
	case 4: return get_u32(p, big);
	default: return get_u64(p, big);
	}
}

uint64_t tool_ehdr(const ToolFile *f, unsigned off, unsigned size) { return get_n(f, off, size); }

uint64_t tool_shdr(const ToolFile *f, size_t sec, unsigned off, unsigned size)
{
	uint64_t shoff = tool_ehdr(f, 40, 8);
	if (sec >= f->obj->nsections)
		return 0;
	return get_n(f, shoff + (uint64_t)sec * ELF_SHDR_SIZE + off, size);
}

const char *tool_section_name(const ElfObj *o, uint32_t shndx)
{
	if (shndx == SHN_UNDEF || shndx >= SHN_LORESERVE || shndx >= o->nsections)
		return NULL;
	return o->sections[shndx].name;
}

bool tool_args_ok(bool bad, bool any_action, const char *actions, size_t nfiles,
		  void (*usage)(FILE *))
{
	if (!bad && !any_action) {
		error_plain("no action given (use %s)", actions);
		bad = true;
	}
	if (!bad && !nfiles) {
		error_plain("no input files");
		bad = true;
	}
	if (bad)
		usage(stderr);
	return !bad;
}

bool tool_print_btf(Buf *out, const ToolFile *f)
{
	const ElfObj *o = f->obj;
	int k = elf_find_section(o, ".BTF");
	char err[256];
	if (k < 0) {
		error_plain("%s: there is no .BTF section", f->path);
		return false;
	}
	const Buf *btf = &o->sections[k].data;
	if (!btf_dump_bytes(btf->data, btf->len, "section '.BTF'", out, err, sizeof err)) {
		error_plain("%s: invalid section '.BTF': %s", f->path, err);
		return false;
	}
	int e = elf_find_section(o, ".BTF.ext");
	if (e < 0)
		return true;
	const Buf *ext = &o->sections[e].data;
	if (!btf_ext_dump_bytes(btf->data, btf->len, ext->data, ext->len, out, err, sizeof err)) {
		error_plain("%s: invalid section '.BTF.ext': %s", f->path, err);
		return false;
	}
	return true;
}
