#!/usr/bin/env python3
"""Expand compact capturing-race sketches into a sketches.txt for sketch.py.

compact.txt holds blocks as sketches.txt does (see sketch.py), except that the
rows draw only the race and the first layer of each wall: the two dragons and
any other stones inside, the empty points of the race (.), and around them the
stones of the walls (X black, O white; a wall stone is any drawn stone next to
a point that is not drawn).  Every board point within three points (rows,
columns and diagonals) of a drawn point that is not drawn gets the colour of
the nearest drawn stone (Chebyshev distance, then Manhattan, then the first in
reading order): the walls become four stones thick.  Then two eyes are punched
in every wall string: points added here whose neighbours (diagonals included)
all belong to that string, not next to each other.  The result is checked with
Benson's algorithm: every stone outside the race must be unconditionally alive
(pass-alive), and the race region (the points that are not, joined to the
first question's first vertex) must be closed by those walls.  Each block gets
two notes in the canonical frame:
    : region, inside: the empty points of the race region
    : region, stones: the stones in it
usage: race_compose.py DIR   (reads DIR/compact.txt, writes DIR/sketches.txt)
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from race_solve import LETTERS, pass_alive, race_region  # noqa: E402

THICK = 3


def parse(path):
    blocks, cur = [], None
    for raw in open(path):
        line = raw.rstrip("\n")
        if line.startswith("#") or not line.strip():
            continue
        p = line.split()
        if p[0] == "@":
            cur = {"head": line, "notes": [], "qs": [], "cells": {}}
            blocks.append(cur)
        elif p[0] in (":", "?"):
            cur["notes" if p[0] == ":" else "qs"].append(line)
        else:
            row, cells = int(p[0]), p[1:]
            start = 0
            if cells and cells[0].endswith(":"):
                start, cells = LETTERS.index(cells[0][:-1]), cells[1:]
            for i, ch in enumerate(cells):
                if ch not in "XO.":
                    sys.exit(f"{cur['head']}: bad cell {ch}")
                if start + i >= int(cur["head"].split()[2]) or row > int(cur["head"].split()[2]):
                    sys.exit(f"{cur['head']}: row {row} runs off the board")
                cur["cells"][(start + i, row - 1)] = ch
    return blocks


def nb4(p, size):
    c, r = p
    for q in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)):
        if 0 <= q[0] < size and 0 <= q[1] < size:
            yield q


def nb8(p, size):
    c, r = p
    for dc in (-1, 0, 1):
        for dr in (-1, 0, 1):
            q = (c + dc, r + dr)
            if q != p and 0 <= q[0] < size and 0 <= q[1] < size:
                yield q


def thicken(cells, size, name):
    drawn_stones = [q for q, ch in cells.items() if ch != "."]
    for q, ch in cells.items():
        if ch == "." and any(n not in cells for n in nb8(q, size)):
            sys.exit(f"{name}: empty point {vname(q)} on the rim of the drawing")
    out = dict(cells)
    for c in range(size):
        for r in range(size):
            q = (c, r)
            if q in cells:
                continue
            best = None
            for s in drawn_stones:
                d = (max(abs(s[0] - c), abs(s[1] - r)), abs(s[0] - c) + abs(s[1] - r),
                     -s[1], s[0])
                if best is None or d < best[0]:
                    best = (d, s)
            if best and best[0][0] <= THICK:
                out[q] = cells[best[1]]
    return out


def strings(stones, size):
    seen, res = set(), []
    for p in sorted(stones):
        if p in seen:
            continue
        grp, todo = {p}, [p]
        while todo:
            q = todo.pop()
            for n in nb4(q, size):
                if stones.get(n) == stones[p] and n not in grp:
                    grp.add(n)
                    todo.append(n)
        seen |= grp
        res.append(grp)
    return res


def punch_eyes(board, cells, size, name):
    for grp in strings(board, size):
        if all(q in cells for q in grp):
            continue  # a string of the race, not a wall
        cand = [q for q in sorted(grp) if q not in cells
                and all(n in grp for n in nb8(q, size))
                and not any(n in cells and cells[n] == "." for n in nb8(q, size))]
        best = None
        for i, a in enumerate(cand):
            for b in cand[i + 1:]:
                d = max(abs(a[0] - b[0]), abs(a[1] - b[1]))
                if d >= 2 and (best is None or d > best[0]):
                    best = (d, a, b)
        if best is None:
            sys.exit(f"{name}: no room for two eyes in the wall at {vname(min(grp))}")
        for q in best[1:]:
            del board[q]


def vname(q):
    return LETTERS[q[0]] + str(q[1] + 1)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: race_compose.py DIR")
    here = sys.argv[1]
    out = ["# Written by race_compose.py from compact.txt: do not edit by hand.",
           "# X black, O white; walls four stones thick with two eyes each; canonical",
           "# frame, turned, mirrored or colour-swapped by sketch.py.", ""]
    for b in parse(os.path.join(here, "compact.txt")):
        head = b["head"].split()
        name, size = head[1], int(head[2])
        board = thicken(b["cells"], size, name)
        punch_eyes(board, b["cells"], size, name)
        stones = {q: ("B" if ch == "X" else "W") for q, ch in board.items() if ch != "."}
        alive = pass_alive(stones, size)
        q0 = b["qs"][0].split()
        key = (LETTERS.index(q0[2][0]), int(q0[2][1:]) - 1)
        region = race_region(stones, alive, key, size)
        if region is None:
            sys.exit(f"{name}: the race region is not closed by pass-alive walls")
        loose = [q for q in stones if q not in alive and q not in region]
        if loose:
            sys.exit(f"{name}: stones outside the race not pass-alive: "
                     + " ".join(vname(q) for q in sorted(loose)))
        for q in b["qs"]:
            for v in q.split()[2:4]:
                p = (LETTERS.index(v[0]), int(v[1:]) - 1)
                if p not in region or p not in stones:
                    sys.exit(f"{name}: {v} is not a stone of the race")
        order = sorted(region, key=lambda q: (-q[1], q[0]))
        out.append(b["head"])
        out.extend(b["notes"])
        out.append(": region, inside: " + " ".join(vname(q) for q in order if q not in stones))
        out.append(": region, stones: " + " ".join(vname(q) for q in order if q in stones))
        rows = sorted({r for _, r in board}, reverse=True)
        for r in rows:
            cs = sorted(c for c, rr in board if rr == r)
            c0, c1 = cs[0], cs[-1]
            out.append(f"{r + 1} {LETTERS[c0]}: " +
                       " ".join(board.get((c, r), ".") for c in range(c0, c1 + 1)))
        out.extend(b["qs"])
        out.append("")
    with open(os.path.join(here, "sketches.txt"), "w") as fh:
        fh.write("\n".join(out))


if __name__ == "__main__":
    main()
