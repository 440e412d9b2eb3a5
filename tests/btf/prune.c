/* Which records .BTF describes in full (LLVM's rule, src/btf/btf_types.c):
 * a record a root reaches (a function's prototype, a variable, a map
 * definition's members, a CO-RE relocation) without passing through a
 * pointer member; an array element and a function pointer's parameters
 * are roots again.  A named record reached only through pointer members
 * is a FWD.  run.sh compares the named types with clang-19's (FWD or
 * STRUCT, member for member), checks that no kind has more types than
 * clang's (equal anonymous types are one: two `char [16]` members, one
 * ARRAY), loads the object (LOAD) and builds a skeleton of it.
 *   expect FWD:    only_ptr, deep, core_leaf, tagged_fwd, plain_read
 *   expect STRUCT: holder, by_value, shared, in_array, fn_arg,
 *                  task_struct___prune, mm_struct___prune, by_access, arg_rec, map_val, keyed */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>

/* a big record the program only ever holds a pointer to */
struct only_ptr {
	long a, b, c, d;
	struct deep *next; /* deeper still: a FWD too */
	char name[16];
};
struct deep { int x; };

/* read through a pointer member without CO-RE: still a FWD (member
 * accesses alone put nothing in BTF); with a CO-RE relocation: in full */
struct plain_read { int val; char tag[16]; };
struct by_access { int val; char tag[16]; };

struct shared { int s; };  /* pointed to here, by value below: in full */
struct in_array { int e; }; /* pointers to it in an array member */
struct fn_arg { int f; };   /* a parameter of a function pointer member */
struct tagged_fwd { int t; };
typedef struct tagged_fwd tagged_t; /* the TYPEDEF stays, its record a FWD */

struct holder {
	struct only_ptr *p;
	const struct by_access *acc;
	const struct plain_read *pr;
	struct shared *sp;
	struct in_array *arr[2];
	int (*cb)(struct fn_arg *);
	tagged_t *tp;
	char label[16];
};

struct by_value {
	struct shared s; /* by value: `struct shared` is in full */
	char label[16];  /* the same ARRAY as holder.label */
};

/* a map whose value holds pointers: the value in full, what it points to not */
struct map_val {
	struct only_ptr *p;
	long n;
};
/* a map keyed by a pointer: the pointed-to record in full, as clang */
struct keyed {
	int k;
	struct deep *d;
};

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, struct map_val);
} vals SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 4);
	__type(key, struct keyed *);
	__type(value, __u64);
} by_ptr SEC(".maps");

/* CO-RE through a pointer: each relocation's root type in full, the
 * record a pointer member it does not follow names not (local
 * flavours of the kernel's types, so that libbpf resolves them) */
struct core_leaf { int z; };
struct mm_struct___prune {
	unsigned long start_code;
	struct core_leaf *leaf;
} __attribute__((preserve_access_index));
struct task_struct___prune {
	int pid;
	struct mm_struct___prune *mm;
} __attribute__((preserve_access_index));

struct holder hold;
struct by_value byv;
struct task_struct___prune *task_ptr;

struct arg_rec { int r; struct only_ptr *p; };

/* a global function: its prototype is a root (arg_rec in full) */
__attribute__((noinline)) int use_arg(struct arg_rec *a)
{
	return a ? a->r : 0;
}

SEC("xdp")
int prune_prog(struct xdp_md *ctx)
{
	__u32 zero = 0;
	struct map_val *v = bpf_map_lookup_elem(&vals, &zero);
	long m = 0;
	if (v)
		v->n++;
	struct task_struct___prune *t = task_ptr;
	if (t)
		m = BPF_CORE_READ(t, mm, start_code);
	const struct by_access *acc = hold.acc;
	if (acc)
		m += bpf_core_field_exists(acc->val);
	int pv = 0;
	if (hold.pr)
		bpf_probe_read_kernel(&pv, sizeof pv, &hold.pr->val);
	struct arg_rec a = {.r = (int)m + pv};
	return use_arg(&a) + byv.s.s > 100 ? XDP_DROP : XDP_PASS;
}

char LICENSE[] SEC("license") = "GPL";
