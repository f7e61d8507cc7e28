#!/usr/bin/env python3
"""Walk yomi's own search tree for one question, with GNU Go as the oracle.

    trace_walk.py SGF[:N] TARGET [--defend] [--prefix M1 M2 ...]
                  [--gnugo-depth K] [--yomi CMD] [--gnugo CMD]

yomi answers `attack TARGET` (or `defend TARGET`) without a cache, writing
its whole tree with `reading_trace`.  When yomi claims success, the walk
follows yomi's successful first move; at each reply of the other side it
asks GNU Go (depths raised K times after loadsgf, default 0) for its best
reply in that position and looks for that move among the replies yomi
tried there:
  - not tried: a move generation gap at that ply (reported, walk ends);
  - tried: the walk follows yomi's successful answer to it;
  - GNU Go finds no reply either: the claim holds as far as GNU Go sees.
Prefix moves are played first, alternating and ending with the move of the
side that does not read (so the reader moves next, as in a line `trymove`
builds before asking does_defend after an attacker move).  Use it
to find where a false capture (or false defence) comes from; the trace
format is in reading/tactical.h (TacticalReader::set_trace).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

OTHER = {"black": "white", "white": "black"}


def gtp(cmd, lines):
    p = subprocess.run(cmd, input="\n".join(lines) + "\n", shell=True,
                       capture_output=True, text=True)
    return [l for l in p.stdout.split("\n") if l and l[0] in "=?"]


def parse_tree(path):
    """Post-order trace lines -> list of root children (dicts m, k, c, ch)."""
    pending = {}
    for line in open(path):
        m = re.match(r"^( *)([AD]) (\S+) -> (\d)$", line.rstrip("\n"))
        if not m:
            continue
        ply = len(m.group(1)) // 2
        node = {"k": m.group(2), "m": m.group(3), "c": int(m.group(4)),
                "ch": pending.pop(ply + 1, [])}
        pending.setdefault(ply, []).append(node)
    return pending.get(1, [])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("sgf")
    ap.add_argument("target")
    ap.add_argument("--defend", action="store_true")
    ap.add_argument("--prefix", nargs="*", default=[])
    ap.add_argument("--gnugo-depth", type=int, default=0)
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--yomi", default=os.path.join(here, "..", "..", "yomi") + " --mode gtp")
    ap.add_argument("--gnugo", default="/usr/games/gnugo --mode gtp --quiet")
    a = ap.parse_args()
    load = "loadsgf " + a.sgf.replace(":", " ")
    loaded, stones = gtp(a.yomi, [load, "list_stones black"])
    if loaded.startswith("?"):
        sys.exit("trace_walk.py: %s: %s" % (load, loaded[1:].strip()))
    black = stones.split()[1:]
    owner = "black" if a.target.upper() in black else "white"
    reader = owner if a.defend else OTHER[owner]
    # Move i of the whole line (prefix, then the walk): the reader plays the
    # first move after the prefix.
    n = len(a.prefix)
    colour = lambda i: reader if (i - n) % 2 == 0 else OTHER[reader]  # noqa: E731
    plays = ["play %s %s" % (colour(i), m) for i, m in enumerate(a.prefix)]
    question = "defend" if a.defend else "attack"
    with tempfile.NamedTemporaryFile(suffix=".trace", delete=False) as f:
        trace = f.name
    replies = gtp(a.yomi + " --cache-size 0",
                  [load] + plays + ["reading_trace " + trace, question + " " + a.target])
    tree = parse_tree(trace)
    os.unlink(trace)
    bad = [r for r in replies if r.startswith("?")]
    if bad:
        sys.exit("trace_walk.py: yomi refused: " + bad[0][1:].strip())
    answer = replies[-1]
    print("yomi", question, a.target, "->", answer)
    words = answer.split()
    if len(words) < 3 or words[1] == "0":
        print("yomi claims no success: nothing to walk")
        return
    mover = "D" if a.defend else "A"
    roots = [n for n in tree if n["k"] == mover and n["m"] == words[2]]
    if not roots:
        print("the answer's move is not in the trace (widened root or ko preference)")
        return
    node, line = roots[-1], list(a.prefix)
    oracle = "attack" if a.defend else "defend"
    while True:
        line.append(node["m"])
        pl = ["play %s %s" % (colour(i), m) for i, m in enumerate(line)]
        g = gtp(a.gnugo, [load] + ["increase_depths"] * a.gnugo_depth + pl +
                [oracle + " " + a.target])[-1].split()
        tried = ["%s:%d" % (c["m"], c["c"]) for c in node["ch"]]
        print("ply %d after %s | yomi tried %s | GNU Go %s %s" %
              (len(line), node["m"], " ".join(tried) or "-", oracle, " ".join(g[1:])))
        if len(g) < 3 or g[1] == "0":
            print("GNU Go finds no reply either: the claim holds here")
            return
        replies = [c for c in node["ch"] if c["m"] == g[2]]
        if not replies:
            print("MISSING: GNU Go's %s not tried by yomi at ply %d" % (g[2], len(line) + 1))
            return
        reply = replies[-1]
        line.append(reply["m"])
        best = [c for c in reply["ch"] if c["c"] == 1]
        if not best:
            print("yomi's answers to %s: %s (no success: a cache hit or a cut subtree)" %
                  (reply["m"], " ".join("%s:%d" % (c["m"], c["c"]) for c in reply["ch"]) or "-"))
            return
        node = best[-1]
        if len(line) > 60:
            print("stopped after 60 plies")
            return


if __name__ == "__main__":
    sys.exit(main())
