/* as.c - assembler state: the symbol table, sections and their items, the
 * statement loop, and the ebcc-as command line. */
#include "as.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Every label records its place, in source order: counting lines on
 * from the last place asked for keeps that linear (from the start each
 * time, a 50k-instruction function took seconds). */
SrcLoc as_loc(As *as, size_t pos)
{
	const SrcFile *f = &as->file;
	if (pos > f->len)
		pos = f->len;
	if (!as->loc_cache.file || pos < as->loc_off) {
		as->loc_cache = (SrcLoc){f, 1, 1};
		as->loc_off = 0;
	}
	as->loc_cache = srcloc_after(f, as->loc_cache, as->loc_off, pos);
	as->loc_off = pos;
	return as->loc_cache;
}

static uint32_t hash_name(const char *s, size_t n)
{
	uint32_t h = 2166136261u;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (uint8_t)s[i]) * 16777619u;
	return h;
}

static void symtab_insert(As *as, Symbol *s)
{
	size_t mask = as->symcap - 1;
	size_t i = hash_name(s->name, strlen(s->name)) & mask;
	while (as->symtab[i])
		i = (i + 1) & mask;
	as->symtab[i] = s;
}

Symbol *as_find_symbol(As *as, const char *name, size_t len)
{
	if (as->symcap) {
		size_t mask = as->symcap - 1;
		for (size_t i = hash_name(name, len) & mask; as->symtab[i]; i = (i + 1) & mask) {
			Symbol *s = as->symtab[i];
			if (strlen(s->name) == len && !memcmp(s->name, name, len))
				return s;
		}
	}
	return NULL;
}

Symbol *as_symbol(As *as, const char *name, size_t len)
{
	Symbol *found = as_find_symbol(as, name, len);
	if (found)
		return found;
	if ((as->nsym + 1) * 2 > as->symcap) {
		Symbol **old = as->symtab;
		size_t oldcap = as->symcap;
		as->symcap = oldcap ? oldcap * 2 : 256;
		as->symtab = xcalloc(as->symcap, sizeof *as->symtab);
		for (size_t i = 0; i < oldcap; i++)
			if (old[i])
				symtab_insert(as, old[i]);
		free(old);
	}
	Symbol *s = arena_alloc(&as->arena, sizeof *s);
	s->name = arena_strndup(&as->arena, name, len);
	s->bind = STB_LOCAL;
	s->type = STT_NOTYPE;
	s->temp = (len >= 2 && name[0] == '.' && name[1] == 'L') || (len && name[0] == '\001');
	s->elf_index = -1;
	symtab_insert(as, s);
	as->nsym++;
	if (as->nsymlist == as->symlist_cap) {
		as->symlist_cap = as->symlist_cap ? as->symlist_cap * 2 : 64;
		as->symlist = xrealloc(as->symlist, as->symlist_cap * sizeof *as->symlist);
	}
	as->symlist[as->nsymlist++] = s;
	return s;
}

static Symbol *numeric_label(As *as, int n, int k)
{
	char name[48];
	int len = snprintf(name, sizeof name, "\001L%d_%d", n, k);
	return as_symbol(as, name, (size_t)len);
}

Symbol *as_numeric_label_ref(As *as, int n, char dir)
{
	if (n < 0 || n >= (int)ARRAY_LEN(as->numlab_defs))
		n = 0;
	return numeric_label(as, n, as->numlab_defs[n] + (dir == 'f'));
}

static void ensure_section(As *as)
{
	if (!as->cur)
		as_switch_section(as, as_section(as, ".text", 0, 0, 0, 0, false, 0));
}

Symbol *as_here(As *as)
{
	char name[32];
	int len = snprintf(name, sizeof name, "\001dot%d", ++as->anon_counter);
	Symbol *s = as_symbol(as, name, (size_t)len);
	ensure_section(as);
	s->sec = as->cur;
	s->item = as->cur->nitems;
	s->defined = true;
	as->cur->bytes_open = false;
	return s;
}

void as_define_label(As *as, Symbol *s, size_t pos)
{
	if (s->defined || s->is_set) {
		diag_error(as_loc(as, pos), "symbol '%s' is already defined", s->name);
		diag_note(s->loc, "previous definition is here");
		return;
	}
	ensure_section(as);
	s->sec = as->cur;
	s->item = as->cur->nitems;
	s->defined = true;
	s->loc = as_loc(as, pos);
	as->cur->bytes_open = false;
}

static bool has_prefix(const char *s, const char *p)
{
	size_t n = strlen(p);
	return !strncmp(s, p, n) && (s[n] == 0 || s[n] == '.');
}

Section *as_section(As *as, const char *name, uint32_t type, uint64_t flags, uint64_t align,
		    uint64_t entsize, bool explicit_attrs, size_t pos)
{
	(void)pos;
	for (Section *s = as->sections; s; s = s->next)
		if (!strcmp(s->name, name)) {
			if (explicit_attrs && entsize && !s->entsize)
				s->entsize = entsize;
			return s;
		}
	Section *s = arena_alloc(&as->arena, sizeof *s);
	s->name = arena_strdup(&as->arena, name);
	if (!explicit_attrs) {
		/* what the ELF assemblers infer from well-known names */
		type = SHT_PROGBITS;
		flags = 0;
		if (has_prefix(name, ".text"))
			flags = SHF_ALLOC | SHF_EXECINSTR;
		else if (has_prefix(name, ".data") || has_prefix(name, ".maps"))
			flags = SHF_ALLOC | SHF_WRITE;
		else if (has_prefix(name, ".bss")) {
			flags = SHF_ALLOC | SHF_WRITE;
			type = SHT_NOBITS;
		} else if (has_prefix(name, ".rodata"))
			flags = SHF_ALLOC;
	}
	s->type = type;
	s->flags = flags;
	s->align = align ? align : (flags & SHF_EXECINSTR) ? 8 : 1;
	s->entsize = entsize;
	if (as->sections_tail)
		as->sections_tail->next = s;
	else
		as->sections = s;
	as->sections_tail = s;
	return s;
}

void as_switch_section(As *as, Section *s)
{
	if (as->cur != s) {
		as->prev = as->cur;
		as->cur = s;
	}
}

Item *as_new_item(As *as, ItemKind kind, size_t pos)
{
	ensure_section(as);
	Section *s = as->cur;
	if (s->nitems == s->items_cap) {
		s->items_cap = s->items_cap ? s->items_cap * 2 : 64;
		s->items = xrealloc(s->items, s->items_cap * sizeof *s->items);
	}
	Item *it = &s->items[s->nitems++];
	memset(it, 0, sizeof *it);
	it->kind = kind;
	it->pos = pos;
	s->bytes_open = kind == IT_BYTES;
	return it;
}

void as_emit_bytes(As *as, const void *p, size_t n, size_t pos)
{
	ensure_section(as);
	if (!n) /* `.ascii ""`: nothing to add (and no NULL + 0 below) */
		return;
	Section *s = as->cur;
	if (as->content_bytes > AS_MAX_CONTENT || n > AS_MAX_CONTENT - as->content_bytes) {
		if (as->content_bytes <= AS_MAX_CONTENT) /* report once */
			diag_error(as_loc(as, pos),
				   "section contents exceed %d MiB in all (the assembler's limit)",
				   AS_MAX_CONTENT >> 20);
		as->content_bytes = (uint64_t)AS_MAX_CONTENT + 1;
		return;
	}
	as->content_bytes += n;
	Item *it = s->bytes_open && s->nitems ? &s->items[s->nitems - 1] : as_new_item(as, IT_BYTES, pos);
	if (it->nbytes + n > it->bytes_cap) {
		size_t cap = it->bytes_cap ? it->bytes_cap : 64;
		while (cap < it->nbytes + n)
			cap *= 2;
		it->bytes = xrealloc(it->bytes, cap);
		it->bytes_cap = cap;
	}
	memcpy(it->bytes + it->nbytes, p, n);
	/* reported here, where the position of the value is still known (the
	 * bytes are zeroed, so emit_section does not report it again) */
	if (s->type == SHT_NOBITS)
		for (size_t k = 0; k < n; k++)
			if (it->bytes[it->nbytes + k]) {
				diag_error(as_loc(as, pos),
					   "section '%s' is @nobits but has non-zero contents", s->name);
				memset(it->bytes + it->nbytes, 0, n);
				break;
			}
	it->nbytes += n;
}

void as_emit_int(As *as, uint64_t v, int size, size_t pos)
{
	uint8_t b[8];
	switch (size) {
	case 1: b[0] = (uint8_t)v; break;
	case 2: put_u16(b, (uint16_t)v, as->big_endian); break;
	case 4: put_u32(b, (uint32_t)v, as->big_endian); break;
	default: put_u64(b, v, as->big_endian); break;
	}
	as_emit_bytes(as, b, (size_t)size, pos);
}

static void assign_symbol(As *as, const Tok *t, size_t n)
{
	Symbol *s = as_symbol(as, t[0].s, (size_t)t[0].len);
	size_t i = 2;
	Expr *e = expr_parse(as, t, &i);
	if (!e || t[i].kind != T_EOL) {
		diag_error(as_loc(as, t[i < n ? i : n - 1].pos), "expected an expression");
		return;
	}
	if (s->defined) {
		diag_error(as_loc(as, t[0].pos), "symbol '%s' is already defined", s->name);
		return;
	}
	s->is_set = true;
	s->set_expr = e;
	s->loc = as_loc(as, t[0].pos);
}

static void free_as(As *as)
{
	for (Section *s = as->sections; s; s = s->next) {
		for (size_t i = 0; i < s->nitems; i++)
			free(s->items[i].bytes);
		free(s->items);
	}
	free(as->symtab);
	free(as->symlist);
	arena_free(&as->arena);
}

/* One statement: its labels, then an assignment, a directive or an
 * instruction.  t[n] is its T_EOL. */
void as_statement(As *as, const Tok *t, size_t n)
{
	size_t i = 0;
	for (;;) {
		if ((t[i].kind == T_IDENT || t[i].kind == T_STR) && tok_is(&t[i + 1], ":")) {
			Symbol *s = t[i].kind == T_STR
					    ? as_symbol(as, t[i].str, (size_t)t[i].num)
					    : as_symbol(as, t[i].s, (size_t)t[i].len);
			as_define_label(as, s, t[i].pos);
			i += 2;
		} else if (t[i].kind == T_NUM && tok_is(&t[i + 1], ":")) {
			if (t[i].num >= ARRAY_LEN(as->numlab_defs)) {
				diag_error(as_loc(as, t[i].pos), "numeric label must be 0 to 99");
			} else {
				int k = (int)t[i].num;
				as_define_label(as, numeric_label(as, k, ++as->numlab_defs[k]), t[i].pos);
			}
			i += 2;
		} else {
			break;
		}
	}
	if (t[i].kind == T_EOL)
		return;
	/* "r11 = 1" in pseudo-C is a move to a register that does not
	 * exist, not the definition of a symbol r11 */
	if (t[i].kind == T_IDENT && tok_is(&t[i + 1], "=") &&
	    !((as->dialect == DIALECT_PSEUDOC || as->in_app) && tok_bad_reg(&t[i])))
		assign_symbol(as, t + i, n - i);
	else if (t[i].kind == T_IDENT && t[i].s[0] == '.')
		as_directive(as, t + i, n - i);
	else
		as_instruction(as, t + i, n - i);
}

ElfObj *as_assemble_text(const char *name, const char *text, size_t len, const AsOptions *o)
{
	As as_ = {0}, *as = &as_;
	as->file = (SrcFile){.name = name, .text = text, .len = len};
	as->dialect = o->dialect;
	as->cpu = o->cpu;
	as->big_endian = o->big_endian;
	int errors_before = diag_error_count();
	Lexer lx = {&as->file, 0, &as->arena, false, false, 0};
	Tok *t = NULL;
	size_t n = 0, cap = 0;
	while (lex_statement(&lx, &t, &n, &cap)) {
		as->in_app = lx.app;
		as_control(as, t, n);
	}
	as_control_finish(as);
	free(t);
	ElfObj *obj = NULL;
	if (diag_error_count() == errors_before) {
		obj = elf_new(o->big_endian);
		obj->flags = (uint32_t)o->cpu & EF_BPF_CPUVER;
		if (!as_finish(as, obj) || diag_error_count() != errors_before) {
			elf_free(obj);
			obj = NULL;
		}
	}
	free_as(as);
	return obj;
}

static void as_usage(FILE *f)
{
	fputs("usage: ebcc-as [options] [FILE.s]\n"
	      "  -o FILE            output object (default a.out)\n"
	      "  -mcpu=v1|v2|v3|v4  instruction set version (default v3; generic = v1, probe = v4)\n"
	      "  -mdialect=pseudoc|normal  assembly syntax (default pseudoc, as clang)\n"
	      "  -EB / -EL          big- / little-endian object (default little)\n"
	      "  clang-style -c, -target bpf, --target=bpf, -g, -O*, -W* are accepted and ignored\n",
	      f);
}

int as_main(int argc, char **argv)
{
	diag_set_program("ebcc-as");
	AsOptions o = {DIALECT_PSEUDOC, BPF_CPU_DEFAULT, false};
	const char *out = "a.out", *in = NULL;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "-o") && i + 1 < argc)
			out = argv[++i];
		else if (!strncmp(a, "-o", 2) && a[2])
			out = a + 2;
		else if (!strncmp(a, "-mcpu=", 6)) {
			o.cpu = bpf_parse_cpu(a + 6);
			if (o.cpu < 0)
				fatal("unknown CPU '%s' (expected v1, v2, v3, v4, generic or probe)", a + 6);
		} else if (!strncmp(a, "-mdialect=", 10) || !strncmp(a, "-masm=", 6)) {
			const char *d = strchr(a, '=') + 1;
			if (!isa_parse_dialect(d, &o.dialect))
				fatal("unknown dialect '%s' (expected pseudoc or normal)", d);
		} else if (!strcmp(a, "-EB") || !strcmp(a, "-mbig-endian"))
			o.big_endian = true;
		else if (!strcmp(a, "-EL") || !strcmp(a, "-mlittle-endian"))
			o.big_endian = false;
		else if (!strcmp(a, "-target") || !strcmp(a, "-x") || !strcmp(a, "-I")) {
			if (i + 1 < argc)
				i++;
		} else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			as_usage(stdout);
			return 0;
		} else if (!strcmp(a, "--version")) {
			puts("ebcc-as (ebcc) " EBCC_VERSION);
			return 0;
		} else if (!strcmp(a, "-c") || !strncmp(a, "--target=", 9) || !strncmp(a, "-g", 2) ||
			   !strncmp(a, "-O", 2) || !strncmp(a, "-W", 2) || !strcmp(a, "-w") ||
			   !strncmp(a, "-I", 2) || !strcmp(a, "--")) {
			/* accepted for drop-in use in clang command lines */
		} else if (a[0] == '-' && a[1]) {
			fatal("unknown option '%s'", a);
		} else {
			if (in)
				fatal("more than one input file ('%s' and '%s')", in, a);
			in = a;
		}
	}
	if (!in)
		in = "-";
	size_t len;
	char *text = read_whole_file(in, &len);
	if (!text)
		fatal("cannot read '%s': %s", in, strerror(errno));
	ElfObj *obj = as_assemble_text(strcmp(in, "-") ? in : "<stdin>", text, len, &o);
	int rc = 1;
	if (obj) {
		Buf b = {0};
		elf_write(obj, &b);
		if (write_whole_file(out, b.data, b.len))
			rc = 0;
		else
			error_plain("cannot write '%s': %s", out, strerror(errno));
		buf_free(&b);
		elf_free(obj);
	}
	free(text);
	return rc;
}
