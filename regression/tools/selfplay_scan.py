#!/usr/bin/env python3
"""Scan every candidate move of one tactical question with both engines, deep.

    selfplay_scan.py SGF MOVE STRING attack|defend [--depths K] [--json]

Loads `SGF MOVE` (loadsgf semantics) in yomi and GNU Go, gives
increase_depths K times (default 3), and prints both engines' deep answer to
the question, then for every candidate move M of the side asking (the
attacker for attack, the string's owner for defend): trymove M, then the
other side's question about STRING, in both engines, turned into the code M
earns.  Candidates: the empty points within distance 3 (king moves) of the
string and of its neighbouring strings with at most 4 liberties, and every
liberty of a neighbouring string.  A move that removes STRING is a win for
the attacker.  The best code over the candidates, with its moves, is the
scan's answer for each engine; where the engines give M different codes the
line is printed with a '!' to be walked by hand (trymove / popgo).

Codes: 0 fails, 1 wins, 2 wins taking the ko first, 3 wins only with a ko
threat.  After the asker's move the opponent's answer o becomes the move's
code: o=0 -> 1, o=1 -> 0, o=2 -> 3, o=3 -> 2.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from board import gnugo_order, neighbours, read_position, strings  # noqa: E402
from gtp import Engine, GtpError, parse_vertex  # noqa: E402
from selfplay_compare import DEFAULT_GNUGO, DEFAULT_YOMI, game_moves  # noqa: E402

FLIP = {"0": "1", "1": "0", "2": "3", "3": "2"}
RANK = {"1": 3, "2": 2, "3": 1, "0": 0}


def candidates(stones, size, target):
    groups = strings(stones, size)
    mine = next(g for g in groups if target in g[1])
    color, group, libs = mine
    near = set(group)
    extra = set()
    for c, g, l in groups:
        if c != color and any(n in g for p in group for n in neighbours(p, size)):
            extra |= l
            if len(l) <= 4:
                near |= g
    cand = set(extra)
    for (c, r) in near:
        for dc in range(-3, 4):
            for dr in range(-3, 4):
                q = (c + dc, r + dr)
                if 0 <= q[0] < size and 0 <= q[1] < size and q not in stones:
                    cand.add(q)
    return color, gnugo_order(cand)


def scan(sgf, move, target, cmd, depths, yomi_cmd, gnugo_cmd):
    size, _ = game_moves(sgf)
    engines = {"yomi": Engine(yomi_cmd), "gnugo": Engine(gnugo_cmd)}
    for e in engines.values():
        e.send(f"loadsgf {os.path.abspath(sgf)} {move}")
    stones = read_position(engines["yomi"], size)
    color, cand = candidates(stones, size, parse_vertex(target, size))
    owner = "black" if color == "B" else "white"
    other = "white" if owner == "black" else "black"
    mover = other if cmd == "attack" else owner
    reply = "defend" if cmd == "attack" else "attack"
    out = {"sgf": sgf, "move": move, "string": target, "cmd": cmd, "default": {}, "deep": {},
           "moves": {}}
    for name, e in engines.items():
        out["default"][name] = e.send(f"{cmd} {target}")
        for _ in range(depths):
            e.send("increase_depths")
        out["deep"][name] = e.send(f"{cmd} {target}")
    for m in cand:
        codes = {}
        for name, e in engines.items():
            try:
                e.send(f"trymove {mover} {m}")
            except GtpError:
                codes[name] = None
                continue
            if not _occupied(e, target, size):
                codes[name] = "1" if cmd == "attack" else "0"
            else:
                ans = e.send(f"{reply} {target}")
                codes[name] = FLIP[ans.split()[0]]
            e.send("popgo")
        if any(c not in (None, "0") for c in codes.values()):
            out["moves"][m] = codes
    for e in engines.values():
        e.close()
    best = {}
    for name in engines:
        top = max((RANK[c[name]] for c in out["moves"].values() if c.get(name)), default=0)
        code = [k for k, v in RANK.items() if v == top][0]
        best[name] = (code, [m for m, c in out["moves"].items() if c.get(name) == code]
                      if code != "0" else [])
    out["best"] = best
    return out


def _occupied(engine, target, size):
    stones = read_position(engine, size)
    return parse_vertex(target, size) in stones


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("sgf")
    ap.add_argument("move", type=int)
    ap.add_argument("string")
    ap.add_argument("cmd", choices=("attack", "defend"))
    ap.add_argument("--depths", type=int, default=3)
    ap.add_argument("--yomi", default=DEFAULT_YOMI)
    ap.add_argument("--gnugo", default=DEFAULT_GNUGO)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    r = scan(a.sgf, a.move, a.string.upper(), a.cmd, a.depths, a.yomi, a.gnugo)
    if a.json:
        print(json.dumps(r))
        return
    print(f"{a.sgf} {a.move} {a.cmd} {a.string}")
    for name in ("yomi", "gnugo"):
        print(f"  {name:5s} default: {r['default'][name]:10s} deep: {r['deep'][name]}")
    for m, c in r["moves"].items():
        flag = "!" if c["yomi"] != c["gnugo"] else " "
        print(f"  {flag} {m:4s} yomi {c['yomi']}  gnugo {c['gnugo']}")
    for name in ("yomi", "gnugo"):
        code, moves = r["best"][name]
        print(f"  scan {name:5s}: {code} {' '.join(moves)}")


if __name__ == "__main__":
    main()
