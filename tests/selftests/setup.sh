#!/bin/bash
# Set up the kernel BPF selftests corpus for `make selftests`.
#
#   tests/selftests/setup.sh [BUILD]      (BUILD defaults to build)
#
# Idempotent: every step is skipped when its output already exists.
# Lays out, under BUILD/selftests/:
#   linux/      tools/, */include/uapi/ and scripts/ of linux-source-6.12
#   include/    -I dir for the BPF programs: bpf/*.h (libbpf 1.5's headers
#               with a generated bpf_helper_defs.h) and vmlinux.h of the
#               running kernel
#   libbpf/     libbpf 1.5 built static from the same tree (libbpf.a)
#   veristat    the loader (tests/selftests/veristat.c), linked statically
#               against that libbpf
set -euo pipefail

BUILD=${1:-build}
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$BUILD/selftests"
S=$(cd "$BUILD/selftests" && pwd)
L=$S/linux
INC=$S/include
LIBDIR=$S/libbpf
TARBALL=/usr/src/linux-source-6.12.tar.xz

log() { echo "selftests setup: $*" >&2; }

# --- packages -------------------------------------------------------------
need_pkgs=()
have() { command -v "$1" >/dev/null 2>&1; }
[ -f "$TARBALL" ] || need_pkgs+=(linux-source-6.12)
have clang-19 || need_pkgs+=(clang-19)
have llvm-objdump-19 || need_pkgs+=(llvm-19)
have bpftool || need_pkgs+=(bpftool)
[ -f /usr/include/libelf.h ] || need_pkgs+=(libelf-dev)
[ -f /usr/include/zlib.h ] || need_pkgs+=(zlib1g-dev)
have python3 || need_pkgs+=(python3)
have make || need_pkgs+=(make)
have gcc || need_pkgs+=(gcc)
have xz || need_pkgs+=(xz-utils)
if [ ${#need_pkgs[@]} -gt 0 ]; then
	log "installing ${need_pkgs[*]}"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y --no-install-recommends "${need_pkgs[@]}" >&2
fi

# --- kernel tree (only what the selftests need) ---------------------------
if [ ! -f "$L/.extracted" ]; then
	log "extracting tools/, include/uapi/, scripts/ from $TARBALL"
	rm -rf "$L"
	mkdir -p "$L"
	tar -xJf "$TARBALL" -C "$L" --strip-components=1 --wildcards \
		'linux-source-6.12/tools/*' '*/include/uapi/*' 'linux-source-6.12/scripts/*'
	touch "$L/.extracted"
fi
PROGS=$L/tools/testing/selftests/bpf/progs
n=$(ls "$PROGS"/*.c | wc -l)
log "$n program sources in $PROGS"

# --- libbpf 1.5, static, and its headers ----------------------------------
if [ ! -f "$LIBDIR/libbpf.a" ]; then
	log "building static libbpf from $L/tools/lib/bpf"
	mkdir -p "$LIBDIR"
	# the kernel tree's libbpf Makefile has no BUILD_STATIC_ONLY (that is
	# the out-of-tree libbpf's); asking for the archive alone builds no .so
	make -s -C "$L/tools/lib/bpf" OUTPUT="$LIBDIR/" -j2 "$LIBDIR/libbpf.a" >&2
fi
if [ ! -f "$INC/bpf/bpf_helper_defs.h" ]; then
	log "installing libbpf headers into $INC/bpf"
	mkdir -p "$INC/bpf"
	# install_headers puts them in $(DESTDIR)$(prefix)/include/bpf
	make -s -C "$L/tools/lib/bpf" OUTPUT="$LIBDIR/" DESTDIR="$S" prefix= \
		install_headers >&2
	# regenerate the helper definitions from this tree's UAPI bpf.h
	python3 "$L/scripts/bpf_doc.py" --header --file "$L/tools/include/uapi/linux/bpf.h" \
		> "$INC/bpf/bpf_helper_defs.h.tmp"
	mv "$INC/bpf/bpf_helper_defs.h.tmp" "$INC/bpf/bpf_helper_defs.h"
fi

# --- vmlinux.h of the running kernel --------------------------------------
if [ ! -s "$INC/vmlinux.h" ]; then
	log "dumping /sys/kernel/btf/vmlinux to $INC/vmlinux.h"
	bpftool btf dump file /sys/kernel/btf/vmlinux format c > "$INC/vmlinux.h.tmp"
	mv "$INC/vmlinux.h.tmp" "$INC/vmlinux.h"
fi

# --- the loader -----------------------------------------------------------
if [ ! -x "$S/veristat" ] || [ "$HERE/veristat.c" -nt "$S/veristat" ] ||
   [ "$LIBDIR/libbpf.a" -nt "$S/veristat" ]; then
	log "building the loader $S/veristat"
	gcc -O2 -g -Wall -Wextra -Wno-unused-parameter -std=gnu11 -I"$INC" -I"$L/tools/include/uapi" \
		-o "$S/veristat" "$HERE/veristat.c" "$LIBDIR/libbpf.a" -lelf -lz
fi

log "ready: $S"
