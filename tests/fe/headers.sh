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

# ebcc_silent NAME LOG ARGS...: ebcc ARGS must exit 0 and print nothing
ebcc_silent() {
	name=$1 log=$2
	shift 2
	ebcc "$@" >"$log" 2>&1
	rc=$?
	if [ $rc -ne 0 ] || [ -s "$log" ]; then
		bad "$name" "exit $rc, output:
$(head -20 "$log")"
	else
		ok "$name"
	fi
}

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
		ebcc_silent "$name" "$log.out" $opts $SYS -Wall -Werror -fsyntax-only "$build/fe/$file.c"
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
	# shellcheck disable=SC2086
	ebcc_silent "$name" "$log.out" $SYS -Wall -Werror -fsyntax-only "$f"
done

# The C library's headers next to the kernel's, as the selftests include
# them (<linux/if.h> pulls <sys/socket.h>): <stdint.h> must then be the C
# library's, as clang's is (glibc's int64_t is `long long` off x86_64), or
# its types are declared twice differently.  glibc wants gnu/stubs-32.h,
# which only the i386 libc package has: an empty gnu/stubs.h first, as the
# selftests have one.  Without the multiarch directory ebcc's own
# <stdint.h> serves (clang has none to fall back to).
mkdir -p "$out/libc/gnu"
: >"$out/libc/gnu/stubs.h"
cat >"$out/libc/libc.c" <<'EOC'
#include <stdint.h>
#include <sys/types.h>
#include <linux/if.h>
#include <limits.h>
_Static_assert(__builtin_types_compatible_p(int64_t, __typeof__(INT64_MAX + 0)), "int64_t and INT64_MAX agree");
_Static_assert(sizeof(uint32_t) == 4 && sizeof(int16_t) == 2, "sizes");
int64_t a;
uint8_t b;
typedef uint8_t *net_ptr __attribute__((align_value(8))); /* test_cls_redirect.c: known to clang */
EOC
if ! $CLANG -target bpf -I"$out/libc" $SYS -Wall -Werror -fsyntax-only "$out/libc/libc.c" >"$out/libc.clang" 2>&1; then
	bad libc-headers "clang-19 rejects it (the test is wrong):
$(head -5 "$out/libc.clang")"
else
	# shellcheck disable=SC2086
	ebcc_silent libc-headers "$out/libc.out" -I"$out/libc" $SYS -Wall -Werror -fsyntax-only "$out/libc/libc.c"
fi
printf '#include <stdint.h>\n_Static_assert(sizeof(int64_t) == 8 && UINT32_MAX == 0xffffffffu, "");\nint64_t x;\n' >"$out/own-stdint.c"
ebcc_silent own-stdint "$out/own-stdint.out" -Wall -Werror -fsyntax-only "$out/own-stdint.c"
suite_end
