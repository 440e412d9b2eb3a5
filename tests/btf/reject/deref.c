/* The verifier rejects this program; its log must quote the source
 * line of the offending load (line_info), as it does for clang's. */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

SEC("xdp")
int deref(struct xdp_md *ctx)
{
	int *p = (int *)(long)ctx->data;
	return *p; /* REJECTED-HERE: no bounds check against data_end */
}

char LICENSE[] SEC("license") = "GPL";
