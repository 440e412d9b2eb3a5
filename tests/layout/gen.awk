# tests/layout/gen.awk - the struct-layout probes, generated from the
# kernel's BTF.  Run as
#   awk -v out=DIR -f gen.awk BTF.raw vmlinux.h
# where BTF.raw is `bpftool btf dump file /sys/kernel/btf/vmlinux` (raw
# form) and vmlinux.h the C form of the same BTF.  Writes into DIR:
#   probe.c      `int probe_N = sizeof(T);` for every complete named struct
#                and union and every typedef of an anonymous one, so the
#                compiler lays out each (and, through their members, every
#                nested anonymous record)
#   values.c     `unsigned long v[] = { sizeof(T), __builtin_offsetof(T, m),
#                ... }`: compiled by clang, its .data gives the oracle values
#   values.list  one line per element of v: CHUNK<TAB>EXPR<TAB>BYTES, BYTES
#                being what the BTF says (the second oracle)
#   btf-fields.txt  TYPE<TAB>bit offsets of its members in BTF order, for
#                the check of clang's FieldOffsets against BTF
#   anon-lines.txt  LINE<TAB>NAME: the first line of each top-level record
#                of vmlinux.h, to name nested anonymous records readably
# Members: every non-bitfield member, reached through anonymous members
# (offsetof(T, x) where x is in an anonymous struct/union) and through named
# members of anonymous type (offsetof(T, a.x)).  Chunks are CHUNK records.
BEGIN { FS = "\n"; CHUNK = 500; nrec = 0 }

# ---- pass 1: BTF raw ----
FNR == NR && /^\[/ {
	id = substr($0, 2, index($0, "]") - 2)
	split($0, w, " ")
	kind[id] = w[2]
	q1 = index($0, "'"); rest = substr($0, q1 + 1); q2 = index(rest, "'")
	name[id] = substr(rest, 1, q2 - 1)
	after = substr(rest, q2 + 1)
	size[id] = field(after, "size")
	tref[id] = field(after, "type_id")
	cur = id; nmem[id] = 0
	if ((w[2] == "STRUCT" || w[2] == "UNION") && name[id] != "(anon)")
		tagcount[name[id]]++
	next
}
FNR == NR && /^\t'/ {
	n = ++nmem[cur]
	rest = substr($0, 3); q2 = index(rest, "'")
	mname[cur, n] = substr(rest, 1, q2 - 1)
	after = substr(rest, q2 + 1)
	mtype[cur, n] = field(after, "type_id")
	moff[cur, n] = field(after, "bits_offset")
	mbits[cur, n] = field(after, "bitfield_size")
	next
}
FNR == NR { next }

# ---- pass 2: vmlinux.h: which tags and typedef names it defines ----
/^(struct|union) [A-Za-z_0-9]+ \{/ {
	split($0, w, " ")
	defined[w[1] " " w[2]] = 1
	print FNR "\t" w[2] > (out "/anon-lines.txt")
	next
}
/^typedef (struct|union) \{.*\} [A-Za-z_0-9]+;$/ { # on one line: typedef struct {} x;
	n = $0; sub(/;$/, "", n); sub(/.* /, "", n)
	deftypedef[n] = 1
	print FNR "\t" n > (out "/anon-lines.txt")
	next
}
/^typedef (struct|union) \{/ { intypedef = 1; tdstart = FNR; next }
intypedef && /^\} [A-Za-z_0-9]+;$/ {
	n = substr($0, 3); sub(/;$/, "", n)
	deftypedef[n] = 1; intypedef = 0
	print tdstart "\t" n > (out "/anon-lines.txt")
	next
}

function field(s, key,    i, t) {
	i = index(s, " " key "=")
	if (i == 0) return ""
	t = substr(s, i + length(key) + 2)
	sub(/ .*/, "", t)
	return t
}
function isrec(id) { return kind[id] == "STRUCT" || kind[id] == "UNION" }
# 1 when type `id` contains a packed enum by value (memoized)
function lossy(id,    k, i, r) {
	if (id in islossy) return islossy[id]
	islossy[id] = 0 # cuts cycles (there are none by value)
	k = kind[id]; r = 0
	if (k == "ENUM" || k == "ENUM64") r = size[id] < 4
	else if (k == "TYPEDEF" && name[id] == "__builtin_va_list") r = 1
	else if (k == "ARRAY" || k == "TYPEDEF" || k == "CONST" || k == "VOLATILE" ||
		 k == "RESTRICT" || k == "TYPE_TAG") r = lossy(tref[id])
	else if (isrec(id) && nmem[id] == 0) r = size[id] > 0
	else if (isrec(id))
		for (i = 1; i <= nmem[id] && !r; i++) r = lossy(mtype[id, i])
	return islossy[id] = r
}

# members of record `id` at byte base `base` (bits), designator prefix `pre`
function members(T, id, pre, base, chunk,    i, t, nm, off) {
	for (i = 1; i <= nmem[id]; i++) {
		t = mtype[id, i]; nm = mname[id, i]; off = base + moff[id, i]
		if (nm == "(anon)") {
			if (isrec(t)) members(T, t, pre, off, chunk)
			continue
		}
		if (mbits[id, i] != "" && mbits[id, i] != 0) continue
		if (off % 8) continue # impossible for a non-bitfield
		value("__builtin_offsetof(" T ", " pre nm ")", off / 8, chunk)
		if (isrec(t) && name[t] == "(anon)") members(T, t, pre nm ".", off, chunk)
	}
}
function value(expr, bytes, chunk) {
	print "\t" expr "," > (out "/values.c")
	print chunk "\t" expr "\t" (curlossy ? "-" : bytes) > (out "/values.list")
}
function record(T, id,    chunk, i, s) {
	nrec++
	chunk = int((nrec - 1) / CHUNK) + 1
	curlossy = lossy(id)
	print "int probe_" nrec " = sizeof(" T ");" > (out "/probe.c")
	value("sizeof(" T ")", size[id], chunk)
	members(T, id, "", 0, chunk)
	s = ""
	for (i = 1; i <= nmem[id]; i++) s = s " " moff[id, i]
	print T "\t" (curlossy ? "-" : substr(s, 2)) > (out "/btf-fields.txt")
}

END {
	print "#include \"vmlinux.h\"" > (out "/probe.c")
	print "#include \"vmlinux.h\"\nunsigned long v[] = {" > (out "/values.c")
	# ids in numeric order: the BTF order, deterministic
	for (id = 1; id in kind; id++) {
		if (isrec(id) && name[id] != "(anon)" && tagcount[name[id]] == 1) {
			T = tolower(kind[id]) " " name[id]
			if (T in defined) record(T, id)
		} else if (kind[id] == "TYPEDEF" && isrec(tref[id]) &&
			   name[tref[id]] == "(anon)" && (name[id] in deftypedef) &&
			   !(name[id] in seen_td)) {
			seen_td[name[id]] = 1
			record(name[id], tref[id])
		}
	}
	print "};" > (out "/values.c")
	print nrec > (out "/records.txt")
}
