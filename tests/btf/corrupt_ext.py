#!/usr/bin/env python3
"""corrupt_ext.py GOOD.btf GOOD.ext OUTDIR - writes broken copies of a
valid little-endian .BTF.ext (func_info and line_info) to
OUTDIR/NAME.ext and prints "NAME EXPECTED-WORDS" for each, the words
being part of the error ebcc-readelf --btf must give for an object
carrying it.  A core_relo block is made up for the cases that need
one (the good object has none); its valid form is "core-ok", which
must be accepted (EXPECTED-WORDS "-")."""
import os, re, struct, sys

btf = open(sys.argv[1], 'rb').read()
ext = open(sys.argv[2], 'rb').read()
outdir = sys.argv[3]
os.makedirs(outdir, exist_ok=True)
_, _, _, bhdr, type_off, type_len, str_off, str_len = struct.unpack_from('<HBBIIIII', btf)
strs = btf[bhdr + str_off:bhdr + str_off + str_len]
# type ids: count the records of .BTF to know one FUNC and one non-FUNC
EXTRA = {1: lambda v: 4, 3: lambda v: 12, 4: lambda v: 12 * v, 5: lambda v: 12 * v, 6: lambda v: 8 * v,
         13: lambda v: 8 * v, 14: lambda v: 4, 15: lambda v: 12 * v, 17: lambda v: 4, 19: lambda v: 12 * v}
kinds, pos = [], bhdr + type_off
while pos < bhdr + type_off + type_len:
    info = struct.unpack_from('<I', btf, pos + 4)[0]
    kinds.append((info >> 24) & 0x1f)
    pos += 12 + EXTRA.get(kinds[-1], lambda v: 0)(info & 0xffff)
ntypes = len(kinds)
non_func = next(i + 1 for i, k in enumerate(kinds) if k != 12)
a_struct = next((i + 1 for i, k in enumerate(kinds) if k == 4), non_func)
def str_at(s):
    return strs.find(s.encode() + b'\0')
# an access string: any string's last character if it is a digit ("u64")
m = re.search(rb'[0-9]\0', strs)
digit_at = m.start() if m else -1

magic, ver, flags, hdr = struct.unpack_from('<HBBI', ext)
assert magic == 0xeb9f and hdr == 32
offs = struct.unpack_from('<6I', ext, 8)

def parse_block(off, ln, words):
    if not ln:
        return None
    b = ext[hdr + off:hdr + off + ln]
    rs = struct.unpack_from('<I', b)[0]
    assert rs == words * 4
    secs, p = [], 4
    while p < len(b):
        name, n = struct.unpack_from('<II', b, p)
        p += 8
        recs = [list(struct.unpack_from('<%dI' % words, b, p + k * rs)) for k in range(n)]
        p += n * rs
        secs.append([name, recs])
    return [rs, secs]

blocks = [parse_block(offs[0], offs[1], 2), parse_block(offs[2], offs[3], 4), parse_block(offs[4], offs[5], 4)]

def ser_block(b):
    if b is None:
        return b''
    rs, secs = b
    out = struct.pack('<I', rs)
    for name, recs in secs:
        out += struct.pack('<II', name, len(recs))
        for r in recs:
            out += struct.pack('<%dI' % len(r), *r) + b'\0' * (rs - 4 * len(r))
    return out

def ser(bl, head=None):
    data = [ser_block(b) for b in bl]
    h = head or {}
    off, fields = 0, []
    for d in data:
        fields += [off, len(d)]
        off += len(d)
    out = struct.pack('<HBBI6I', h.get('magic', 0xeb9f), h.get('ver', 1), h.get('flags', 0), h.get('hdr', 32), *fields)
    return out + b''.join(data)

import copy
def variant(name, want, fn=None, raw=None):
    if raw is None:
        bl = copy.deepcopy(blocks)
        fn(bl)
        raw = ser(bl)
    open(os.path.join(outdir, name + '.ext'), 'wb').write(raw)
    print(name, want)

text_sec = blocks[0][1][0][0]
core = [16, [[text_sec, [[0, a_struct, digit_at, 0]]]]] if digit_at >= 0 else None
def with_core(rec_fn):
    def f(bl):
        bl[2] = copy.deepcopy(core)
        rec_fn(bl[2][1][0][1][0])
    return f

good = ser(blocks)
variant('good', '-', raw=good)
variant('truncated-header', 'the header needs', raw=good[:20])
variant('bad-magic', 'bad magic', raw=struct.pack('<H', 0x1234) + good[2:])
variant('bad-version', 'version 2', raw=good[:2] + b'\x02' + good[3:])
variant('bad-flags', 'flags', raw=good[:3] + b'\x01' + good[4:])
variant('hdr-too-long', 'header: length', raw=good[:4] + struct.pack('<I', len(good) + 4) + good[8:])
variant('func-outside', 'func_info at', raw=good[:8] + struct.pack('<I', len(good)) + good[12:])
variant('line-cut', 'cut short', raw=good[:20] + struct.pack('<I', offs[3] + 4) + good[24:] + b'\0\0\0\0')
variant('rec-size-small', 'record size 4', lambda bl: bl[0].__setitem__(0, 4))
variant('rec-size-odd', 'record size 18', lambda bl: bl[1].__setitem__(0, 18))
variant('sec-name-outside', 'section name offset', lambda bl: bl[0][1][0].__setitem__(0, len(strs) + 5))
variant('sec-no-records', 'has no records', lambda bl: bl[1][1][0].__setitem__(1, []))
variant('func-not-func', 'is not a FUNC', lambda bl: bl[0][1][0][1][0].__setitem__(1, non_func))
variant('func-bad-id', 'is not a FUNC', lambda bl: bl[0][1][0][1][0].__setitem__(1, ntypes + 7))
variant('line-file-outside', 'file name offset', lambda bl: bl[1][1][0][1][0].__setitem__(1, len(strs) + 1))
variant('line-text-outside', 'line text offset', lambda bl: bl[1][1][0][1][0].__setitem__(2, len(strs)))
variant('line-no-file', 'empty file name', lambda bl: bl[1][1][0][1][0].__setitem__(1, 0))
variant('insn-unaligned', 'not a multiple of 8', lambda bl: bl[1][1][0][1][1].__setitem__(0, 3))
variant('insn-backwards', 'does not follow', lambda bl: bl[1][1][0][1][1].__setitem__(0, 0))
if core:
    variant('core-ok', '-', with_core(lambda r: None))
    variant('core-bad-kind', 'unknown relocation kind 99', with_core(lambda r: r.__setitem__(3, 99)))
    variant('core-void', 'type id 0 does not exist', with_core(lambda r: r.__setitem__(1, 0)))
    variant('core-bad-access', 'access string', with_core(lambda r: r.__setitem__(2, str_at('int') if str_at('int') >= 0 else 1)))
