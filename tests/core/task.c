/* CO-RE against this kernel's BTF: local definitions of kernel structs
 * with fewer fields, in another order, under ___flavour names, with
 * fields that do not exist, and the type/enum builtins.  Each program
 * runs as a raw tracepoint (BPF_PROG_TEST_RUN: "current" is the test
 * loader itself) and returns a value the harness compares with the
 * `// expect:` line and with clang-19's build. */
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>

/* the fields libbpf finds by name, whatever their offsets */
struct task_struct___mine {
	int tgid;
	int pid;
	struct task_struct___mine *group_leader;
} __attribute__((preserve_access_index));

/* a field no kernel has */
struct task_struct___future {
	int pid;
	long no_such_field_here;
} __attribute__((preserve_access_index));

/* no preserve_access_index: only __builtin_preserve_access_index
 * (inside BPF_CORE_READ) makes its accesses relocatable */
struct task_struct___plain {
	char unrelated[3];
	int pid;
};

struct type_that_does_not_exist___x {
	int a;
};

// expect: pid_tgid 3
SEC("raw_tp/sys_enter")
int pid_tgid(void *ctx)
{
	struct task_struct___mine *t = (void *)bpf_get_current_task();
	__u64 id = bpf_get_current_pid_tgid();
	int ok = 0;
	if (BPF_CORE_READ(t, pid) == (__u32)id)
		ok |= 1;
	if (BPF_CORE_READ(t, tgid) == (__u32)(id >> 32))
		ok |= 2;
	return ok;
}

// expect: plain_builtin 1
SEC("raw_tp/sys_enter")
int plain_builtin(void *ctx)
{
	struct task_struct___plain *t = (void *)bpf_get_current_task();
	return BPF_CORE_READ(t, pid) == (__u32)bpf_get_current_pid_tgid();
}

// expect: local_type_id 1
SEC("raw_tp/sys_enter")
int local_type_id(void *ctx)
{
	/* the id in this object's own BTF: differs between compilers, but
	 * is never 0 for a type that is there */
	return bpf_core_type_id_local(struct task_struct___mine) != 0;
}

// expect: leader_tgid 1
SEC("raw_tp/sys_enter")
int leader_tgid(void *ctx)
{
	struct task_struct___mine *t = (void *)bpf_get_current_task();
	/* two relocated loads in one chain */
	return BPF_CORE_READ(t, group_leader, tgid) == (__u32)(bpf_get_current_pid_tgid() >> 32);
}

// expect: exists 5
SEC("raw_tp/sys_enter")
int exists(void *ctx)
{
	struct task_struct___future *t = (void *)bpf_get_current_task();
	int r = 0;
	if (bpf_core_field_exists(t->pid))
		r |= 1;
	if (bpf_core_field_exists(t->no_such_field_here))
		r |= 2;
	if (bpf_core_type_exists(struct task_struct___mine))
		r |= 4;
	if (bpf_core_type_exists(struct type_that_does_not_exist___x))
		r |= 8;
	return r;
}

/* values only the kernel's BTF knows: compared with clang's build */
SEC("raw_tp/sys_enter")
int tgid_offset(void *ctx)
{
	return bpf_core_field_offset(struct task_struct___mine, tgid);
}

SEC("raw_tp/sys_enter")
int task_size(void *ctx)
{
	return bpf_core_type_size(struct task_struct);
}

SEC("raw_tp/sys_enter")
int pid_size(void *ctx)
{
	return bpf_core_field_size(struct task_struct___mine, pid) * 100 +
	       __builtin_preserve_field_info(((struct task_struct___mine *)0)->pid, BPF_FIELD_SIGNED);
}

SEC("raw_tp/sys_enter")
int kernel_type_id(void *ctx)
{
	return bpf_core_type_id_kernel(struct task_struct) != 0;
}

/* the "matches" relation (libbpf decides; compared with clang's build) */
SEC("raw_tp/sys_enter")
int matches(void *ctx)
{
	return bpf_core_type_matches(struct task_struct___mine) * 10 + bpf_core_type_matches(struct task_struct);
}

// expect: enums 1
SEC("raw_tp/sys_enter")
int enums(void *ctx)
{
	return bpf_core_enum_value_exists(enum bpf_func_id, BPF_FUNC_map_lookup_elem) &&
	       bpf_core_enum_value(enum bpf_map_type, BPF_MAP_TYPE_ARRAY) == BPF_MAP_TYPE_ARRAY;
}

/* field info of an array element (comm[3]: offset 3 past comm, one
 * byte) and of a bitfield reached from a local object (as the kernel's
 * BPF_CORE_WRITE_BITFIELD(&md.u.md2, dir, ...) in test_tunnel_kern.c
 * names it: clang roots the relocation at the local's type) */
struct task_struct___arr {
	char comm[16];
} __attribute__((preserve_access_index));

// expect: array_element_field 31
SEC("raw_tp/sys_enter")
int array_element_field(void *ctx)
{
	return (bpf_core_field_offset(struct task_struct___arr, comm[3]) -
		bpf_core_field_offset(struct task_struct___arr, comm)) * 10 +
	       bpf_core_field_size(struct task_struct___arr, comm[3]);
}

// expect: local_root_bitfield 112
SEC("raw_tp/sys_enter")
int local_root_bitfield(void *ctx)
{
	struct erspan_metadata md;
	struct erspan_md2 *m2 = (void *)&md + 4; /* &md.u.md2, see below */
	__builtin_memset(&md, 0xff, sizeof(md)); /* every bit set */
	/* dir is in byte 11: md2 at 4, its __u8 bitfields from 6.  (clang
	 * also relocates the address &md.u.md2 of the local object as if it
	 * had the kernel's layout; ebcc does not, so it is taken apart) */
	return bpf_core_field_exists((&md.u.md2)->dir) + bpf_core_field_offset((&md.u.md2)->dir) * 10 +
	       BPF_CORE_READ_BITFIELD(m2, dir);
}

char LICENSE[] SEC("license") = "GPL";
