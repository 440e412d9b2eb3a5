#!/bin/sh
# tests/btf/run.sh BUILD [OUTDIR] - ebcc's BTF (src/btf) against bpftool,
# clang-19 and the kernel.  For each tests/btf/NAME.c:
#   NAME/accepted     ebcc -O2 -g -c compiles it; bpftool btf dump accepts it
#   NAME/format-c     `bpftool btf dump file X format c` of ebcc's and
#                     clang-19's objects: the same blocks (sorted)
#   NAME/types        the raw dumps, ids resolved to names (btfnorm.py):
#                     the same FUNC/VAR/DATASEC/DECL_TAG/named types
#   NAME/readelf-clang ebcc-readelf --btf of clang's object = bpftool's raw dump
#   NAME/readelf-ebcc / objdump-ebcc  the same on ebcc's object
#   NAME/S-c          -S then ebcc-as gives the same .BTF and .BTF.ext bytes as -c
#   NAME/ext-clang    ebcc-readelf reads clang-19's .BTF.ext
#   NAME/func-info    func_info names the functions clang's does, per section
#   NAME/line-info    every line_info record quotes its line of NAME.c (extcheck.py)
#   NAME/objdump-S    ebcc-objdump -S and llvm-objdump-19 -S show the same lines
#   NAME/core-relo    (CO-RE sources) the same core_relo records as clang's:
#                     kind, root type, access string and count
#   NAME/kernel-lines (LOAD) bpftool prog dump xlated linum shows our lines
#   NAME/load         (sources with "LOAD" in them) bpftool prog loadall:
#                     the kernel accepts the program, its maps and their BTF
#   all-types         -fbtf-all-types describes every named type (alltypes/)
#   NAME/type-count   no BTF kind has more types than in clang's object
#   NAME/strings      no stored string ends another (tails are shared) and
#                     .BTF is no larger than clang's (strtab.py)
#   maps/skeleton     bpftool gen skeleton of maps.o compiles and works
#                     (skel_maps.c: .rodata set before load, .bss read after)
#   prune/skeleton    the same for prune.o, whose globals point to FWDs
#                     (skel_prune.c)
#   prune/all-types   prune.c with -fbtf-all-types: its FWDs in full, loads
# then the kernel's own BTF (/sys/kernel/btf/vmlinux) dumped by
# ebcc-readelf equals bpftool's dump, and bad-input/*: truncated and
# corrupted .BTF give one clean error and exit 1; bad-ext/* the same for
# .BTF.ext.
set -u
cd "$(dirname "$0")/../.." || exit 2
build=${1:-build}
out=${2:-$build/btf}
case $build in /*) ;; *) build=$(pwd)/$build ;; esac
case $out in /*) ;; *) out=$(pwd)/$out ;; esac
mkdir -p "$out" || exit 2
. tests/lib.sh
suite_begin btf
CLANG=${CLANG:-clang-19}
SYS="-idirafter /usr/include/$(uname -m)-linux-gnu"
BPFTOOL=${BPFTOOL:-bpftool}
norm_c() { # the C dump's blank-line separated blocks, sorted; without the
	# bare `struct X;` declarations bpftool writes where its walk meets a
	# pointer before the record, which depend on the type order only
	# (whether X is a FWD or in full, `types` compares)
	awk 'BEGIN { RS = ""; ORS = "\n\n" } !/^(struct|union) [A-Za-z0-9_]+;$/ { gsub(/\n/, "\\n"); print }' "$1" | sort
}
section() { # OBJ SECTION OUT: the section's bytes
	llvm-objcopy-19 --dump-section "$2=$3" "$1" /dev/null 2>/dev/null || objcopy -O binary --only-section="$2" "$1" "$3"
}

for src in tests/btf/*.c; do
	n=$(basename "$src" .c)
	o=$out/$n
	if ! "$build/ebcc" -O2 -g $SYS -c "$src" -o "$o.o" 2>"$o.err"; then
		bad "$n/accepted" "$(cat "$o.err")"
		continue
	fi
	if ! $BPFTOOL btf dump file "$o.o" >"$o.raw" 2>"$o.err"; then
		bad "$n/accepted" "$(cat "$o.err")"
		continue
	fi
	ok "$n/accepted"
	if ! $CLANG -target bpf -O2 -g $SYS -c "$src" -o "$o.clang.o" 2>"$o.err"; then
		bad "$n/clang" "$(cat "$o.err")"
		continue
	fi
	$BPFTOOL btf dump file "$o.clang.o" >"$o.clang.raw"
	$BPFTOOL btf dump file "$o.o" format c >"$o.h" && $BPFTOOL btf dump file "$o.clang.o" format c >"$o.clang.h"
	if [ "$(norm_c "$o.h")" = "$(norm_c "$o.clang.h")" ]; then ok "$n/format-c"; else bad "$n/format-c" "$(diff "$o.clang.h" "$o.h")"; fi
	python3 tests/btf/btfnorm.py "$o.raw" >"$o.norm" && python3 tests/btf/btfnorm.py "$o.clang.raw" >"$o.clang.norm"
	if cmp -s "$o.norm" "$o.clang.norm"; then ok "$n/types"; else bad "$n/types" "$(diff "$o.clang.norm" "$o.norm")"; fi
	# no kind has more types than in clang's (records reached only through
	# pointer members are FWDs, equal anonymous types are one)
	kinds() { grep '^\[' "$1" | awk '{ print $2 }' | sort | uniq -c | awk '{ print $2, $1 }'; }
	kinds "$o.clang.raw" >"$o.clang.kinds"
	kinds "$o.raw" >"$o.kinds"
	more=$(join -a 2 -e 0 -o 0,1.2,2.2 "$o.clang.kinds" "$o.kinds" | awk '$3 > $2')
	if [ -z "$more" ]; then ok "$n/type-count"; else bad "$n/type-count" "kind clang ebcc: $more"; fi
	section "$o.o" .BTF "$o.btf" && section "$o.clang.o" .BTF "$o.clang.btf"
	if python3 tests/btf/strtab.py "$o.btf" "$o.clang.btf" >"$o.strtab"; then ok "$n/strings"; else bad "$n/strings" "$(head "$o.strtab")"; fi
	"$build/ebcc-readelf" --btf "$o.clang.o" >"$o.clang.readelf.all"
	tail -n +2 "$o.clang.readelf.all" | sed '/^BTF.ext:/,$d' >"$o.clang.readelf"
	if cmp -s "$o.clang.readelf" "$o.clang.raw"; then ok "$n/readelf-clang"; else bad "$n/readelf-clang" "$(diff "$o.clang.raw" "$o.clang.readelf")"; fi
	"$build/ebcc-readelf" --btf "$o.o" >"$o.readelf.all"
	tail -n +2 "$o.readelf.all" | sed '/^BTF.ext:/,$d' >"$o.readelf"
	if cmp -s "$o.readelf" "$o.raw"; then ok "$n/readelf-ebcc"; else bad "$n/readelf-ebcc" "$(diff "$o.raw" "$o.readelf")"; fi
	"$build/ebcc-objdump" --btf "$o.o" | tail -n +4 | sed '/^BTF.ext:/,$d' >"$o.objdump"
	if cmp -s "$o.objdump" "$o.raw"; then ok "$n/objdump-ebcc"; else bad "$n/objdump-ebcc" "$(diff "$o.raw" "$o.objdump")"; fi
	if "$build/ebcc" -O2 -g $SYS -S "$src" -o "$o.s" && "$build/ebcc-as" "$o.s" -o "$o.s.o" &&
		section "$o.o" .BTF "$o.btf" && section "$o.s.o" .BTF "$o.s.btf" && cmp -s "$o.btf" "$o.s.btf" &&
		section "$o.o" .BTF.ext "$o.ext" && section "$o.s.o" .BTF.ext "$o.s.ext" && cmp -s "$o.ext" "$o.s.ext"; then
		ok "$n/S-c"
	else
		bad "$n/S-c"
	fi
	# .BTF.ext: our reader takes clang's; func_info names the same
	# functions as clang's; every line record quotes its line of $src;
	# llvm-objdump -S reads the same source lines from it as ebcc-objdump -S;
	# the kernel's dump of a loaded program quotes them
	if grep -q '^BTF.ext:' "$o.clang.readelf.all"; then ok "$n/ext-clang"; else bad "$n/ext-clang" "$(head -3 "$o.clang.readelf.all")"; fi
	python3 tests/btf/extcheck.py funcs "$o.readelf.all" >"$o.funcs"
	python3 tests/btf/extcheck.py funcs "$o.clang.readelf.all" >"$o.clang.funcs"
	if [ -s "$o.funcs" ] && cmp -s "$o.funcs" "$o.clang.funcs"; then ok "$n/func-info"; else bad "$n/func-info" "$(diff "$o.clang.funcs" "$o.funcs")"; fi
	if python3 tests/btf/extcheck.py lines "$o.readelf.all" "$src" >"$o.lines"; then ok "$n/line-info"; else bad "$n/line-info" "$(head "$o.lines")"; fi
	# CO-RE: the same relocations (kind, root type, access string, how many) as clang's
	core_relos() { sed -n '/^core_relo section/,$p' "$1" | sed -n 's/^	insn [0-9]*: //p' | sed 's/\[[0-9]*\] //' | sort | uniq -c; }
	core_relos "$o.clang.readelf.all" >"$o.clang.core"
	core_relos "$o.readelf.all" >"$o.core"
	if [ -s "$o.clang.core" ] || [ -s "$o.core" ]; then
		if cmp -s "$o.clang.core" "$o.core"; then ok "$n/core-relo"; else bad "$n/core-relo" "$(diff "$o.clang.core" "$o.core")"; fi
	fi
	# (llvm-objdump repeats a line after instructions without a record of
	# their own; ebcc-objdump prints a line once until it changes: uniq)
	"$build/ebcc-objdump" -S "$o.o" | grep '^; ' | uniq >"$o.S"
	llvm-objdump-19 -S "$o.o" | grep '^; ' | uniq >"$o.llvm.S"
	if [ -s "$o.S" ] && cmp -s "$o.S" "$o.llvm.S"; then ok "$n/objdump-S"; else bad "$n/objdump-S" "$(diff "$o.llvm.S" "$o.S" | head)"; fi
	if grep -q LOAD "$src"; then
		pin=/sys/fs/bpf/ebcc-btf-$n-$$
		if $BPFTOOL prog loadall "$o.o" "$pin" >"$o.load" 2>&1; then
			# the maps were created with their BTF (key/value types from it)
			ids=$($BPFTOOL prog show pinned "$pin/$(ls "$pin" | head -1)" | sed -n 's/.*map_ids \([0-9,]*\).*/\1/p')
			nobtf=""
			for id in $(echo "$ids" | tr , ' '); do
				$BPFTOOL map show id "$id" | grep -q "btf_id" || nobtf="$nobtf $id"
			done
			# the kernel took func_info and line_info: its dump quotes our lines
			p1=$pin/$(ls "$pin" | head -1)
			$BPFTOOL prog dump xlated pinned "$p1" linum >"$o.xlated" 2>&1
			if grep -q "^; .*\[file:$src line_num:[0-9]* line_col:[0-9]*\]" "$o.xlated"; then ok "$n/kernel-lines"; else bad "$n/kernel-lines" "$(head -5 "$o.xlated")"; fi
			rm -rf "$pin"
			if [ -z "$ids" ] || [ -n "$nobtf" ]; then bad "$n/load" "maps without BTF: '$ids' /$nobtf"; else ok "$n/load"; fi
		else
			rm -rf "$pin"
			bad "$n/load" "$(cat "$o.load")"
		fi
	fi
done

# bpftool gen skeleton on ebcc's maps.o: the header compiles into
# skel_maps.c, which sets .rodata before load, runs the program and reads
# .bss back through the skeleton
if [ -f "$out/maps.o" ]; then
	if $BPFTOOL gen skeleton "$out/maps.o" name maps >"$out/maps.skel.h" 2>"$out/skel.err" &&
		${CC:-cc} -O1 -Wall -Werror -I"$out" tests/btf/host/skel_maps.c -o "$out/skel_maps" -lbpf -lelf -lz 2>>"$out/skel.err" &&
		"$out/skel_maps" >"$out/skel.out" 2>>"$out/skel.err"; then
		ok maps/skeleton
	else
		bad maps/skeleton "$(cat "$out/skel.out" "$out/skel.err" 2>/dev/null | head -20)"
	fi
fi

# bpftool gen skeleton on ebcc's prune.o (globals whose records point to
# FWDs): skel_prune.c declares them, the skeleton's size asserts hold,
# it sets .bss before and after load and runs the program
if [ -f "$out/prune.o" ]; then
	if $BPFTOOL gen skeleton "$out/prune.o" name prune >"$out/prune.skel.h" 2>"$out/skel-prune.err" &&
		${CC:-cc} -O1 -Wall -Werror -I"$out" tests/btf/host/skel_prune.c -o "$out/skel_prune" -lbpf -lelf -lz 2>>"$out/skel-prune.err" &&
		"$out/skel_prune" >"$out/skel-prune.out" 2>>"$out/skel-prune.err"; then
		ok prune/skeleton
	else
		bad prune/skeleton "$(cat "$out/skel-prune.out" "$out/skel-prune.err" 2>/dev/null | head -20)"
	fi
	# -fbtf-all-types: no FWD left, each record the default build left a
	# FWD is a STRUCT, and the kernel still takes the object
	if "$build/ebcc" -O2 -g -fbtf-all-types $SYS -c tests/btf/prune.c -o "$out/prune-all.o" 2>"$out/prune-all.err" &&
		$BPFTOOL btf dump file "$out/prune-all.o" >"$out/prune-all.raw" 2>>"$out/prune-all.err"; then
		fwds=$(sed -n "s/^\[[0-9]*\] FWD '\([^']*\)'.*/\1/p" "$out/prune.raw")
		left=$(grep -c '^\[[0-9]*\] FWD' "$out/prune-all.raw")
		missing=""
		for t in $fwds; do grep -q "^\[[0-9]*\] STRUCT '$t'" "$out/prune-all.raw" || missing="$missing $t"; done
		pin=/sys/fs/bpf/ebcc-btf-prune-all-$$
		if [ -z "$fwds" ] || [ "$left" != 0 ] || [ -n "$missing" ]; then
			bad prune/all-types "FWDs by default: '$fwds'; FWDs left with the flag: $left; not in full:$missing"
		elif ! $BPFTOOL prog loadall "$out/prune-all.o" "$pin" >"$out/prune-all.load" 2>&1; then
			rm -rf "$pin"
			bad prune/all-types "$(tail -5 "$out/prune-all.load")"
		else
			rm -rf "$pin"
			ok prune/all-types
		fi
	else
		bad prune/all-types "$(cat "$out/prune-all.err")"
	fi
fi

# -fbtf-all-types: every named type of the source is described (and the
# kernel takes the BTF), without it none of the unreached ones; a
# vmlinux.h program with it still loads
src=tests/btf/alltypes/unused.c
names=$(sed -n 's,^// ALL-TYPES: ,,p' "$src")
if "$build/ebcc" -O2 -g -fbtf-all-types -c "$src" -o "$out/all.o" 2>"$out/all.err" &&
	"$build/ebcc" -O2 -g -c "$src" -o "$out/notall.o" 2>>"$out/all.err"; then
	$BPFTOOL btf dump file "$out/all.o" >"$out/all.raw"
	$BPFTOOL btf dump file "$out/notall.o" >"$out/notall.raw"
	missing="" extra=""
	for t in $names; do
		grep -q "] [A-Z]* '$t'" "$out/all.raw" || missing="$missing $t"
		grep -q "] [A-Z]* '$t'" "$out/notall.raw" && extra="$extra $t"
	done
	pin=/sys/fs/bpf/ebcc-btf-all-$$
	if [ -n "$missing$extra" ]; then
		bad all-types "missing with the flag:$missing; present without it:$extra"
	elif ! $BPFTOOL prog load "$out/all.o" "$pin" >"$out/all.load" 2>&1; then
		bad all-types "$(tail -5 "$out/all.load")"
	else
		rm -f "$pin"
		ok all-types
	fi
else
	bad all-types "$(cat "$out/all.err")"
fi

# the verifier's log of a rejected program quotes the source line of the
# instruction it rejects (from line_info), "; LINE @ FILE:N"
for src in tests/btf/reject/*.c; do
	n=reject/$(basename "$src" .c)
	o=$out/reject-$(basename "$src" .c)
	want=$(grep -n REJECTED-HERE "$src" | cut -d: -f1)
	if ! "$build/ebcc" -O2 -g $SYS -c "$src" -o "$o.o" 2>"$o.err"; then
		bad "$n" "$(cat "$o.err")"
		continue
	fi
	pin=/sys/fs/bpf/ebcc-btf-reject-$$
	if $BPFTOOL prog load "$o.o" "$pin" >"$o.log" 2>&1; then
		rm -f "$pin"
		bad "$n" "the verifier accepted it"
	elif grep -q "^; .* @ $(basename "$src"):$want\$" "$o.log"; then
		ok "$n"
	else
		bad "$n" "no '; ... @ $(basename "$src"):$want' in the log: $(grep '^;' "$o.log" | head -3)"
	fi
done

# the kernel's BTF: every kind, ~100k types
if [ -r /sys/kernel/btf/vmlinux ]; then
	$BPFTOOL btf dump file /sys/kernel/btf/vmlinux >"$out/vmlinux.raw"
	"$build/ebcc-readelf" --btf /sys/kernel/btf/vmlinux | tail -n +2 >"$out/vmlinux.readelf"
	if cmp -s "$out/vmlinux.raw" "$out/vmlinux.readelf"; then ok vmlinux; else bad vmlinux "$(diff "$out/vmlinux.raw" "$out/vmlinux.readelf" | head)"; fi
fi

# bad inputs: raw .BTF files made from a good one by tests/btf/corrupt.py,
# each: exit 1 and one "error:" line naming the problem
good=$out/types.btf
if [ -f "$good" ] && python3 tests/btf/corrupt.py "$good" "$out/bad" >"$out/bad.list"; then
	while read -r name want; do
		f=$out/bad/$name.btf
		"$build/ebcc-readelf" --btf "$f" >"$f.out" 2>"$f.err"
		rc=$?
		if [ $rc -eq 1 ] && grep -q "error: .*$want" "$f.err" && [ "$(wc -l <"$f.err")" -eq 1 ]; then
			ok "bad-input/$name"
		else
			bad "bad-input/$name" "exit $rc, wanted '$want': $(cat "$f.err")"
		fi
	done <"$out/bad.list"
else
	bad bad-input "no good .BTF to corrupt ($good)"
fi

# bad .BTF.ext: lines.o with its .BTF.ext replaced by tests/btf/corrupt_ext.py's
# variants; each: exit 1 and one "error:" line naming the problem (or, for
# the valid ones, "-", exit 0 and the records dumped)
if [ -f "$out/lines.o" ] && section "$out/lines.o" .BTF "$out/lines.btf" &&
	python3 tests/btf/corrupt_ext.py "$out/lines.btf" "$out/lines.ext" "$out/badext" >"$out/badext.list"; then
	while read -r name want; do
		f=$out/badext/$name
		llvm-objcopy-19 --remove-section=.rel.BTF.ext --update-section ".BTF.ext=$f.ext" "$out/lines.o" "$f.o"
		"$build/ebcc-readelf" --btf "$f.o" >"$f.out" 2>"$f.err"
		rc=$?
		if [ "$want" = - ]; then
			if [ $rc -eq 0 ] && grep -q '^BTF.ext:' "$f.out"; then ok "bad-ext/$name"; else bad "bad-ext/$name" "exit $rc: $(cat "$f.err")"; fi
		elif [ $rc -eq 1 ] && grep -q "error: .*BTF.ext.*$want" "$f.err" && [ "$(wc -l <"$f.err")" -eq 1 ]; then
			ok "bad-ext/$name"
		else
			bad "bad-ext/$name" "exit $rc, wanted '$want': $(cat "$f.err")"
		fi
	done <"$out/badext.list"
else
	bad bad-ext "no good .BTF.ext to corrupt"
fi
suite_end
