#!/bin/sh
# tests/fe/headers.sh BUILD - the real-program headers compile silently.
#
# BUILD/fe/real.c (vmlinux.h + libbpf's bpf_helpers.h, bpf_tracing.h,
# bpf_core_read.h, bpf_endian.h, usdt.bpf.h) and BUILD/fe/real-uapi.c (the
# kernel UAPI headers with the same libbpf headers), written by setup.sh,
# are compiled with `-fsyntax-only -Wall -Werror` under each CPU version and
# byte order.  clang-19 runs first on every combination: only those clang
# accepts silently are asked of ebcc (a combination clang rejects is a
# broken test, reported as such).  ebcc must exit 0 and print nothing.
# Then the same for the programs of tests/fe/progs.
set -u
[ $# -eq 1 ] || { echo "usage: $0 BUILD" >&2; exit 2; }
build=$1
. "$(dirname "$0")/lib.sh"
"$(dirname "$0")/setup.sh" "$build" || { echo "FAIL fe/setup"; exit 1; }
fe_require_ebcc fe/headers
suite_begin fe/headers
out=$build/fe/headers
mkdir -p "$out"

for file in real real-uapi; do
	# C23 (-std=gnu2x) only for the UAPI file: vmlinux.h's `typedef _Bool
	# bool` is an error there, for clang too
	extra=""
	[ $file = real-uapi ] && extra=-std=gnu2x
	for opts in "" -mcpu=v1 -mcpu=v2 -mcpu=v3 -mcpu=v4 -mbig-endian \
		"-mbig-endian -mcpu=v4" -O2 "-O2 -g" -std=gnu99 -std=gnu11 -std=gnu17 $extra; do
		name="$file${opts:+ $opts}"
		log=$out/$file$(echo "$opts" | tr -d ' =')
		# shellcheck disable=SC2086
		if ! $CLANG -target bpf $opts $SYS -Wall -Werror -fsyntax-only \
			"$build/fe/$file.c" >"$log.clang" 2>&1; then
			bad "$name" "clang-19 rejects it (the test is wrong):
$(head -5 "$log.clang")"
			continue
		fi
		# shellcheck disable=SC2086
		ebcc $opts $SYS -Wall -Werror -fsyntax-only "$build/fe/$file.c" \
			>"$log.out" 2>&1
		rc=$?
		if [ $rc -ne 0 ] || [ -s "$log.out" ]; then
			bad "$name" "exit $rc, output:
$(head -20 "$log.out")"
		else
			ok "$name"
		fi
	done
done

# real programs over those headers (tests/fe/progs): libbpf's macros
# (BPF_KPROBE, BPF_PROG, BPF_USDT, BPF_CORE_READ...), maps, CO-RE, kfuncs.
# clang-19 must compile each silently, to an object too (-c -O2 -g: proof
# the program is complete; -g because CO-RE needs BTF), and ebcc
# -fsyntax-only must accept it silently.
for f in "$(dirname "$0")"/progs/*.c; do
	name=progs/$(basename "$f" .c)
	log=$out/$(basename "$f" .c)
	if ! $CLANG -target bpf $SYS -Wall -Werror -fsyntax-only "$f" >"$log.clang" 2>&1 ||
		! $CLANG -target bpf -O2 -g $SYS -c "$f" -o "$log.o" >>"$log.clang" 2>&1; then
		bad "$name" "clang-19 rejects it (the test is wrong):
$(head -5 "$log.clang")"
		continue
	fi
	ebcc $SYS -Wall -Werror -fsyntax-only "$f" >"$log.out" 2>&1
	rc=$?
	if [ $rc -ne 0 ] || [ -s "$log.out" ]; then
		bad "$name" "exit $rc, output:
$(head -20 "$log.out")"
	else
		ok "$name"
	fi
done
suite_end
