// flags: -minline-memops-threshold=64
/* a memcpy over the inlining limit is an error at the call */
struct big { long v[16]; };
long copy_big(struct big *d, struct big *s)
{
	__builtin_memcpy(d, s, sizeof *d);
	return d->v[0];
}
