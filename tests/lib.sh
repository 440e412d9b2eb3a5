# tests/lib.sh - sourced by the suite scripts: the PASS/FAIL reporting
# that tests/run-suites.sh counts.
#   suite_begin PREFIX      reset the counters; names print as PREFIX/NAME
#   ok NAME                 "PASS PREFIX/NAME"
#   bad NAME [DETAIL]       "FAIL PREFIX/NAME" and the first 40 lines of DETAIL
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
suite_end() {
	echo "$pass passed, $fail failed"
	[ "$fail" = 0 ]
}
