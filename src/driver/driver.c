/* driver.c - `ebcc [options] files...`: gcc/clang-compatible options,
 * one compilation per input file.
 *
 * C input is preprocessed (src/cpp) and parsed (src/parse); -E stops
 * after preprocessing, -fsyntax-only after parsing, and -c/-S say that
 * code generation arrives with issue 4.  Assembly (.s) goes to the
 * integrated assembler, .S through the preprocessor first.  Options are
 * accepted as clang spells them; see README.md ("ebcc (compiler
 * driver)") for the list. */
#include "driver.h"
#include "output.h"

#include "../bpf/isa.h"
#include "../cg/cg.h"
#include "../ir/ir.h"
#include "../parse/parse.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static Arena driver_arena; /* option strings: live for the whole run */

typedef enum { LANG_NONE, LANG_C, LANG_ASM, LANG_ASM_CPP } Lang;

typedef struct Input {
	const char *path;
	Lang lang;
} Input;

typedef struct IncDir {
	IncKind kind;
	const char *dir;
} IncDir;

typedef struct Driver {
	CppOptions cpp;
	ParseOptions parse;
	Dialect dialect;
	int frame_limit;
	const char *out;
	bool E, c, S, syntax_only, dM, P, emit_ir, verbose;
	bool debug; /* -g (BTF), -g0 off */
	bool btf_all_types; /* -fbtf-all-types */
	bool no_crossjumping; /* -fno-crossjumping: no tail merging (cg/tailmerge.c) */
	int cpp_thread; /* -f[no-]cpp-thread: 1 + CPP_THREAD_*; 0: CPP_THREAD_AUTO */
	bool M, MM, MD, MMD, MP, MG;
	const char *MF;
	const char *targets[64];
	bool target_owned[64]; /* -MQ: quoted copies */
	int ntargets;
	Input inputs[256];
	int ninputs;
	IncDir dirs[256];
	int ndirs;
	const char *macros[512]; /* "Dx=1" / "Ux" */
	int nmacros;
	const char *forced[64];
	int nforced;
} Driver;

static bool ends_with(const char *s, const char *suf)
{
	size_t n = strlen(s), m = strlen(suf);
	return n >= m && !strcmp(s + n - m, suf);
}

static Lang lang_of(const char *path)
{
	if (ends_with(path, ".s"))
		return LANG_ASM;
	if (ends_with(path, ".S"))
		return LANG_ASM_CPP;
	return LANG_C;
}

/* -std=: __STDC_VERSION__ (1 for C89, which has none) and GNU mode. */
static bool parse_std(const char *s, long *std, bool *gnu)
{
	static const struct {
		const char *name;
		long v;
	} stds[] = {
		{"89", 1}, {"90", 1}, {"iso9899:1990", 1}, {"iso9899:199409", 199409},
		{"94", 199409}, {"99", 199901}, {"9x", 199901}, {"iso9899:1999", 199901},
		{"11", 201112}, {"1x", 201112}, {"iso9899:2011", 201112}, {"17", 201710},
		{"18", 201710}, {"iso9899:2017", 201710}, {"iso9899:2018", 201710},
		{"2x", 202311}, {"23", 202311}, {"iso9899:2024", 202311},
	};
	*gnu = !strncmp(s, "gnu", 3);
	const char *v = *gnu ? s + 3 : s[0] == 'c' ? s + 1 : s;
	for (size_t i = 0; i < ARRAY_LEN(stds); i++)
		if (!strcmp(v, stds[i].name) && (*gnu || s[0] == 'c' || !strncmp(s, "iso", 3))) {
			*std = stds[i].v;
			return true;
		}
	return false;
}

/* @file: the file's words (quotes and backslashes as gcc reads them). */
static void expand_response(const char *path, char ***argv, int *argc, int *cap, int depth)
{
	size_t len;
	char *text = read_whole_file(path, &len);
	if (!text)
		fatal("cannot read response file '%s': %s", path, strerror(errno));
	for (char *p = text; *p;) {
		while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
			p++;
		if (!*p)
			break;
		Buf w = {0};
		char quote = 0;
		for (; *p; p++) {
			if (quote) {
				if (*p == quote)
					quote = 0;
				else if (*p == '\\' && p[1] && quote == '"')
					buf_put_u8(&w, (uint8_t)*++p);
				else
					buf_put_u8(&w, (uint8_t)*p);
			} else if (*p == '"' || *p == '\'') {
				quote = *p;
			} else if (*p == '\\' && p[1]) {
				buf_put_u8(&w, (uint8_t)*++p);
			} else if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') {
				break;
			} else {
				buf_put_u8(&w, (uint8_t)*p);
			}
		}
		char *word = arena_strdup(&driver_arena, buf_cstr(&w));
		buf_free(&w);
		if (word[0] == '@' && depth < 16) {
			expand_response(word + 1, argv, argc, cap, depth + 1);
			continue;
		}
		if (*argc + 1 >= *cap) {
			*cap *= 2;
			*argv = xrealloc(*argv, sizeof(char *) * (size_t)*cap);
		}
		(*argv)[(*argc)++] = word;
	}
	free(text);
}

/* -f options that change nothing ebcc does. */
static bool ignored_f(const char *o)
{
	static const char *const names[] = {
		"no-stack-protector", "stack-protector", "no-builtin", "builtin", "freestanding",
		"no-common", "common", "PIC", "pic", "PIE", "pie", "no-PIC", "no-pic", "no-pie", "no-PIE",
		"no-asynchronous-unwind-tables", "asynchronous-unwind-tables", "no-unwind-tables",
		"unwind-tables", "no-strict-aliasing", "strict-aliasing", "no-omit-frame-pointer",
		"omit-frame-pointer", "color-diagnostics", "no-color-diagnostics", "no-ident", "ident",
		"no-jump-tables", "jump-tables", "exceptions", "no-exceptions", "signed-char",
		"no-signed-char", "unsigned-char", "no-unsigned-char", "short-wchar", "no-short-wchar",
		"no-inline", "inline", "inline-functions", "no-inline-functions", "no-trapping-math",
		"no-math-errno", "verbose-asm", "no-verbose-asm", "data-sections", "function-sections",
		"no-data-sections", "no-function-sections", "no-addrsig", "addrsig", "no-lto", "lto",
		"diagnostics-color", "caret-diagnostics", "no-caret-diagnostics", "show-column",
		"no-show-column", "no-delete-null-pointer-checks", "wrapv", "no-wrapv", "gnu89-inline",
		"ms-extensions", "no-ms-extensions", "semantic-interposition", "no-semantic-interposition",
		"no-zero-initialized-in-bss", "visibility=hidden", "visibility=default", "no-integrated-as",
		"integrated-as", "debug-types-section", "no-debug-types-section", "standalone-debug",
		"no-standalone-debug",
	};
	for (size_t i = 0; i < ARRAY_LEN(names); i++)
		if (!strcmp(o, names[i]))
			return true;
	static const char *const prefixes[] = {
		"debug-prefix-map=", "macro-prefix-map=", "file-prefix-map=", "message-length=",
		"diagnostics-", "max-errors=", "error-limit=", "template-depth=", "constexpr-",
		"sanitize", "no-sanitize", "profile", "coverage", "visibility=", "max-include-depth=",
		"bracket-depth=", "macro-backtrace-limit=", "ftrapv", "trapv", "optimize-sibling-calls",
		"no-optimize-sibling-calls",
	};
	for (size_t i = 0; i < ARRAY_LEN(prefixes); i++)
		if (!strncmp(o, prefixes[i], strlen(prefixes[i])))
			return true;
	return false;
}

static void usage(FILE *f)
{
	fputs("usage: ebcc [options] file...\n"
	      "  -E [-P] [-dM]       preprocess only (to stdout or -o)\n"
	      "  -fsyntax-only       preprocess and check\n"
	      "  -c / -S             compile to an object / BPF assembly; .s/.S assemble\n"
	      "  -emit-ir            print the optimized IR\n"
	      "  -D name[=v] -U name -I dir -iquote dir -isystem dir -idirafter dir -include file -nostdinc\n"
	      "  -M -MM -MD -MMD -MF file -MT target -MQ target -MP -MG\n"
	      "  -std=c89..c23|gnu89..gnu23  -O0..3,s,z,g  -W...  -w  -pedantic\n"
	      "  -g (-gbtf): .BTF and .BTF.ext (func/line info, CO-RE)  -fbtf-all-types\n"
	      "  -fno-crossjumping   keep blocks that end alike apart (no tail merging)\n"
	      "  -fcpp-thread        preprocess on a thread of its own (default: past 1 MB of text)\n"
	      "  -fno-cpp-thread     preprocess on the parser's thread\n"
	      "  -target bpf | --target=bpf|bpfel|bpfeb  -mcpu=v1..v4|generic|probe\n"
	      "  -mlittle-endian -mbig-endian -masm=/-mdialect=pseudoc|normal  -x lang  @file\n"
	      "tools: ebcc as|objdump|readelf ... (or ebcc-as, ebcc-objdump, ebcc-readelf)\n",
	      f);
}

static const char *need_arg(int *i, int argc, char **argv, const char *opt)
{
	if (*i + 1 >= argc)
		fatal("argument to '%s' is missing (expected 1 value)", opt);
	return argv[++*i];
}

/* Parses argv into d; exits on a bad option. */
static void parse_args(Driver *d, int argc, char **argv)
{
	Lang xlang = LANG_NONE;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		const char *v;
		if (a[0] != '-' || !a[1]) {
			if (d->ninputs == (int)ARRAY_LEN(d->inputs))
				fatal("too many input files");
			d->inputs[d->ninputs].path = a;
			d->inputs[d->ninputs++].lang = xlang ? xlang : lang_of(a);
			continue;
		}
#define OPT_ARG(name) (!strcmp(a, name) ? (v = need_arg(&i, argc, argv, name)) : \
		       !strncmp(a, name, strlen(name)) ? (v = a + strlen(name)) : NULL)
		if (!strcmp(a, "-E"))
			d->E = true;
		else if (!strcmp(a, "-c"))
			d->c = true;
		else if (!strcmp(a, "-S"))
			d->S = true;
		else if (!strcmp(a, "-P"))
			d->P = true;
		else if (!strcmp(a, "-C") || !strcmp(a, "-CC"))
			d->cpp.keep_comments = true;
		else if (!strcmp(a, "-dM"))
			d->dM = true;
		else if (!strcmp(a, "-fsyntax-only"))
			d->syntax_only = true;
		else if (!strcmp(a, "-emit-ir"))
			d->emit_ir = true;
		else if (!strcmp(a, "-v"))
			d->verbose = true;
		else if (!strcmp(a, "--version")) {
			printf("ebcc version %s (BPF toolchain; C front end compatible with clang 19)\n"
			       "Target: bpf\n", EBCC_VERSION);
			exit(0);
		} else if (!strcmp(a, "--help") || !strcmp(a, "-help")) {
			usage(stdout);
			exit(0);
		} else if (!strcmp(a, "-M"))
			d->M = true;
		else if (!strcmp(a, "-MM"))
			d->MM = true;
		else if (!strcmp(a, "-MD"))
			d->MD = true;
		else if (!strcmp(a, "-MMD"))
			d->MMD = true;
		else if (!strcmp(a, "-MP"))
			d->MP = true;
		else if (!strcmp(a, "-MG"))
			d->MG = true;
		else if (OPT_ARG("-MF"))
			d->MF = v;
		else if (OPT_ARG("-MT")) {
			if (d->ntargets < 63)
				d->targets[d->ntargets++] = v;
		} else if (OPT_ARG("-MQ")) {
			if (d->ntargets < 63) {
				d->target_owned[d->ntargets] = true;
				d->targets[d->ntargets++] = deps_quote(v);
			}
		} else if (!strcmp(a, "-o"))
			d->out = need_arg(&i, argc, argv, "-o");
		else if (!strncmp(a, "-o", 2))
			d->out = a + 2;
		else if (OPT_ARG("-D")) {
			if (d->nmacros < 511)
				d->macros[d->nmacros++] = arena_printf(&driver_arena, "D%s", v);
		} else if (OPT_ARG("-U")) {
			if (d->nmacros < 511)
				d->macros[d->nmacros++] = arena_printf(&driver_arena, "U%s", v);
		} else if (OPT_ARG("-iquote")) {
			d->dirs[d->ndirs].kind = INC_QUOTE;
			d->dirs[d->ndirs++].dir = v;
		} else if (OPT_ARG("-isystem")) {
			d->dirs[d->ndirs].kind = INC_SYSTEM;
			d->dirs[d->ndirs++].dir = v;
		} else if (OPT_ARG("-idirafter")) {
			d->dirs[d->ndirs].kind = INC_AFTER;
			d->dirs[d->ndirs++].dir = v;
		} else if (OPT_ARG("-include")) {
			if (d->nforced < 63)
				d->forced[d->nforced++] = v;
		} else if (OPT_ARG("-I")) {
			d->dirs[d->ndirs].kind = INC_ANGLE;
			d->dirs[d->ndirs++].dir = v;
		} else if (!strcmp(a, "-nostdinc") || !strcmp(a, "-nostdlibinc") || !strcmp(a, "-nobuiltininc"))
			d->cpp.nostdinc = true;
		else if (OPT_ARG("-x")) {
			if (!strcmp(v, "c") || !strcmp(v, "c-header") || !strcmp(v, "cpp-output"))
				xlang = LANG_C;
			else if (!strcmp(v, "assembler"))
				xlang = LANG_ASM;
			else if (!strcmp(v, "assembler-with-cpp"))
				xlang = LANG_ASM_CPP;
			else if (!strcmp(v, "none"))
				xlang = LANG_NONE;
			else
				fatal("language not recognized: '%s'", v);
		} else if (!strncmp(a, "-std=", 5)) {
			if (!parse_std(a + 5, &d->cpp.std, &d->cpp.gnu))
				fatal("invalid value '%s' in '%s'", a + 5, a);
		} else if (!strncmp(a, "-O", 2)) {
			const char *l = a + 2;
			d->cpp.optimize_size = false;
			if (!*l)
				d->cpp.optimize = 1;
			else if (!strcmp(l, "s") || !strcmp(l, "z")) {
				d->cpp.optimize = 2;
				d->cpp.optimize_size = true;
			} else if (!strcmp(l, "g"))
				d->cpp.optimize = 1;
			else if (!strcmp(l, "fast"))
				d->cpp.optimize = 3;
			else if (l[0] >= '0' && l[0] <= '9' && !l[1])
				d->cpp.optimize = l[0] - '0';
			else
				fatal("invalid integral value '%s' in '%s'", l, a);
		} else if (!strncmp(a, "-g", 2)) {
			/* debug info is BTF (-g, -gbtf, -gdwarf...); -g0 turns it off */
			d->debug = strcmp(a, "-g0") != 0;
		} else if (!strcmp(a, "-w")) {
			diag_no_warnings = true;
		} else if (!strncmp(a, "-W", 2)) {
			if (!strncmp(a, "-Wl,", 4) || !strncmp(a, "-Wa,", 4) || !strncmp(a, "-Wp,", 4))
				continue;
			warn_option(a); /* unknown ones are ignored, like gcc */
		} else if (!strcmp(a, "-pedantic") || !strcmp(a, "-pedantic-errors") || !strcmp(a, "-Wpedantic")) {
			warn_option("-Wpedantic");
		} else if (!strcmp(a, "-target")) {
			v = need_arg(&i, argc, argv, "-target");
			goto target;
		} else if (!strncmp(a, "--target=", 9)) {
			v = a + 9;
		target:
			if (!strcmp(v, "bpfeb"))
				d->cpp.big_endian = true;
			else if (!strcmp(v, "bpfel"))
				d->cpp.big_endian = false;
			else if (strcmp(v, "bpf") && strncmp(v, "bpf-", 4) && strncmp(v, "bpfel-", 6) && strncmp(v, "bpfeb-", 6))
				fatal("unknown target '%s': ebcc compiles for bpf, bpfel and bpfeb only", v);
			if (!strncmp(v, "bpfeb", 5))
				d->cpp.big_endian = true;
		} else if (!strncmp(a, "-mcpu=", 6)) {
			int c = bpf_parse_cpu(a + 6);
			if (c < 0)
				fatal("unknown CPU '%s' (expected v1, v2, v3, v4, generic or probe)", a + 6);
			d->cpp.cpu = c;
		} else if (!strcmp(a, "-mlittle-endian") || !strcmp(a, "-EL")) {
			d->cpp.big_endian = false;
		} else if (!strcmp(a, "-mbig-endian") || !strcmp(a, "-EB")) {
			d->cpp.big_endian = true;
		} else if (!strncmp(a, "-minline-memops-threshold=", 26)) {
			char *end;
			long lim = strtol(a + 26, &end, 10);
			if (*end || end == a + 26 || lim < 1 || lim > 1 << 20)
				fatal("invalid memops threshold '%s' (expected bytes, 1 to 1048576)", a + 26);
			d->parse.memops_threshold = (int)lim;
		} else if (!strncmp(a, "-mframe-limit=", 14)) {
			char *end;
			long lim = strtol(a + 14, &end, 10);
			if (*end || end == a + 14 || lim < 0 || lim > 32767)
				fatal("invalid frame limit '%s' (expected bytes, 0 to 32767)", a + 14);
			d->frame_limit = (int)lim;
		} else if (!strncmp(a, "-masm=", 6) || !strncmp(a, "-mdialect=", 10)) {
			const char *dl = strchr(a, '=') + 1;
			if (!isa_parse_dialect(dl, &d->dialect))
				fatal("unknown dialect '%s' (expected pseudoc or normal)", dl);
		} else if (!strcmp(a, "-Xclang")) {
			v = need_arg(&i, argc, argv, "-Xclang");
			if (!strcmp(v, "-fdump-record-layouts-simple"))
				d->parse.dump_record_layouts = true;
		} else if (!strcmp(a, "-fdump-record-layouts-simple")) {
			d->parse.dump_record_layouts = true;
		} else if (!strcmp(a, "-fbtf-all-types") || !strcmp(a, "-fno-btf-all-types")) {
			d->btf_all_types = a[2] != 'n';
		} else if (!strcmp(a, "-fcpp-thread") || !strcmp(a, "-fno-cpp-thread")) {
			d->cpp_thread = 1 + (a[2] == 'n' ? CPP_THREAD_NEVER : CPP_THREAD_ALWAYS);
		} else if (!strcmp(a, "-fstrict-aliasing") || !strcmp(a, "-fno-strict-aliasing")) {
			d->parse.no_strict_aliasing = a[2] == 'n';
		} else if (!strcmp(a, "-fcrossjumping") || !strcmp(a, "-fno-crossjumping")) {
			d->no_crossjumping = a[2] == 'n';
		} else if (!strncmp(a, "-f", 2)) {
			if (!ignored_f(a + 2))
				diag(DIAG_WARNING, (SrcLoc){0}, "ignoring unknown option '%s'", a);
		} else if (!strncmp(a, "-m", 2) || !strcmp(a, "-pipe") || !strcmp(a, "-###") ||
			   !strncmp(a, "--sysroot", 9) || !strcmp(a, "-nostdlib") || !strcmp(a, "-static")) {
			/* other machine options: nothing to do for BPF */
		} else {
			fatal("unknown argument: '%s'", a);
		}
#undef OPT_ARG
	}
}

static Cpp *make_cpp(Driver *d)
{
	Cpp *cpp = cpp_new(&d->cpp);
	for (int i = 0; i < d->ndirs; i++)
		cpp_add_include_dir(cpp, d->dirs[i].kind, d->dirs[i].dir);
	for (int i = 0; i < d->nmacros; i++) {
		if (d->macros[i][0] == 'D')
			cpp_define_cmdline(cpp, d->macros[i] + 1);
		else
			cpp_undef_cmdline(cpp, d->macros[i] + 1);
	}
	for (int i = 0; i < d->nforced; i++)
		cpp_add_forced_include(cpp, d->forced[i]);
	return cpp;
}

/* x.c -> x.o (in the current directory, as gcc names it). */
static char *replace_ext(const char *path, const char *ext, bool basename_only)
{
	const char *base = basename_only && strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	const char *dot = strrchr(base, '.');
	size_t n = dot ? (size_t)(dot - base) : strlen(base);
	size_t m = strlen(ext);
	char *s = xmalloc(n + m + 1);
	memcpy(s, base, n);
	memcpy(s + n, ext, m + 1);
	return s;
}

static bool write_output(const char *path, const Buf *b)
{
	if (!path || !strcmp(path, "-")) {
		fwrite(b->data, 1, b->len, stdout);
		fflush(stdout);
		return true;
	}
	if (!write_whole_file(path, b->data, b->len)) {
		error_plain("cannot write '%s': %s", path, strerror(errno));
		return false;
	}
	return true;
}

/* The make rule for -M... (targets default to the object's name). */
static void write_deps(Driver *d, Cpp *cpp, const Input *in, bool system, const char *path)
{
	const char *targets[66];
	int n = 0;
	for (int i = 0; i < d->ntargets; i++)
		targets[n++] = d->targets[i];
	char *def = NULL;
	if (!n) {
		if (d->out && (d->MD || d->MMD) && !d->E)
			def = deps_quote(d->out);
		else
			def = replace_ext(strcmp(in->path, "-") ? in->path : "-", ".o", true);
		targets[n++] = def;
	}
	targets[n] = NULL;
	DepOptions o = {targets, system, d->MP};
	Buf b = {0};
	deps_write(cpp, &o, &b);
	write_output(path, &b);
	buf_free(&b);
	free(def);
}

/* C -> IR -> passes -> BPF assembly text; -S writes the text, -c
 * assembles it into the object (so -S output and -c objects agree). */
static bool compile(Driver *d, const Input *in, Program *prog)
{
	IrModule *m = ir_lower(prog);
	if (!m)
		return false;
	bool ok = ir_optimize_size(m, d->cpp.optimize, d->cpp.optimize_size);
	CgOptions co = {.cpu = d->cpp.cpu, .dialect = d->dialect, .frame_limit = d->frame_limit,
			.big_endian = d->cpp.big_endian, .debug_btf = d->debug,
			.btf_all_types = d->btf_all_types, .merge_tails = d->cpp.optimize >= 1 && !d->no_crossjumping,
			.hoist_consts = d->cpp.optimize >= 1,
			.opaque_volatiles = d->cpp.optimize >= 1,
			.commute = d->cpp.optimize >= 1,
			.sink_phi_operands = d->cpp.optimize >= 1};
	Buf b = {0};
	ok = ok && cg_module(m, &co, &b) && diag_error_count() == 0;
	if (ok) {
		const char *name = strcmp(in->path, "-") ? in->path : "-";
		char *def = d->out ? NULL : replace_ext(name, d->S ? ".s" : ".o", true);
		const char *out = d->out ? d->out : def;
		if (d->S)
			ok = write_output(out, &b);
		else
			ok = driver_assemble(in->path, (const char *)b.data, b.len, (int)d->dialect, d->cpp.cpu,
					     d->cpp.big_endian, out) == 0;
		free(def);
	}
	buf_free(&b);
	ir_module_free(m);
	return ok;
}

/* The last input's Program and preprocessor are not torn down: the
 * process exits right after and the kernel takes the memory back at once,
 * where freeing it would first visit every binding and block (a fifth of
 * a vmlinux.h parse), as clang's driver passes -disable-free.  Kept here,
 * so leak checkers see them reachable. */
static struct {
	Program *volatile prog; /* volatile: stores the compiler cannot drop */
	Cpp *volatile cpp;
} kept_for_exit;

static int run_one(Driver *d, const Input *in, bool last)
{
	if (in->lang == LANG_ASM && !d->E && !d->M && !d->MM) {
		size_t len;
		char *text = read_whole_file(in->path, &len);
		if (!text) {
			error_plain("no such file or directory: '%s'", in->path);
			return 1;
		}
		char *def = d->out ? NULL : replace_ext(in->path, ".o", true);
		int rc = driver_assemble(strcmp(in->path, "-") ? in->path : "<stdin>", text, len, (int)d->dialect,
					 d->cpp.cpu, d->cpp.big_endian, d->out ? d->out : def);
		free(def);
		free(text);
		return rc;
	}
	Cpp *cpp = make_cpp(d);
	if (!cpp_begin(cpp, in->path)) {
		cpp_free(cpp);
		return 1;
	}
	int rc = 0;
	bool deps_only = d->M || d->MM;
	if (deps_only || d->E || d->dM) {
		Buf b = {0};
		if (d->dM || deps_only) {
			pp_drain(cpp);
			if (d->dM && !deps_only)
				cpp_dump_macros(cpp, &b);
		} else {
			FILE *f = stdout;
			if (d->out && strcmp(d->out, "-")) {
				f = fopen(d->out, "w");
				if (!f) {
					error_plain("cannot write '%s': %s", d->out, strerror(errno));
					rc = 1;
				}
			}
			if (f) {
				pp_write(cpp, &b, f, !d->P);
				if (f != stdout && fclose(f)) {
					error_plain("cannot write '%s': %s", d->out, strerror(errno));
					rc = 1;
				}
				fflush(stdout);
			}
		}
		if (deps_only)
			write_deps(d, cpp, in, d->M, d->MF ? d->MF : d->out);
		else if (d->dM && !write_output(d->out, &b))
			rc = 1;
		buf_free(&b);
	} else if (in->lang == LANG_ASM_CPP) {
		Buf b = {0};
		pp_write(cpp, &b, NULL, true);
		if (diag_error_count() == 0) {
			char *def = d->out ? NULL : replace_ext(in->path, ".o", true);
			if (driver_assemble(in->path, (const char *)b.data, b.len, (int)d->dialect, d->cpp.cpu,
					    d->cpp.big_endian, d->out ? d->out : def))
				rc = 1;
			free(def);
		}
		buf_free(&b);
	} else {
		ParseOptions po = d->parse;
		po.cpp_thread = d->cpp_thread ? d->cpp_thread - 1 : CPP_THREAD_AUTO;
		po.cpu = d->cpp.cpu;
		po.big_endian = d->cpp.big_endian;
		po.std = d->cpp.std == 1 ? 198900 : (int)d->cpp.std;
		po.gnu = d->cpp.gnu;
		Program *prog = parse_program(cpp, &po);
		pp_drain(cpp); /* a parser that stops early still sees every error */
		if (diag_error_count() == 0 && !d->syntax_only) {
			if (d->emit_ir) {
				IrModule *m = ir_lower(prog);
				Buf b = {0};
				if (m && !ir_optimize_size(m, d->cpp.optimize, d->cpp.optimize_size)) {
					ir_module_free(m);
					m = NULL;
				}
				if (m)
					ir_print(&b, m);
				if (!m || !write_output(d->out, &b))
					rc = 1;
				buf_free(&b);
				ir_module_free(m);
			} else if (!compile(d, in, prog))
				rc = 1;
		}
		if (last)
			kept_for_exit.prog = prog;
		else
			program_free(prog);
	}
	if ((d->MD || d->MMD) && !deps_only) {
		char *path = NULL;
		if (!d->MF) {
			path = d->out && (d->c || d->S) ? replace_ext(d->out, ".d", false)
							: replace_ext(in->path, ".d", true);
		}
		write_deps(d, cpp, in, d->MD, d->MF ? d->MF : path);
		free(path);
	}
	if (last)
		kept_for_exit.cpp = cpp;
	else
		cpp_free(cpp);
	if (diag_error_count())
		rc = 1;
	return rc;
}

int driver_main(int argc, char **argv)
{
	diag_set_program("ebcc");
	/* @file response files, expanded in place */
	int cap = argc + 16, n = 0;
	char **args = xmalloc(sizeof(char *) * (size_t)cap);
	for (int i = 0; i < argc; i++) {
		if (i > 0 && argv[i][0] == '@' && argv[i][1])
			expand_response(argv[i] + 1, &args, &n, &cap, 0);
		else {
			if (n + 1 >= cap) {
				cap *= 2;
				args = xrealloc(args, sizeof(char *) * (size_t)cap);
			}
			args[n++] = argv[i];
		}
	}
	Driver *d = xcalloc(1, sizeof *d);
	d->cpp.cpu = BPF_CPU_DEFAULT;
	d->cpp.gnu = true;
	d->dialect = DIALECT_PSEUDOC;
	d->frame_limit = 512;
	parse_args(d, n, args);
	d->cpp.preprocess_only = d->E || d->M || d->MM;
	d->cpp.missing_headers_ok = d->MG && (d->M || d->MM);
	if (d->verbose) {
		fprintf(stderr, "ebcc version %s\nTarget: bpf\n", EBCC_VERSION);
		Cpp *cpp = make_cpp(d);
		fprintf(stderr, "#include \"...\" search starts here:\n#include <...> search starts here:\n");
		bool sys;
		const char *dir;
		for (int i = 0; (dir = cpp_search_dir(cpp, i, &sys)); i++)
			fprintf(stderr, " %s\n", dir);
		fprintf(stderr, "End of search list.\n");
		cpp_free(cpp);
		if (!d->ninputs)
			return 0;
	}
	if (!d->ninputs) {
		error_plain("no input files");
		return 1;
	}
	if (d->out && d->ninputs > 1 && (d->c || d->S) && !d->E)
		fatal("cannot specify -o when generating multiple output files");
	int rc = 0;
	for (int i = 0; i < d->ninputs; i++) {
		diag_reset();
		if (run_one(d, &d->inputs[i], i == d->ninputs - 1))
			rc = 1;
	}
	for (int i = 0; i < d->ntargets; i++)
		if (d->target_owned[i])
			free((char *)d->targets[i]);
	free(d);
	free(args);
	arena_free(&driver_arena);
	return rc;
}
