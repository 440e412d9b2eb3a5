#!/usr/bin/env bash
# tests/run-suites.sh BUILD: every test suite of ebcc, then the total.
# A suite prints "PASS name" / "FAIL name" lines; a suite that exits
# non-zero without printing a FAIL line counts as one failure.
set -uo pipefail
build=${1:-build}
out=$build/test-out
rm -rf "$out"
mkdir -p "$out"
total_pass=0 total_fail=0

suite() { # name command...
	local name=$1
	shift
	echo "== $name"
	"$@" >"$out/$name.log" 2>&1
	local rc=$?
	grep -vE '^(PASS|FAIL) ' "$out/$name.log" | grep -E 'passed, [0-9]+ failed' || true
	local p f
	p=$(grep -c '^PASS ' "$out/$name.log")
	f=$(grep -c '^FAIL ' "$out/$name.log")
	if [ "$rc" != 0 ] && [ "$f" = 0 ]; then
		echo "FAIL $name: exited $rc"
		tail -20 "$out/$name.log"
		f=1
	fi
	if [ "$f" != 0 ]; then
		grep -A30 '^FAIL ' "$out/$name.log" | head -120
	fi
	total_pass=$((total_pass + p))
	total_fail=$((total_fail + f))
}

suite isa "$build/tests/isa_roundtrip"
suite as tests/as/run.sh "$build" "$out/as"
[ -x tests/kern/run.sh ] && {
	suite kern-clang tests/kern/run.sh "clang-19 -target bpf" "$build/bpfrun" "$out/kern-clang"
	suite kern-ebcc tests/kern/run.sh "$build/ebcc-as" "$build/bpfrun" "$out/kern-ebcc"
}
[ -x tests/kern/relax.sh ] && suite relax tests/kern/relax.sh "$build" "$out/relax"
[ -x tests/as-bad/run.sh ] && suite as-bad tests/as-bad/run.sh "$build/ebcc-as" "$out/as-bad"
[ -x tests/elf-bad/run.sh ] && suite elf-bad tests/elf-bad/run.sh "$build" "$out/elf-bad"
[ -x tests/objdump/compare.sh ] && suite objdump tests/objdump/compare.sh "$build" "$out/objdump"
[ -x tests/readelf/compare.sh ] && suite readelf tests/readelf/compare.sh "$build" "$out/readelf"
[ -x tests/cpp/run.sh ] && suite cpp tests/cpp/run.sh "$build" "$out/cpp"
[ -x "$build/tests/cpp_api" ] && suite cpp-api "$build/tests/cpp_api"
[ -x tests/cpp/thread.sh ] && suite cpp-thread tests/cpp/thread.sh "$build" "$out/cpp-thread"
[ -x tests/parse/init.sh ] && suite parse-init tests/parse/init.sh "$build/tests/parse_main" "$out/parse-init"
[ -x tests/parse/good.sh ] && suite parse-good tests/parse/good.sh "$build/ebcc" "$out/parse-good"
[ -x tests/parse-bad/run.sh ] && suite parse-bad tests/parse-bad/run.sh "$build/ebcc" "$out/parse-bad"
[ -x tests/parse/ast-check.sh ] && suite ast-check tests/parse/ast-check.sh "$build"
# The C front end's oracle suites (clang-19 and the kernel BTF).
[ -x tests/fe/headers.sh ] && suite fe-headers tests/fe/headers.sh "$build"
[ -x tests/layout/run.sh ] && suite layout tests/layout/run.sh "$build"
[ -x tests/sema/run.sh ] && suite sema tests/sema/run.sh "$build"
[ -x tests/sema-bad/run.sh ] && suite sema-bad tests/sema-bad/run.sh "$build"
# The IR (issue 4): golden dumps, lowering run against the host compiler,
# BPF-specific errors.
[ -x tests/ir/emit.sh ] && suite ir-emit tests/ir/emit.sh "$build/ebcc" "$out/ir-emit"
[ -x tests/ir/exec.sh ] && suite ir-exec tests/ir/exec.sh "$build"
[ -x tests/ir-bad/run.sh ] && suite ir-bad tests/ir-bad/run.sh "$build/ebcc" "$out/ir-bad"
# The BPF back end (issue 4): C compiled by ebcc, loaded into the kernel
# and run, against the host compiler and clang-19.
[ -x tests/cg/exec.sh ] && suite cg-exec tests/cg/exec.sh "$build"
[ -x tests/cg/asm-roundtrip.sh ] && suite cg-asm tests/cg/asm-roundtrip.sh "$build"
[ -x tests/cg/progs/run.sh ] && suite cg-progs tests/cg/progs/run.sh "$build"
[ -x tests/cg/tailmerge.sh ] && suite tailmerge tests/cg/tailmerge.sh "$build"
[ -x tests/cg/hoistconst.sh ] && suite hoistconst tests/cg/hoistconst.sh "$build"
[ -x tests/cg/shapes.sh ] && suite cg-shapes tests/cg/shapes.sh "$build"
[ -x tests/cg/data_order.sh ] && suite cg-data-order tests/cg/data_order.sh "$build"
[ -x tests/cg/ipcp.sh ] && suite ipcp tests/cg/ipcp.sh "$build"
[ -x tests/core/run.sh ] && suite core tests/core/run.sh "$build"
[ -x tests/cg/features/run.sh ] && suite features tests/cg/features/run.sh "$build"
[ -x tests/cg-bad/run.sh ] && suite cg-bad tests/cg-bad/run.sh "$build/ebcc" "$out/cg-bad"
# BTF (issue 5): bpftool, clang-19 and the kernel on ebcc's .BTF; the reader on bad input.
[ -x tests/btf/run.sh ] && suite btf tests/btf/run.sh "$build" "$out/btf"

echo "$total_pass passed, $total_fail failed"
[ "$total_fail" = 0 ]
