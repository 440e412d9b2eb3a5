#!/bin/sh
# tests/fe/setup.sh BUILD - the inputs the front-end suites share:
#   BUILD/fe/vmlinux.h   every kernel type, from the running kernel's BTF
#                        (regenerated only when missing or older than the BTF)
#   BUILD/fe/real.c      the "real program" prelude: vmlinux.h and libbpf's headers
#   BUILD/fe/real-uapi.c the same libbpf headers over the kernel UAPI headers
#                        (vmlinux.h and the UAPI headers define the same types,
#                        so they cannot share one file)
# Both .c files are compiled with
#   -target bpf -D__TARGET_ARCH_x86 -I BUILD/fe -idirafter /usr/include/x86_64-linux-gnu
set -eu
[ $# -eq 1 ] || { echo "usage: $0 BUILD" >&2; exit 2; }
dir=$1/fe
btf=/sys/kernel/btf/vmlinux
mkdir -p "$dir"
[ -r "$btf" ] || { echo "$0: $btf is missing (a kernel with BTF is needed)" >&2; exit 1; }
if [ ! -s "$dir/vmlinux.h" ] || [ "$btf" -nt "$dir/vmlinux.h" ]; then
	# write to a temporary so an interrupted run never leaves half a header
	bpftool btf dump file "$btf" format c >"$dir/vmlinux.h.tmp"
	mv "$dir/vmlinux.h.tmp" "$dir/vmlinux.h"
fi

write_if_changed() { # FILE: stdin -> FILE, keeping the timestamp when equal
	cat >"$1.tmp"
	if cmp -s "$1.tmp" "$1"; then rm -f "$1.tmp"; else mv "$1.tmp" "$1"; fi
}

write_if_changed "$dir/real.c" <<'C'
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_endian.h>
#include <bpf/usdt.bpf.h>
C

# usdt.bpf.h needs bool (vmlinux.h defines it; here the compiler's own
# <stdbool.h> does) and a complete struct pt_regs (asm/ptrace.h).
write_if_changed "$dir/real-uapi.c" <<'C'
#include <stdbool.h>
#include <linux/bpf.h>
#include <linux/if_ether.h>
#include <linux/ip.h>
#include <linux/ipv6.h>
#include <linux/tcp.h>
#include <linux/udp.h>
#include <linux/pkt_cls.h>
#include <linux/ptrace.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_endian.h>
#include <bpf/usdt.bpf.h>
C
