#!/usr/bin/env python3
"""Build the SGF files of regression/tactics.tst from positions.txt.

positions.txt holds one block per position:
    @ NAME SIZE TO_MOVE FIRST_COLUMN
    19 . . X O .
    18 . X O . .
Each diagram line starts with its row number; cells (X black, O white,
. or + empty) are separated by blanks and start at FIRST_COLUMN (a GTP letter).
A row may start at another column: "10 K: X O" (after the row number).
"; B F2" lines add moves played after the setup (in order).
Lines starting with # are comments.  Rows/columns not drawn are empty.
usage: make_sgf.py [positions.txt]  (writes NAME.sgf next to positions.txt)
"""
import os
import sys

LETTERS = "ABCDEFGHJKLMNOPQRST"


def sgf_point(name, size, vertex):
    col, row = LETTERS.index(vertex[0].upper()), int(vertex[1:])
    if col >= size or not 1 <= row <= size:
        sys.exit(f"{name}: move {vertex} off the board")
    return "abcdefghijklmnopqrs"[col] + "abcdefghijklmnopqrs"[size - row]


def write_block(outdir, name, size, to_move, col0, rows, moves):
    black, white = [], []
    for row, cells in rows:
        start = col0
        if cells and cells[0].endswith(":"):
            start, cells = cells[0][:-1], cells[1:]
        if not 1 <= row <= size:
            sys.exit(f"{name}: row {row} off a {size}x{size} board")
        for i, c in enumerate(cells):
            col = LETTERS.index(start) + i
            if col >= size:
                sys.exit(f"{name}: row {row} runs off the board")
            sgf = "abcdefghijklmnopqrs"[col] + "abcdefghijklmnopqrs"[size - row]
            if c == "X":
                black.append(sgf)
            elif c == "O":
                white.append(sgf)
            elif c not in ".+":
                sys.exit(f"{name}: bad cell {c!r}")
    text = f"(;GM[1]FF[4]SZ[{size}]PL[{to_move}]"
    if black:
        text += "AB" + "".join(f"[{p}]" for p in black)
    if white:
        text += "AW" + "".join(f"[{p}]" for p in white)
    for color, vertex in moves:
        text += f";{color}[{sgf_point(name, size, vertex)}]"
    text += ")\n"
    with open(os.path.join(outdir, name + ".sgf"), "w") as f:
        f.write(text)


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "positions.txt")
    outdir = os.path.dirname(os.path.abspath(src))
    block = None
    names = set()
    with open(src) as f:
        for line in f:
            line = line.split("#", 1)[0].rstrip()
            if not line.strip():
                continue
            parts = line.split()
            if parts[0] == "@":
                if block:
                    write_block(outdir, *block)
                name, size, to_move, col0 = parts[1], int(parts[2]), parts[3], parts[4]
                if name in names:
                    sys.exit(f"duplicate position {name}")
                names.add(name)
                block = (name, size, to_move, col0, [], [])
            elif parts[0] == ";":
                block[5].append((parts[1], parts[2]))
            else:
                block[4].append((int(parts[0]), parts[1:]))
    if block:
        write_block(outdir, *block)


main()
