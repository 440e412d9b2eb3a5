#!/bin/sh
# bench/codegen.sh BUILD - the code generator against clang-19 on a
# corpus of realistic BPF programs written for the project
# (examples/*.c and tests/cg/progs/*.c), both at -O2 -g -mcpu=v3:
#   compile time     best of N runs (N=5, or $BENCH_RUNS), alternating
#   instructions     8-byte slots in the executable sections
#   verifier         the kernel's `processed N insns`, summed over the
#                    object's programs (bpfrun -s loads and runs them)
# per program and in total, with the ratios ebcc/clang (goals: compile
# time clang/ebcc >= 10, instructions and verifier ratio <= 1.0).
# `make bench`; not part of check.
set -eu
[ $# -eq 1 ] || { echo "usage: $0 BUILD" >&2; exit 2; }
build=$1
n=${BENCH_RUNS:-5}
here=$(cd "$(dirname "$0")" && pwd)
out=$build/bench/codegen
mkdir -p "$out"
runstat=$build/bench/runstat
if [ ! -x "$runstat" ] || [ "$here/runstat.c" -nt "$runstat" ]; then
	${CC:-cc} -std=c11 -D_POSIX_C_SOURCE=200809L -O2 -Wall -Wextra -o "$runstat" "$here/runstat.c"
fi
. "$here/../tests/lib.sh" # exec_insns
flags="-O2 -g -mcpu=v3 -I/usr/include/$(uname -m)-linux-gnu"
verified() {
	"$build/bpfrun" -s "$1" 2>/dev/null | awk -F= '/verified_insns=/ { n += $2 } END { print n + 0 }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }
printf '%-24s %9s %9s %7s | %6s %6s %5s | %7s %7s %5s\n' program "ebcc ms" "clang ms" speedup \
	"ebcc" clang ratio "ebcc" clang ratio
printf '%-24s %9s %9s %7s | %6s %6s %5s | %7s %7s %5s\n' "" "" "" "" insns insns "" verif verif ""
te=0 tc=0 ie=0 ic=0 ve=0 vc=0 count=0
for src in "$here"/../examples/*.c "$here"/../tests/cg/progs/*.c; do
	[ -f "$src" ] || continue
	name=$(basename "$src" .c)
	# shellcheck disable=SC2086
	"$build/ebcc" $flags -c "$src" -o "$out/$name.o" 2>/dev/null || { printf '%-24s ebcc failed\n' "$name"; continue; }
	# shellcheck disable=SC2086
	clang-19 -target bpf $flags -c "$src" -o "$out/$name-clang.o" 2>/dev/null || { printf '%-24s clang failed\n' "$name"; continue; }
	eb="" cl=""
	i=0
	while [ $i -lt "$n" ]; do
		# shellcheck disable=SC2086
		eb="$eb $("$runstat" 1 "$build/ebcc" $flags -c "$src" -o "$out/$name.o" | cut -d' ' -f1)"
		# shellcheck disable=SC2086
		cl="$cl $("$runstat" 1 clang-19 -target bpf $flags -c "$src" -o "$out/$name-clang.o" | cut -d' ' -f1)"
		i=$((i + 1))
	done
	et=$(echo $eb | tr ' ' '\n' | sort -n | head -1)
	ct=$(echo $cl | tr ' ' '\n' | sort -n | head -1)
	ni=$(exec_insns "$out/$name.o") nc=$(exec_insns "$out/$name-clang.o")
	vi=$(verified "$out/$name.o") vcl=$(verified "$out/$name-clang.o")
	printf '%-24s %9.2f %9.2f %7s | %6s %6s %5s | %7s %7s %5s\n' "$name" \
		"$(awk -v t="$et" 'BEGIN { print t * 1000 }')" "$(awk -v t="$ct" 'BEGIN { print t * 1000 }')" \
		"$(ratio "$ct" "$et")" "$ni" "$nc" "$(ratio "$ni" "$nc")" "$vi" "$vcl" "$(ratio "$vi" "$vcl")"
	te=$(awk -v a="$te" -v b="$et" 'BEGIN { print a + b }')
	tc=$(awk -v a="$tc" -v b="$ct" 'BEGIN { print a + b }')
	ie=$((ie + ni)) ic=$((ic + nc)) ve=$((ve + vi)) vc=$((vc + vcl)) count=$((count + 1))
done
printf '%-24s %9.2f %9.2f %7s | %6s %6s %5s | %7s %7s %5s\n' "TOTAL ($count)" \
	"$(awk -v t="$te" 'BEGIN { print t * 1000 }')" "$(awk -v t="$tc" 'BEGIN { print t * 1000 }')" \
	"$(ratio "$tc" "$te")" "$ie" "$ic" "$(ratio "$ie" "$ic")" "$ve" "$vc" "$(ratio "$ve" "$vc")"
echo "goals: compile speedup clang/ebcc >= 10, instructions and verifier ebcc/clang <= 1.00"
