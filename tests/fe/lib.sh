# tests/fe/lib.sh - sourced by the front-end suites (fe, layout, sema,
# sema-bad), after tests/lib.sh's reporter (ok/bad/suite_end).  Sets EBCC
# (the compiler under test), CLANG (the oracle) and SYS (the include flags
# of a BPF program on this machine), and defines
#   ebcc ARGS...          the compiler under test, with a time limit
#   fe_require_ebcc NAME  prints "SKIP NAME: ..." and exits 0 when
#                         `ebcc -fsyntax-only` cannot yet compile `int x;`
#                         (while the front end is being written), so a suite
#                         registered early neither passes nor fails.
# Callers set `build` (the build directory) before sourcing.
. "$(dirname "$0")/../lib.sh"
# EBCC may hold options too: EBCC="clang-19 -target bpf" runs a suite
# against the oracle itself, which is how each suite was validated.
EBCC=${EBCC:-$build/ebcc}
case $EBCC in /*) ;; */*) EBCC=$(pwd)/$EBCC ;; esac
CLANG=${CLANG:-clang-19}
SYS="-D__TARGET_ARCH_x86 -I$build/fe -idirafter /usr/include/x86_64-linux-gnu"

# ebcc ARGS...: runs the compiler under test with a time limit (a hang is a
# failure with status 124, not a stuck `make check`); EBCC_TIMEOUT seconds.
EBCC_TIMEOUT=${EBCC_TIMEOUT:-60}
ebcc() {
	# shellcheck disable=SC2086
	timeout "$EBCC_TIMEOUT" $EBCC "$@"
}

fe_require_ebcc() {
	probe=$build/fe/probe-int-x.c
	mkdir -p "$build/fe"
	echo 'int x;' >"$probe"
	if ! ebcc -fsyntax-only "$probe" >/dev/null 2>&1; then
		echo "SKIP $1: '$EBCC -fsyntax-only' cannot compile 'int x;' yet"
		exit 0
	fi
}
