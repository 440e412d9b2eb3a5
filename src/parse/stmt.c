/* stmt.c - statements (skeleton). */
#include "parser.h"

Node *parse_compound_stmt(Parser *p)
{
	Node *blk = new_node(p, ND_BLOCK, tok_loc(p->tok));
	expect_punct(p, P_LBRACE, "");
	int depth = 1;
	while (p->tok->kind != TK_EOF) {
		if (at_punct(p, P_LBRACE))
			depth++;
		else if (at_punct(p, P_RBRACE) && --depth == 0)
			break;
		next_tok(p);
	}
	expect_punct(p, P_RBRACE, "");
	return blk;
}

void parse_function_body(Parser *p, Symbol *fn)
{
	fn->body = parse_compound_stmt(p);
}
