# tests/sema/random.sh - sourced by tests/sema/run.sh (which sets build,
# here, out, CLANG, the ebcc function and the reporter): a differential test
# of the integer constant evaluator.  gen-const.awk writes RANDOM_COUNT
# random constant expressions (fixed seed: the same ones every run);
# clang-19 -target bpf computes the value and the type of each (arrays
# compiled with -c, .data read back), expressions clang diagnoses (overflow,
# division by zero, ...) are dropped, and what is left becomes
#   _Static_assert((unsigned long long)(E) == VALUEull && _Generic((E), TYPE: 1, default: 0), "");
# in files of 500, which clang must accept silently (random-clang) and
# ebcc too (random-NN), both without -Wall: the values and types are the
# point, not the warnings a random expression earns.
count=${RANDOM_COUNT:-3000}
r=$out/random
rm -rf "$r"
mkdir -p "$r"
awk -v seed=20261203 -v count="$count" -f "$here/gen-const.awk" >"$r/exprs.txt"
tnames='int|unsigned|long|unsigned long|long long|unsigned long long|char|signed char|unsigned char|short|unsigned short|_Bool'

round=0
while :; do
	round=$((round + 1))
	{
		echo "unsigned long long v[] = {"
		sed 's/^\(.*\)$/\t(unsigned long long)(\1),/' "$r/exprs.txt"
		echo "};"
	} >"$r/values.c"
	{
		echo "int t[] = {"
		awk -v tn="$tnames" '
			BEGIN { n = split(tn, t, "|") }
			{ s = "\t_Generic((" $0 ")"; for (i = 1; i <= n; i++) s = s ", " t[i] ": " i; print s ", default: 0)," }
		' "$r/exprs.txt"
		echo "};"
	} >"$r/types.c"
	# expression k is on line k + 1 of both files; drop every line clang
	# says anything about, until it says nothing
	$CLANG -target bpf -c "$r/values.c" -o "$r/values.o" >"$r/values.err" 2>&1
	rc1=$?
	$CLANG -target bpf -c "$r/types.c" -o "$r/types.o" >"$r/types.err" 2>&1
	rc2=$?
	sed -n 's/^[^:]*\/\(values\|types\)\.c:\([0-9][0-9]*\):[0-9]*: \(warning\|error\):.*/\2/p' \
		"$r/values.err" "$r/types.err" | sort -un >"$r/drop"
	[ $rc1 = 0 ] && [ $rc2 = 0 ] && [ ! -s "$r/drop" ] && break
	if [ ! -s "$r/drop" ] || [ $round -ge 6 ]; then
		bad random-clang "clang cannot compile the generated expressions:
$(head -5 "$r/values.err" "$r/types.err")"
		return 0
	fi
	awk 'FILENAME == ARGV[1] { drop[$1 - 1] = 1; next } !(FNR in drop)' "$r/drop" "$r/exprs.txt" >"$r/exprs.new"
	mv "$r/exprs.new" "$r/exprs.txt"
done
llvm-objcopy-19 -O binary --only-section=.data "$r/values.o" "$r/values.bin"
llvm-objcopy-19 -O binary --only-section=.data "$r/types.o" "$r/types.bin"
od -An -v -tu8 -w8 "$r/values.bin" | tr -d ' ' >"$r/values.txt"
od -An -v -tu4 -w4 "$r/types.bin" | tr -d ' ' >"$r/types.txt"
# the asserts, and clang's verdict on each (a _Static_assert needs an
# integer constant expression, which is stricter than a static initializer)
paste "$r/exprs.txt" "$r/values.txt" "$r/types.txt" | awk -F'\t' -v tn="$tnames" '
	BEGIN { split(tn, t, "|") }
	$3 == 0 { next } # a type outside the list: cannot happen for integer expressions
	{ print "_Static_assert((unsigned long long)(" $1 ") == " $2 "ull && _Generic((" $1 "), " t[$3] ": 1, default: 0), \"\");" }
' >"$r/asserts.txt"
$CLANG -target bpf -fsyntax-only -x c "$r/asserts.txt" >"$r/asserts.err" 2>&1
sed -n 's/^[^:]*asserts\.txt:\([0-9][0-9]*\):[0-9]*: \(warning\|error\):.*/\1/p' "$r/asserts.err" | sort -un >"$r/drop"
awk 'FILENAME == ARGV[1] { drop[$1] = 1; next } !(FNR in drop)' "$r/drop" "$r/asserts.txt" >"$r/asserts.ok"
$CLANG -target bpf -fsyntax-only -x c "$r/asserts.ok" >"$r/asserts.ok.err" 2>&1
kept=$(wc -l <"$r/asserts.ok")
if [ -s "$r/asserts.ok.err" ] || [ "$kept" -lt $((count / 2)) ]; then
	bad random-clang "$kept of $count expressions usable:
$(head -5 "$r/asserts.ok.err")"
	return 0
fi
ok random-clang
echo "random: $kept of $count generated expressions are clang-valid constants"
split -l 500 -d -a 2 "$r/asserts.ok" "$r/random-"
for f in "$r"/random-[0-9][0-9]; do
	mv "$f" "$f.c"
	name=$(basename "$f")
	ebcc -fsyntax-only "$f.c" >"$f.out" 2>&1
	rc=$?
	if [ $rc = 0 ] && [ ! -s "$f.out" ]; then
		ok "$name"
	else
		bad "$name" "exit $rc, $(grep -c 'error:' "$f.out") errors in $(wc -l <"$f.c") asserts, output:
$(head -12 "$f.out" | cut -c1-300)"
	fi
done
