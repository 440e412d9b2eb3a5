#!/usr/bin/env python3
"""strtab.py EBCC_BTF CLANG_BTF - ebcc's .BTF section (raw bytes, as
run.sh's `section` dumps it) against clang-19's for one program:
  - no stored string ends another one (a string that does is kept as
    that one's tail, so each string's bytes are stored once);
  - ebcc's .BTF section is no larger than clang's.
Prints each problem; exit 1 if any."""
import struct, sys

def strings(btf):
    hdr_len, = struct.unpack_from('<I', btf, 4)
    _, _, str_off, str_len = struct.unpack_from('<IIII', btf, 8)
    return btf[hdr_len + str_off:hdr_len + str_off + str_len].split(b'\0')[:-1]

bad = 0
def problem(msg):
    global bad
    bad += 1
    print(msg)

ours, theirs = open(sys.argv[1], 'rb').read(), open(sys.argv[2], 'rb').read()
stored = [s for s in strings(ours) if s]
by_end = sorted(stored, key=lambda s: s[::-1])
for a, b in zip(by_end, by_end[1:]):
    if b.endswith(a):
        problem('%r is stored apart from %r, which ends with it' % (a, b))
if len(ours) > len(theirs):
    problem('.BTF is %d bytes, clang-19\'s %d' % (len(ours), len(theirs)))
sys.exit(1 if bad else 0)
