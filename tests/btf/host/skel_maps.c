/* skel_maps.c - user space half of tests/btf/maps.c through the header
 * `bpftool gen skeleton` writes for ebcc's object (tests/btf/run.sh):
 * sets the .rodata `limit` before load, runs the XDP program three times
 * and reads the .bss `hits` counter back through the skeleton's mmap.
 * Prints "retvals A B C hits N"; exit 0 only if they are what maps.c
 * computes with limit 2: PASS PASS DROP and 3. */
#include <stdio.h>
#include <string.h>
#include <linux/bpf.h>
#include <bpf/libbpf.h>
#include <bpf/bpf.h>
#include "maps.skel.h"

int main(void)
{
	struct maps *s = maps__open();
	if (!s) {
		fprintf(stderr, "maps__open failed\n");
		return 1;
	}
	s->rodata->limit = 2;
	if (maps__load(s)) {
		fprintf(stderr, "maps__load failed\n");
		maps__destroy(s);
		return 1;
	}
	unsigned char pkt[64];
	memset(pkt, 0, sizeof pkt);
	unsigned int ret[3];
	for (int i = 0; i < 3; i++) {
		LIBBPF_OPTS(bpf_test_run_opts, o, .data_in = pkt, .data_size_in = sizeof pkt, .repeat = 1);
		if (bpf_prog_test_run_opts(bpf_program__fd(s->progs.count_packets), &o)) {
			fprintf(stderr, "test run failed\n");
			maps__destroy(s);
			return 1;
		}
		ret[i] = o.retval;
	}
	int hits = s->bss->hits;
	printf("retvals %u %u %u hits %d\n", ret[0], ret[1], ret[2], hits);
	maps__destroy(s);
	return ret[0] == XDP_PASS && ret[1] == XDP_PASS && ret[2] == XDP_DROP && hits == 3 ? 0 : 1;
}
