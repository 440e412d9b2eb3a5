#include "vmlinux.h"
#include <bpf/bpf_tracing.h>
long f(struct pt_regs *ctx) { return PT_REGS_PARM1(ctx); }
