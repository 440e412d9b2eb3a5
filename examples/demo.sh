#!/usr/bin/env bash
# examples/demo.sh BUILD: the main job end to end - assemble a real XDP
# program with ebcc-as, inspect it with ebcc's own tools, load it into the
# running kernel (verifier and JIT) and run it on a packet.
set -euo pipefail
build=${1:-build}
out=$build/demo
mkdir -p "$out"
src=examples/xdp-udp-port.s
echo "\$ $build/ebcc-as -mcpu=v3 -c $src -o $out/xdp-udp-port.o"
"$build/ebcc-as" -mcpu=v3 -c "$src" -o "$out/xdp-udp-port.o"
echo
echo "\$ $build/ebcc-objdump -d $out/xdp-udp-port.o"
"$build/ebcc-objdump" -d "$out/xdp-udp-port.o" || true
echo
echo "\$ $build/ebcc-readelf -h $out/xdp-udp-port.o | grep Flags"
"$build/ebcc-readelf" -h "$out/xdp-udp-port.o" | grep Flags || true
echo
echo "\$ $build/bpfrun -s $out/xdp-udp-port.o     # load into the kernel, BPF_PROG_TEST_RUN"
echo "  (test packet: IPv4 10.0.0.1:1234 -> 10.0.0.2:5678 over UDP)"
"$build/bpfrun" -s "$out/xdp-udp-port.o"
