# tests/sema/random.sh - sourced by tests/sema/run.sh (which sets build,
# here, out, CLANG, the ebcc function and the reporter): differential tests
# of constant evaluation and of expression types.  gen-const.awk writes
# random expressions (fixed seeds: the same ones every run); clang-19
# -target bpf computes a value and the type of each (arrays compiled with
# -c, .data read back); expressions clang diagnoses (overflow, division by
# zero, invalid operands...) are dropped, and what is left becomes
#   random-NN: _Static_assert((unsigned long long)(E) == VALUEull && _Generic((E), TYPE: 1, default: 0), "");
#              for RANDOM_COUNT integer constant expressions
#   rtypes-NN: _Static_assert(sizeof(E) == SIZE && _Generic((E), TYPE: 1, default: 0), "");
#              for expressions over variables of every arithmetic type,
#              bitfields and enums, with assignments and ++ (unevaluated)
#   rinit-NN:  unsized arrays sized by random initializers (gen-init.awk:
#              designators, ranges, brace elision, strings) and
#              _Static_assert(sizeof(aK) == SIZE, "")
# in files of 500, which clang must accept silently (random-clang,
# rtypes-clang) and ebcc too; both without -Wall: the values and types are
# the point, not the warnings a random expression earns.

# the variables of the typed expressions: one line, so that expression k
# is always on line k + 2 of the generated files
VARS='char vc; signed char vsc; unsigned char vuc; short vs; unsigned short vus; int vi; unsigned vu; long vl; unsigned long vul; long long vll; unsigned long long vull; _Bool vb; float vf; double vd; long double vld; __int128 vi128; unsigned __int128 vu128; enum { E_A } ve; enum { E_N = -1 } vne; struct { unsigned u3 : 3; int i5 : 5; unsigned u31 : 31; unsigned u32 : 32; unsigned long ul20 : 20; unsigned long ul33 : 33; long l40 : 40; _Bool b1 : 1; unsigned long long ull32 : 32; enum { E2_A, E2_B } e2 : 2; } vbf;'
TNAMES='int|unsigned|long|unsigned long|long long|unsigned long long|char|signed char|unsigned char|short|unsigned short|_Bool|float|double|long double|__int128|unsigned __int128'

# random_test NAME MODE COUNT SEED: MODE const (values) or vars (sizes)
random_test() {
	rname=$1 mode=$2 count=$3
	r=$out/$rname
	rm -rf "$r"
	mkdir -p "$r"
	if [ "$mode" = vars ]; then
		prelude=$VARS value='sizeof(E)' check='sizeof(E) == V'
		awk -v seed="$4" -v count="$count" -v vars=1 -f "$here/gen-const.awk" >"$r/exprs.txt"
	else
		prelude='' value='(unsigned long long)(E)' check='(unsigned long long)(E) == Vull'
		awk -v seed="$4" -v count="$count" -f "$here/gen-const.awk" >"$r/exprs.txt"
	fi
	round=0
	while :; do
		round=$((round + 1))
		# expression k is on line k + 2 of both files
		awk -v pre="$prelude" -v fmt="$value" '
			BEGIN { print pre; print "unsigned long long v[] = {"; i = index(fmt, "E") }
			{ print "\t" substr(fmt, 1, i - 1) "(" $0 ")" substr(fmt, i + 1) "," }
			END { print "};" }' "$r/exprs.txt" >"$r/values.c"
		awk -v pre="$prelude" -v tn="$TNAMES" '
			BEGIN { print pre; print "int t[] = {"; n = split(tn, t, "|") }
			{ s = "\t_Generic((" $0 ")"; for (i = 1; i <= n; i++) s = s ", " t[i] ": " i; print s ", default: 0)," }
			END { print "};" }' "$r/exprs.txt" >"$r/types.c"
		# drop every line clang says anything about, until it says nothing
		$CLANG -target bpf -ferror-limit=0 -c "$r/values.c" -o "$r/values.o" >"$r/values.err" 2>&1
		rc1=$?
		$CLANG -target bpf -ferror-limit=0 -c "$r/types.c" -o "$r/types.o" >"$r/types.err" 2>&1
		rc2=$?
		sed -n 's/^[^:]*\/\(values\|types\)\.c:\([0-9][0-9]*\):[0-9]*: \(warning\|error\):.*/\2/p' \
			"$r/values.err" "$r/types.err" | sort -un >"$r/drop"
		[ $rc1 = 0 ] && [ $rc2 = 0 ] && [ ! -s "$r/drop" ] && break
		if [ ! -s "$r/drop" ] || [ $round -ge 8 ]; then
			bad "$rname-clang" "clang cannot compile the generated expressions:
$(head -5 "$r/values.err" "$r/types.err")"
			return 0
		fi
		awk 'FILENAME == ARGV[1] { drop[$1 - 2] = 1; next } !(FNR in drop)' "$r/drop" "$r/exprs.txt" >"$r/exprs.new"
		mv "$r/exprs.new" "$r/exprs.txt"
	done
	llvm-objcopy-19 -O binary --only-section=.data "$r/values.o" "$r/values.bin"
	llvm-objcopy-19 -O binary --only-section=.data "$r/types.o" "$r/types.bin"
	od -An -v -tu8 -w8 "$r/values.bin" | tr -d ' ' >"$r/values.txt"
	od -An -v -tu4 -w4 "$r/types.bin" | tr -d ' ' >"$r/types.txt"
	# the asserts, and clang's verdict on each (a _Static_assert needs an
	# integer constant expression, stricter than a static initializer);
	# assert k is on line k + 1
	paste "$r/exprs.txt" "$r/values.txt" "$r/types.txt" | awk -F'\t' -v tn="$TNAMES" -v chk="$check" '
		BEGIN { split(tn, t, "|") }
		$3 == 0 { next } # a type outside the list (none for these expressions)
		{ i = index(chk, "E"); c = substr(chk, 1, i - 1) "(" $1 ")" substr(chk, i + 1)
		  i = index(c, "== V"); c = substr(c, 1, i + 2) $2 substr(c, i + 4) # (no gsub: & in E)
		  print "_Static_assert(" c " && _Generic((" $1 "), " t[$3] ": 1, default: 0), \"\");" }
	' >"$r/asserts.body"
	{ echo "$prelude"; cat "$r/asserts.body"; } >"$r/asserts.txt"
	$CLANG -target bpf -ferror-limit=0 -fsyntax-only -x c "$r/asserts.txt" >"$r/asserts.err" 2>&1
	sed -n 's/^[^:]*asserts\.txt:\([0-9][0-9]*\):[0-9]*: \(warning\|error\):.*/\1/p' "$r/asserts.err" |
		sort -un >"$r/drop"
	awk 'FILENAME == ARGV[1] { drop[$1 - 1] = 1; next } !(FNR in drop)' "$r/drop" "$r/asserts.body" >"$r/asserts.ok"
	{ echo "$prelude"; cat "$r/asserts.ok"; } >"$r/asserts.all.c"
	$CLANG -target bpf -fsyntax-only "$r/asserts.all.c" >"$r/asserts.all.err" 2>&1
	kept=$(wc -l <"$r/asserts.ok")
	if [ -s "$r/asserts.all.err" ] || [ "$kept" -lt $((count / 2)) ]; then
		bad "$rname-clang" "$kept of $count expressions usable:
$(head -5 "$r/asserts.all.err")"
		return 0
	fi
	ok "$rname-clang"
	echo "$rname: $kept of $count generated expressions kept (clang-valid)"
	split -l 500 -d -a 2 "$r/asserts.ok" "$r/part-"
	for f in "$r"/part-[0-9][0-9]; do
		name=$rname-${f##*part-}
		{ echo "$prelude"; cat "$f"; } >"$r/$name.c"
		rm -f "$f"
		ebcc -fsyntax-only "$r/$name.c" >"$r/$name.out" 2>&1
		rc=$?
		if [ $rc = 0 ] && [ ! -s "$r/$name.out" ]; then
			ok "$name"
		else
			bad "$name" "exit $rc, $(grep -c 'error:' "$r/$name.out") errors in $(($(wc -l <"$r/$name.c") - 1)) asserts, output:
$(head -12 "$r/$name.out" | cut -c1-300)"
		fi
	done
}

# init_test NAME COUNT SEED: gen-init.awk's unsized arrays; clang gives the
# size each initializer makes (sz[] in its own section, read back), and
#   rinit-NN: the declarations and _Static_assert(sizeof(aK) == N, "");
INIT_TYPES='struct pt { int x, y; }; struct box { char tag; struct pt p[2]; int n; };'
init_test() {
	rname=$1 count=$2
	r=$out/$rname
	rm -rf "$r"
	mkdir -p "$r"
	awk -v seed="$3" -v count="$count" -f "$here/gen-init.awk" >"$r/decls.txt"
	round=0
	while :; do
		round=$((round + 1))
		# declaration k on line k + 1; the sizes on the last line
		{
			echo "$INIT_TYPES"
			cat "$r/decls.txt"
			awk '{ n = $0; sub(/\[.*/, "", n); sub(/.* /, "", n); s = s (NR > 1 ? ", " : "") "sizeof(" n ")" }
			     END { print "__attribute__((section(\".sizes\"))) unsigned long sz[] = {" s "};" }' "$r/decls.txt"
		} >"$r/sizes.c"
		$CLANG -target bpf -ferror-limit=0 -c "$r/sizes.c" -o "$r/sizes.o" >"$r/sizes.err" 2>&1
		rc=$?
		n=$(wc -l <"$r/decls.txt")
		sed -n 's/^[^:]*sizes\.c:\([0-9][0-9]*\):[0-9]*: \(warning\|error\):.*/\1/p' "$r/sizes.err" |
			awk -v n="$n" '$1 >= 2 && $1 <= n + 1' | sort -un >"$r/drop"
		[ $rc = 0 ] && [ ! -s "$r/drop" ] && [ ! -s "$r/sizes.err" ] && break
		if [ ! -s "$r/drop" ] || [ $round -ge 8 ]; then
			bad "$rname-clang" "clang cannot compile the generated declarations:
$(head -5 "$r/sizes.err")"
			return 0
		fi
		awk 'FILENAME == ARGV[1] { drop[$1 - 1] = 1; next } !(FNR in drop)' "$r/drop" "$r/decls.txt" >"$r/decls.new"
		mv "$r/decls.new" "$r/decls.txt"
	done
	llvm-objcopy-19 -O binary --only-section=.sizes "$r/sizes.o" "$r/sizes.bin"
	od -An -v -tu8 -w8 "$r/sizes.bin" | tr -d ' ' >"$r/sizes.txt"
	kept=$(wc -l <"$r/decls.txt")
	if [ "$(wc -l <"$r/sizes.txt")" != "$kept" ] || [ "$kept" -lt $((count / 3)) ]; then
		bad "$rname-clang" "$kept of $count declarations usable, $(wc -l <"$r/sizes.txt") sizes"
		return 0
	fi
	paste "$r/decls.txt" "$r/sizes.txt" | awk -F'\t' '{ n = $1; sub(/\[.*/, "", n); sub(/.* /, "", n)
		print $1 " _Static_assert(sizeof(" n ") == " $2 ", \"\");" }' >"$r/checked.txt"
	{ echo "$INIT_TYPES"; cat "$r/checked.txt"; } >"$r/all.c"
	if ! $CLANG -target bpf -fsyntax-only "$r/all.c" >"$r/all.err" 2>&1 || [ -s "$r/all.err" ]; then
		bad "$rname-clang" "$(head -5 "$r/all.err")"
		return 0
	fi
	ok "$rname-clang"
	echo "$rname: $kept of $count generated declarations kept (clang-valid)"
	split -l 500 -d -a 2 "$r/checked.txt" "$r/part-"
	for f in "$r"/part-[0-9][0-9]; do
		name=$rname-${f##*part-}
		{ echo "$INIT_TYPES"; cat "$f"; } >"$r/$name.c"
		rm -f "$f"
		ebcc -fsyntax-only "$r/$name.c" >"$r/$name.out" 2>&1
		rc=$?
		if [ $rc = 0 ] && [ ! -s "$r/$name.out" ]; then
			ok "$name"
		else
			bad "$name" "exit $rc, $(grep -c 'error:' "$r/$name.out") errors in $(($(wc -l <"$r/$name.c") - 1)) declarations, output:
$(head -12 "$r/$name.out" | cut -c1-300)"
		fi
	done
}
random_test random const "${RANDOM_COUNT:-3000}" 20261203
random_test rtypes vars "${RANDOM_COUNT:-3000}" 20261204
init_test rinit "${RANDOM_COUNT:-3000}" 20261205
