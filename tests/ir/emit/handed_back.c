// flags: -O2
/* A call given a stack buffer may hand back a pointer into it:
 * bpf_dynptr_slice returns its buffer when the bytes are not in one
 * piece.  So in `slice_store` the load of buf[2] after the store
 * through the slice is not the 1 stored before (src/ir/memfwd.c: a slot
 * given to a call whose result is used is not private), and in
 * `slice_read` the store to buf[1] stays, read back through the slice
 * (src/ir/deadstore.c, fill_handed); so does `destroy`'s store to the
 * dynptr itself, after which the verifier refuses the slice
 * (dynptr_fail's dynptr_invalidate_slice_failure). */
struct bpf_dynptr { unsigned long long a, b; };
extern void *bpf_dynptr_slice(const struct bpf_dynptr *p, unsigned int off, void *buf, unsigned int sz) __attribute__((section(".ksyms")));
extern void *bpf_dynptr_data(const struct bpf_dynptr *p, unsigned int off, unsigned int sz) __attribute__((section(".ksyms")));
extern struct bpf_dynptr *get(void);

int slice_store(const struct bpf_dynptr *d, unsigned char v)
{
	unsigned char buf[8] = {};
	unsigned char *p = bpf_dynptr_slice(d, 0, buf, sizeof(buf));
	if (!p)
		return -1;
	buf[2] = 1;
	p[2] = v;
	return buf[2];
}

int slice_read(const struct bpf_dynptr *d, unsigned char v)
{
	unsigned char buf[8];
	unsigned char *p = bpf_dynptr_slice(d, 0, buf, sizeof(buf));
	if (!p)
		return -1;
	buf[1] = v;
	return p[1];
}

int destroy(void)
{
	struct bpf_dynptr d = *get();
	unsigned char *p = bpf_dynptr_data(&d, 0, 1);
	if (!p)
		return 0;
	*(unsigned char *)&d = 0;
	return *p;
}
