#!/bin/sh
# tests/layout/run.sh BUILD - struct and union layout against two oracles.
#
# From the kernel's BTF and BUILD/fe/vmlinux.h (tests/fe/setup.sh), gen.awk
# writes probes for every complete named struct/union of vmlinux.h and
# every typedef of an anonymous one (~9,900 records, ~70,000 members):
#   dump-NN      `ebcc -fdump-record-layouts-simple` on probe.c gives the
#                same Size, DataSize, Alignment and FieldOffsets as clang-19
#                -target bpf for every record clang lays out (the named
#                ones and every nested anonymous record; norm.awk keys
#                these by their line in vmlinux.h), 500 records a chunk
#   asserts-NN   ebcc accepts `_Static_assert(sizeof(T) == N)` and
#                `_Static_assert(__builtin_offsetof(T, m) == N)` for every
#                non-bitfield member (through anonymous members, and a.b
#                into named members of anonymous type), N computed by
#                clang (values.c compiled, its .data read back)
#   clang-vs-btf the test generator's check: clang's values and bit
#                offsets agree with the kernel's BTF (sizes, member byte
#                offsets, and each BTF member bit offset, bitfields too,
#                appears in order in clang's FieldOffsets), except where
#                vmlinux.h itself cannot match the BTF (see gen.awk)
#   asserts-clang  clang accepts every generated _Static_assert
#   uapi-dump    the same dump comparison for every record the kernel UAPI
#                headers of real-uapi.c define (~150, and their nested ones)
#   random-NN, random-be-NN  2000 random records (gen-records.awk, fixed
#                seed: bitfields of every type and width, packed, aligned,
#                #pragma pack, nesting) laid out as clang does, and the same
#                with -mbig-endian (clang's layouts are the same in both)
#   bitfields-{le,be}  tests/layout/bitfields.c (hand-written bitfields)
#                laid out as clang does, little- and big-endian (-mbig-endian)
#   bitfield-bytes-{le,be}  the same records initialized (bitfields-init.c):
#                ebcc -c gives the same .data bytes as clang -c in each byte
#                order (SKIP until ebcc -c compiles C)
# Until `ebcc -fsyntax-only` compiles `int x;` the ebcc parts print SKIP.
# DUMP overrides the dump option (validating with EBCC="clang-19 -target
# bpf" needs DUMP="-Xclang -fdump-record-layouts-simple").
set -u
[ $# -eq 1 ] || { echo "usage: $0 BUILD" >&2; exit 2; }
build=$1
here=$(dirname "$0")
. "$here/../fe/lib.sh"
"$here/../fe/setup.sh" "$build" || { echo "FAIL layout/setup"; exit 1; }
DUMP=${DUMP:--fdump-record-layouts-simple}
out=$build/fe/layout
btf=/sys/kernel/btf/vmlinux
rm -rf "$out"
mkdir -p "$out"
suite_begin layout
CL="$CLANG -target bpf $SYS"
first() { head -n "${2:-10}" "$1" | cut -c1-400; } # FILE [N]: the first mismatches

# ---- the probes ----
raw=$build/fe/btf.raw
if [ ! -s "$raw" ] || [ "$btf" -nt "$raw" ]; then
	bpftool btf dump file "$btf" >"$raw.tmp" && mv "$raw.tmp" "$raw" ||
		{ echo "FAIL layout/btf-dump"; exit 1; }
fi
awk -v out="$out" -f "$here/gen.awk" "$raw" "$build/fe/vmlinux.h" ||
	{ echo "FAIL layout/gen"; exit 1; }
echo "$(cat "$out/records.txt") records, $(wc -l <"$out/values.list") values"

# ---- clang's values, checked against the BTF ----
if ! $CL -c "$out/values.c" -o "$out/values.o" 2>"$out/values.err" ||
	! llvm-objcopy-19 -O binary --only-section=.data "$out/values.o" "$out/values.bin"; then
	bad clang-values "$(cat "$out/values.err")"
	suite_end
	exit
fi
od -An -v -tu8 -w8 "$out/values.bin" | tr -d ' ' >"$out/values.txt"
paste "$out/values.list" "$out/values.txt" >"$out/values.tsv"
$CL -fsyntax-only -Xclang -fdump-record-layouts-simple "$out/probe.c" >"$out/dump.clang" 2>"$out/dump.clang.err" ||
	bad clang-dump "$(cat "$out/dump.clang.err")"
awk -f "$here/norm.awk" "$out/anon-lines.txt" "$out/dump.clang" >"$out/clang.norm" 2>"$out/clang.norm.err"
# every value: BYTES (BTF) = clang's, or "-"; every BTF bit offset in order
# in clang's FieldOffsets of the same record
awk -F'\t' '
	FILENAME ~ /values.tsv$/ {
		if (NF != 4) { print "values.list and clang disagree on the count at " $2; bad++; next }
		if ($3 != "-" && $3 != $4) { print $2 ": BTF " $3 ", clang " $4; bad++ }
		if ($3 == "-") skipped++
		next
	}
	FILENAME ~ /clang.norm$/ { f = $2; sub(/.*FieldOffsets: \[/, "", f); sub(/\].*/, "", f); fo[$1] = f; next }
	$2 == "-" { next }
	{
		if (!($1 in fo)) { print $1 ": not laid out by clang"; bad++; next }
		nc = split(fo[$1], c, ", "); nb = split($2, b, " "); j = 1
		for (i = 1; i <= nb; i++) {
			while (j <= nc && c[j] != b[i]) j++
			if (j > nc) { print $1 ": BTF member " i " at bit " b[i] " not in clang FieldOffsets [" fo[$1] "]"; bad++; break }
			j++
		}
	}
	END { if (skipped) print skipped " values not compared with BTF (vmlinux.h differs from it there)" > "/dev/stderr"; exit bad > 0 }
' "$out/values.tsv" "$out/clang.norm" "$out/btf-fields.txt" >"$out/btf.mismatch" 2>"$out/btf.note"
if [ $? = 0 ] && [ ! -s "$out/clang.norm.err" ]; then
	ok clang-vs-btf
else
	bad clang-vs-btf "$(cat "$out/clang.norm.err"; first "$out/btf.mismatch")"
fi
cat "$out/btf.note"

# ---- the _Static_assert files, one per chunk, and all of them for clang ----
awk -F'\t' -v out="$out" '
	{ f = sprintf("%s/asserts-%02d.c", out, $1)
	  if (!(f in started)) { started[f] = 1; print "#include \"vmlinux.h\"" > f }
	  print "_Static_assert(" $2 " == " $4 ", \"\");" > f }
' "$out/values.tsv"
{
	echo '#include "vmlinux.h"'
	grep -hv '^#include' "$out"/asserts-[0-9]*.c
} >"$out/asserts-all.c"
if $CL -fsyntax-only "$out/asserts-all.c" >"$out/asserts-all.err" 2>&1; then
	ok asserts-clang
else
	bad asserts-clang "$(first "$out/asserts-all.err")"
fi

# ---- the UAPI headers (real-uapi.c): every record they define ----
# (their layouts use __attribute__((aligned)) and __u64 typedefs that
# vmlinux.h spells differently)
{
	echo "#include \"../real-uapi.c\"" # uapi.c is in BUILD/fe/layout
	$CL -E "$build/fe/real-uapi.c" | grep -oE '(struct|union) [A-Za-z_][A-Za-z_0-9]* \{' |
		sed 's/ {$//' | sort -u | awk '{ print "int uprobe_" NR " = sizeof(" $0 ");" }'
} >"$out/uapi.c"
$CL -fsyntax-only -Xclang -fdump-record-layouts-simple "$out/uapi.c" >"$out/uapi.clang" 2>"$out/uapi.clang.err"
awk -f "$here/norm.awk" /dev/null "$out/uapi.clang" >"$out/uapi.clang.norm" 2>>"$out/uapi.clang.err"
if [ -s "$out/uapi.clang.err" ] || [ "$(grep -c uprobe_ "$out/uapi.c")" -lt 100 ]; then
	bad uapi-clang "$(first "$out/uapi.clang.err")"
fi

# ---- random records (gen-records.awk, fixed seed) ----
awk -v seed=20261203 -v count="${RANDOM_RECORDS:-2000}" -f "$here/gen-records.awk" >"$out/random.c"
$CL -fsyntax-only -Xclang -fdump-record-layouts-simple "$out/random.c" >"$out/random.clang" 2>"$out/random.clang.err"
awk -f "$here/norm.awk" /dev/null "$out/random.clang" >"$out/random.clang.norm" 2>>"$out/random.clang.err"
$CL -mbig-endian -fsyntax-only -Xclang -fdump-record-layouts-simple "$out/random.c" 2>&1 |
	awk -f "$here/norm.awk" /dev/null - >"$out/random-be.clang.norm"
if [ -s "$out/random.clang.err" ]; then
	bad random-clang "clang diagnoses the generated records: $(first "$out/random.clang.err")"
elif ! cmp -s "$out/random.clang.norm" "$out/random-be.clang.norm"; then
	bad random-clang "clang's layouts differ between the byte orders (the big-endian check assumes not)"
fi

# ---- ebcc ----
check_dump() { # NAME CLANG-NORM EBCC-NORM CHUNK-SIZE: per chunk of clang's records
	awk -F'\t' -v name="$1" -v size="$4" -v out="$out" '
		FILENAME == ARGV[1] { e[$1] = $2; next }
		{ k = int((FNR - 1) / size) + 1
		  if (!(k in n)) order[++nk] = k
		  n[k]++
		  f = sprintf("%s/%s-%02d.mismatch", out, name, k)
		  if (!($1 in e)) { print $1 ": clang " $2 "; ebcc: none" > f; m[k]++ }
		  else if (e[$1] != $2) { print $1 ": clang " $2 "; ebcc " e[$1] > f; m[k]++ } }
		END { for (i = 1; i <= nk; i++) print order[i], n[order[i]], m[order[i]] + 0 }
	' "$3" "$2"
}
fe_require_ebcc layout/ebcc
# shellcheck disable=SC2086
ebcc $SYS -fsyntax-only $DUMP "$out/probe.c" >"$out/dump.ebcc" 2>"$out/dump.ebcc.err"
rc=$?
awk -f "$here/norm.awk" "$out/anon-lines.txt" "$out/dump.ebcc" >"$out/ebcc.norm" 2>>"$out/dump.ebcc.err"
check_dump dump "$out/clang.norm" "$out/ebcc.norm" 500 >"$out/dump.chunks"
while read -r k n m; do
	f=$(printf '%s/dump-%02d.mismatch' "$out" "$k")
	if [ "$rc" = 0 ] && [ "$m" = 0 ] && [ ! -s "$out/dump.ebcc.err" ]; then
		ok "$(printf 'dump-%02d' "$k")"
	else
		bad "$(printf 'dump-%02d' "$k")" "exit $rc, $m of $n records differ:
$(first "$out/dump.ebcc.err" 5; [ -f "$f" ] && first "$f" 5)"
	fi
done <"$out/dump.chunks"
echo "summary: $(awk '{ m += $3 } END { print m + 0 }' "$out/dump.chunks") of $(wc -l <"$out/clang.norm") records clang lays out differ in ebcc's dump (ebcc dumped $(wc -l <"$out/ebcc.norm"))"

for f in "$out"/asserts-[0-9]*.c; do
	name=$(basename "$f" .c)
	ebcc $SYS -fsyntax-only "$f" >"$out/$name.err" 2>&1
	rc=$?
	if [ "$rc" = 0 ] && [ ! -s "$out/$name.err" ]; then
		ok "$name"
	else
		bad "$name" "exit $rc: $(grep -c 'error:' "$out/$name.err") errors
$(first "$out/$name.err" 12)"
	fi
done
echo "summary: $(cat "$out"/asserts-[0-9]*.err | grep -c 'error:') of $(wc -l <"$out/values.list") _Static_asserts fail in ebcc"

ebcc $SYS -fsyntax-only $DUMP "$out/uapi.c" >"$out/uapi.ebcc" 2>"$out/uapi.ebcc.err"
rc=$?
awk -f "$here/norm.awk" /dev/null "$out/uapi.ebcc" >"$out/uapi.ebcc.norm" 2>>"$out/uapi.ebcc.err"
check_dump uapi "$out/uapi.clang.norm" "$out/uapi.ebcc.norm" 100000 >"$out/uapi.chunks"
if [ "$rc" = 0 ] && [ ! -s "$out/uapi.ebcc.err" ] && [ ! -s "$out/uapi-01.mismatch" ]; then
	ok uapi-dump
else
	bad uapi-dump "exit $rc, $(read -r _ n m <"$out/uapi.chunks"; echo "$m of $n") records differ:
$(first "$out/uapi.ebcc.err" 5; first "$out/uapi-01.mismatch" 5 2>/dev/null)"
fi

for endian in le be; do
	opt="" sfx=""
	[ $endian = be ] && opt=-mbig-endian sfx=-be
	ebcc $opt -fsyntax-only $DUMP "$out/random.c" >"$out/random$sfx.ebcc" 2>"$out/random$sfx.ebcc.err"
	rc=$?
	awk -f "$here/norm.awk" /dev/null "$out/random$sfx.ebcc" >"$out/random$sfx.ebcc.norm" 2>>"$out/random$sfx.ebcc.err"
	check_dump random$sfx "$out/random.clang.norm" "$out/random$sfx.ebcc.norm" 500 >"$out/random$sfx.chunks"
	while read -r k n m; do
		name=$(printf 'random%s-%02d' "$sfx" "$k")
		if [ "$rc" = 0 ] && [ "$m" = 0 ] && [ ! -s "$out/random$sfx.ebcc.err" ]; then
			ok "$name"
		else
			bad "$name" "exit $rc, $m of $n records differ:
$(first "$out/random$sfx.ebcc.err" 5; [ -f "$out/$name.mismatch" ] && first "$out/$name.mismatch" 5)"
		fi
	done <"$out/random$sfx.chunks"
done

# ---- hand-written bitfields, both byte orders ----
for endian in le be; do
	opt=""
	[ $endian = be ] && opt=-mbig-endian
	# shellcheck disable=SC2086
	$CL $opt -fsyntax-only -Xclang -fdump-record-layouts-simple "$here/bitfields.c" \
		>"$out/bf-$endian.clang" 2>"$out/bf-$endian.clang.err"
	c=$?
	# shellcheck disable=SC2086
	ebcc $opt $SYS -fsyntax-only $DUMP "$here/bitfields.c" \
		>"$out/bf-$endian.ebcc" 2>"$out/bf-$endian.ebcc.err"
	e=$?
	awk -f "$here/norm.awk" /dev/null "$out/bf-$endian.clang" >"$out/bf-$endian.clang.norm"
	awk -f "$here/norm.awk" /dev/null "$out/bf-$endian.ebcc" >"$out/bf-$endian.ebcc.norm"
	check_dump bf-$endian "$out/bf-$endian.clang.norm" "$out/bf-$endian.ebcc.norm" 100000 >/dev/null
	if [ $c != 0 ] || [ -s "$out/bf-$endian.clang.err" ]; then
		bad "bitfields-$endian" "clang rejects bitfields.c: $(first "$out/bf-$endian.clang.err")"
	elif [ $e = 0 ] && [ ! -s "$out/bf-$endian.ebcc.err" ] && [ ! -s "$out/bf-$endian-01.mismatch" ]; then
		ok "bitfields-$endian"
	else
		bad "bitfields-$endian" "exit $e: $(first "$out/bf-$endian.ebcc.err" 5; cat "$out/bf-$endian-01.mismatch" 2>/dev/null | head -10)"
	fi
done

# ---- the bytes of initialized bitfields, both byte orders (needs ebcc -c) ----
echo 'int x = 1;' >"$out/probe-c.c"
if ! ebcc -c "$out/probe-c.c" -o "$out/probe-c.o" >/dev/null 2>&1 || [ ! -s "$out/probe-c.o" ]; then
	echo "SKIP layout/bitfield-bytes: '$EBCC -c' cannot compile C yet"
	suite_end
	exit
fi
data() { # OBJ OUT: the bytes of .data as hex lines
	llvm-objcopy-19 -O binary --only-section=.data "$1" "$2.bin" && od -An -v -tx1 "$2.bin" >"$2"
}
for endian in le be; do
	opt=""
	[ $endian = be ] && opt=-mbig-endian
	name=bitfield-bytes-$endian
	b=$out/$name
	# shellcheck disable=SC2086
	if ! $CL $opt -c "$here/bitfields-init.c" -o "$b.clang.o" 2>"$b.clang.err" || [ -s "$b.clang.err" ] ||
		! data "$b.clang.o" "$b.clang"; then
		bad "$name" "clang: $(first "$b.clang.err")"
		continue
	fi
	# shellcheck disable=SC2086
	ebcc $opt -c "$here/bitfields-init.c" -o "$b.ebcc.o" >"$b.ebcc.err" 2>&1
	e=$?
	if [ $e = 0 ] && data "$b.ebcc.o" "$b.ebcc" && cmp -s "$b.clang" "$b.ebcc"; then
		ok "$name"
	else
		bad "$name" "exit $e: $(first "$b.ebcc.err" 5; diff "$b.clang" "$b.ebcc" 2>&1 | head -8)"
	fi
done
# the check sees the byte order at all (else it proves nothing)
cmp -s "$out/bitfield-bytes-le.clang" "$out/bitfield-bytes-be.clang" &&
	bad bitfield-bytes-order "clang gives the same .data for both byte orders"
suite_end
