#!/usr/bin/env python3
"""Deduplicate the disagreements of selfplay_compare.py and deep-scan each one.

    selfplay_triage.py COMPARE.jsonl GAMES_DIR OUT.jsonl [-j N]

A disagreement is kept once per (game, string, command, yomi code, GNU Go
code): the same question repeated in later snapshots of one game is dropped.
Each kept one is scanned by selfplay_scan.scan (both engines, increase_depths
x3, every candidate move); the scans are written one JSON line each and a
table is printed: default answers, deep answers, and the scan's best code
and moves for each engine.  'agreed' means both deep answers and both scans
give the same code: a first verdict to confirm; every other line is walked
by hand with selfplay_walk.py.
"""

import argparse
import json
import multiprocessing
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from selfplay_scan import scan  # noqa: E402
from selfplay_compare import DEFAULT_GNUGO, DEFAULT_YOMI  # noqa: E402


def code(a):
    return a.split()[0]


def unique_disagreements(path):
    seen = {}
    for line in open(path):
        r = json.loads(line)
        if r["agree"]:
            continue
        k = (r["game"], r["string"], r["cmd"], code(r["yomi"]), code(r["gnugo"]))
        seen.setdefault(k, r)
    return list(seen.values())


def work(a):
    r, games_dir = a
    s = scan(os.path.join(games_dir, r["game"] + ".sgf"), r["move"], r["string"], r["cmd"], 3,
             DEFAULT_YOMI, DEFAULT_GNUGO)
    s["game"] = r["game"]
    return s


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("compare")
    ap.add_argument("games_dir")
    ap.add_argument("out")
    ap.add_argument("-j", type=int, default=1)
    a = ap.parse_args()
    todo = [(r, a.games_dir) for r in unique_disagreements(a.compare)]
    with open(a.out, "w") as out, multiprocessing.Pool(a.j) as pool:
        for s in pool.imap(work, todo):
            out.write(json.dumps(s) + "\n")
            out.flush()
            d, deep, best = s["default"], s["deep"], s["best"]
            agreed = (code(deep["yomi"]) == code(deep["gnugo"]) == best["yomi"][0]
                      == best["gnugo"][0])
            print(f"{s['game']} {s['move']:3d} {s['cmd']:6s} {s['string']:4s} "
                  f"default y={d['yomi']:7s} g={d['gnugo']:7s} deep y={deep['yomi']:7s} "
                  f"g={deep['gnugo']:7s} scan y={best['yomi'][0]} {' '.join(best['yomi'][1])} | "
                  f"g={best['gnugo'][0]} {' '.join(best['gnugo'][1])}"
                  + ("  agreed" if agreed else ""), flush=True)


if __name__ == "__main__":
    main()
