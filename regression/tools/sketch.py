#!/usr/bin/env python3
"""Turn the canonical sketches of a held-out batch (sgf/heldout6 and later)
into its positions.txt and expect-draft.txt.

sketches.txt holds one block per problem:
    @ NAME SIZE TO_MOVE TRANSFORM
    : comment (kept in expect-draft.txt)
    5 . X O .          rows as in make_sgf.py, canonical frame, column A first
    3 D: X O           (a row may start at another column)
    ? attack D4 = 1 D5
    ? does_attack E4 D4 = 0
TRANSFORM is a word of: r0..r3 (quarter turns anticlockwise about the board
centre), m (mirror left-right, applied before the turn), s (swap colours,
and the side to move).  "-" is the identity.  Every vertex in a question and
its answer pattern moves with the position.
usage: sketch.py DIR   (DIR: the batch's folder, e.g. regression/sgf/heldout7;
reads DIR/sketches.txt, writes DIR/positions.txt and DIR/expect-draft.txt,
whose loadsgf lines name sgf/<basename of DIR>/, and checks that no string is
without liberties)
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from board import strings  # noqa: E402

LETTERS = "ABCDEFGHJKLMNOPQRST"


def parse(path):
    blocks = []
    for raw in open(path):
        line = raw.rstrip("\n")
        if line.startswith("#") or not line.strip():
            continue
        parts = line.split()
        if parts[0] == "@":
            blocks.append({"name": parts[1], "size": int(parts[2]), "to": parts[3],
                           "tf": parts[4], "rows": [], "qs": [], "notes": []})
        elif parts[0] == ":":
            blocks[-1]["notes"].append(line.split(":", 1)[1].strip())
        elif parts[0] == "?":
            q, a = line[1:].split("=", 1)
            blocks[-1]["qs"].append((q.split(), a.strip()))
        else:
            blocks[-1]["rows"].append((int(parts[0]), parts[1:]))
    return blocks


def transform(tf, size):
    turns = int(tf[tf.index("r") + 1]) if "r" in tf else 0
    mirror = "m" in tf

    def f(c, r):
        if mirror:
            c = size - 1 - c
        for _ in range(turns):
            c, r = size - 1 - r, c
        return c, r
    return f


def vname(c, r):
    return LETTERS[c] + str(r + 1)


def main():
    if len(sys.argv) != 2 or not os.path.isfile(os.path.join(sys.argv[1], "sketches.txt")):
        sys.exit("usage: sketch.py DIR   (DIR holds sketches.txt)")
    here = sys.argv[1]
    batch = os.path.basename(os.path.normpath(os.path.abspath(here)))
    out_pos, out_exp = [], []
    for b in parse(os.path.join(here, "sketches.txt")):
        size, tf = b["size"], b["tf"]
        f = transform(tf, size)
        swap = "s" in tf
        stones = {}
        for row, cells in b["rows"]:
            start = 0
            if cells and cells[0].endswith(":"):
                start, cells = LETTERS.index(cells[0][:-1]), cells[1:]
            for i, ch in enumerate(cells):
                if ch in ".+":
                    continue
                if ch not in "XO":
                    sys.exit(f"{b['name']}: bad cell {ch}")
                c, r = start + i, row - 1
                if not (0 <= c < size and 0 <= r < size):
                    sys.exit(f"{b['name']}: off board")
                if swap:
                    ch = "X" if ch == "O" else "O"
                stones[f(c, r)] = ch
        # liberty check
        for col, group, libs in strings(stones, size):
            p = next(iter(group))
            if not libs:
                sys.exit(f"{b['name']}: string at {vname(*p)} has no liberty")
            if os.environ.get("SKETCH_LIBS") == b["name"]:
                print(col, len(group), "stones", sorted(vname(*q) for q in group)[:6],
                      "libs", len(libs), sorted(vname(*q) for q in libs))
        to = b["to"]
        if swap:
            to = "W" if to == "B" else "B"
        out_pos.append(f"@ {b['name']} {size} {to} A")
        for r in range(size - 1, -1, -1):
            out_pos.append(f"{r + 1} " + " ".join(stones.get((c, r), ".") for c in range(size)))
        out_pos.append("")

        def mv(m):
            v = m.group(0)
            c, r = f(LETTERS.index(v[0]), int(v[1:]) - 1)
            return vname(c, r)
        out_exp.append(f"loadsgf sgf/{batch}/{b['name']}.sgf")
        for n in b["notes"]:
            out_exp.append("# " + re.sub(r"\b[A-HJ-T]\d{1,2}\b", mv, n))
        for q, a in b["qs"]:
            qs = " ".join(re.sub(r"^[A-HJ-T]\d{1,2}$", mv, w) for w in q)
            a = re.sub(r"\b[A-HJ-T]\d{1,2}\b", mv, a)
            out_exp.append(f"{qs}\n#? [{a}]")
        out_exp.append("")
    with open(os.path.join(here, "positions.txt"), "w") as fh:
        fh.write("# Written by sketch.py from sketches.txt: do not edit by hand.\n")
        fh.write("\n".join(out_pos))
    with open(os.path.join(here, "expect-draft.txt"), "w") as fh:
        fh.write(f"# {batch} hand-read draft, written by sketch.py from sketches.txt.\n\n")
        fh.write("\n".join(out_exp))


main()
