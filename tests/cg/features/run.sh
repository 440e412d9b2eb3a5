#!/bin/sh
# tests/cg/features/run.sh BUILD - the __BPF_FEATURE_* macros and the code
# agree.  For each NAME.c here (NAME a feature, `// want: REGEX` the
# instruction its C makes when the feature is there) and each -mcpu:
#   NAME-vN   if ebcc -mcpu=vN defines __BPF_FEATURE_NAME, the -O2 code
#             (-S text, or `ebcc-objdump -d` of -c with `// via: objdump`)
#             has the instruction; if it does not, the code has none of
#             it, except for ALU32, ADDR_SPACE_CAST and MAY_GOTO, which
#             exist at every version (ebcc uses 32-bit ALU ops at v1/v2 too;
#             the other two are the kernel's, not the CPU version's)
# and every macro is the one clang-19 defines at that -mcpu.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../../lib.sh"
suite_build features "$@"
for cpu in v1 v2 v3 v4; do
	"$build/ebcc" -mcpu=$cpu -dM -E - </dev/null | grep __BPF_FEATURE_ | sort >"$out/ebcc-$cpu.macros"
	clang-19 -target bpf -mcpu=$cpu -dM -E - </dev/null | grep __BPF_FEATURE_ | sort >"$out/clang-$cpu.macros"
	if cmp -s "$out/ebcc-$cpu.macros" "$out/clang-$cpu.macros"; then ok "macros-$cpu"; else bad "macros-$cpu" "$(diff "$out/clang-$cpu.macros" "$out/ebcc-$cpu.macros")"; fi
done
for src in "$here"/*.c; do
	name=$(basename "$src" .c)
	want=$(sed -n 's,^// want: ,,p' "$src")
	for cpu in v1 v2 v3 v4; do
		t=$name-$cpu
		if grep -q "^// via: objdump" "$src"; then
			"$build/ebcc" -O2 -mcpu=$cpu -c "$src" -o "$out/$t.o" 2>"$out/$t.err" &&
				"$build/ebcc-objdump" -d "$out/$t.o" >"$out/$t.s" 2>>"$out/$t.err"
		else
			"$build/ebcc" -O2 -mcpu=$cpu -S "$src" -o "$out/$t.s" 2>"$out/$t.err"
		fi
		rc=$?
		defined=no
		grep -q "__BPF_FEATURE_$name " "$out/ebcc-$cpu.macros" && defined=yes
		if [ $rc -ne 0 ]; then
			# without the feature, refusing the C is fine (a located error)
			if [ $defined = no ] && grep -q "error:" "$out/$t.err"; then ok "$t"; else bad "$t" "$(cat "$out/$t.err")"; fi
		elif grep -qE "$want" "$out/$t.s"; then
			case $defined:$name in
			yes:* | no:ALU32 | no:ADDR_SPACE_CAST | no:MAY_GOTO) ok "$t" ;;
			*) bad "$t" "no __BPF_FEATURE_$name at -mcpu=$cpu, yet the code has /$want/" ;;
			esac
		elif [ $defined = yes ]; then
			bad "$t" "__BPF_FEATURE_$name is defined at -mcpu=$cpu but the code has no /$want/: $(grep -v '^\s*[.#]' "$out/$t.s" | head -12)"
		else
			ok "$t"
		fi
	done
done
suite_end
