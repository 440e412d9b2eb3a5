/* A stack slot's address is never NULL (ir/fold.c frame_address): an
 * inlined helper's `if (out) *out = x;` with out = &local stores for
 * sure.  Left as a test of the frame pointer, the verifier (which does
 * not know fp-N is not NULL) walks the path that skips the store, where
 * the later read of the local is an uninitialised scalar: "invalid mem
 * access 'scalar'" (xdp-tools' parse_ethhdr_vlan(..., &eth) helpers). */
struct hdr { unsigned short proto; unsigned char ttl, flags; };

static inline __attribute__((always_inline)) int parse(struct hdr *h, struct hdr **out, int *proto)
{
	if (out)
		*out = h;
	if (proto)
		*proto = h->proto;
	return h->ttl;
}

long test_out_pointer(void)
{
	struct hdr hs[2] = {{0x0800, 64, 1}, {0x86dd, 32, 2}};
	struct hdr *got;
	int proto;
	int ttl = parse(&hs[0], &got, &proto);
	return ttl * 1000 + got->flags * 100 + (proto == 0x0800);
}

long test_out_null(void)
{
	struct hdr h = {7, 9, 3};
	return parse(&h, 0, 0);
}
