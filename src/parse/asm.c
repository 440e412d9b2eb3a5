/* asm.c - GNU asm statements (skeleton). */
#include "parser.h"

Node *parse_asm_stmt(Parser *p)
{
	Node *n = new_node(p, ND_ASM, tok_loc(p->tok));
	while (p->tok->kind != TK_EOF && !at_punct(p, P_SEMI))
		next_tok(p);
	accept_punct(p, P_SEMI);
	return n;
}

void parse_toplevel_asm(Parser *p) { parse_asm_stmt(p); }

const char *parse_asm_label(Parser *p)
{
	(void)p;
	return NULL;
}
