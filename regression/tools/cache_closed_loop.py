#!/usr/bin/env python3
"""Closed-loop comparison of the cache's replacement policies with the real readers.

    cache_closed_loop.py SUITE.tst --keys K [--yomi PATH] [-j N]
                         [--fractions 256,128,...]

Runs every command of a regression suite (GNU Go's or ours; loadsgf paths are
made absolute) through yomi once without a cache and then, for each size,
once with yomi's replacement and once with GNU Go 3.8's
(`--cache-policy gnugo`: its two-entry buckets and rank, in the same memory).
A size is a fraction of K entries at yomi's 12.8 bytes an entry; take K from
`cachesim --per-clear` on a trace of the same suite (its "at most between
clears").  Each run reports yomi's reading and owl node counters; the work a
policy saves is the nodes read without a cache less the nodes read with it.
Unlike cachesim's replay, a miss here re-reads its subtree, which stores and
probes again: the cascade a small table causes.

Prints one line per size: both policies' nodes, their savings, the ratio, and
the excess over the largest size (GNU Go's / yomi's).  Also says at which
sizes the answers differ from the largest size's (node limits make an answer
depend on what the cache saved).
"""
import argparse
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
BYTES_PER_ENTRY = 12.8


def gtp_script(suite):
    """The suite's commands (absolute loadsgf paths), then the two node counters."""
    base = os.path.dirname(os.path.abspath(suite))
    lines = []
    with open(suite) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            m = re.match(r"^(\d+\s+)?loadsgf\s+(\S+)(.*)$", line)
            if m and not os.path.isabs(m.group(2)):
                line = f"{m.group(1) or ''}loadsgf {os.path.join(base, m.group(2))}{m.group(3)}"
            lines.append(line)
    lines += ["get_reading_node_counter", "get_owl_node_counter", "quit"]
    return "\n".join(lines) + "\n"


def run(yomi, script, mb, policy):
    args = [yomi, "--cache-size", repr(mb)]
    if policy:
        args += ["--cache-policy", policy]
    out = subprocess.run(args, input=script, capture_output=True, text=True, check=True).stdout
    answers = [l for l in out.splitlines() if re.match(r"^[=?]\d", l)]
    plain = [l for l in out.splitlines() if re.match(r"^= \d+$", l)]
    if len(plain) < 2:
        sys.exit("cache_closed_loop.py: yomi gave no node counters (did it crash?)")
    return int(plain[-2][2:]) + int(plain[-1][2:]), answers


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("suite")
    ap.add_argument("--keys", type=int, required=True, help="distinct keys between clears")
    ap.add_argument("--yomi", default=os.path.join(HERE, "..", "..", "yomi"))
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--fractions", default="256,128,64,32,16,8,4,1")
    a = ap.parse_args()
    if a.keys <= 0:
        sys.exit("cache_closed_loop.py: --keys must be positive")
    try:
        script = gtp_script(a.suite)
    except OSError as e:
        sys.exit(f"cache_closed_loop.py: {e}")
    fractions = [int(f) for f in a.fractions.split(",")]
    jobs = [(0, 0.0, None)]
    for f in fractions:
        mb = a.keys * BYTES_PER_ENTRY / f / (1 << 20)
        jobs += [(f, mb, "yomi"), (f, mb, "gnugo")]
    with ThreadPoolExecutor(a.j) as pool:
        results = list(pool.map(lambda j: run(a.yomi, script, j[1], j[2]), jobs))
    res = {(j[0], j[2]): r for j, r in zip(jobs, results)}
    none = res[(0, None)][0]
    last = fractions[-1]
    big_nodes, big_answers = res[(last, "yomi")]
    print(f"{a.suite}: no cache {none:,} nodes; sizes in entries of {a.keys:,} keys")
    print(f"{'size':>7} {'MB':>9} {'yomi':>11} {'gnugo':>11} {'yomi saved':>11} "
          f"{'gnugo saved':>11} {'ratio':>6} {'excess g/y':>10}  answers")
    for f in fractions:
        y, ya = res[(f, "yomi")]
        g, ga = res[(f, "gnugo")]
        ratio = (none - y) / max(1, none - g)
        excess = (g - big_nodes) / max(1, y - big_nodes)
        diff = [n for n, ans in (("yomi", ya), ("gnugo", ga)) if ans != big_answers]
        print(f"{'1/' + str(f):>7} {a.keys * BYTES_PER_ENTRY / f / (1 << 20):9.4f} {y:>11,} "
              f"{g:>11,} {none - y:>11,} {none - g:>11,} {ratio:6.3f} {excess:10.2f}  "
              f"{'differ: ' + ','.join(diff) if diff else 'same'}")


if __name__ == "__main__":
    main()
