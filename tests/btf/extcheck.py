#!/usr/bin/env python3
"""extcheck.py MODE DUMP [SRC] - reads the .BTF.ext part of an
`ebcc-readelf --btf` dump.
  funcs DUMP       prints "SECTION FUNC" for every func_info record, sorted
  lines DUMP SRC   checks every line_info record: its file is SRC, its
                   line number is inside SRC, its text is that line of SRC
                   without the blanks around it,
                   its column inside the line; the first record of every
                   function (func_info) is a line record at the same insn; no record is
                   at a line that runs nothing (a case label, a jump, a
                   declaration without initializer).
                   Prints each problem; exit 1 if any."""
import re, sys

mode, dump = sys.argv[1], open(sys.argv[2]).read().split('\n')
try:
    start = next(i for i, l in enumerate(dump) if l.startswith('BTF.ext:'))
except StopIteration:
    print('no BTF.ext in the dump')
    sys.exit(1)
funcs, lines = [], []
kind = sec = None
for l in dump[start + 1:]:
    m = re.match(r"(func_info|line_info|core_relo) section '(.*)': \d+ records$", l)
    if m:
        kind, sec = m.groups()
        continue
    m = re.match(r'\tinsn (\d+): (.*)$', l)
    if not m:
        continue
    insn, rest = int(m.group(1)), m.group(2)
    if kind == 'func_info':
        f = re.match(r"\[\d+\] FUNC '(.*)'$", rest)
        funcs.append((sec, insn, f.group(1)))
    elif kind == 'line_info':
        loc, _, text = rest.partition('\t')
        f, ln, col = loc.rsplit(':', 2)
        lines.append((sec, insn, f, int(ln), int(col), text))
if mode == 'funcs':
    for s, f in sorted((s, f) for s, _, f in funcs):
        print(s, f)
    sys.exit(0)
src = sys.argv[3]
# lines no instruction of their own belongs to: case labels, jumps (they
# stay under the record before them), declarations without initializer
# (a phi's copies carry no line)
NO_WORK = re.compile(r'(case .*|default):$|(break|continue|goto \w+);$|'
                     r'((struct|union|enum|unsigned|signed|const) )*(int|long|short|char|void|bool|__[us](8|16|32|64)|\w+_t)'
                     r'[ *]+\w+(\[\w*\])?;$')
text = open(src).read().split('\n')
bad = 0
def problem(msg):
    global bad
    bad += 1
    print(msg)
if not lines:
    problem('no line_info records')
for sec, insn, f, ln, col, t in lines:
    where = '%s insn %d (%s:%d:%d)' % (sec, insn, f, ln, col)
    if f != src:
        problem('%s: file is not %s' % (where, src))
    elif not 1 <= ln <= len(text):
        problem('%s: no such line' % where)
    elif t != text[ln - 1].strip(' \t\r'):
        problem('%s: text %r is not the line %r' % (where, t, text[ln - 1]))
    elif col > len(text[ln - 1]) + 1:
        problem('%s: column past the end of the line' % where)
    elif NO_WORK.match(t):
        problem('%s: a record at a line that runs nothing: %r' % (where, t))
have = {(s, i) for s, i, *_ in lines}
for s, i, fn in funcs:
    if (s, i) not in have:
        problem('function %s (%s insn %d) has no line record at its start' % (fn, s, i))
sys.exit(1 if bad else 0)
