# tests/lib.sh - sourced by the suite scripts: the PASS/FAIL reporting
# that tests/run-suites.sh counts.
#   suite_begin PREFIX      reset the counters; names print as PREFIX/NAME
#   ok NAME                 "PASS PREFIX/NAME"
#   bad NAME [DETAIL]       "FAIL PREFIX/NAME" and the first 40 lines of DETAIL
#   same NAME WANT GOT      ok NAME if the two files are equal, else bad
#                           NAME with their diff -u (kept in $out/NAME.diff)
#   suite_end               "N passed, N failed"; returns 1 if any failed
suite_begin() {
	suite_prefix=$1
	pass=0 fail=0
}
ok() {
	echo "PASS $suite_prefix/$1"
	pass=$((pass + 1))
}
bad() {
	echo "FAIL $suite_prefix/$1"
	[ -n "${2:-}" ] && printf '%s\n' "$2" | head -40
	fail=$((fail + 1))
}
same() {
	if diff -u "$2" "$3" >"$out/$1.diff"; then
		ok "$1"
	else
		bad "$1" "$(cat "$out/$1.diff")"
	fi
}
suite_end() {
	echo "$pass passed, $fail failed"
	[ "$fail" = 0 ]
}
# ebcc_out_args "$@": the EBCC OUTDIR arguments of a suite script, made
# absolute (the script changes directory) into $ebcc and $out
ebcc_out_args() {
	[ $# -eq 2 ] || { echo "usage: $0 EBCC OUTDIR" >&2; exit 2; }
	ebcc=$1 out=$2
	case $ebcc in /*) ;; */*) ebcc=$(pwd)/$ebcc ;; esac
	case $out in /*) ;; *) out=$(pwd)/$out ;; esac
	mkdir -p "$out" || exit 2
}
# suite_build NAME "$@": a suite script's one argument, BUILD, made
# absolute into $build, its output directory $build/test-out/NAME made
# into $out, and suite_begin NAME
suite_build() {
	suite_build_name=$1
	shift
	[ $# -eq 1 ] || { echo "usage: $0 BUILD" >&2; exit 2; }
	build=$(cd "$1" && pwd)
	out=$build/test-out/$suite_build_name
	mkdir -p "$out" || exit 2
	suite_begin "$suite_build_name"
}
# exec_insns OBJ: the 8-byte slots of OBJ's executable sections
exec_insns() {
	exec_insns_t=0
	for exec_insns_sz in $(llvm-readelf-19 -S -W "$1" | sed -n 's/.*\] //p' | awk '$7 ~ /X/ { print $5 }'); do
		exec_insns_t=$((exec_insns_t + 0x$exec_insns_sz))
	done
	echo $((exec_insns_t / 8))
}
# asm_func_body S FUNC: the lines of function FUNC in the assembly file S
# (from its label to its .Lfunc_end)
asm_func_body() {
	awk -v f="$2:" '$0 == f { in_f = 1; next } in_f && /^\.Lfunc_end/ { in_f = 0 } in_f' "$1"
}
# ebcc_asm T ARGS...: `ebcc ARGS -S` into $out/T.s; on failure the test T
# fails with ebcc's messages and the function returns 1
ebcc_asm() {
	ebcc_asm_t=$1
	shift
	"$build/ebcc" "$@" -S -o "$out/$ebcc_asm_t.s" 2>"$out/$ebcc_asm_t.err" && return 0
	bad "$ebcc_asm_t" "$(cat "$out/$ebcc_asm_t.err")"
	return 1
}
