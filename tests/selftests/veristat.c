/*
 * veristat - load each program of a BPF object on its own and report what
 * the kernel verifier said.  Part of `make selftests` (tests/selftests/).
 *
 *   veristat OBJ        one line per program:
 *                         PROG<TAB>ok<TAB>VERIFIED_INSNS[<TAB>expect_failure]
 *                         PROG<TAB>fail<TAB>ERROR_LINE[<TAB>expect_failure]
 *                       or, when the object itself cannot be opened:
 *                         -<TAB>openfail<TAB>MESSAGE
 *   veristat -l OBJ     list the programs' names only, one a line
 *   VERISTAT_LOG=1      also print a failed load's whole verifier log to
 *                       stderr (for looking into a rejection)
 *
 * For every program the object is opened afresh, every other program's
 * autoload is switched off and this one's switched on (also for programs
 * in "?"-prefixed sections, which libbpf does not autoload by default),
 * and the object is loaded.  On success the kernel's count of processed
 * instructions is read back from bpf_prog_info.verified_insns.  On
 * failure libbpf retries the load with log_level 1 into our buffer (the
 * kernel keeps the tail of a log that does not fit) and the error line
 * is taken from that log, see error_line().
 *
 * Before loading, maps are unpinned (no side effects in /sys/fs/bpf) and
 * maps declared with max_entries 0 get 1 (the selftests' user space
 * sizes them at run time), except the local-storage kinds, which must
 * keep 0.
 *
 * expect_failure: the program's function carries bpf_misc.h's __failure,
 * i.e. a BTF DECL_TAG "comment:test_expect_failure" on its FUNC.
 *
 * Links statically against the libbpf 1.5 that setup.sh builds.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#define LOG_SIZE (16u << 20)

static char *vlog;		/* the verifier log of the last load */
static char libbpf_msg[1024];	/* first warning libbpf printed */
static int capture;		/* keep libbpf's first warning */

static int print_fn(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	char line[1024];

	if (level != LIBBPF_WARN || !capture || libbpf_msg[0])
		return 0;
	vsnprintf(line, sizeof(line), fmt, ap);
	/* libbpf's own summary lines say nothing about the cause */
	if (strstr(line, "failed to load object") || strstr(line, "BEGIN PROG LOAD LOG") ||
	    strstr(line, "failed to load program"))
		return 0;
	snprintf(libbpf_msg, sizeof(libbpf_msg), "%s", line);
	return 0;
}

/* tabs and newlines would break the TSV */
static void clean(char *s)
{
	size_t n;

	for (char *p = s; *p; p++)
		if (*p == '\t' || *p == '\n' || *p == '\r')
			*p = ' ';
	n = strlen(s);
	while (n && s[n - 1] == ' ')
		s[--n] = 0;
}

static int starts(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

/*
 * The verifier reports the reason of a rejection on the last line(s) of
 * its log, followed only by statistics ("processed N insns ...", and
 * with log_level 4 "verification time", "stack depth").  So the error
 * line is the last non-empty line that is not one of those statistics.
 * A log that is empty means the kernel never saw the program (libbpf
 * failed before, e.g. on a map, an extern or a CO-RE relocation it could
 * not poison): then libbpf's first warning is the error line.
 */
static void error_line(char *out, size_t outsz, int err)
{
	char *end = vlog + strlen(vlog);

	while (end > vlog) {
		char *nl, *line;
		size_t n;

		while (end > vlog && (end[-1] == '\n' || end[-1] == ' '))
			end--;
		if (end == vlog)
			break;
		nl = end;
		while (nl > vlog && nl[-1] != '\n')
			nl--;
		line = nl;
		n = (size_t)(end - line);
		end = nl;
		if (starts(line, "processed ") || starts(line, "verification time") ||
		    starts(line, "stack depth") || starts(line, "max_states_per_insn"))
			continue;
		if (n >= outsz)
			n = outsz - 1;
		memcpy(out, line, n);
		out[n] = 0;
		clean(out);
		return;
	}
	if (libbpf_msg[0])
		snprintf(out, outsz, "%s", libbpf_msg);
	else
		snprintf(out, outsz, "load failed: %s (no verifier log)", strerror(-err));
	clean(out);
}

static int expect_failure(const struct btf *btf, const char *func)
{
	int id, n;

	if (!btf)
		return 0;
	id = btf__find_by_name_kind(btf, func, BTF_KIND_FUNC);
	if (id <= 0)
		return 0;
	n = (int)btf__type_cnt(btf);
	for (int i = 1; i < n; i++) {
		const struct btf_type *t = btf__type_by_id(btf, i);

		if (!btf_is_decl_tag(t) || t->type != (unsigned)id ||
		    btf_decl_tag(t)->component_idx != -1)
			continue;
		if (!strcmp(btf__name_by_offset(btf, t->name_off), "comment:test_expect_failure"))
			return 1;
	}
	return 0;
}

static void fixup_maps(struct bpf_object *obj)
{
	struct bpf_map *map;

	bpf_object__for_each_map(map, obj) {
		bpf_map__set_pin_path(map, NULL);
		switch (bpf_map__type(map)) {
		case BPF_MAP_TYPE_SK_STORAGE:
		case BPF_MAP_TYPE_TASK_STORAGE:
		case BPF_MAP_TYPE_INODE_STORAGE:
		case BPF_MAP_TYPE_CGRP_STORAGE:
		case BPF_MAP_TYPE_CGROUP_STORAGE:
			break;
		default:
			if (bpf_map__max_entries(map) == 0)
				bpf_map__set_max_entries(map, 1);
		}
	}
}

static struct bpf_object *open_obj(const char *path, char *msg, size_t msgsz)
{
	struct bpf_object *obj;

	libbpf_msg[0] = 0;
	capture = 1;
	obj = bpf_object__open_file(path, NULL);
	capture = 0;
	if (!obj) {
		int err = errno;

		if (libbpf_msg[0])
			snprintf(msg, msgsz, "%s", libbpf_msg);
		else
			snprintf(msg, msgsz, "open failed: %s", strerror(err));
		clean(msg);
	}
	return obj;
}

/*
 * A program array initialised statically with programs (SEC(".maps")
 * with .values = { [0] = &prog }) can only be filled when those programs
 * are loaded too: libbpf then fails with "failed to initialize slot [N]
 * to prog 'NAME'".  Such a NAME is switched on as well and the load
 * retried; its own result is not reported here (it gets its own turn).
 */
#define MAX_EXTRA 32

static int slot_target(char *name, size_t namesz)
{
	const char *p = strstr(libbpf_msg, "failed to initialize slot [");
	const char *q, *e;

	if (!p || !(q = strstr(p, "to prog '")))
		return 0;
	q += strlen("to prog '");
	e = strchr(q, '\'');
	if (!e || (size_t)(e - q) >= namesz)
		return 0;
	memcpy(name, q, (size_t)(e - q));
	name[e - q] = 0;
	return 1;
}

/* load program number idx of path alone and print its line */
static void verify_one(const char *path, int idx)
{
	static char extra[MAX_EXTRA][128];
	char msg[1024];
	struct bpf_object *obj;
	struct bpf_program *prog = NULL, *p;
	const char *name;
	int nextra = 0, err, xfail;

retry:
	obj = open_obj(path, msg, sizeof(msg));
	if (!obj) {
		printf("-\topenfail\t%s\n", msg);
		return;
	}
	{
		int i = 0;

		prog = NULL;
		bpf_object__for_each_program(p, obj) {
			int on = i++ == idx;

			if (on)
				prog = p;
			for (int k = 0; k < nextra && !on; k++)
				on = !strcmp(bpf_program__name(p), extra[k]);
			bpf_program__set_autoload(p, on);
		}
	}
	if (!prog) {
		bpf_object__close(obj);
		return;
	}
	name = bpf_program__name(prog);
	xfail = expect_failure(bpf_object__btf(obj), name);
	vlog[0] = 0;
	bpf_program__set_log_buf(prog, vlog, LOG_SIZE);
	fixup_maps(obj);

	libbpf_msg[0] = 0;
	capture = 1;
	err = bpf_object__load(obj);
	capture = 0;
	if (err && nextra < MAX_EXTRA && slot_target(extra[nextra], sizeof(extra[0])) &&
	    strcmp(extra[nextra], name)) {
		int dup = 0;

		for (int k = 0; k < nextra; k++)
			dup |= !strcmp(extra[k], extra[nextra]);
		if (!dup) {
			nextra++;
			bpf_object__close(obj);
			goto retry;
		}
	}
	if (!err) {
		struct bpf_prog_info info;
		__u32 len = sizeof(info);

		memset(&info, 0, sizeof(info));
		if (bpf_prog_get_info_by_fd(bpf_program__fd(prog), &info, &len) == 0)
			printf("%s\tok\t%u", name, info.verified_insns);
		else
			printf("%s\tok\t-", name);
	} else {
		error_line(msg, sizeof(msg), err);
		printf("%s\tfail\t%s", name, msg);
		if (getenv("VERISTAT_LOG"))
			fprintf(stderr, "--- %s\n%s\n", name, vlog);
	}
	printf("%s\n", xfail ? "\texpect_failure" : "");
	fflush(stdout);
	bpf_object__close(obj);
}

int main(int argc, char **argv)
{
	struct bpf_object *obj;
	struct bpf_program *p;
	char msg[1024];
	int list = 0, n = 0;
	const char *path;

	if (argc == 3 && !strcmp(argv[1], "-l")) {
		list = 1;
		path = argv[2];
	} else if (argc == 2) {
		path = argv[1];
	} else {
		fprintf(stderr, "usage: veristat [-l] OBJ\n");
		return 2;
	}
	libbpf_set_print(print_fn);
	vlog = malloc(LOG_SIZE);
	if (!vlog)
		return 1;

	obj = open_obj(path, msg, sizeof(msg));
	if (!obj) {
		printf("-\topenfail\t%s\n", msg);
		return list ? 1 : 0;
	}
	bpf_object__for_each_program(p, obj) {
		if (list)
			printf("%s\n", bpf_program__name(p));
		n++;
	}
	bpf_object__close(obj);
	if (list)
		return 0;
	for (int i = 0; i < n; i++)
		verify_one(path, i);
	return 0;
}
