#!/usr/bin/env bash
# tests/cpp/run.sh BUILD OUT - the preprocessor and driver against clang-19.
#
#   torture/*.c   ebcc -E -P and clang-19 -target bpf -E -P give the same
#                 tokens on the same lines (re-lexed by toks.py, so spacing
#                 does not matter); both exit 0
#   predef        -dM -E equals clang's for -mcpu=v1..v4, -O2, -Os,
#                 -std=c11/gnu89/c2x, -mbig-endian, minus the allowlist
#   deps          -M -MM -MD -MMD -MF -MT -MQ -MP output equals clang's
#   ../cpp-bad    located diagnostics, exactly as in each .err; exit 1
#   real          vmlinux.h + the libbpf headers: the same tokens as clang
set -uo pipefail
build=$1
here=$(cd "$(dirname "$0")" && pwd)
ebcc=$(cd "$build" && pwd)/ebcc
toks="python3 $here/toks.py"
mkdir -p "$2"
out=$(cd "$2" && pwd) # the script changes directory
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1"; fail=$((fail + 1)); shift; [ $# -gt 0 ] && printf '%s\n' "$@" | head -40; }

# ---- torture: token streams and line structure equal to clang's ----
cd "$here/torture" || exit 2
for src in *.c; do
	name=torture/${src%.c}
	flags="-I. -Iinc2 -Iinc3"
	if ! clang-19 -target bpf -E -P $flags "$src" >"$out/$src.clang" 2>"$out/$src.clang.err"; then
		bad "$name" "clang failed:" "$(cat "$out/$src.clang.err")"
		continue
	fi
	if ! "$ebcc" -E -P $flags "$src" >"$out/$src.ebcc" 2>"$out/$src.ebcc.err"; then
		bad "$name" "ebcc failed:" "$(cat "$out/$src.ebcc.err")"
		continue
	fi
	$toks -l "$out/$src.clang" >"$out/$src.clang.tok"
	$toks -l "$out/$src.ebcc" >"$out/$src.ebcc.tok"
	if cmp -s "$out/$src.clang.tok" "$out/$src.ebcc.tok"; then
		ok "$name"
	else
		bad "$name" "$(diff "$out/$src.clang" "$out/$src.ebcc" | head -20)"
	fi
done
# with line markers too: the same tokens (markers are not compared)
for src in includes.c builtins.c; do
	name=torture-markers/${src%.c}
	clang-19 -target bpf -E -I. -Iinc2 -Iinc3 "$src" 2>/dev/null | grep -v '^#' >"$out/$src.m.clang"
	"$ebcc" -E -I. -Iinc2 -Iinc3 "$src" 2>/dev/null | grep -v '^#' >"$out/$src.m.ebcc"
	if cmp -s <($toks "$out/$src.m.clang") <($toks "$out/$src.m.ebcc") &&
		{ [ "$src" != includes.c ] || grep -q '^# 1 "./inc/a.h" 1$' <<<"$("$ebcc" -E -I. -Iinc2 -Iinc3 "$src" 2>/dev/null)"; }; then
		ok "$name"
	else
		bad "$name" "$(diff "$out/$src.m.clang" "$out/$src.m.ebcc" | head)"
	fi
done

# ---- predefined macros ----
# ebcc's own identity; __VERSION__ and __clang_version__ name ebcc
allow='^#define (__ebcc__|__ebcc_major__|__ebcc_minor__|__ebcc_patchlevel__|__ebcc_version__|__VERSION__|__clang_version__) '
while read -r label flags; do
	clang-19 -target bpf $flags -dM -E - </dev/null | grep -Ev "$allow" | sort >"$out/predef-$label.clang"
	"$ebcc" -target bpf $flags -dM -E - </dev/null | grep -Ev "$allow" | sort >"$out/predef-$label.ebcc"
	if [ -s "$out/predef-$label.clang" ] && cmp -s "$out/predef-$label.clang" "$out/predef-$label.ebcc"; then
		ok "predef/$label"
	else
		bad "predef/$label" "$(diff "$out/predef-$label.clang" "$out/predef-$label.ebcc")"
	fi
done <<'LIST'
v1 -mcpu=v1
v2 -mcpu=v2
v3 -mcpu=v3
v4 -mcpu=v4
generic -mcpu=generic
O2 -mcpu=v3 -O2
Os -mcpu=v3 -Os
c11 -mcpu=v3 -std=c11
gnu89 -mcpu=v1 -std=gnu89
c2x -mcpu=v1 -std=c2x
be -mcpu=v3 -mbig-endian
bpfeb -mcpu=v2 --target=bpfeb
LIST
n_extra=$("$ebcc" -dM -E - </dev/null | grep -Ec "$allow")
[ "$n_extra" = 7 ] && ok predef/allowlist-present || bad predef/allowlist-present "expected 7 allowlisted macros, got $n_extra"

# ---- dependency output ----
dep=$out/deps
rm -rf "$dep" && mkdir -p "$dep/inc/deep" "$dep/sys"
cd "$dep" || exit 2
printf '#include "a.h"\n#include "inc/b.h"\n#include <sysh.h>\nint x;\n' >main.c
printf '#pragma once\nint a;\n' >a.h
printf '#include "deep/c_with_a_long_name_to_force_line_wrapping.h"\n#include "../a.h"\n' >inc/b.h
printf 'int c;\n' >inc/deep/c_with_a_long_name_to_force_line_wrapping.h
printf 'int s;\n' >sys/sysh.h
while read -r label flags; do
	rm -f *.d out.o
	clang-19 -target bpf -isystem sys $flags main.c -o out.o >"$label.clang.stdout" 2>/dev/null
	# -M/-MM write the rule to -o's file; -MD/-MMD to a .d file
	clang_d=$(cat *.d out.o 2>/dev/null)
	rm -f *.d out.o
	"$ebcc" -target bpf -isystem sys $flags main.c -o out.o >"$label.ebcc.stdout" 2>/dev/null
	ebcc_d=$(cat *.d out.o 2>/dev/null)
	if cmp -s "$label.clang.stdout" "$label.ebcc.stdout" && [ "$clang_d" = "$ebcc_d" ] &&
		[ -n "$(cat "$label.clang.stdout")$clang_d" ]; then
		ok "deps/$label"
	else
		bad "deps/$label" "clang:" "$(cat "$label.clang.stdout")" "$clang_d" "ebcc:" "$(cat "$label.ebcc.stdout")" "$ebcc_d"
	fi
done <<'LIST'
M -M
MM -MM
MT -M -MT custom.o -MT 'second$target.o'
MQ -MM -MQ 'quoted$target.o'
MP -MM -MP
MF -M -MF main.d
MD -fsyntax-only -MD
MMD -fsyntax-only -MMD
MD-MF -fsyntax-only -MMD -MF x.d
LIST
# -MG: a header that is not there (yet) is a dependency, not an error
printf '#include "generated.h"\n#include "a.h"\n' >gen.c
for flags in "-M -MG" "-MM -MG"; do
	want=$(clang-19 -target bpf $flags gen.c 2>&1)
	got=$("$ebcc" -target bpf $flags gen.c 2>&1)
	if [ "$want" = "$got" ] && [ -n "$want" ]; then
		ok "deps/${flags// /}"
	else
		bad "deps/${flags// /}" "clang: $want" "ebcc: $got"
	fi
done
cd "$here" || exit 2

# ---- the driver ----
drv=$out/driver
mkdir -p "$drv"
for cpu in v1 v3; do
	clang-19 -target bpf -mcpu=$cpu -DEXTRA -c "$here/driver/asm.S" -o "$drv/c.o" 2>/dev/null
	"$ebcc" -target bpf -mcpu=$cpu -DEXTRA -c "$here/driver/asm.S" -o "$drv/e.o" 2>"$drv/e.err"
	if llvm-objcopy-19 -O binary --only-section=.text "$drv/c.o" "$drv/c.bin" &&
		llvm-objcopy-19 -O binary --only-section=.text "$drv/e.o" "$drv/e.bin" &&
		[ -s "$drv/c.bin" ] && cmp -s "$drv/c.bin" "$drv/e.bin"; then
		ok "driver/asm-cpp-$cpu"
	else
		bad "driver/asm-cpp-$cpu" "$(cat "$drv/e.err")"
	fi
done
printf -- '-E -P\n"-DX=5 + 1"\n' >"$drv/rsp"
printf 'X\n' >"$drv/r.c"
[ "$("$ebcc" @"$drv/rsp" "$drv/r.c" 2>&1)" = "5 + 1" ] && ok driver/response-file || bad driver/response-file
[ "$("$ebcc" -E -P "$drv/r.c" -x c "$drv/r.c" 2>&1 | tr '\n' ' ')" = "X X " ] && ok driver/two-inputs || bad driver/two-inputs
"$ebcc" --target=x86_64 -E "$drv/r.c" >/dev/null 2>"$drv/t.err"
[ $? = 1 ] && grep -q "unknown target 'x86_64'" "$drv/t.err" && ok driver/other-target-error || bad driver/other-target-error
"$ebcc" -mcpu=v9 -E "$drv/r.c" >/dev/null 2>&1
[ $? = 1 ] && ok driver/bad-cpu-error || bad driver/bad-cpu-error
[ "$("$ebcc" -E -P -mcpu=probe -mbig-endian - <<<'__BPF_CPU_VERSION__ __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__ __OPTIMIZE__' -O2 2>&1)" = "4 4321 == 4321 1" ] &&
	ok driver/options-reach-cpp || bad driver/options-reach-cpp
# -v lists the search directories, ebcc's own include/ among them
# (output captured first: grep -q closing the pipe early would fail it under pipefail)
vout=$("$ebcc" -v -E - </dev/null 2>&1 >/dev/null)
grep -q "/include$" <<<"$vout" && ok driver/v-search-list || bad driver/v-search-list "$vout"
# a note goes with its warning: none for a warning a system header hides
mkdir -p "$drv/sys"
printf '#define A 1\n#define A 2\n' >"$drv/sys/redef.h"
printf '#include <redef.h>\nint x = A;\n' >"$drv/redef.c"
want=$(clang-19 -target bpf -isystem "$drv/sys" -fsyntax-only "$drv/redef.c" 2>&1)
got=$("$ebcc" -isystem "$drv/sys" -fsyntax-only "$drv/redef.c" 2>&1)
shown=$("$ebcc" -I "$drv/sys" -fsyntax-only "$drv/redef.c" 2>&1)
if [ -z "$want" ] && [ -z "$got" ] && grep -q "warning: 'A' macro redefined" <<<"$shown" &&
	grep -q "note: previous definition is here" <<<"$shown"; then
	ok driver/note-dropped-with-warning
else
	bad driver/note-dropped-with-warning "clang: $want" "ebcc: $got" "ebcc -I: $shown"
fi

# ---- diagnostics for bad input ----
for src in "$here"/../cpp-bad/*.c; do
	[ -e "$src" ] || continue
	name=cpp-bad/$(basename "${src%.c}")
	(cd "$here/../cpp-bad" && "$ebcc" -E -o /dev/null "$(basename "$src")" 2>"$out/bad.err" >/dev/null)
	rc=$?
	if [ $rc = 1 ] && diff -u "${src%.c}.err" "$out/bad.err" >"$out/bad.diff"; then
		ok "$name"
	else
		bad "$name" "exit $rc" "$(cat "$out/bad.diff")"
	fi
done

# ---- the reference real-program file ----
real=$out/real
mkdir -p "$real"
if bpftool btf dump file /sys/kernel/btf/vmlinux format c >"$real/vmlinux.h" 2>/dev/null; then
	cat >"$real/t.c" <<'SRC'
#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_endian.h>
#include <bpf/usdt.bpf.h>
SRC
	rflags="-D__TARGET_ARCH_x86 -I$real -idirafter /usr/include/x86_64-linux-gnu"
	clang-19 -target bpf $rflags -E -P "$real/t.c" >"$real/clang.i" 2>/dev/null
	if "$ebcc" -target bpf $rflags -E -P "$real/t.c" >"$real/ebcc.i" 2>"$real/ebcc.err" &&
		cmp -s <($toks -l "$real/clang.i") <($toks -l "$real/ebcc.i"); then
		ok real/reference-file
	else
		bad real/reference-file "$(diff <($toks "$real/clang.i") <($toks "$real/ebcc.i") | head)"
	fi
	# programs that use the libbpf macros (tests/cpp/real/*.c)
	for p in "$here"/real/*.c; do
		pn=real/$(basename "${p%.c}")
		clang-19 -target bpf $rflags -E -P "$p" >"$real/p.clang" 2>/dev/null
		if "$ebcc" -target bpf $rflags -E -P "$p" >"$real/p.ebcc" 2>"$real/p.err" &&
			cmp -s <($toks -l "$real/p.clang") <($toks -l "$real/p.ebcc"); then
			ok "$pn"
		else
			bad "$pn" "$(diff <($toks "$real/p.clang") <($toks "$real/p.ebcc") | head)"
		fi
	done
	# the target check in bpf_tracing.h: _Pragma("GCC error ...") at the macro use
	printf '#include "vmlinux.h"\n#include <bpf/bpf_tracing.h>\nlong f(struct pt_regs *ctx) { return PT_REGS_PARM1(ctx); }\n' >"$real/notarget.c"
	"$ebcc" -target bpf -I"$real" -idirafter /usr/include/x86_64-linux-gnu -E "$real/notarget.c" >/dev/null 2>"$real/notarget.err"
	rc=$?
	if [ $rc = 1 ] && grep -q "notarget.c:3:38: error: Must specify a BPF target arch via __TARGET_ARCH_xxx" "$real/notarget.err"; then
		ok real/pragma-gcc-error-located
	else
		bad real/pragma-gcc-error-located "exit $rc" "$(cat "$real/notarget.err")"
	fi
else
	bad real/reference-file "bpftool could not dump /sys/kernel/btf/vmlinux"
fi

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
