#!/usr/bin/env python3
"""toks.py FILE...: print the C pp-tokens of preprocessed text one per line,
with '@L' before each token that starts a new line when -l is given.
An independent oracle lexer (regular expressions), so ebcc's -E output and
clang's can be compared token by token whatever their spacing."""
import re
import sys

PUNCT = sorted("""%:%: ... <<= >>= -> ++ -- << >> <= >= == != && || *= /= %= += -= &= ^= |= ## <: :> <% %> %:
[ ] ( ) { } . & * + - ~ ! / % < > ^ | ? : ; = , #""".split(), key=len, reverse=True)
TOKEN = re.compile(r"""
 (?P<ws>[ \t\f\v\r]+|/\*.*?\*/|//[^\n]*)
|(?P<nl>\n)
|(?P<str>(?:u8|u|U|L)?"(?:[^"\\\n]|\\.)*")
|(?P<chr>(?:u8|u|U|L)?'(?:[^'\\\n]|\\.)*')
|(?P<num>\.?[0-9](?:[eEpP][+-]|[0-9A-Za-z_.$\x80-\xff])*)
|(?P<id>[A-Za-z_$\x80-\xff][0-9A-Za-z_$\x80-\xff]*)
|(?P<punct>""" + "|".join(re.escape(p) for p in PUNCT) + r""")
|(?P<other>.)
""", re.X | re.S)

def tokens(text, lines):
    out = []
    bol = True
    for m in TOKEN.finditer(text):
        k = m.lastgroup
        if k == 'ws':
            if '\n' in m.group():
                bol = True
            continue
        if k == 'nl':
            bol = True
            continue
        if lines and bol:
            out.append('@L')
        bol = False
        out.append(m.group())
    return out

def main():
    args = sys.argv[1:]
    lines = False
    if args and args[0] == '-l':
        lines = True
        args = args[1:]
    for a in args:
        with open(a, 'rb') as f:
            text = f.read().decode('latin-1')
        sys.stdout.write('\n'.join(tokens(text, lines)) + '\n')

main()
