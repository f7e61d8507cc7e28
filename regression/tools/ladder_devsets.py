#!/usr/bin/env python3
"""Build the ladder DEV sets (.tst files) from ladder_sweep.py output
directories (never point it at the held-out suites).

usage: ladder_devsets.py OUTDIR SWEEPDIR... [--misreads NAMES]
           [--exclude NAMES] [--expect NAME=CODE,...] [--yomi CMD] [--gnugo CMD]

Writes into OUTDIR:
  settled.tst  every settled position (results.txt, last column 1; in older
               result files without that column: brute force, GNU Go x3 and
               yomi x4 agree): `attack TARGET`, expecting 0 or any capture.
  misreads.tst the positions named by --misreads (a comma list of names
               such as a2_36), expecting 0: the default-depth captures that
               every deep read calls failures (regression/tools/README).
  nets.tst     "likely nets": positions where the brute force says the
               ladder fails but the default yomi of --yomi captures, and both
               GNU Go x3 and yomi x4 confirm that move with does_attack;
               expecting a capture.  (Two such positions were settled the
               other way by hand, see regression/tools/README: check the
               ones a change loses before trusting them.)
--exclude leaves out positions the settling rules get wrong and --expect
sets a hand-settled answer (0 or 1) for a position, which then goes into
settled.tst (regression/tools/README names them).
The SGF paths are absolute, so the .tst files run from any directory:
    ./yomi-regress OUTDIR/settled.tst OUTDIR/misreads.tst OUTDIR/nets.tst
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp import Engine, GtpError  # noqa: E402


def rows(sweepdir):
    """(name, target, brute, settled) of every position of one sweep."""
    out = []
    with open(os.path.join(sweepdir, "results.txt")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            c = line.split()
            # name target brute gnugo0 gnugo3 yomi0 yomi4 [settled]
            if len(c) >= 8:
                settled = c[7] == "1"
            else:
                settled = c[2] in ("0", "1") and c[2] == c[4] == c[6]
            out.append((c[0], c[1], c[2], settled))
    return out


def write_test(f, n, sgf, target, expect):
    f.write(f"loadsgf {sgf}\n{n} attack {target}\n#? [{expect}]\n")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("outdir")
    ap.add_argument("sweepdirs", nargs="+")
    ap.add_argument("--misreads", default="")
    ap.add_argument("--exclude", default="")
    ap.add_argument("--expect", default="")
    ap.add_argument("--yomi", default=os.path.join(here, "..", "..", "yomi") +
                    " --mode gtp --quiet")
    ap.add_argument("--gnugo", default="/usr/games/gnugo --mode gtp --quiet")
    a = ap.parse_args()
    os.makedirs(a.outdir, exist_ok=True)
    misreads = {m for m in a.misreads.split(",") if m}
    exclude = {m for m in a.exclude.split(",") if m}
    expect = {}
    for e in filter(None, a.expect.split(",")):
        name, _, code = e.partition("=")
        if code not in ("0", "1"):
            sys.exit(f"ladder_devsets: --expect wants NAME=0 or NAME=1, got '{e}'")
        expect[name] = code
    y0, y4, g3 = Engine(a.yomi), Engine(a.yomi), Engine(a.gnugo)
    for _ in range(4):
        y4.send("increase_depths")
    for _ in range(3):
        g3.send("increase_depths")
    counts = {"settled": 0, "misreads": 0, "nets": 0}
    with open(os.path.join(a.outdir, "settled.tst"), "w") as fs, \
            open(os.path.join(a.outdir, "misreads.tst"), "w") as fm, \
            open(os.path.join(a.outdir, "nets.tst"), "w") as fn:
        for d in a.sweepdirs:
            for name, target, brute, settled in rows(d):
                sgf = os.path.abspath(os.path.join(d, name + ".sgf"))
                if name in exclude:
                    continue
                if name in expect:
                    counts["settled"] += 1
                    write_test(fs, counts["settled"], sgf, target,
                               "1 .*" if expect[name] == "1" else "0")
                    continue
                if name in misreads:
                    counts["misreads"] += 1
                    write_test(fm, counts["misreads"], sgf, target, "0")
                    continue
                if settled:
                    counts["settled"] += 1
                    write_test(fs, counts["settled"], sgf, target,
                               "1 .*" if brute != "0" else "0")
                    continue
                if brute != "0":
                    continue
                y0.send("loadsgf " + sgf)
                ans = y0.send(f"attack {target}").split()
                if ans[0] == "0":
                    continue
                confirmed = True
                for e in (g3, y4):
                    e.send("loadsgf " + sgf)
                    confirmed &= e.send(f"does_attack {ans[1]} {target}").split()[0] == "1"
                if confirmed:
                    counts["nets"] += 1
                    write_test(fn, counts["nets"], sgf, target, "1 .*")
    for e in (y0, y4, g3):
        e.close()
    print(", ".join(f"{k} {v}" for k, v in counts.items()))


if __name__ == "__main__":
    try:
        main()
    except (GtpError, OSError) as e:
        sys.exit("ladder_devsets: " + str(e))
