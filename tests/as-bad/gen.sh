#!/bin/sh
# tests/as-bad/gen.sh OUTDIR - write the malformed inputs that are too big
# to keep in the repository into OUTDIR (run.sh assembles them like the
# others; their expected diagnostics are NAME.err here, with @OUT@ standing
# for OUTDIR).
#
#   jump-far.s   a conditional jump over 32768 instructions at -mcpu=v3:
#                one more than the 16-bit offset reaches (v4 would relax it)
#   jump-far-back.s  the same backwards: 32769 slots back is -32769
set -eu
out=$1
mkdir -p "$out"
awk 'BEGIN {
	print "# cpu: v3"
	print "# a jump one instruction beyond the signed 16-bit offset"
	print "\tif r1 == 0 goto far"
	for (i = 0; i < 32768; i++) print "\tr0 = 0"
	print "far:"
	print "\texit"
}' >"$out/jump-far.s"
awk 'BEGIN {
	print "# cpu: v3"
	print "# a backward jump one instruction beyond the signed 16-bit offset"
	print "back:"
	for (i = 0; i < 32768; i++) print "\tr0 = 0"
	print "\tgoto back"
	print "\texit"
}' >"$out/jump-far-back.s"
