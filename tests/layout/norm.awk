# tests/layout/norm.awk - one line per record of a
# -fdump-record-layouts-simple dump, keyed so that two compilers' dumps can
# be compared:   KEY<TAB>Size:.. DataSize:.. Alignment:.. FieldOffsets: [..]
# Run as  awk -f norm.awk ANON-LINES DUMP  (ANON-LINES from gen.awk: the
# first line and name of each top-level record of vmlinux.h).
# Named records keep their name ("struct list_head", or a typedef name for
# a typedef of an anonymous record, as clang prints it).  Anonymous ones,
# printed by clang as "struct P::(anonymous at FILE:L:C)" or
# "(unnamed at ...)", become "struct (anon@L in TOP)": the line L says
# which member of its parent the record is (bpftool writes one per line),
# TOP is the enclosing top-level record.  An anonymous record at the first
# line of a typedef is keyed by the typedef's name, whichever way a
# compiler prints it.  With ANON-LINES /dev/null (records from other
# headers) anonymous records are keyed by file name and line.  A key seen twice is reported on stderr.
BEGIN { n = 0 }
FILENAME == ARGV[1] { n++; start[n] = $1 + 0; top[n] = $2; topat[$1 + 0] = $2; next }

function enclosing(l,    lo, hi, mid) { # the last start <= l
	lo = 1; hi = n
	if (n == 0 || l < start[1]) return "?"
	while (lo < hi) {
		mid = int((lo + hi + 1) / 2)
		if (start[mid] <= l) lo = mid; else hi = mid - 1
	}
	return top[lo]
}
/^Type: / {
	key = substr($0, 7)
	if (match(key, /\((unnamed|anonymous)[^)]* at [^)]*:[0-9]+:[0-9]+\)/)) {
		loc = substr(key, RSTART, RLENGTH)
		sub(/:[0-9]+\)$/, "", loc)
		file = loc; sub(/:[0-9]+$/, "", file); sub(/.* at /, "", file); sub(/.*\//, "", file)
		sub(/.*:/, "", loc)
		split(key, w, " ")
		# a top-level record's first line holds no nested one: an
		# anonymous record there is the one a typedef names
		if (n == 0) key = w[1] " (anon@" file ":" loc ")" # no ANON-LINES: key by file and line
		else if ((loc + 0) in topat) key = topat[loc + 0]
		else key = w[1] " (anon@" loc " in " enclosing(loc + 0) ")"
	}
	next
}
/^  Size:/ { sz = $0 } /^  DataSize:/ { ds = $0 } /^  Alignment:/ { al = $0 }
/^  FieldOffsets:/ {
	line = sz " " ds " " al " " $0
	gsub(/  +/, " ", line); sub(/^ /, "", line); sub(/>$/, "", line)
	if (key in seen) {
		if (seen[key] != line) print "norm.awk: " key " laid out twice, differently" > "/dev/stderr"
		next
	}
	seen[key] = line
	print key "\t" line
}
