#!/usr/bin/env python3
"""corrupt.py GOOD.btf OUTDIR - writes broken copies of a valid .BTF blob
(little-endian) to OUTDIR/NAME.btf and prints "NAME EXPECTED-WORDS" for
each, EXPECTED-WORDS being part of the error ebcc-readelf must give."""
import os, struct, sys

good = open(sys.argv[1], 'rb').read()
outdir = sys.argv[2]
os.makedirs(outdir, exist_ok=True)
HDR = 24
magic, ver, flags, hdr_len, type_off, type_len, str_off, str_len = struct.unpack_from('<HBBIIIII', good)
assert magic == 0xeb9f and hdr_len == HDR

# the types: (id, byte offset of the record, kind, vlen)
EXTRA = {1: lambda v: 4, 3: lambda v: 12, 4: lambda v: 12 * v, 5: lambda v: 12 * v, 6: lambda v: 8 * v,
         13: lambda v: 8 * v, 14: lambda v: 4, 15: lambda v: 12 * v, 17: lambda v: 4, 19: lambda v: 12 * v}
types = []
pos = HDR + type_off
tid = 1
while pos < HDR + type_off + type_len:
    name_off, info, st = struct.unpack_from('<III', good, pos)
    kind, vlen = (info >> 24) & 0x1f, info & 0xffff
    types.append((tid, pos, kind, vlen))
    pos += 12 + EXTRA.get(kind, lambda v: 0)(vlen)
    tid += 1

def first(kind):
    return next(t for t in types if t[2] == kind)

def first_id(kind):
    return first(kind)[0]

def put(name, want, data):
    open(os.path.join(outdir, name + '.btf'), 'wb').write(bytes(data))
    print(name, want)

def patched(off, fmt, *vals):
    d = bytearray(good)
    struct.pack_into(fmt, d, off, *vals)
    return d

put('short-header', 'too short', good[:6])
put('bad-magic', 'bad magic', patched(0, '<H', 0x1234))
put('bad-version', 'version 2', patched(2, '<B', 2))
put('bad-flags', 'flags', patched(3, '<B', 1))
put('header-too-long', 'header: length', patched(4, '<I', len(good) + 1))
put('types-outside', 'type section', patched(12, '<I', type_len + 4096))
put('strings-outside', 'string section', patched(20, '<I', str_len + 1))
put('truncated', 'outside', good[:HDR + type_len // 2])
put('misaligned-types', 'aligned', patched(12, '<I', type_len - 2))
put('strings-unterminated', 'NUL', patched(HDR + str_off + str_len - 1, '<B', ord('x')))
put('name-outside', 'outside the string table', patched(types[0][1], '<I', 0xfffff0))
put('unknown-kind', 'unknown kind', patched(types[0][1] + 4, '<I', 31 << 24))
ptr = first(2)
put('bad-type-id', 'does not exist', patched(ptr[1] + 8, '<I', 0xfffff))
i = first(1)
put('int-bits', 'bits', patched(i[1] + 12, '<I', 200))
s = first(4)
put('vlen-past-end', 'bytes', patched(s[1] + 4, '<I', (4 << 24) | 0xffff))
put('member-type', 'does not exist', patched(s[1] + 12 + 4, '<I', len(types) + 7))
f = first(12)
put('func-not-proto', 'not a FUNC_PROTO', patched(f[1] + 8, '<I', first_id(1)))
d = first(15)
put('datasec-not-var', 'not a VAR', patched(d[1] + 12, '<I', first_id(1)))
t = first(17)
put('decl-tag-component', 'component', patched(t[1] + 12, '<i', 1000))
put('var-linkage', 'linkage', patched(first(14)[1] + 12, '<I', 7))
