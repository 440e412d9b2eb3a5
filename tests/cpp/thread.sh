#!/usr/bin/env bash
# tests/cpp/thread.sh BUILD OUTDIR - the preprocessor on a thread of its
# own (src/cpp/thread.c) changes nothing but the time: for every input,
# ebcc -fcpp-thread (the thread from the first token), -fno-cpp-thread
# (one thread) and the default (a thread once 1 MB of text is read) give
# the same exit status, the same diagnostics in the same order and the
# same object bytes.
#   - the negative suites' inputs (tests/*-bad/*.c): diagnostics only
#   - tests/cpp/thread/*.c: the preprocessor's and the parser's
#     diagnostics interleaved, #pragma GCC diagnostic over a macro
#     redefinition, #line, the error limit
#   - the programs over vmlinux.h (tests/fe/progs, tests/core): objects
#     at -O2 -g, where the default mode does start the thread
# EBCC_DEBUG_CPP_THREAD=1 makes ebcc say when the thread starts: the
# suite checks that it does where it should and not for small inputs.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib.sh"
[ $# -eq 2 ] || { echo "usage: $0 BUILD OUTDIR" >&2; exit 2; }
build=$(cd "$1" && pwd)
out=$2
mkdir -p "$out"
out=$(cd "$out" && pwd)
ebcc=$build/ebcc
suite_begin cpp-thread
"$here/../fe/setup.sh" "$build" || exit 1
SYS="-D__TARGET_ARCH_x86 -I$build/fe -idirafter /usr/include/x86_64-linux-gnu"
start_line="preprocessor thread started"

# run MODE NAME ARGS...: ebcc's stderr (with its exit status) into
# $out/NAME.MODE, the thread's start line kept apart in $out/NAME.MODE.start
run() {
	local mode=$1 name=$2
	shift 2
	local f=$out/$name.$mode
	local flag=
	case $mode in thread) flag=-fcpp-thread ;; single) flag=-fno-cpp-thread ;; esac
	# shellcheck disable=SC2086
	EBCC_DEBUG_CPP_THREAD=1 "$ebcc" $flag "$@" >"$f.raw" 2>&1
	echo "exit $?" >>"$f.raw"
	grep "$start_line" "$f.raw" >"$f.start"
	grep -v "$start_line" "$f.raw" >"$f"
}

# same NAME [OBJ]: the three modes agree on NAME's output (and OBJ.MODE)
same() {
	local name=$1 obj=${2:-} m
	for m in thread auto; do
		if ! diff -u "$out/$name.single" "$out/$name.$m" >"$out/$name.$m.diff"; then
			bad "$name" "-fno-cpp-thread and $m differ:
$(head -30 "$out/$name.$m.diff")"
			return 1
		fi
		if [ -n "$obj" ] && ! cmp -s "$obj.single" "$obj.$m"; then
			bad "$name" "the object differs between -fno-cpp-thread and $m"
			return 1
		fi
	done
	return 0
}

# started NAME MODE yes|no: did the thread start in that mode?
started() {
	local name=$1 mode=$2 want=$3 got=no
	[ -s "$out/$name.$mode.start" ] && got=yes
	[ "$got" = "$want" ] && return 0
	bad "$name" "thread started in mode $mode: $got, expected $want"
	return 1
}

# 1. diagnostics of the negative suites and of this suite's own inputs
for f in "$here"/../*-bad/*.c "$here"/thread/*.c; do
	[ -f "$f" ] || continue
	name=diag-$(basename "$(dirname "$f")")-$(basename "$f" .c)
	for m in thread single auto; do run $m "$name" -fsyntax-only -Wall "$f"; done
	same "$name" && started "$name" thread yes && started "$name" single no &&
		started "$name" auto no && ok "$name"
done

# 2. this suite's inputs say what they must (a broken replay order, or a
# pragma applied late, would show here in both modes' common output)
il=$out/diag-thread-interleave.thread
check_il() {
	local what=$1 pattern=$2 want=$3 got
	got=$(grep -c -- "$pattern" "$il")
	[ "$got" = "$want" ] && { ok "interleave-$what"; return; }
	bad "interleave-$what" "'$pattern': $got lines, expected $want"
}
check_il redefined-shown "warning: 'TWICE' macro redefined" 2
check_il pragma-obeyed "interleave.c:10:9: warning" 0
# the order: the first warning, then the parser's error on line 7, then
# the second warning (line 12)
order=$(grep -oE '^[^ ]*interleave\.c:(6|7|12|13|14):' "$il" | tr '\n' ' ')
case "$order" in
*interleave.c:6:*interleave.c:7:*interleave.c:12:*interleave.c:13:*interleave.c:14:*) ok interleave-order ;;
*) bad interleave-order "got: $order" ;;
esac
grep -q '^renamed.c:901:9: error' "$il" && ok interleave-line || bad interleave-line "$(grep renamed "$il")"
lim=$out/diag-thread-limit.thread
if grep -q "too many errors" "$lim" && ! grep -q "after the limit" "$lim"; then
	ok limit-stops
else
	bad limit-stops "$(tail -5 "$lim")"
fi

# 3. objects of real programs over vmlinux.h (over 1 MB: the default
# starts the thread too)
for f in "$here"/../fe/progs/*.c "$here"/../core/task.c "$here"/../core/xdp.c; do
	[ -f "$f" ] || continue
	name=obj-$(basename "$f" .c)
	# uapi-prog includes UAPI headers instead (under 1 MB)
	big=yes
	grep -q '"vmlinux.h"' "$f" || big=no
	for m in thread single auto; do
		# shellcheck disable=SC2086
		run $m "$name" -O2 -g -Wall $SYS -I"$here/../core" -c "$f" -o "$out/$name.o.$m"
	done
	if ! grep -q '^exit 0$' "$out/$name.single"; then
		bad "$name" "ebcc fails on it: $(head -5 "$out/$name.single")"
		continue
	fi
	same "$name" "$out/$name.o" && started "$name" thread yes && started "$name" auto $big && ok "$name"
done
suite_end
