/* tests/parse/parse_main.c - a stand-alone harness for the parser until
 * the driver calls it: `parse_main [-fdump-record-layouts-simple]
 * [-mbig-endian] [-W...] file.c` preprocesses file.c with src/cpp (as far
 * as it goes), parses it and exits 1 if there were errors. */
#include "../../src/parse/parser.h"

#include <stdio.h>
#include <string.h>

/* -dump-init: the bytes of every initialized (or tentative) global, as
 * "name size hex", little-endian; "name ?" when an entry is not a plain
 * number or string (addresses need relocations).  tests/parse/init.sh
 * compares these with clang's object file. */
static void put_bits(uint8_t *img, int64_t size, int64_t bit, int width, uint64_t v, uint64_t hi)
{
	for (int i = 0; i < width; i++, bit++)
		if (bit / 8 < size && (((i < 64 ? v : hi) >> (i & 63)) & 1))
			img[bit / 8] |= (uint8_t)(1u << (bit % 8));
}

static bool entry_bytes(Parser *p, InitEntry *e, uint8_t *img, int64_t size)
{
	Node *x = e->expr;
	if (!x)
		return true;
	if (x->kind == ND_STR) {
		for (int64_t i = 0; i < x->str_len && e->offset + i < size && i < e->type->size; i++)
			img[e->offset + i] = (uint8_t)x->str[i];
		return true;
	}
	Node *n = x;
	while (n->kind == ND_CAST)
		n = n->lhs;
	if (is_float(e->type)) {
		if (n->kind != ND_NUM)
			return false;
		double d = is_float(n->type) ? n->fval : (double)n->ival;
		if (e->type->size == 4) {
			float f = (float)d;
			memcpy(img + e->offset, &f, 4);
		} else {
			memcpy(img + e->offset, &d, 8);
		}
		return true;
	}
	int64_t v, hi;
	if (is_record(e->type))
		return false;
	if (e->type->size == 16) { /* __int128: all of its bits */
		if (!const_int128_value(x, &v, &hi))
			return false;
	} else if (eval_int_const(p, x, &v, NULL))
		hi = v < 0 ? -1 : 0;
	else
		return false;
	if (e->bitfield) {
		put_bits(img, size, e->offset * 8 + e->bitfield->bit_offset, e->bitfield->bit_width, (uint64_t)v,
			 (uint64_t)hi);
		return true;
	}
	for (int64_t i = 0; i < e->type->size && e->offset + i < size; i++)
		img[e->offset + i] = (uint8_t)((uint64_t)(i < 8 ? v : hi) >> (8 * (i & 7)));
	return true;
}

static void dump_init(Program *prog)
{
	Parser p = {.prog = prog, .arena = &prog->arena, .opt = prog->opt};
	for (Symbol *s = prog->globals; s; s = s->next) {
		if (s->kind != SYM_VAR || s->storage == SC_EXTERN || s->type->size < 0)
			continue;
		int64_t size = s->type->size;
		for (InitEntry *e = s->init; e; e = e->next) {
			int64_t end = e->offset + (e->expr && e->expr->kind == ND_STR ? e->expr->str_len : e->type->size);
			if (e->type->size >= 0 && end > size && s->type->kind == TY_STRUCT)
				size = end; /* a flexible array member's elements */
		}
		uint8_t *img = arena_alloc(&prog->arena, (size_t)size + 1);
		bool ok = true;
		for (InitEntry *e = s->init; e && ok; e = e->next)
			ok = entry_bytes(&p, e, img, size);
		if (!ok) {
			printf("%s ?\n", s->name->name);
			continue;
		}
		printf("%s %lld ", s->name->name, (long long)size);
		for (int64_t i = 0; i < size; i++)
			printf("%02x", img[i]);
		printf("\n");
	}
}

int main(int argc, char **argv)
{
	CppOptions co = {.cpu = 3, .gnu = true};
	ParseOptions po = {.cpu = 3, .gnu = true, .std = 201710};
	const char *file = NULL;
	bool dump = false;
	Cpp *cpp = NULL;
	/* two passes: options first, the preprocessor needs them at cpp_new */
	for (int i = 1; i < argc; i++)
		if (!strcmp(argv[i], "-mbig-endian"))
			co.big_endian = true;
	cpp = cpp_new(&co);
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-I") && i + 1 < argc)
			cpp_add_include_dir(cpp, INC_ANGLE, argv[++i]);
		else if (!strncmp(argv[i], "-I", 2))
			cpp_add_include_dir(cpp, INC_ANGLE, argv[i] + 2);
		else if (!strcmp(argv[i], "-idirafter") && i + 1 < argc)
			cpp_add_include_dir(cpp, INC_AFTER, argv[++i]);
		else if (!strncmp(argv[i], "-D", 2))
			cpp_define_cmdline(cpp, argv[i] + 2);
		else if (!strcmp(argv[i], "-dump-init"))
			dump = true;
		else if (!strcmp(argv[i], "-fsyntax-only"))
			;
		else if (!strcmp(argv[i], "-fdump-record-layouts-simple"))
			po.dump_record_layouts = true;
		else if (!strcmp(argv[i], "-mbig-endian"))
			po.big_endian = co.big_endian = true;
		else if (!strcmp(argv[i], "-w"))
			diag_no_warnings = true;
		else if (!strncmp(argv[i], "-W", 2))
			warn_option(argv[i]);
		else if (argv[i][0] == '-' && argv[i][1])
			; /* -O2, -g, -target ...: nothing for the parser */
		else
			file = argv[i];
	}
	if (!file) {
		fprintf(stderr, "usage: parse_main [options] file.c\n");
		return 2;
	}
	if (!cpp_begin(cpp, file))
		return 1;
	Program *prog = parse_program(cpp, &po);
	if (prog && dump)
		dump_init(prog);
	return prog && diag_error_count() == 0 ? 0 : 1;
}
