# tests/fe/lib.sh - sourced by the front-end suites (fe, layout, sema,
# sema-bad).  Sets EBCC (the compiler), CLANG (the oracle) and SYS (the
# include flags of a BPF program on this machine), and defines:
#   fe_require_ebcc NAME  prints "SKIP NAME: ..." and exits 0 when
#                         `ebcc -fsyntax-only` cannot yet compile `int x;`
#                         (the front end is being written), so a suite
#                         registered early neither passes nor fails.
#   pass NAME / fail NAME [WHY]  one result line each, counted.
#   finish                prints "N passed, N failed" and sets the status.
# Callers set `build` (the build directory) before sourcing.
# EBCC may hold options too: EBCC="clang-19 -target bpf" checks a suite
# against the oracle itself.
EBCC=${EBCC:-$build/ebcc}
case $EBCC in /*) ;; */*) EBCC=$(pwd)/$EBCC ;; esac
CLANG=${CLANG:-clang-19}
SYS="-D__TARGET_ARCH_x86 -I$build/fe -idirafter /usr/include/x86_64-linux-gnu"
npass=0 nfail=0

fe_require_ebcc() {
	probe=$build/fe/probe-int-x.c
	mkdir -p "$build/fe"
	echo 'int x;' >"$probe"
	if ! $EBCC -fsyntax-only "$probe" >/dev/null 2>&1; then
		echo "SKIP $1: '$EBCC -fsyntax-only' cannot compile 'int x;' yet"
		exit 0
	fi
}

pass() { echo "PASS $1"; npass=$((npass + 1)); }
fail() {
	echo "FAIL $1${2:+: $2}"
	nfail=$((nfail + 1))
}
finish() {
	echo "$npass passed, $nfail failed"
	[ "$nfail" = 0 ]
}
