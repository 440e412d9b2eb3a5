# tests/sema/gen-init.awk - random unsized array declarations whose size
# the initializer decides: designators [N], GNU ranges [A ... B], member
# designators .m and chains [N].m, nested brace lists, brace elision,
# string literals for char arrays.  One declaration per line, named aK:
#   awk -v seed=N -v count=N -f gen-init.awk
# (random.sh's init test: clang-19 gives each sizeof; the types used are
# declared by INIT_TYPES there).  Excess elements and the like are left to
# chance and dropped afterwards by what clang diagnoses.
BEGIN {
	srand(seed)
	for (k = 1; k <= count; k++) {
		t = rnd(6)
		if (t == 0) print "int a" k "[] = {" list("int", 0) "};"
		else if (t == 1) print "char a" k "[] = " (rnd(3) ? "{" list("char", 0) "}" : str()) ";"
		else if (t == 2) print "struct pt a" k "[] = {" list("pt", 0) "};"
		else if (t == 3) print "int a" k "[][3] = {" list("row", 0) "};"
		else if (t == 4) print "struct box a" k "[] = {" list("box", 0) "};"
		else print "char a" k "[][4] = {" list("str", 0) "};"
	}
}
function rnd(n) { return int(rand() * n) }
function str(   n, s, i) {
	n = rnd(4); s = "\""
	for (i = 0; i < n; i++) s = s substr("abcxyz", rnd(6) + 1, 1)
	return s "\""
}
# one element of an array of `kind` (what an element of the list may be)
function elem(kind, depth,   k) {
	k = rnd(10)
	if (kind == "int" || kind == "char") return rnd(100)
	if (kind == "str") return k < 6 ? str() : "'" substr("pq", rnd(2) + 1, 1) "'"
	if (kind == "pt") {
		if (k < 4) return "{" rnd(9) ", " rnd(9) "}"
		if (k < 6) return "{.y = " rnd(9) "}"
		if (k < 8) return rnd(9) # brace elision: fills x, then y
		return "{}"
	}
	if (kind == "row") {
		if (k < 5) return "{" inner(3) "}"
		if (k < 8) return rnd(9) # elided: fills the row element by element
		return "{[" rnd(3) "] = " rnd(9) "}"
	}
	# box: struct box { char tag; struct pt p[2]; int n; }
	if (k < 3) return "{" rnd(9) ", {{1, 2}, {3}}, " rnd(9) "}"
	if (k < 5) return "{.p[1].x = " rnd(9) ", .n = 1}"
	if (k < 7) return "{.tag = 1, .p = {[1] = {2, 3}}}"
	return rnd(9) # elision into tag, p[0].x, ...
}
function inner(n,   i, s) {
	s = rnd(9)
	for (i = 1; i < rnd(n) + 1; i++) s = s ", " rnd(9)
	return s
}
# a list of elements with designators sprinkled in
function list(kind, depth,   n, i, s, k, a) {
	n = rnd(7) + 1; s = ""
	for (i = 0; i < n; i++) {
		k = rnd(10)
		if (i) s = s ", "
		if (k < 2) s = s "[" rnd(12) "] = " elem(kind, depth)
		else if (k < 3) { a = rnd(8); s = s "[" a " ... " a + rnd(4) "] = " elem(kind, depth) }
		else if (k < 4 && kind == "pt") s = s "[" rnd(6) "].y = " rnd(9)
		else if (k < 4 && kind == "row") s = s "[" rnd(6) "][" rnd(3) "] = " rnd(9)
		else if (k < 4 && kind == "box") s = s "[" rnd(6) "].p[1].y = " rnd(9)
		else s = s elem(kind, depth)
	}
	return s
}
