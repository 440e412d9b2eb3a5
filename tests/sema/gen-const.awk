# tests/sema/gen-const.awk - random integer constant expressions, for the
# differential test in tests/sema/run.sh: clang-19 computes each one's
# value and type, ebcc must agree in a _Static_assert.  Deterministic:
#   awk -v seed=N -v count=N -f gen-const.awk > exprs.txt
# prints one expression per line.  The grammar covers every integer
# operator, casts to every integer type, literals of every suffix and
# base, character constants, sizeof and _Alignof, ?:, and _Bool.  Left
# shifts work on an unsigned operand with a masked count (no undefined
# behaviour by construction); overflow and division by zero are left to
# chance and filtered out afterwards by what clang diagnoses.
# With -v vars=1 most leaves are variables (random.sh's VARS: every
# arithmetic type, enums, bitfields) and assignments, ++/-- and the comma
# operator join in: the expressions are then only typed (in _Generic and
# sizeof, unevaluated), and floating types take part.
BEGIN {
	srand(seed)
	nv = split("vc vsc vuc vs vus vi vu vl vul vll vull vb vf vd vld vi128 vu128 ve vne vbf.u3 vbf.i5 vbf.u31 vbf.u32 vbf.ul20 vbf.ul33 vbf.l40 vbf.b1 vbf.ull32 vbf.e2", vars_, " ")
	nav = 17 # the first nav are lvalues that ++ and compound assignment take (not bitfields: no ++ of _Bool fields...)
	nas = split("= += -= *= |= &= ^= <<= >>=", asg, " ")
	nt = split("char|signed char|unsigned char|short|unsigned short|int|unsigned|long|unsigned long|long long|unsigned long long|_Bool", types, "|")
	nb = split("+ - * / % & | ^ < > <= >= == != && ||", binops, " ")
	for (i = 0; i < count; i++) print expr(3)
}
function rnd(n) { return int(rand() * n) }
function literal(   v, k, s) {
	if (vars && rnd(10) < 7) return vars_[rnd(nv) + 1]
	k = rnd(10)
	if (k == 0) return "'" substr("azAZ09 !~", rnd(9) + 1, 1) "'"
	if (k == 1) return "'\\x" sprintf("%02x", rnd(256)) "'"
	# magnitudes from tiny to near the 64-bit limit
	v = rnd(6)
	if (v == 0) s = rnd(10)
	else if (v == 1) s = rnd(300)
	else if (v == 2) s = rnd(70000)
	else if (v == 3) s = sprintf("%d", rnd(2147483647)) # fits in an int
	else if (v == 4) s = "0x" sprintf("%x", rnd(65536)) sprintf("%04x", rnd(65536))
	else s = "0x" sprintf("%x", rnd(65536)) sprintf("%04x", rnd(65536)) sprintf("%04x", rnd(65536)) sprintf("%04x", rnd(65536))
	if (v < 4 && rnd(5) == 0) s = sprintf("0%o", s + 0)
	k = rnd(7)
	if (k == 1) s = s "u"; else if (k == 2) s = s "l"; else if (k == 3) s = s "ul"
	else if (k == 4) s = s "ll"; else if (k == 5) s = s "ULL"
	return s
}
function expr(d,   k, op) {
	if (d <= 0 || rnd(4) == 0) return literal()
	k = rnd(20)
	if (k < 9) {
		op = binops[rnd(nb) + 1]
		if (op == "/" || op == "%") return "(" expr(d - 1) " " op " (" expr(d - 1) " | 1))"
		return "(" expr(d - 1) " " op " " expr(d - 1) ")"
	}
	if (k < 12) return "((" types[rnd(nt) + 1] ")" expr(d - 1) ")"
	if (k == 12) return "(-" expr(d - 1) ")"
	if (k == 13) return "(~" expr(d - 1) ")"
	if (k == 14) return "(!" expr(d - 1) ")"
	if (k == 15) return "(" expr(d - 1) " ? " expr(d - 1) " : " expr(d - 1) ")"
	if (k == 16) return "((unsigned long long)" expr(d - 1) " << (" expr(d - 1) " & 63))"
	if (k == 17) return "((unsigned)" expr(d - 1) " << (" expr(d - 1) " & 31))"
	if (k == 18) return "(" expr(d - 1) " >> (" expr(d - 1) " & 31))"
	if (vars && rnd(3) == 0) { # side effects: fine where nothing is evaluated
		k = rnd(4)
		if (k == 0) return "(" vars_[rnd(nav) + 1] " " asg[rnd(nas) + 1] " " expr(d - 1) ")"
		if (k == 1) return "(" vars_[rnd(nav) + 1] (rnd(2) ? "++" : "--") ")"
		if (k == 2) return "(" (rnd(2) ? "++" : "--") vars_[rnd(nav) + 1] ")"
		return "(" expr(d - 1) ", " expr(d - 1) ")"
	}
	return rnd(2) ? "sizeof(" types[rnd(nt) + 1] ")" : "_Alignof(" types[rnd(nt) + 1] ")"
}
