/* scope.c - scopes.  A binding is found in O(1): every Ident carries its
 * innermost ordinary binding (Ident.sym, a Symbol) and its innermost tag
 * binding (Ident.tag, a TagBind).  A scope only remembers which Idents it
 * bound, so that popping it can restore the bindings they shadowed. */
#include "decls.h"

typedef struct TagBind TagBind;
struct TagBind {
	Type *type;
	int depth;
	SrcLoc loc;
	TagBind *shadowed;
};

typedef struct Binding Binding;
struct Binding {
	Binding *next;
	Ident *name;
	void *prev; /* the Ident's binding before this one */
	bool is_tag;
};

struct Scope {
	Scope *up;
	Binding *bound; /* newest first: popped in reverse order of binding */
};

void scope_push(Parser *p)
{
	Scope *s = p->free_scopes;
	if (s)
		p->free_scopes = s->up;
	else
		s = arena_alloc(p->arena, sizeof *s);
	s->up = p->scope;
	s->bound = NULL;
	p->scope = s;
	p->depth++;
}

/* Restores what each binding of s shadowed; returns the last Binding
 * (whose next is the first one's), or NULL if s bound nothing. */
static Binding *unbind(Scope *s)
{
	Binding *last = NULL;
	for (Binding *b = s->bound; b; b = b->next) {
		/* the saved pointer, not Symbol.shadowed: one Symbol may be bound
		 * in several scopes (a block-scope extern names the global) */
		if (b->is_tag)
			b->name->tag = b->prev;
		else
			b->name->sym = b->prev;
		last = b;
	}
	return last;
}

void scope_unbind(Scope *s)
{
	if (s) {
		unbind(s);
		s->bound = NULL;
	}
}

void scope_pop(Parser *p)
{
	Scope *s = p->scope;
	if (!s)
		return;
	Binding *last = unbind(s);
	if (last) { /* the whole list onto the free list */
		last->next = p->free_bindings;
		p->free_bindings = s->bound;
	}
	p->scope = s->up;
	s->up = p->free_scopes;
	p->free_scopes = s;
	p->depth--;
}

static void remember(Parser *p, Ident *name, void *prev, bool is_tag)
{
	Binding *b = p->free_bindings;
	if (b)
		p->free_bindings = b->next;
	else
		b = arena_alloc(p->arena, sizeof *b);
	b->name = name;
	b->is_tag = is_tag;
	b->prev = prev;
	b->next = p->scope->bound;
	p->scope->bound = b;
}

Symbol *lookup_sym(Parser *p, Ident *name)
{
	(void)p;
	return name ? name->sym : NULL;
}

Type *lookup_tag(Parser *p, Ident *name)
{
	(void)p;
	TagBind *tb = name ? name->tag : NULL;
	return tb ? tb->type : NULL;
}

void bind_sym(Parser *p, Symbol *sym)
{
	if (!sym->name)
		return;
	Symbol *old = sym->name->sym;
	if (old == sym)
		return;
	if (sym->scope_depth < 0) { /* first binding (new_symbol sets -1) */
		sym->shadowed = old;
		sym->scope_depth = p->depth;
	}
	sym->name->sym = sym;
	remember(p, sym->name, old, false);
}

void bind_tag(Parser *p, Ident *name, Type *ty, SrcLoc loc)
{
	if (!name)
		return;
	TagBind *tb = arena_alloc(p->arena, sizeof *tb);
	tb->type = ty;
	tb->depth = p->depth;
	tb->loc = loc;
	tb->shadowed = name->tag;
	remember(p, name, name->tag, true);
	name->tag = tb;
}

bool tag_in_current_scope(Parser *p, Ident *name)
{
	TagBind *tb = name ? name->tag : NULL;
	return tb && tb->depth == p->depth;
}

bool sym_in_current_scope(Parser *p, Ident *name)
{
	Symbol *s = name ? name->sym : NULL;
	return s && s->scope_depth == p->depth;
}
