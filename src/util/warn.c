/* warn.c - named warnings and the -W options that switch them.
 *
 * Every warning ebcc can give has a row in WARN_LIST with the group that
 * turns it on, the way gcc and clang group theirs: on by default, by
 * -Wall, by -Wextra, or only when named.  A BPF build usually passes
 * `-Wall -Werror`, so a warning that clang does not give in -Wall on the
 * same source must not be in ebcc's -Wall either. */
#include "util.h"

#include <stdio.h>
#include <string.h>

enum { W_DEFAULT, W_ALL, W_EXTRA, W_NAMED };

/* X(name, group) */
#define WARN_LIST(X)                                  \
	X("cpp", W_DEFAULT)          /* #warning */      \
	X("unknown-pragmas", W_ALL)                      \
	X("unknown-attributes", W_DEFAULT)               \
	X("ignored-attributes", W_DEFAULT)               \
	X("macro-redefined", W_DEFAULT)                  \
	X("builtin-macro-redefined", W_DEFAULT)          \
	X("implicit-function-declaration", W_DEFAULT)    \
	X("int-conversion", W_DEFAULT)                   \
	X("incompatible-pointer-types", W_DEFAULT)       \
	X("compare-distinct-pointer-types", W_DEFAULT)   \
	X("gnu-alignof-expression", W_DEFAULT)           \
	X("pointer-sign", W_DEFAULT)                     \
	X("return-type", W_DEFAULT)                      \
	X("unused-variable", W_ALL)                      \
	X("unused-function", W_ALL)                      \
	X("unused-parameter", W_EXTRA)                   \
	X("sign-compare", W_EXTRA)                       \
	X("missing-field-initializers", W_EXTRA)         \
	X("shift-count-overflow", W_DEFAULT)             \
	X("constant-conversion", W_DEFAULT)              \
	X("missing-declarations", W_DEFAULT)             \
	X("extern-initializer", W_DEFAULT)               \
	X("tentative-definition-array", W_DEFAULT)       \
	X("ignored-pragmas", W_DEFAULT)                  \
	X("excess-initializers", W_DEFAULT)              \
	X("c23-extensions", W_DEFAULT)                   \
	X("literal-conversion", W_DEFAULT)                \
	X("deprecated-non-prototype", W_DEFAULT)         \
	X("visibility", W_DEFAULT)                       \
	X("unused-const-variable", W_ALL)                \
	X("initializer-overrides", W_DEFAULT)            \
	X("many-braces-around-scalar-init", W_DEFAULT)   \
	X("gnu-variable-sized-type-not-at-end", W_NAMED) \
	X("implicitly-unsigned-literal", W_DEFAULT) \
	X("unknown-escape-sequence", W_DEFAULT)   \
	X("multichar", W_DEFAULT)                 \
	X("incompatible-pointer-types-discards-qualifiers", W_DEFAULT) \
	X("incompatible-function-pointer-types", W_DEFAULT) \
	X("pointer-integer-compare", W_DEFAULT)   \
	X("shift-count-negative", W_DEFAULT)      \
	X("division-by-zero", W_DEFAULT)          \
	X("void-ptr-dereference", W_DEFAULT)      \
	X("pointer-type-mismatch", W_DEFAULT)     \
	X("conditional-type-mismatch", W_DEFAULT) \
	X("int-to-pointer-cast", W_DEFAULT)       \
	X("pointer-to-int-cast", W_DEFAULT)       \
	X("integer-overflow", W_DEFAULT)          \
	X("deprecated-declarations", W_DEFAULT)   \
	X("predefined-identifier-outside-function", W_DEFAULT) \
	X("return-mismatch", W_DEFAULT)           \
	X("unused-label", W_ALL)                          \
	X("gnu", W_NAMED)                                \
	X("pedantic", W_NAMED)

typedef struct WarnDef {
	const char *name;
	int group;
} WarnDef;

static const WarnDef warn_defs[] = {
#define X(name, group) {name, group},
	WARN_LIST(X)
#undef X
};

enum { N_WARN = sizeof warn_defs / sizeof warn_defs[0] };

/* -1: not set by name; 0 off; 1 on */
static signed char named_state[N_WARN];
static signed char named_error[N_WARN];
static int group_level = W_DEFAULT; /* highest group switched on */

void warn_reset(void)
{
	memset(named_state, -1, sizeof named_state);
	memset(named_error, -1, sizeof named_error);
	group_level = W_DEFAULT;
	diag_werror = false;
	diag_no_warnings = false;
}

static int find_warn(const char *name)
{
	for (int i = 0; i < N_WARN; i++)
		if (!strcmp(warn_defs[i].name, name))
			return i;
	return -1;
}

static bool states_initialized;

static void init_states(void)
{
	if (!states_initialized) {
		memset(named_state, -1, sizeof named_state);
		memset(named_error, -1, sizeof named_error);
		states_initialized = true;
	}
}

bool warn_enabled(const char *name)
{
	init_states();
	int i = find_warn(name);
	if (i < 0)
		return true; /* a typo in ebcc, not the user's: show it */
	if (named_state[i] >= 0)
		return named_state[i];
	return warn_defs[i].group <= group_level;
}

bool warn_known(const char *name) { return find_warn(name) >= 0; }

bool warn_option(const char *arg)
{
	init_states();
	if (strncmp(arg, "-W", 2))
		return false;
	const char *o = arg + 2;
	if (!strcmp(o, "all")) {
		if (group_level < W_ALL)
			group_level = W_ALL;
		return true;
	}
	if (!strcmp(o, "extra")) {
		group_level = W_EXTRA;
		return true;
	}
	if (!strcmp(o, "error")) {
		diag_werror = true;
		return true;
	}
	if (!strcmp(o, "no-error")) {
		diag_werror = false;
		return true;
	}
	bool on = true, err = false;
	if (!strncmp(o, "no-", 3)) {
		on = false;
		o += 3;
	}
	if (!strncmp(o, "error=", 6)) {
		err = true;
		o += 6;
	}
	int i = find_warn(o);
	if (i < 0)
		return false;
	if (err) {
		named_error[i] = on;
		if (on)
			named_state[i] = 1;
	} else {
		named_state[i] = on;
	}
	return true;
}

int diag_unreachable;

/* the warnings clang checks for reachability first (its
 * DiagRuntimeBehavior): about what a value does when the code runs */
static bool warn_is_runtime(const char *name)
{
	static const char *const runtime[] = {
		"constant-conversion", "shift-count-overflow", "shift-count-negative",
		"division-by-zero", "integer-overflow",
	};
	for (size_t i = 0; i < sizeof runtime / sizeof runtime[0]; i++)
		if (!strcmp(runtime[i], name))
			return true;
	return false;
}

void diag_warn(const char *name, SrcLoc loc, const char *fmt, ...)
{
	if (diag_unreachable > 0 && warn_is_runtime(name)) {
		diag_drop_note();
		return;
	}
	if (diag_defer) { /* decided where it is printed: #pragma GCC diagnostic is the parser's */
		va_list ap;
		va_start(ap, fmt);
		diag_defer->record(diag_defer, DIAG_CALL_WARN, DIAG_WARNING, name, loc, diag_vformat(fmt, ap));
		va_end(ap);
		return;
	}
	if (!warn_enabled(name) || diag_no_warnings || (loc.file && loc.file->system)) {
		diag_drop_note();
		return;
	}
	int i = find_warn(name);
	bool as_error = diag_werror;
	if (i >= 0 && named_error[i] >= 0)
		as_error = named_error[i];
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	/* vdiag would promote by diag_werror alone; decide here instead */
	bool saved = diag_werror;
	diag_werror = false;
	if (as_error)
		diag(DIAG_ERROR, loc, "%s [-Werror,-W%s]", msg, name);
	else
		diag(DIAG_WARNING, loc, "%s [-W%s]", msg, name);
	diag_werror = saved;
}

/* #pragma GCC/clang diagnostic push/pop: a stack of the per-name states */
enum { WARN_STACK = 64 };
static signed char saved_state[WARN_STACK][N_WARN], saved_error[WARN_STACK][N_WARN];
static int warn_sp;

void warn_push(void)
{
	init_states();
	if (warn_sp < WARN_STACK) {
		memcpy(saved_state[warn_sp], named_state, sizeof named_state);
		memcpy(saved_error[warn_sp], named_error, sizeof named_error);
	}
	warn_sp++;
}

bool warn_pop(void)
{
	if (!warn_sp)
		return false;
	warn_sp--;
	if (warn_sp < WARN_STACK) {
		memcpy(named_state, saved_state[warn_sp], sizeof named_state);
		memcpy(named_error, saved_error[warn_sp], sizeof named_error);
	}
	return true;
}

bool warn_pragma(const char *mode, const char *option)
{
	init_states();
	if (strncmp(option, "-W", 2))
		return false;
	int i = find_warn(option + 2);
	if (i < 0)
		return false;
	if (!strcmp(mode, "ignored")) {
		named_state[i] = 0;
	} else if (!strcmp(mode, "warning")) {
		named_state[i] = 1;
		named_error[i] = 0;
	} else if (!strcmp(mode, "error") || !strcmp(mode, "fatal")) {
		named_state[i] = 1;
		named_error[i] = 1;
	} else {
		return false;
	}
	return true;
}
