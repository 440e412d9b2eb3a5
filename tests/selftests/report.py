#!/usr/bin/env python3
"""Summarise one flavour of `make selftests` (see run.sh).

    report.py [--btf] [--worst N] LABEL OUTDIR RESULTS.tsv
    report.py --total RESULTS.tsv...

OUTDIR holds files.txt (the files of this run) and clang/ and ebcc/,
each with NAME.stat ("rc seconds maxrss_kib"), NAME.err (the compiler's
stderr), NAME.bpf.o and NAME.vs (the loader's lines) for every NAME.c.
Writes the per-program table to RESULTS.tsv and prints the summary;
--btf adds the objects' .BTF sizes (and writes them to RESULTS.tsv with
.objects before .tsv), --worst N the N programs whose processed insns
are furthest above clang's.  --total sums the tables of several runs.

"""
import os
import re
import struct
import sys
from collections import Counter, OrderedDict

COMPILERS = ("clang", "ebcc")


def compile_error(path, rc):
    """The first error line of a failed compile, without the file's path."""
    if rc == 124:
        return "compile timeout (600 s)"
    if rc >= 128:
        return "compiler killed by signal %d" % (rc - 128)
    lines = []
    try:
        with open(path, errors="replace") as f:
            lines = [l.rstrip("\n") for l in f]
    except OSError:
        pass
    for l in lines:
        if re.search(r"\b(fatal )?error\b", l) and not l.startswith("In file included"):
            return strip_loc(l)
    for l in lines:
        if l.strip() and not l.startswith("In file included"):
            return strip_loc(l)
    return "exit status %d, no message" % rc


def strip_loc(line):
    """'dir/x.h:12:3: error: m' -> 'x.h:12: error: m'."""
    m = re.match(r"^(\S*?)([^/\s:]+):(\d+):(?:\d+:)?\s*(.*)$", line)
    if m:
        return "%s:%s: %s" % (m.group(2), m.group(3), m.group(4))
    return line.strip()


def category(msg):
    """A compile error or verifier line with its particulars blanked, for
    counting failures of one kind together."""
    m = re.sub(r"^\S+:\d+: ", "", msg)
    m = re.sub(r"^(fatal )?error: ", "", m)
    m = re.sub(r"'[^']*'", "'…'", m)
    m = re.sub(r'"[^"]*"', '"…"', m)
    m = re.sub(r"\bR\d+\b", "Rn", m)
    m = re.sub(r"(?<![A-Za-z_])-?\d+(\.\d+)?", "N", m)
    m = re.sub(r"\b0xN[0-9a-f]*\b", "N", m)
    m = re.sub(r"\bfd=\S+", "fd=N", m)
    return m.strip()


def read_stat(d, name):
    try:
        with open(os.path.join(d, name + ".stat")) as f:
            rc, secs, rss = f.read().split()[:3]
            return int(rc), float(secs), int(rss)
    except (OSError, ValueError):
        return None


def section_size(path, want):
    """The size of section WANT of a little-endian ELF64 file, or None."""
    try:
        with open(path, "rb") as f:
            d = f.read()
        shoff, = struct.unpack_from("<Q", d, 0x28)
        shnum, shstrndx = struct.unpack_from("<HH", d, 0x3c)
        hdr = lambda i: struct.unpack_from("<IIQQQQIIQQ", d, shoff + 64 * i)
        names = hdr(shstrndx)[4]
        for i in range(shnum):
            h = hdr(i)
            n = d[names + h[0]:d.index(b"\0", names + h[0])]
            if n == want:
                return h[5]
    except (OSError, struct.error, ValueError):
        return None
    return None


def read_vs(d, name):
    """program -> (result, insns or error line, expect_failure)"""
    progs = OrderedDict()
    try:
        with open(os.path.join(d, name + ".vs"), errors="replace") as f:
            for line in f:
                parts = line.rstrip("\n").split("\t")
                if len(parts) < 3:
                    continue
                progs[parts[0]] = (parts[1], parts[2], len(parts) > 3 and parts[3] == "expect_failure")
    except OSError:
        pass
    return progs


def main():
    args = sys.argv[1:]
    if args and args[0] == "--total":
        return total(args[1:])
    btf, worst = False, 0
    while args and args[0].startswith("--"):
        if args[0] == "--btf":
            btf = True
            args = args[1:]
        elif args[0] == "--worst":
            worst = int(args[1])
            args = args[2:]
        else:
            sys.exit("report.py: unknown option " + args[0])
    flavour, outdir, tsv = args[:3]
    with open(os.path.join(outdir, "files.txt")) as f:
        files = [l.strip() for l in f if l.strip()]
    nfiles = len(files)

    compiled = {c: 0 for c in COMPILERS}
    time_all = {c: 0.0 for c in COMPILERS}
    time_both = {c: 0.0 for c in COMPILERS}
    rss = {c: 0 for c in COMPILERS}
    ebcc_only_compile_fail = []   # (file, error)
    clang_only_compile_fail = []
    accepted = {c: 0 for c in COMPILERS}
    total_progs = {c: 0 for c in COMPILERS}
    clang_ok_ebcc_rejected = []   # (file, prog, error)
    clang_ok_ebcc_nocompile = 0
    ebcc_ok_clang_rejected = []
    xfail_ebcc_accepts = []
    insns = {c: 0 for c in COMPILERS}
    nboth = 0
    rows = []
    ratios = []     # (ebcc/clang, file, program, ebcc, clang)
    objects = []    # (file, clang .BTF bytes, ebcc .BTF bytes)

    for b in files:
        name = b[:-2] if b.endswith(".c") else b
        st, vs, cerr = {}, {}, {}
        for c in COMPILERS:
            d = os.path.join(outdir, c)
            st[c] = read_stat(d, name)
            ok = st[c] is not None and st[c][0] == 0
            if st[c] is not None:
                time_all[c] += st[c][1]
                rss[c] = max(rss[c], st[c][2])
            if ok:
                compiled[c] += 1
                vs[c] = read_vs(d, name)
            else:
                vs[c] = None
                rc = st[c][0] if st[c] else -1
                cerr[c] = compile_error(os.path.join(d, name + ".err"), rc) if st[c] else "not compiled"
        if vs["clang"] is not None and vs["ebcc"] is not None:
            for c in COMPILERS:
                time_both[c] += st[c][1]
        if btf and vs["clang"] is not None and vs["ebcc"] is not None:
            sz = [section_size(os.path.join(outdir, c, name + ".bpf.o"), b".BTF") or 0
                  for c in COMPILERS]
            objects.append((b, sz[0], sz[1]))
        if vs["clang"] is not None and vs["ebcc"] is None:
            ebcc_only_compile_fail.append((b, cerr["ebcc"]))
        if vs["ebcc"] is not None and vs["clang"] is None:
            clang_only_compile_fail.append((b, cerr["clang"]))

        # an object libbpf cannot open has the one line "-  openfail  msg":
        # then every program the other compiler's object has is "openfail"
        openfail = {}
        for c in COMPILERS:
            if vs[c] is not None and "-" in vs[c] and vs[c]["-"][0] == "openfail":
                openfail[c] = vs[c].pop("-")[1]
        names = []
        for c in COMPILERS:
            for p in (vs[c] or {}):
                if p not in names:
                    names.append(p)
        if not names:
            names = ["-"]
        for p in names:
            res, val, xf = {}, {}, False
            for c in COMPILERS:
                if vs[c] is None:
                    res[c], val[c] = "nocompile", cerr[c]
                elif p in vs[c]:
                    r, v, x = vs[c][p]
                    res[c], val[c] = r, v
                    xf = xf or x
                elif c in openfail:
                    res[c], val[c] = "openfail", openfail[c]
                elif p == "-":
                    res[c], val[c] = "noprogs", ""
                else:
                    res[c], val[c] = "missing", "program not in this compiler's object"
            for c in COMPILERS:
                if p != "-" and res[c] not in ("nocompile", "missing"):
                    total_progs[c] += 1
                if res[c] == "ok":
                    accepted[c] += 1
            if res["clang"] == "ok" and res["ebcc"] == "ok":
                nboth += 1
                for c in COMPILERS:
                    if val[c].isdigit():
                        insns[c] += int(val[c])
                if val["clang"].isdigit() and val["ebcc"].isdigit() and int(val["clang"]) > 0:
                    ratios.append((int(val["ebcc"]) / int(val["clang"]), b, p,
                                   int(val["ebcc"]), int(val["clang"])))
            if res["clang"] == "ok" and res["ebcc"] != "ok":
                if res["ebcc"] == "nocompile":
                    clang_ok_ebcc_nocompile += 1
                else:
                    clang_ok_ebcc_rejected.append((b, p, val["ebcc"]))
            if res["ebcc"] == "ok" and res["clang"] != "ok" and res["clang"] != "nocompile":
                ebcc_ok_clang_rejected.append((b, p, val["clang"]))
                if xf:
                    xfail_ebcc_accepts.append((b, p, val["clang"]))
            err = val["ebcc"] if res["ebcc"] != "ok" else (val["clang"] if res["clang"] != "ok" else "")
            rows.append((flavour, b, p,
                         res["clang"], val["clang"] if res["clang"] == "ok" else "",
                         res["ebcc"], val["ebcc"] if res["ebcc"] == "ok" else "",
                         err, "expect_failure" if xf else ""))

    with open(tsv, "w") as f:
        f.write("flavour\tfile\tprogram\tclang\tclang_insns\tebcc\tebcc_insns\tfirst_error_line\texpect_failure\n")
        for r in rows:
            f.write("\t".join(x.replace("\t", " ") for x in r) + "\n")

    out = []
    w = out.append
    w("flavour %s: files compiled clang %d/%d, ebcc %d/%d (ebcc fails on %d files clang compiles%s)"
      % (flavour, compiled["clang"], nfiles, compiled["ebcc"], nfiles, len(ebcc_only_compile_fail),
         ": first 10 below" if ebcc_only_compile_fail else ""))
    for b, e in ebcc_only_compile_fail[:10]:
        w("    %s: %s" % (b, e))
    if clang_only_compile_fail:
        w("  clang fails on %d files ebcc compiles: %s" % (
            len(clang_only_compile_fail), " ".join(b for b, _ in clang_only_compile_fail[:10])))
    if ebcc_only_compile_fail:
        w("  ebcc compile failures by kind (files):")
        for cat, n in Counter(category(e) for _, e in ebcc_only_compile_fail).most_common(15):
            w("    %4d  %s" % (n, cat))
    w("programs accepted: clang %d of %d, ebcc %d of %d; accepted by clang, rejected for ebcc: %d "
      "(listed in %s%s), plus %d in files ebcc does not compile"
      % (accepted["clang"], total_progs["clang"], accepted["ebcc"], total_progs["ebcc"],
         len(clang_ok_ebcc_rejected), os.path.basename(tsv),
         "; first 20 below" if clang_ok_ebcc_rejected else "", clang_ok_ebcc_nocompile))
    for b, p, e in clang_ok_ebcc_rejected[:20]:
        w("    %s %s: %s" % (b, p, e))
    if clang_ok_ebcc_rejected:
        w("  ebcc-only rejections by kind (programs):")
        for cat, n in Counter(category(e) for _, _, e in clang_ok_ebcc_rejected).most_common(15):
            w("    %4d  %s" % (n, cat))
    w("accepted for ebcc, rejected for clang: %d%s" % (
        len(ebcc_ok_clang_rejected),
        (": " + " ".join("%s/%s" % (b[:-2], p) for b, p, _ in ebcc_ok_clang_rejected[:10])
         + (" ..." if len(ebcc_ok_clang_rejected) > 10 else "")) if ebcc_ok_clang_rejected else ""))
    ratio = lambda a, b: ("%.3f" % (a / b)) if b else "-"
    w("processed insns (%d programs both accept): ebcc %d / clang %d = %s"
      % (nboth, insns["ebcc"], insns["clang"], ratio(insns["ebcc"], insns["clang"])))
    w("compile time ebcc/clang (files both compile): %.2f s / %.2f s = %s; all files: %.2f s / %.2f s; "
      "peak RSS ebcc/clang: %d / %d KiB"
      % (time_both["ebcc"], time_both["clang"], ratio(time_both["ebcc"], time_both["clang"]),
         time_all["ebcc"], time_all["clang"], rss["ebcc"], rss["clang"]))
    if worst:
        ratios.sort(key=lambda r: (-r[0], r[1], r[2]))
        over = [r for r in ratios if r[0] > 1.15]
        w("programs above 1.15x clang's processed insns: %d of %d; the %d worst:"
          % (len(over), len(ratios), min(worst, len(ratios))))
        for r, b, p, e, c in ratios[:worst]:
            w("    %.3f  %s %s (%d / %d)" % (r, b, p, e, c))
    if btf:
        eb = sum(o[2] for o in objects)
        cb = sum(o[1] for o in objects)
        above = sorted((o for o in objects if o[2] > o[1]),
                       key=lambda o: (-(o[2] / max(o[1], 1)), o[0]))
        w(".BTF bytes (%d objects both compile): ebcc %d / clang %d = %s; objects above clang's: %d%s"
          % (len(objects), eb, cb, ratio(eb, cb), len(above), ", worst:" if above else ""))
        for b, c, e in above[:worst or 10]:
            w("    %.2f  %s (%d / %d)" % (e / max(c, 1), b, e, c))
        with open(re.sub(r"\.tsv$", "", tsv) + ".objects.tsv", "w") as f:
            f.write("file\tclang_btf\tebcc_btf\n")
            for b, c, e in objects:
                f.write("%s\t%d\t%d\n" % (b, c, e))
    w("__failure programs rejected for clang but accepted for ebcc: %d%s" % (
        len(xfail_ebcc_accepts),
        (": " + ", ".join("%s/%s" % (b[:-2], p) for b, p, _ in xfail_ebcc_accepts)) if xfail_ebcc_accepts else ""))
    print("\n".join(out))


def total(tsvs):
    """One line over several runs' tables (RESULTS.tsv and, where written,
    RESULTS.objects.tsv)."""
    acc = {c: 0 for c in COMPILERS}
    progs = {c: 0 for c in COMPILERS}
    ins = {c: 0 for c in COMPILERS}
    clang_only = 0
    btf = {c: 0 for c in COMPILERS}
    above = nobj = 0
    for t in tsvs:
        with open(t) as f:
            next(f)
            for line in f:
                r = line.rstrip("\n").split("\t")
                for c, k in (("clang", 3), ("ebcc", 5)):
                    if r[k] not in ("nocompile", "missing", "noprogs"):
                        progs[c] += 1
                    acc[c] += r[k] == "ok"
                if r[3] == "ok" and r[5] != "ok":
                    clang_only += 1
                if r[3] == "ok" and r[5] == "ok" and r[4].isdigit() and r[6].isdigit():
                    ins["clang"] += int(r[4])
                    ins["ebcc"] += int(r[6])
        o = re.sub(r"\.tsv$", "", t) + ".objects.tsv"
        if os.path.exists(o):
            with open(o) as f:
                next(f)
                for line in f:
                    _, c, e = line.split("\t")
                    btf["clang"] += int(c)
                    btf["ebcc"] += int(e)
                    above += int(e) > int(c)
                    nobj += 1
    ratio = lambda a, b: ("%.3f" % (a / b)) if b else "-"
    print("total: programs accepted clang %d of %d, ebcc %d of %d, clang-only %d; processed insns "
          "ebcc/clang %d / %d = %s; .BTF bytes ebcc/clang %d / %d = %s (%d of %d objects above clang's)"
          % (acc["clang"], progs["clang"], acc["ebcc"], progs["ebcc"], clang_only,
             ins["ebcc"], ins["clang"], ratio(ins["ebcc"], ins["clang"]),
             btf["ebcc"], btf["clang"], ratio(btf["ebcc"], btf["clang"]), above, nobj))


if __name__ == "__main__":
    main()
