#!/usr/bin/env python3
"""Summarise one flavour of `make selftests` (see run.sh).

    report.py FLAVOUR OUTDIR RESULTS.tsv

OUTDIR holds files.txt (the progs/*.c of this run) and clang/ and ebcc/,
each with NAME.stat ("rc seconds maxrss_kib"), NAME.err (the compiler's
stderr) and NAME.vs (the loader's lines) for every NAME.c.  Writes the
per-program table to RESULTS.tsv and prints the summary.
"""
import os
import re
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
    flavour, outdir, tsv = sys.argv[1:4]
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
    w("__failure programs rejected for clang but accepted for ebcc: %d%s" % (
        len(xfail_ebcc_accepts),
        (": " + ", ".join("%s/%s" % (b[:-2], p) for b, p, _ in xfail_ebcc_accepts)) if xfail_ebcc_accepts else ""))
    print("\n".join(out))


if __name__ == "__main__":
    main()
