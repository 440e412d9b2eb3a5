#!/usr/bin/env python3
"""btfnorm.py DUMP - bpftool's raw BTF dump without its type ids.

Every "type_id=N" (and ret_type_id, index_type_id) becomes a description
of type N: "KIND 'name'" for a named type, the anonymous type's own
description (recursively, a few levels) otherwise; DATASEC variable
offsets are dropped (clang and ebcc leave them to libbpf).  The lines
of the FUNC, VAR, DATASEC, DECL_TAG, TYPEDEF, STRUCT, UNION, ENUM,
ENUM64, FWD types (with their member lines) are printed sorted, so two
objects describing the same types in another order print the same."""
import re, sys

types = {}
cur = None
for line in open(sys.argv[1]):
    line = line.rstrip('\n')
    m = re.match(r"\[(\d+)\] (\S+) '([^']*)'(.*)", line)
    if m:
        cur = int(m.group(1))
        types[cur] = [m.group(2), m.group(3), m.group(4), []]
    elif cur is not None:
        types[cur][3].append(line.strip())

def desc(tid, depth=0):
    tid = int(tid)
    if tid == 0:
        return 'void'
    kind, name, rest, sub = types[tid]
    if name != '(anon)' or depth > 4:
        return "%s '%s'" % (kind, name)
    return "%s(%s%s)" % (kind, subst(rest, depth + 1), ''.join('; ' + subst(s, depth + 1) for s in sub))

def subst(text, depth):
    text = re.sub(r"\b((?:ret_|index_)?type_id)=(\d+)", lambda m: m.group(1) + '=<' + desc(m.group(2), depth) + '>', text)
    return text

out = []
for tid, (kind, name, rest, sub) in types.items():
    if kind not in ('FUNC', 'VAR', 'DATASEC', 'DECL_TAG', 'TYPEDEF', 'STRUCT', 'UNION', 'ENUM', 'ENUM64', 'FWD'):
        continue
    if kind in ('STRUCT', 'UNION') and name == '(anon)':
        continue  # described where they are used
    lines = [subst(s, 0) for s in sub]
    if kind == 'DATASEC':
        lines = sorted(re.sub(r' offset=\d+', '', s) for s in lines)
    out.append("%s '%s'%s%s" % (kind, name, subst(rest, 0), ''.join('\n\t' + s for s in lines)))
for o in sorted(out):
    print(o)
