/*
 * bpfrun - ebcc test loader.
 *
 * Opens a BPF ELF object with libbpf, loads it into the kernel and runs each
 * program (or only the named ones) once (or -r N times) through
 * BPF_PROG_TEST_RUN, printing one line per program on stdout:
 *
 *     NAME RETVAL            (RETVAL = the u32 retval, unsigned decimal)
 *     NAME loaded            (program type that test_run cannot run)
 *     NAME data_out HEX      (with -o, packet programs only)
 *     NAME verified_insns=N  (with -s, after all run lines)
 *
 * Build:  cc -O2 -Wall -Wextra -Werror -o build/bpfrun tests/tools/bpfrun.c \
 *             -lbpf -lelf -lz
 *
 * Only libbpf APIs present in both libbpf 1.1 and 1.5 are used.
 *
 * Exit status: 0 all requested programs loaded and ran, 1 usage error
 * (including an unknown program name), 2 open/load failure, 3 a test run
 * failed.
 *
 * Built-in input packet (64 bytes, used for XDP, tc, socket filter,
 * cgroup_skb, lwt and flow dissector programs unless -p FILE is given):
 *
 *   off  bytes
 *    0   00 11 22 33 44 55        Ethernet dst MAC
 *    6   66 77 88 99 aa bb        Ethernet src MAC
 *   12   08 00                    ethertype IPv4
 *   14   45 00                    IPv4 version 4, IHL 5, TOS 0
 *   16   00 32                    total length 50 (20 IP + 8 UDP + 22 data)
 *   18   00 00                    id 0
 *   20   40 00                    flags DF, fragment offset 0
 *   22   40                       TTL 64
 *   23   11                       protocol 17 (UDP)
 *   24   26 b9                    header checksum
 *   26   0a 00 00 01              src 10.0.0.1
 *   30   0a 00 00 02              dst 10.0.0.2
 *   34   04 d2                    UDP sport 1234
 *   36   16 2e                    UDP dport 5678
 *   38   00 1e                    UDP length 30
 *   40   00 00                    UDP checksum (none)
 *   42   00 01 02 ... 15          payload: bytes 0..21 (byte at off k is k-42)
 *
 * Note for skb based program types: the kernel's test_run strips the
 * Ethernet header (eth_type_trans) before running socket filter, cgroup_skb
 * and lwt programs, so for those skb->data (and LD_ABS offset 0) is the IPv4
 * header at packet offset 14.  tc (sched_cls/sched_act) programs see the
 * whole frame starting at the Ethernet header, as do XDP programs.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <linux/bpf.h>

#define LOG_BUF_SIZE (16u * 1024 * 1024)
#define DATA_OUT_EXTRA 65536u
#define MAX_INPUT (1u << 20)

static const unsigned char default_pkt[64] = {
	/* Ethernet */
	0x00, 0x11, 0x22, 0x33, 0x44, 0x55,
	0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb,
	0x08, 0x00,
	/* IPv4 */
	0x45, 0x00, 0x00, 0x32, 0x00, 0x00, 0x40, 0x00,
	0x40, 0x11, 0x26, 0xb9,
	0x0a, 0x00, 0x00, 0x01,
	0x0a, 0x00, 0x00, 0x02,
	/* UDP */
	0x04, 0xd2, 0x16, 0x2e, 0x00, 0x1e, 0x00, 0x00,
	/* payload 0..21 */
	0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
	0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f,
	0x10, 0x11, 0x12, 0x13, 0x14, 0x15,
};

static int verbose;

static void usage(FILE *f)
{
	fprintf(f,
"usage: bpfrun [options] OBJ.o [PROG_NAME...]\n"
"\n"
"Load every program of the BPF object OBJ.o and run each one (or only the\n"
"named ones, in the order given) with BPF_PROG_TEST_RUN, printing\n"
"'NAME RETVAL' (u32, decimal) per program, or 'NAME loaded' for program\n"
"types that test_run cannot run.\n"
"\n"
"options:\n"
"  -p FILE  input packet (raw bytes) for xdp/tc/socket/cgroup_skb/lwt\n"
"           programs (default: built-in 64-byte Ethernet+IPv4+UDP packet)\n"
"  -c FILE  context (raw bytes) for syscall and raw_tp programs\n"
"  -r N     repeat count (default 1)\n"
"  -o       also print 'NAME data_out HEX' (packet after the program)\n"
"  -s       print 'NAME verified_insns=N' per program after the run lines\n"
"  -v       print each program's verifier log (level 1) to stderr, and\n"
"           libbpf debug output; -vv uses verifier log level 2\n"
"  -h       show this help\n"
"\n"
"exit status: 0 ok, 1 usage error, 2 open/load failure, 3 run failure\n");
}

static int print_fn(enum libbpf_print_level level, const char *fmt,
		    va_list args)
{
	if (level == LIBBPF_DEBUG && !verbose)
		return 0;
	if (level == LIBBPF_INFO && !verbose)
		return 0;
	return vfprintf(stderr, fmt, args);
}

static int read_file(const char *path, unsigned char **buf, size_t *len)
{
	FILE *f = fopen(path, "rb");
	unsigned char *p;
	size_t n;

	if (!f) {
		fprintf(stderr, "bpfrun: %s: %s\n", path, strerror(errno));
		return -1;
	}
	p = malloc(MAX_INPUT + 1);
	if (!p) {
		fclose(f);
		fprintf(stderr, "bpfrun: out of memory\n");
		return -1;
	}
	n = fread(p, 1, MAX_INPUT + 1, f);
	if (ferror(f)) {
		fprintf(stderr, "bpfrun: %s: read error\n", path);
		fclose(f);
		free(p);
		return -1;
	}
	fclose(f);
	if (n > MAX_INPUT) {
		fprintf(stderr, "bpfrun: %s: larger than %u bytes\n", path,
			MAX_INPUT);
		free(p);
		return -1;
	}
	*buf = p;
	*len = n;
	return 0;
}

static bool parse_uint(const char *s, unsigned long *out)
{
	char *end;
	unsigned long v;

	if (!s || !*s || *s == '-')
		return false;
	errno = 0;
	v = strtoul(s, &end, 0);
	if (errno || *end)
		return false;
	*out = v;
	return true;
}

enum run_kind { RUN_PACKET, RUN_CTX, RUN_NONE };

static enum run_kind kind_of(enum bpf_prog_type t)
{
	switch (t) {
	case BPF_PROG_TYPE_XDP:
	case BPF_PROG_TYPE_SCHED_CLS:
	case BPF_PROG_TYPE_SCHED_ACT:
	case BPF_PROG_TYPE_SOCKET_FILTER:
	case BPF_PROG_TYPE_CGROUP_SKB:
	case BPF_PROG_TYPE_LWT_IN:
	case BPF_PROG_TYPE_LWT_OUT:
	case BPF_PROG_TYPE_LWT_XMIT:
	case BPF_PROG_TYPE_LWT_SEG6LOCAL:
	case BPF_PROG_TYPE_FLOW_DISSECTOR:
		return RUN_PACKET;
	case BPF_PROG_TYPE_SYSCALL:
	case BPF_PROG_TYPE_RAW_TRACEPOINT:
		return RUN_CTX;
	default:
		return RUN_NONE;
	}
}

struct progent {
	struct bpf_program *prog;
	char *log;
};

static void print_log(const char *name, const char *log)
{
	if (!log || !log[0])
		return;
	fprintf(stderr, "--- verifier log for %s ---\n", name);
	fputs(log, stderr);
	if (log[strlen(log) - 1] != '\n')
		fputc('\n', stderr);
	fprintf(stderr, "--- end of log for %s ---\n", name);
}

/* Returns 0 on success, -1 on failure (message already printed). */
static int run_prog(struct bpf_program *prog, const unsigned char *pkt,
		    size_t pkt_len, const unsigned char *ctx, size_t ctx_len,
		    unsigned long repeat, bool show_out)
{
	const char *name = bpf_program__name(prog);
	enum run_kind kind = kind_of(bpf_program__type(prog));
	int fd = bpf_program__fd(prog);
	unsigned char *out = NULL;
	size_t out_cap = 0;
	__u32 retval = 0;
	int err;

	if (kind == RUN_NONE) {
		printf("%s loaded\n", name);
		return 0;
	}
	if (fd < 0) {
		fprintf(stderr, "bpfrun: %s: no program fd\n", name);
		return -1;
	}

	if (kind == RUN_PACKET) {
		LIBBPF_OPTS(bpf_test_run_opts, opts);

		opts.data_in = pkt;
		opts.data_size_in = (__u32)pkt_len;
		opts.repeat = (int)repeat;
		if (show_out) {
			out_cap = pkt_len + DATA_OUT_EXTRA;
			out = calloc(1, out_cap);
			if (!out) {
				fprintf(stderr, "bpfrun: out of memory\n");
				return -1;
			}
			opts.data_out = out;
			opts.data_size_out = (__u32)out_cap;
		}
		err = bpf_prog_test_run_opts(fd, &opts);
		if (err) {
			fprintf(stderr, "bpfrun: %s: test run failed: %s\n",
				name, strerror(errno ? errno : -err));
			free(out);
			return -1;
		}
		retval = opts.retval;
		printf("%s %u\n", name, (unsigned)retval);
		if (show_out) {
			size_t n = opts.data_size_out;

			if (n > out_cap)
				n = out_cap;
			printf("%s data_out ", name);
			for (size_t i = 0; i < n; i++)
				printf("%02x", out[i]);
			printf("\n");
		}
		free(out);
		return 0;
	}

	/* syscall / raw_tp: the kernel rejects repeat, so loop here. */
	for (unsigned long i = 0; i < repeat; i++) {
		LIBBPF_OPTS(bpf_test_run_opts, opts);

		if (ctx && ctx_len) {
			opts.ctx_in = ctx;
			opts.ctx_size_in = (__u32)ctx_len;
		}
		err = bpf_prog_test_run_opts(fd, &opts);
		if (err) {
			int e = errno ? errno : -err;

			fprintf(stderr, "bpfrun: %s: test run failed: %s%s\n",
				name, strerror(e),
				e == EINVAL && !ctx_len ?
				" (does it read its context? give one with -c FILE)" :
				"");
			return -1;
		}
		retval = opts.retval;
	}
	printf("%s %u\n", name, (unsigned)retval);
	return 0;
}

int main(int argc, char **argv)
{
	const char *pkt_file = NULL, *ctx_file = NULL, *obj_path;
	unsigned char *pkt_buf = NULL, *ctx_buf = NULL;
	const unsigned char *pkt = default_pkt;
	size_t pkt_len = sizeof(default_pkt), ctx_len = 0;
	unsigned long repeat = 1;
	bool show_out = false, show_stats = false;
	struct bpf_object *obj;
	struct bpf_program *prog;
	struct progent *progs = NULL, **sel = NULL;
	size_t nprogs = 0, nsel = 0;
	int opt, status = 0, err;

	while ((opt = getopt(argc, argv, "+p:c:r:osvh")) != -1) {
		switch (opt) {
		case 'p':
			pkt_file = optarg;
			break;
		case 'c':
			ctx_file = optarg;
			break;
		case 'r':
			if (!parse_uint(optarg, &repeat) || repeat == 0 ||
			    repeat > 0x7fffffffUL) {
				fprintf(stderr, "bpfrun: bad repeat count '%s'\n",
					optarg);
				return 1;
			}
			break;
		case 'o':
			show_out = true;
			break;
		case 's':
			show_stats = true;
			break;
		case 'v':
			verbose++;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			usage(stderr);
			return 1;
		}
	}
	if (optind >= argc) {
		usage(stderr);
		return 1;
	}
	obj_path = argv[optind++];

	if (pkt_file) {
		if (read_file(pkt_file, &pkt_buf, &pkt_len))
			return 1;
		pkt = pkt_buf;
	}
	if (ctx_file && read_file(ctx_file, &ctx_buf, &ctx_len))
		return 1;

	libbpf_set_print(print_fn);

	/* libbpf >= 1.0: NULL and errno set on failure */
	obj = bpf_object__open_file(obj_path, NULL);
	if (!obj) {
		fprintf(stderr, "bpfrun: %s: open failed: %s\n", obj_path,
			strerror(errno ? errno : EINVAL));
		return 2;
	}

	bpf_object__for_each_program(prog, obj)
		nprogs++;
	if (!nprogs) {
		/* e.g. program symbols without .type @function or .globl */
		fprintf(stderr, "bpfrun: %s: no BPF programs found\n",
			obj_path);
		bpf_object__close(obj);
		return 2;
	}
	progs = calloc(nprogs ? nprogs : 1, sizeof(*progs));
	sel = calloc((size_t)argc + nprogs + 1, sizeof(*sel));
	if (!progs || !sel) {
		fprintf(stderr, "bpfrun: out of memory\n");
		bpf_object__close(obj);
		return 2;
	}
	nprogs = 0;
	bpf_object__for_each_program(prog, obj) {
		struct progent *pe = &progs[nprogs++];

		pe->prog = prog;
		/* calloc: untouched pages stay unallocated */
		pe->log = calloc(1, LOG_BUF_SIZE);
		if (!pe->log) {
			fprintf(stderr, "bpfrun: out of memory\n");
			bpf_object__close(obj);
			return 2;
		}
		/*
		 * With log level 0 libbpf passes no buffer to the kernel, but
		 * on failure it retries with level 1 into this buffer.
		 */
		bpf_program__set_log_buf(prog, pe->log, LOG_BUF_SIZE);
		if (verbose)
			bpf_program__set_log_level(prog, verbose > 1 ? 2 : 1);
	}

	/* Select programs before loading so a typo is a usage error. */
	if (optind < argc) {
		for (int i = optind; i < argc; i++) {
			struct progent *found = NULL;

			for (size_t j = 0; j < nprogs; j++) {
				if (!strcmp(bpf_program__name(progs[j].prog),
					    argv[i])) {
					found = &progs[j];
					break;
				}
			}
			if (!found) {
				fprintf(stderr,
					"bpfrun: %s: no program named '%s'\n",
					obj_path, argv[i]);
				bpf_object__close(obj);
				return 1;
			}
			sel[nsel++] = found;
		}
	} else {
		for (size_t j = 0; j < nprogs; j++)
			sel[nsel++] = &progs[j];
	}

	err = bpf_object__load(obj);
	if (err) {
		fprintf(stderr, "bpfrun: %s: load failed: %s\n", obj_path,
			strerror(err < 0 ? -err : err));
		for (size_t j = 0; j < nprogs; j++)
			print_log(bpf_program__name(progs[j].prog),
				  progs[j].log);
		bpf_object__close(obj);
		return 2;
	}

	if (verbose) {
		for (size_t j = 0; j < nprogs; j++)
			print_log(bpf_program__name(progs[j].prog),
				  progs[j].log);
	}

	for (size_t i = 0; i < nsel; i++) {
		if (run_prog(sel[i]->prog, pkt, pkt_len, ctx_buf, ctx_len,
			     repeat, show_out))
			status = 3;
	}

	if (show_stats) {
		for (size_t i = 0; i < nsel; i++) {
			struct bpf_prog_info info;
			__u32 len = sizeof(info);
			int fd = bpf_program__fd(sel[i]->prog);
			const char *name = bpf_program__name(sel[i]->prog);

			memset(&info, 0, sizeof(info));
			if (fd < 0 || bpf_obj_get_info_by_fd(fd, &info, &len)) {
				fprintf(stderr,
					"bpfrun: %s: cannot get prog info: %s\n",
					name, strerror(errno));
				status = 3;
				continue;
			}
			printf("%s verified_insns=%u\n", name,
			       (unsigned)info.verified_insns);
		}
	}

	fflush(stdout);
	bpf_object__close(obj);
	for (size_t j = 0; j < nprogs; j++)
		free(progs[j].log);
	free(progs);
	free(sel);
	free(pkt_buf);
	free(ctx_buf);
	return status;
}
