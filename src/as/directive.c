/* directive.c - assembler directives, GNU as / LLVM spelling.  Unknown
 * directives are errors; debug-info and unwind directives that clang and
 * GCC emit (.file, .loc, .cfi_*, .addrsig, .ident) are accepted and have no
 * effect. */
#include "as.h"

#include <stdio.h>
#include <string.h>

typedef struct Dir {
	const char *name;
	size_t len; /* strlen(name), compared first */
	void (*fn)(As *as, const Tok *t, size_t n, intptr_t arg);
	intptr_t arg;
} Dir;

static void expect_end(As *as, const Tok *t, size_t i)
{
	if (t[i].kind != T_EOL)
		diag_error(as_loc(as, t[i].pos), "unexpected '%.*s' after directive", t[i].len, t[i].s);
}

/* i points at a comma or the end; advances over the comma */
static bool comma(As *as, const Tok *t, size_t *i, bool required)
{
	if (tok_is(&t[*i], ",")) {
		(*i)++;
		return true;
	}
	if (required)
		diag_error(as_loc(as, t[*i].pos), "expected ','");
	return false;
}

static Symbol *symbol_operand(As *as, const Tok *t, size_t *i)
{
	if (t[*i].kind == T_IDENT) {
		Symbol *s = as_symbol(as, t[*i].s, (size_t)t[*i].len);
		(*i)++;
		return s;
	}
	if (t[*i].kind == T_STR) {
		Symbol *s = as_symbol(as, t[*i].str, (size_t)t[*i].num);
		(*i)++;
		return s;
	}
	diag_error(as_loc(as, t[*i].pos), "expected a symbol name");
	return NULL;
}

static bool const_arg(As *as, const Tok *t, size_t *i, int64_t *v)
{
	size_t start = *i;
	Expr *e = expr_parse(as, t, i);
	if (!e) {
		diag_error(as_loc(as, t[start].pos), "expected an expression");
		return false;
	}
	return expr_const(as, e, v);
}

static void d_ignore(As *as, const Tok *t, size_t n, intptr_t arg)
{
	(void)as, (void)t, (void)n, (void)arg;
}

/* .file "name" names the source (an STT_FILE symbol); the DWARF form
 * .file N "dir" "name" [md5 ...] feeds line tables and is ignored. */
static void d_file(As *as, const Tok *t, size_t n, intptr_t arg)
{
	(void)n, (void)arg;
	if (t[1].kind != T_STR || t[2].kind != T_EOL)
		return;
	Symbol *s = as_symbol(as, t[1].str, (size_t)t[1].num);
	if (!s->defined && !s->is_set) {
		s->is_file = true;
		s->defined = true;
	}
}

/* .globl/.weak/.local and .hidden/.protected/.internal: a list of
 * symbols, each given the same binding or visibility. */
static void symbol_list(As *as, const Tok *t, void (*set)(Symbol *, intptr_t), intptr_t v)
{
	size_t i = 1;
	do {
		Symbol *s = symbol_operand(as, t, &i);
		if (!s)
			return;
		set(s, v);
	} while (comma(as, t, &i, false));
	expect_end(as, t, i);
}

static void set_bind(Symbol *s, intptr_t bind)
{
	s->bind = (int)bind;
	s->explicit_bind = true;
}

static void set_vis(Symbol *s, intptr_t vis) { s->vis = (int)vis; }

static void d_bind(As *as, const Tok *t, size_t n, intptr_t bind)
{
	(void)n;
	symbol_list(as, t, set_bind, bind);
}

static void d_visibility(As *as, const Tok *t, size_t n, intptr_t vis)
{
	(void)n;
	symbol_list(as, t, set_vis, vis);
}

/* The name after `@`/`%` in .type and .section: an identifier or a
 * string, copied into buf ("" if neither or too long). */
static void type_word(const Tok *t, size_t *i, char *buf, size_t size)
{
	if (tok_is(&t[*i], "@") || tok_is(&t[*i], "%"))
		(*i)++;
	buf[0] = 0;
	if (t[*i].kind == T_IDENT && t[*i].len < (int)size)
		snprintf(buf, size, "%.*s", t[*i].len, t[*i].s);
	else if (t[*i].kind == T_STR && t[*i].num < size)
		snprintf(buf, size, "%s", t[*i].str);
}

static void d_type(As *as, const Tok *t, size_t n, intptr_t arg)
{
	(void)n, (void)arg;
	size_t i = 1;
	Symbol *s = symbol_operand(as, t, &i);
	if (!s || !comma(as, t, &i, true))
		return;
	char name[32];
	type_word(t, &i, name, sizeof name);
	static const struct {
		const char *n;
		int type;
	} types[] = {
		{"function", STT_FUNC}, {"STT_FUNC", STT_FUNC}, {"object", STT_OBJECT},
		{"STT_OBJECT", STT_OBJECT}, {"notype", STT_NOTYPE}, {"STT_NOTYPE", STT_NOTYPE},
		{"tls_object", STT_TLS}, {"common", STT_COMMON},
	};
	for (size_t k = 0; k < ARRAY_LEN(types); k++)
		if (!strcmp(name, types[k].n)) {
			s->type = types[k].type;
			expect_end(as, t, i + 1);
			return;
		}
	diag_error(as_loc(as, t[i].pos), "unknown symbol type (expected @function, @object or @notype)");
}

static void d_size(As *as, const Tok *t, size_t n, intptr_t arg)
{
	(void)n, (void)arg;
	size_t i = 1;
	Symbol *s = symbol_operand(as, t, &i);
	if (!s || !comma(as, t, &i, true))
		return;
	size_t start = i;
	Expr *e = expr_parse(as, t, &i);
	if (!e) {
		diag_error(as_loc(as, t[start].pos), "expected an expression");
		return;
	}
	s->size_expr = e;
	expect_end(as, t, i);
}

static void d_data(As *as, const Tok *t, size_t n, intptr_t size)
{
	(void)n;
	size_t i = 1;
	if (t[i].kind == T_EOL)
		return;
	do {
		size_t start = i;
		Expr *e = expr_parse(as, t, &i);
		if (!e) {
			diag_error(as_loc(as, t[start].pos), "expected an expression");
			return;
		}
		if (expr_is_constant_now(as, e)) {
			Value v;
			if (!expr_eval(as, e, &v))
				return;
			if (size < 8) {
				int64_t lo = -((int64_t)1 << (size * 8 - 1));
				int64_t hi = ((int64_t)1 << (size * 8)) - 1;
				if (v.add < lo || v.add > hi)
					diag_error(as_loc(as, t[start].pos),
						   "value %lld does not fit in %d byte%s",
						   (long long)v.add, (int)size, size > 1 ? "s" : "");
			}
			as_emit_int(as, (uint64_t)v.add, (int)size, t[start].pos);
		} else {
			Item *it = as_new_item(as, IT_DATA, t[start].pos);
			it->size = (uint8_t)size;
			it->expr = e;
		}
	} while (comma(as, t, &i, false));
	expect_end(as, t, i);
}

/* .uleb128 / .sleb128: constant now, or sized once the layout is known */
static void d_leb(As *as, const Tok *t, size_t n, intptr_t is_signed)
{
	(void)n;
	size_t i = 1;
	do {
		size_t start = i;
		Expr *e = expr_parse(as, t, &i);
		if (!e) {
			diag_error(as_loc(as, t[start].pos), "expected an expression");
			return;
		}
		Item *it = as_new_item(as, IT_LEB, t[start].pos);
		it->expr = e;
		it->size = (uint8_t)is_signed;
		it->count = 1;
	} while (comma(as, t, &i, false));
	expect_end(as, t, i);
}

static void d_string(As *as, const Tok *t, size_t n, intptr_t zero)
{
	(void)n;
	size_t i = 1;
	do {
		if (t[i].kind != T_STR) {
			diag_error(as_loc(as, t[i].pos), "expected a string");
			return;
		}
		as_emit_bytes(as, t[i].str, (size_t)t[i].num + (zero ? 1 : 0), t[i].pos);
		i++;
	} while (comma(as, t, &i, false));
	expect_end(as, t, i);
}

enum { MAX_FILL = 1 << 26 };

/* count_pos, size_pos: where the count and size operands start (errors) */
static void emit_fill(As *as, int64_t count, int64_t size, int64_t value, size_t pos,
		      size_t count_pos, size_t size_pos)
{
	if (size < 0 || size > 8) {
		diag_error(as_loc(as, size_pos), "fill size %lld is out of range (0 to 8)", (long long)size);
		return;
	}
	/* the bytes, not the repeat count, are limited: ".fill 1 << 26, 8"
	 * would be 512 MiB, emitted 8 bytes at a time */
	if (count < 0 || count > MAX_FILL / (size ? size : 1)) {
		diag_error(as_loc(as, count_pos), "%s %lld is out of range (0 to %lld)",
			   size == 1 ? "byte count" : "repeat count", (long long)count,
			   (long long)(MAX_FILL / (size ? size : 1)));
		return;
	}
	if (size == 0 || count == 0)
		return;
	uint8_t unit[8] = {0}, chunk[4096];
	uint64_t v = (uint64_t)value;
	for (int j = 0; j < size; j++)
		unit[as->big_endian ? size - 1 - j : j] = j < 4 ? (uint8_t)(v >> (8 * j)) : 0;
	size_t per = sizeof chunk / (size_t)size * (size_t)size;
	for (size_t k = 0; k < per; k += (size_t)size)
		memcpy(chunk + k, unit, (size_t)size);
	for (uint64_t left = (uint64_t)count * (uint64_t)size; left;) {
		size_t k = left > per ? per : (size_t)left;
		as_emit_bytes(as, chunk, k, pos);
		left -= k;
	}
}

/* .zero N / .space N[, fill] / .skip */
static void d_space(As *as, const Tok *t, size_t n, intptr_t arg)
{
	(void)n, (void)arg;
	size_t i = 1;
	int64_t count, fill = 0;
	if (!const_arg(as, t, &i, &count))
		return;
	if (comma(as, t, &i, false) && !const_arg(as, t, &i, &fill))
		return;
	expect_end(as, t, i);
	emit_fill(as, count, 1, fill, t[0].pos, t[1].pos, t[1].pos);
}

/* .fill count[, size[, value]] */
static void d_fill(As *as, const Tok *t, size_t n, intptr_t arg)
{
	(void)n, (void)arg;
	size_t i = 1;
	int64_t count, size = 1, value = 0;
	size_t size_at = 1;
	if (!const_arg(as, t, &i, &count))
		return;
	if (comma(as, t, &i, false)) {
		size_at = i;
		if (!const_arg(as, t, &i, &size))
			return;
		if (comma(as, t, &i, false) && !const_arg(as, t, &i, &value))
			return;
	}
	expect_end(as, t, i);
	emit_fill(as, count, size, value, t[0].pos, t[1].pos, t[size_at].pos);
}

/* .p2align P / .balign N / .align N (bytes), [, fill [, max]] */
static void d_align(As *as, const Tok *t, size_t n, intptr_t pow2)
{
	(void)n;
	size_t i = 1;
	int64_t a, fill = 0, max = 0;
	if (!const_arg(as, t, &i, &a))
		return;
	if (comma(as, t, &i, false)) {
		if (!tok_is(&t[i], ",") && !const_arg(as, t, &i, &fill))
			return;
		if (comma(as, t, &i, false) && !const_arg(as, t, &i, &max))
			return;
	}
	expect_end(as, t, i);
	if (pow2) {
		if (a < 0 || a > 16) {
			diag_error(as_loc(as, t[1].pos), "alignment power %lld is out of range (0 to 16)",
				   (long long)a);
			return;
		}
		a = (int64_t)1 << a;
	} else if (a <= 0 || (a & (a - 1)) || a > 65536) {
		diag_error(as_loc(as, t[1].pos), "alignment %lld is not a power of two up to 65536",
			   (long long)a);
		return;
	}
	Item *it = as_new_item(as, IT_ALIGN, t[0].pos);
	it->count = (uint64_t)a;
	it->fill = fill;
	it->max_skip = (uint64_t)max;
	if (as->cur->align < (uint64_t)a)
		as->cur->align = (uint64_t)a;
	as->cur->bytes_open = false;
}

static void d_set(As *as, const Tok *t, size_t n, intptr_t arg)
{
	(void)n, (void)arg;
	size_t i = 1;
	Symbol *s = symbol_operand(as, t, &i);
	if (!s || !comma(as, t, &i, true))
		return;
	size_t start = i;
	Expr *e = expr_parse(as, t, &i);
	if (!e) {
		diag_error(as_loc(as, t[start].pos), "expected an expression");
		return;
	}
	expect_end(as, t, i);
	if (s->defined) {
		diag_error(as_loc(as, t[1].pos), "symbol '%s' is already defined", s->name);
		return;
	}
	s->is_set = true;
	s->set_expr = e;
	s->loc = as_loc(as, t[1].pos);
}

/* .comm sym, size[, align]   .lcomm sym, size[, align] */
static void d_comm(As *as, const Tok *t, size_t n, intptr_t local)
{
	(void)n;
	size_t i = 1;
	Symbol *s = symbol_operand(as, t, &i);
	int64_t size, align = 1;
	size_t size_at = i + 1, align_at = 0;
	if (!s || !comma(as, t, &i, true) || !const_arg(as, t, &i, &size))
		return;
	if (comma(as, t, &i, false)) {
		align_at = i;
		if (!const_arg(as, t, &i, &align))
			return;
	}
	expect_end(as, t, i);
	if (size < 0) {
		diag_error(as_loc(as, t[size_at].pos), "size %lld of common symbol '%s' is negative",
			   (long long)size, s->name);
		return;
	}
	/* .lcomm places the symbol in .bss: its alignment pads the section */
	if (align <= 0 || (align & (align - 1)) || (local && align > 65536)) {
		diag_error(as_loc(as, t[align_at].pos),
			   "alignment %lld of common symbol '%s' is not a power of two%s",
			   (long long)align, s->name, local ? " up to 65536" : "");
		return;
	}
	if (s->defined) {
		diag_error(as_loc(as, t[1].pos), "symbol '%s' is already defined", s->name);
		return;
	}
	if (local) {
		Section *save = as->cur, *save_prev = as->prev;
		as_switch_section(as, as_section(as, ".bss", 0, 0, 0, 0, false, 0));
		Item *it = as_new_item(as, IT_ALIGN, t[0].pos);
		it->count = (uint64_t)align;
		if (as->cur->align < (uint64_t)align)
			as->cur->align = (uint64_t)align;
		as_define_label(as, s, t[1].pos);
		s->type = STT_OBJECT;
		s->size_expr = NULL;
		emit_fill(as, size, 1, 0, t[0].pos, t[size_at].pos, t[size_at].pos);
		as->cur = save;
		as->prev = save_prev;
		return;
	}
	s->is_common = true;
	s->defined = true;
	s->common_size = (uint64_t)size;
	s->common_align = (uint64_t)align;
	s->type = STT_OBJECT;
	if (!s->explicit_bind)
		s->bind = STB_GLOBAL;
}

/* The section name is raw text up to the first comma, as it may contain
 * '/', '-' or '?' (libbpf's "kprobe/do_exit", "?tc"). */
static const char *section_name(As *as, const Tok *t, size_t *i)
{
	if (t[*i].kind == T_STR) {
		(*i)++;
		return t[*i - 1].str;
	}
	if (t[*i].kind == T_EOL || tok_is(&t[*i], ",")) {
		diag_error(as_loc(as, t[*i].pos), "expected a section name");
		return NULL;
	}
	const char *start = t[*i].s;
	size_t j = *i;
	while (t[j].kind != T_EOL && !tok_is(&t[j], ","))
		j++;
	const char *end = t[j - 1].s + t[j - 1].len;
	*i = j;
	return arena_strndup(&as->arena, start, (size_t)(end - start));
}

static bool section_flags(As *as, const Tok *t, uint64_t *flags)
{
	for (const char *p = t->str; *p; p++) {
		switch (*p) {
		case 'a': *flags |= SHF_ALLOC; break;
		case 'w': *flags |= SHF_WRITE; break;
		case 'x': *flags |= SHF_EXECINSTR; break;
		case 'M': *flags |= SHF_MERGE; break;
		case 'S': *flags |= SHF_STRINGS; break;
		case 'e': *flags |= SHF_EXCLUDE; break;
		case 'T': *flags |= SHF_TLS; break;
		case 'o': *flags |= SHF_LINK_ORDER; break;
		case 'G': *flags |= SHF_GROUP; break;
		case 'R': *flags |= 0x200000; break; /* SHF_GNU_RETAIN */
		default:
			/* at the letter itself when the string is spelled plainly */
			diag_error(as_loc(as, t->pos + ((size_t)t->len == t->num + 2
							    ? 1 + (size_t)(p - t->str) : 0)),
				   "unknown section flag '%c'", *p);
			return false;
		}
	}
	return true;
}

static Section *parse_section(As *as, const Tok *t)
{
	size_t i = 1;
	const char *name = section_name(as, t, &i);
	if (!name)
		return NULL;
	uint64_t flags = 0, entsize = 0;
	uint32_t type = SHT_PROGBITS;
	bool explicit_attrs = false;
	if (comma(as, t, &i, false)) {
		if (t[i].kind != T_STR) {
			diag_error(as_loc(as, t[i].pos), "expected section flags as a string");
			return NULL;
		}
		if (!section_flags(as, &t[i], &flags))
			return NULL;
		explicit_attrs = true;
		i++;
		if (comma(as, t, &i, false)) {
			char tn[32];
			type_word(t, &i, tn, sizeof tn);
			static const struct {
				const char *n;
				uint32_t type;
			} types[] = {
				{"progbits", SHT_PROGBITS}, {"nobits", SHT_NOBITS}, {"note", SHT_NOTE},
				{"init_array", SHT_INIT_ARRAY}, {"fini_array", SHT_FINI_ARRAY},
				{"llvm_addrsig", SHT_LLVM_ADDRSIG},
			};
			size_t k;
			for (k = 0; k < ARRAY_LEN(types); k++)
				if (!strcmp(tn, types[k].n))
					break;
			if (k == ARRAY_LEN(types)) {
				diag_error(as_loc(as, t[i].pos), "unknown section type '%s'", tn);
				return NULL;
			}
			type = types[k].type;
			i++;
			if (comma(as, t, &i, false)) {
				int64_t es;
				if (!const_arg(as, t, &i, &es))
					return NULL;
				entsize = (uint64_t)es;
			}
		}
	}
	expect_end(as, t, i);
	Section *s = as_section(as, name, type, flags, 0, entsize, explicit_attrs, t[0].pos);
	return s;
}

static void d_section(As *as, const Tok *t, size_t n, intptr_t push)
{
	(void)n;
	Section *s = parse_section(as, t);
	if (!s)
		return;
	if (push) {
		if (as->nstack == (int)ARRAY_LEN(as->stack)) {
			diag_error(as_loc(as, t[0].pos), "section stack is full");
			return;
		}
		as->stack[as->nstack] = as->cur;
		as->stack_prev[as->nstack++] = as->prev;
	}
	as_switch_section(as, s);
}

static void d_named_section(As *as, const Tok *t, size_t n, intptr_t name)
{
	(void)n;
	/* an optional subsection number is accepted and ignored */
	size_t i = 1;
	if (t[i].kind == T_NUM)
		i++;
	expect_end(as, t, i);
	as_switch_section(as, as_section(as, (const char *)name, 0, 0, 0, 0, false, t[0].pos));
}

static void d_popsection(As *as, const Tok *t, size_t n, intptr_t arg)
{
	(void)n, (void)arg;
	if (!as->nstack) {
		diag_error(as_loc(as, t[0].pos), ".popsection without .pushsection");
		return;
	}
	as->nstack--;
	as->cur = as->stack[as->nstack];
	as->prev = as->stack_prev[as->nstack];
	expect_end(as, t, 1);
}

static void d_previous(As *as, const Tok *t, size_t n, intptr_t arg)
{
	(void)n, (void)arg;
	if (!as->prev) {
		diag_error(as_loc(as, t[0].pos), ".previous without an earlier section");
		return;
	}
	Section *s = as->prev;
	as->prev = as->cur;
	as->cur = s;
	expect_end(as, t, 1);
}

/* a name and its length */
#define DIR(name, fn, arg) {name, sizeof name - 1, fn, arg}
static const Dir dirs[] = {
	DIR(".text", d_named_section, (intptr_t)".text"),
	DIR(".data", d_named_section, (intptr_t)".data"),
	DIR(".bss", d_named_section, (intptr_t)".bss"),
	DIR(".rodata", d_named_section, (intptr_t)".rodata"),
	DIR(".section", d_section, 0),
	DIR(".pushsection", d_section, 1),
	DIR(".popsection", d_popsection, 0),
	DIR(".previous", d_previous, 0),
	DIR(".globl", d_bind, STB_GLOBAL),
	DIR(".global", d_bind, STB_GLOBAL),
	DIR(".weak", d_bind, STB_WEAK),
	DIR(".local", d_bind, STB_LOCAL),
	DIR(".hidden", d_visibility, STV_HIDDEN),
	DIR(".protected", d_visibility, STV_PROTECTED),
	DIR(".internal", d_visibility, STV_INTERNAL),
	DIR(".type", d_type, 0),
	DIR(".size", d_size, 0),
	DIR(".byte", d_data, 1),
	DIR(".short", d_data, 2),
	DIR(".half", d_data, 2),
	DIR(".hword", d_data, 2),
	DIR(".2byte", d_data, 2),
	DIR(".word", d_data, 4),
	DIR(".long", d_data, 4),
	DIR(".int", d_data, 4),
	DIR(".4byte", d_data, 4),
	DIR(".quad", d_data, 8),
	DIR(".dword", d_data, 8),
	DIR(".8byte", d_data, 8),
	DIR(".uleb128", d_leb, 0),
	DIR(".sleb128", d_leb, 1),
	DIR(".ascii", d_string, 0),
	DIR(".asciz", d_string, 1),
	DIR(".string", d_string, 1),
	DIR(".zero", d_space, 0),
	DIR(".space", d_space, 0),
	DIR(".skip", d_space, 0),
	DIR(".fill", d_fill, 0),
	DIR(".p2align", d_align, 1),
	DIR(".balign", d_align, 0),
	DIR(".align", d_align, 0),
	DIR(".set", d_set, 0),
	DIR(".equ", d_set, 0),
	DIR(".comm", d_comm, 0),
	DIR(".lcomm", d_comm, 1),
	/* debug info, unwind tables and markers: no effect here */
	DIR(".file", d_file, 0),
	DIR(".loc", d_ignore, 0),
	DIR(".ident", d_ignore, 0),
	DIR(".addrsig", d_ignore, 0),
	DIR(".addrsig_sym", d_ignore, 0),
	DIR(".end", d_ignore, 0),
};

void as_directive(As *as, const Tok *t, size_t n)
{
	for (size_t i = 0; i < ARRAY_LEN(dirs); i++)
		if ((size_t)t[0].len == dirs[i].len && t[0].kind == T_IDENT && !memcmp(t[0].s, dirs[i].name, dirs[i].len)) {
			dirs[i].fn(as, t, n, dirs[i].arg);
			return;
		}
	if (t[0].len > 5 && !memcmp(t[0].s, ".cfi_", 5))
		return;
	diag_error(as_loc(as, t[0].pos), "unknown directive '%.*s'", t[0].len, t[0].s);
}
