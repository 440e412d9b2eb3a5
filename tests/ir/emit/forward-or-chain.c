// flags: -O2
/* memfwd.c along single-predecessor edges, whatever the order lowering
 * placed the blocks in: each `ctx->sk` of the `||` chain is the first
 * load's value (one load64 of %0), the register the `!= sk1` check made
 * non-NULL for the verifier (test_sk_lookup.c's access_ctx_sk). */
struct sock { unsigned bound_dev_if, family, type, protocol; };
struct ctx { struct sock *sk; };
static long (*assign)(void *ctx, void *sk, long f) = (void *)124;
int f(struct ctx *ctx, struct sock *sk1)
{
	if (assign(ctx, sk1, 0))
		return 1;
	if (ctx->sk != sk1)
		return 2;
	if (ctx->sk->family != 2 || ctx->sk->type != 1 || ctx->sk->protocol != 10)
		return 3;
	return 0;
}
