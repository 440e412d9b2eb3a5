#!/usr/bin/env bash
# examples/demo.sh BUILD: the main job end to end - compile a real XDP
# program written in C with ebcc, inspect it with ebcc's own tools, load
# it into the running kernel (verifier and JIT) and run it on a packet;
# then the same for the program built by clang-19, when it is installed.
set -euo pipefail
build=${1:-build}
out=$build/demo
mkdir -p "$out"
src=examples/xdp-udp-port.c
# the kernel UAPI headers include <asm/types.h> from the multiarch directory
inc=-I/usr/include/$(uname -m)-linux-gnu
echo "\$ $build/ebcc -O2 -mcpu=v3 $inc -c $src -o $out/xdp-udp-port.o"
"$build/ebcc" -O2 -mcpu=v3 "$inc" -c "$src" -o "$out/xdp-udp-port.o"
echo
echo "\$ $build/ebcc-objdump -d $out/xdp-udp-port.o"
"$build/ebcc-objdump" -d "$out/xdp-udp-port.o" || true
echo
echo "\$ $build/ebcc-readelf -S $out/xdp-udp-port.o | grep -A1 ' xdp\|license'"
"$build/ebcc-readelf" -S "$out/xdp-udp-port.o" | grep -A1 ' xdp\| license' || true
echo
echo "\$ $build/bpfrun -s $out/xdp-udp-port.o     # load into the kernel, BPF_PROG_TEST_RUN"
echo "  (test packet: IPv4 10.0.0.1:1234 -> 10.0.0.2:5678 over UDP)"
"$build/bpfrun" -s "$out/xdp-udp-port.o"
if command -v clang-19 >/dev/null; then
	echo
	echo "\$ clang-19 -target bpf -O2 -mcpu=v3 $inc -c $src -o $out/xdp-udp-port-clang.o && $build/bpfrun -s ..."
	clang-19 -target bpf -O2 -mcpu=v3 "$inc" -c "$src" -o "$out/xdp-udp-port-clang.o"
	"$build/bpfrun" -s "$out/xdp-udp-port-clang.o"
fi
