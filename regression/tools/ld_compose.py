#!/usr/bin/env python3
"""Expand compact life-and-death sketches into a sketches.txt for sketch.py.

compact.txt holds blocks as sketches.txt does (see sketch.py), except that the
rows list only the problem's inside: the target's stones (O), the empty points
and the wall colour's stones inside the ring (X, .).  Every board point within
two points (rows and columns, diagonals included) of a listed point that is not
listed becomes a wall stone (X): the wall is two stones thick and closed up to
the edge.  Each block gets two notes, in the canonical frame:
    : region, inside: the listed X and . points
    : region, target stones: the listed O points
usage: ld_compose.py DIR   (reads DIR/compact.txt, writes DIR/sketches.txt)
"""
import os
import sys

LETTERS = "ABCDEFGHJKLMNOPQRST"


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: ld_compose.py DIR")
    here = sys.argv[1]
    out = ["# Written by ld_compose.py from compact.txt: do not edit by hand.",
           "# X black (the wall's colour), O white (the target); canonical frame, turned,",
           "# mirrored or colour-swapped by sketch.py.", ""]
    blocks, cur = [], None
    for raw in open(os.path.join(here, "compact.txt")):
        line = raw.rstrip("\n")
        if line.startswith("#") or not line.strip():
            continue
        p = line.split()
        if p[0] == "@":
            cur = {"head": line, "notes": [], "qs": [], "cells": {}}
            blocks.append(cur)
        elif p[0] == ":":
            cur["notes"].append(line)
        elif p[0] == "?":
            cur["qs"].append(line)
        else:
            row, cells = int(p[0]), p[1:]
            start = 0
            if cells and cells[0].endswith(":"):
                start, cells = LETTERS.index(cells[0][:-1]), cells[1:]
            for i, ch in enumerate(cells):
                cur["cells"][(start + i, row - 1)] = ch
    for b in blocks:
        size = int(b["head"].split()[2])
        cells = dict(b["cells"])
        for (c, r) in b["cells"]:
            for dc in range(-2, 3):
                for dr in range(-2, 3):
                    q = (c + dc, r + dr)
                    if 0 <= q[0] < size and 0 <= q[1] < size and q not in cells:
                        cells[q] = "X"
        name = lambda q: LETTERS[q[0]] + str(q[1] + 1)  # noqa: E731
        order = sorted(b["cells"], key=lambda q: (-q[1], q[0]))
        inside = [name(q) for q in order if b["cells"][q] != "O"]
        own = [name(q) for q in order if b["cells"][q] == "O"]
        out.append(b["head"])
        out.extend(b["notes"])
        out.append(": region, inside: " + " ".join(inside))
        out.append(": region, target stones: " + " ".join(own))
        rows = sorted({r for _, r in cells}, reverse=True)
        for r in rows:
            cs = sorted(c for c, rr in cells if rr == r)
            c0, c1 = cs[0], cs[-1]
            out.append(f"{r + 1} {LETTERS[c0]}: " +
                       " ".join(cells.get((c, r), ".") for c in range(c0, c1 + 1)))
        out.extend(b["qs"])
        out.append("")
    with open(os.path.join(here, "sketches.txt"), "w") as fh:
        fh.write("\n".join(out))


main()
