#!/usr/bin/env bash
# summary.sh OBJ: what must agree between two assemblers' objects, in
# stable text: every section's name/type/flags and bytes (structural
# sections excluded: their layout may differ), every relocation as
# (section, offset, type, symbol name), and the named symbols with their
# section by name (sorted).  Uses only llvm-19 tools: ebcc reads nothing
# of its own here.
set -euo pipefail
obj=$1
llvm-readelf-19 -S -W "$obj" | awk '
  /^ *\[ *[0-9]+\]/ {
    idx = $0; sub(/^ *\[ */, "", idx); sub(/\].*/, "", idx);
    rest = $0; sub(/^ *\[ *[0-9]+\] */, "", rest);
    n = split(rest, f, / +/);
    if (idx == 0) next;
    name[idx] = f[1];
    if (f[2] ~ /^(SYMTAB|STRTAB|REL|RELA)$/) next;
    print "section", f[1], f[2], (n >= 10 ? f[7] : "-")
  }
  END { for (i in name) print i, name[i] > "/dev/stderr" }' 2>"$obj.secmap"
llvm-objdump-19 -s "$obj" | awk '
  /^Contents of section / { s = $4; sub(/:$/, "", s); keep = (s !~ /^(\.strtab|\.symtab|\.shstrtab|\.rel.*)$/); next }
  keep && /^ [0-9a-f]+ / { print "bytes", s, substr($0, 1, 42) }'
llvm-readelf-19 -r "$obj" | awk '
  /^Relocation section/ { s = $3; gsub(/\047/, "", s); next }
  /^[0-9a-f]+  [0-9a-f]+ R_/ { print "reloc", s, $1, $3, ($5 == "" ? "-" : $5) }'
llvm-readelf-19 -s -W "$obj" | awk -v map="$obj.secmap" '
  BEGIN { while ((getline l < map) > 0) { split(l, p, " "); sec[p[1]] = p[2] } }
  /^ *[0-9]+:/ && $4 != "SECTION" && $8 != "" {
    ndx = ($7 in sec) ? sec[$7] : $7;
    print "symbol", $8, $4, $5, $6, ndx, $2, $3 }' | sort
rm -f "$obj.secmap"
