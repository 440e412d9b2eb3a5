# objects.sh - one compile and one load of a corpus object, shared by
# tests/selftests/run.sh and tests/corpus/run.sh (sourced; the functions
# are exported for xargs).  Each leaves result files that are reused
# while they are newer than their inputs, so runs resume:
#
#   compile_obj CC OUT NAME SRC DIR ARGS...
#       runs `CC ARGS... -c SRC -o OUT/NAME.bpf.o` in DIR and writes
#       OUT/NAME.bpf.o, OUT/NAME.err (stderr) and OUT/NAME.stat
#       ("rc seconds maxrss_kib")
#   load_obj OUT NAME
#       every program of OUT/NAME.bpf.o loaded alone by $LOADER
#       (tests/selftests/veristat.c): OUT/NAME.vs
#
# TIMECMD is /usr/bin/time when it exists (else python3 measures).

if [ -x /usr/bin/time ]; then
	TIMECMD=/usr/bin/time
else
	TIMECMD=
fi

compile_obj() {
	local cc=$1 out=$2 name=$3 src=$4 dir=$5
	shift 5
	local stat=$out/$name.stat
	[ -f "$stat" ] && [ "$stat" -nt "$src" ] && return 0
	rm -f "$out/$name.bpf.o" "$out/$name.vs"
	local rc=0 t
	# shellcheck disable=SC2086
	if [ -n "$TIMECMD" ]; then
		(cd "$dir" && timeout 600 "$TIMECMD" -f '%e %M' -o "$stat.t" $cc "$@" \
			-c "$src" -o "$out/$name.bpf.o" 2>"$out/$name.err") || rc=$?
		# /usr/bin/time prints "Command exited with non-zero status" first
		t=$(tail -n 1 "$stat.t" 2>/dev/null || echo "0 0")
	else
		t=$(cd "$dir" && python3 -c '
import resource, subprocess, sys, time
t = time.time()
with open(sys.argv[1], "w") as err:
    rc = subprocess.call(sys.argv[2:], stderr=err)
print("%.2f %d" % (time.time() - t, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
sys.exit(rc)' "$out/$name.err" timeout 600 $cc "$@" -c "$src" -o "$out/$name.bpf.o") || rc=$?
	fi
	rm -f "$stat.t"
	[ $rc -eq 0 ] || rm -f "$out/$name.bpf.o"
	echo "$rc $t" > "$stat"
}

load_obj() {
	local out=$1 name=$2
	local obj=$out/$name.bpf.o vs=$out/$name.vs
	[ -f "$obj" ] || return 0
	[ -f "$vs" ] && [ "$vs" -nt "$obj" ] && [ "$vs" -nt "$LOADER" ] && return 0
	local rc=0
	timeout 300 "$LOADER" "$obj" > "$vs.tmp" 2>/dev/null || rc=$?
	if [ $rc -ne 0 ]; then
		# killed (timeout) or crashed: the programs it did not reach
		"$LOADER" -l "$obj" 2>/dev/null | while read -r p; do
			grep -q "^$p	" "$vs.tmp" || printf '%s\tfail\tloader: exit status %d (timeout 300 s is 124)\n' "$p" "$rc" >> "$vs.tmp"
		done
	fi
	mv "$vs.tmp" "$vs"
}
export -f compile_obj load_obj
export TIMECMD
