# tests/layout/gen-records.awk - random struct and union definitions for
# the layout differential test (tests/layout/run.sh, random-NN): mixes of
# every scalar type, arrays, bitfields of every integer type and width
# (unnamed and :0 ones too), nested anonymous records, earlier records by
# value, aligned(N) and packed on members and records, and #pragma pack.
# Deterministic for a seed:  awk -v seed=N -v count=N -f gen-records.awk
# Every member is on its own line (anonymous records are keyed by line).
# Valid by construction: widths never exceed the type, :0 is unnamed,
# _Bool fields are at most 1 bit wide.
BEGIN {
	srand(seed)
	nt = 0
	add("char", 8); add("signed char", 8); add("unsigned char", 8); add("short", 16)
	add("unsigned short", 16); add("int", 32); add("unsigned", 32); add("long", 64)
	add("unsigned long", 64); add("long long", 64); add("unsigned long long", 64)
	add("_Bool", 1); add("enum e32", 32); add("enum e64", 64); add("__int128", 0)
	add("float", 0); add("double", 0); add("void *", 0); add("int (*)(void)", 0)
	print "enum e32 { E32_A, E32_B = 100 };"
	print "enum e64 { E64_A, E64_B = 0x100000000 };"
	nrec = 0
	for (i = 1; i <= count; i++) record(i)
	for (i = 1; i <= nrec; i++) print "int probe_" i " = sizeof(" recname[i] ");"
}
function add(name, bits) { nt++; tname[nt] = name; tbits[nt] = bits }
function rnd(n) { return int(rand() * n) }
function pow2(max,   k) { k = rnd(max + 1); return 2 ^ k }
# a declaration of member `m` (with array suffix `arr`) of scalar type t
# (a function pointer has the name inside its declarator)
function decl(t, m, arr) {
	if (tname[t] == "int (*)(void)") return "int (*" m arr ")(void)"
	return tname[t] " " m arr
}
function member(id, k, depth,   t, w, s, r, kind) {
	kind = rnd(20)
	if (kind < 7) { # a bitfield
		do t = rnd(nt) + 1; while (tbits[t] == 0)
		w = rnd(tbits[t] + 1)
		if (w == 0 || rnd(8) == 0) return "\t" tname[t] " : " w ";" # unnamed (or :0)
		s = "\t" tname[t] " m" k " : " w
		if (rnd(10) == 0) s = s " __attribute__((aligned(" pow2(4) ")))"
		else if (rnd(10) == 0 && tbits[t] > 8) s = s " __attribute__((packed))" # (clang warns on 1-byte ones)
		return s ";"
	}
	if (kind < 14) { # a scalar or an array of them
		t = rnd(nt) + 1
		s = "\t" decl(t, "m" k, rnd(4) == 0 ? "[" (rnd(5) + 1) "]" : "")
		if (rnd(10) == 0) s = s " __attribute__((aligned(" pow2(4) ")))"
		else if (rnd(12) == 0) s = s " __attribute__((packed))"
		return s ";"
	}
	if (kind < 17 && depth < 2) # a nested anonymous (or named-member) record
		return nested(id, k, depth)
	if (nrec > 0) { # an earlier record by value
		r = rnd(nrec) + 1
		s = "\t" recname[r] " m" k
		if (rnd(4) == 0) s = s "[" (rnd(3) + 1) "]"
		return s ";"
	}
	return "\tint m" k ";"
}
function nested(id, k, depth,   s, n, j, kw) {
	kw = rnd(3) == 0 ? "union" : "struct"
	s = "\t" kw (rnd(6) == 0 ? " __attribute__((packed))" : "") " {\n"
	n = rnd(4) + 1
	for (j = 1; j <= n; j++) s = s "\t" member(id, k "_" j, depth + 1) "\n"
	s = s "\t}" (rnd(2) ? " m" k : "") ";" # unnamed: an anonymous member
	return s
}
function record(i,   kw, n, j, attr, pack, s) {
	kw = rnd(4) == 0 ? "union" : "struct"
	attr = ""
	if (rnd(6) == 0) attr = attr " __attribute__((packed))"
	if (rnd(6) == 0) attr = attr " __attribute__((aligned(" pow2(5) ")))"
	pack = rnd(8) == 0 ? pow2(3) : 0
	if (pack) print "#pragma pack(push, " pack ")"
	s = kw attr " r" i " {"
	print s
	n = rnd(8) + 1
	for (j = 1; j <= n; j++) print member(i, j, 0)
	print "};"
	if (pack) print "#pragma pack(pop)"
	recname[++nrec] = kw " r" i
}
