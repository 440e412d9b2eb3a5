/* skel_prune.c - user space half of tests/btf/prune.c through the header
 * `bpftool gen skeleton` writes for ebcc's object (tests/btf/run.sh): the
 * skeleton declares the .bss variables with their types from .BTF
 * (`struct holder` in full, the records its pointers name as FWDs, which
 * C takes as incomplete types).  Sets byv.s.s to 200 before load and runs
 * the XDP program (200 > 100: XDP_DROP), then 5 through the mmap'd .bss
 * (XDP_PASS), and checks that hold.p is still NULL and the `vals` map's
 * value counted both runs.  Prints "retvals A B n N"; exit 0 only if
 * they are DROP PASS and 2. */
#include <stdio.h>
#include <string.h>
#include <linux/bpf.h>
#include <bpf/libbpf.h>
#include <bpf/bpf.h>

/* the records the skeleton names, as prune.c defines them (a program's
 * user half shares such definitions; the skeleton asserts their sizes
 * against .BTF's); the others stay incomplete, as FWDs in .BTF */
struct fn_arg;
struct shared { int s; };
struct holder {
	struct only_ptr *p;
	const struct by_access *acc;
	const struct plain_read *pr;
	struct shared *sp;
	struct in_array *arr[2];
	int (*cb)(struct fn_arg *);
	struct tagged_fwd *tp;
	char label[16];
};
struct by_value {
	struct shared s;
	char label[16];
};
#include "prune.skel.h"

static int run(struct prune *s, unsigned int *ret)
{
	unsigned char pkt[64];
	memset(pkt, 0, sizeof pkt);
	LIBBPF_OPTS(bpf_test_run_opts, o, .data_in = pkt, .data_size_in = sizeof pkt, .repeat = 1);
	if (bpf_prog_test_run_opts(bpf_program__fd(s->progs.prune_prog), &o))
		return -1;
	*ret = o.retval;
	return 0;
}

int main(void)
{
	struct prune *s = prune__open();
	if (!s) {
		fprintf(stderr, "prune__open failed\n");
		return 1;
	}
	s->bss->byv.s.s = 200;
	if (prune__load(s)) {
		fprintf(stderr, "prune__load failed\n");
		prune__destroy(s);
		return 1;
	}
	unsigned int ret[2];
	int err = run(s, &ret[0]);
	s->bss->byv.s.s = 5;
	if (err || run(s, &ret[1])) {
		fprintf(stderr, "test run failed\n");
		prune__destroy(s);
		return 1;
	}
	struct only_ptr *p = s->bss->hold.p; /* an incomplete type: a pointer only */
	__u32 zero = 0;
	struct { void *p; long n; } v = {0};
	if (bpf_map__lookup_elem(s->maps.vals, &zero, sizeof zero, &v, sizeof v, 0)) {
		fprintf(stderr, "lookup failed\n");
		prune__destroy(s);
		return 1;
	}
	printf("retvals %u %u n %ld\n", ret[0], ret[1], v.n);
	prune__destroy(s);
	return ret[0] == XDP_DROP && ret[1] == XDP_PASS && !p && v.n == 2 ? 0 : 1;
}
