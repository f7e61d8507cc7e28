#!/usr/bin/env python3
"""Build regression/eyes.tst and its positions (regression/sgf/eyes/*.sgf).

Every board is a 19x19 sea of Black stones (the owner of every eye space
here) into which small stamps are cut: a stamp is a few rows of cells,
  '-' leave the sea's Black stone      'X' Black stone
  'O' White stone                      '.' empty point
  a lowercase letter: an empty point named for the tests (not x or o).
A stamp is placed by the vertex of its top-left cell.  Each test names a
point of its stamp and the expected answer of eval_eye; "{b}" in an answer
stands for the vertex of point b.  The reasoning of every answer is the
comment printed above its test.

Checks made here (our own code, no engine): no string without liberties,
eye spaces (empty cells) of different stamps at least two points apart (not
even diagonal neighbours), and Benson's unconditional life: the Black sea
must be unconditionally alive, and the White groups a stamp uses as live
attackers too (the White stones meant to be dead or weak are listed by the
stamp with weak=True).  usage: make_eyes.py   (writes next to itself and ../../eyes.tst)
"""
import os
import sys

LETTERS = "ABCDEFGHJKLMNOPQRST"
SIZE = 19
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from eyes_spec import BOARDS, HEADER  # noqa: E402


def vname(c, r):
    return LETTERS[c] + str(r)


def parse_vertex(v):
    return LETTERS.index(v[0]), int(v[1:])


def neighbours(p):
    c, r = p
    for q in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)):
        if 0 <= q[0] < SIZE and 1 <= q[1] <= SIZE:
            yield q


def build(board):
    grid = {(c, r): "X" for c in range(SIZE) for r in range(1, SIZE + 1)}
    owner = {}
    labels = []
    for k, st in enumerate(board.stamps):
        c0, r0 = parse_vertex(st.origin)
        names = {}
        for i, row in enumerate(st.rows):
            for j, ch in enumerate(row.replace(" ", "")):
                p = (c0 + j, r0 - i)
                if p not in grid:
                    sys.exit(f"{board.name}: stamp {st.origin} runs off the board")
                if ch == "-":
                    continue
                if p in owner and owner[p] != k:
                    sys.exit(f"{board.name}: stamps {st.origin} and "
                             f"{board.stamps[owner[p]].origin} overlap at {vname(*p)}")
                owner[p] = k
                if ch in "XO.":
                    grid[p] = ch
                elif ch.islower() and ch not in "xo":
                    grid[p] = "."
                    names[ch] = vname(*p)
                else:
                    sys.exit(f"{board.name}: bad cell {ch!r}")
        labels.append(names)
    return grid, owner, labels


def chains(grid):
    seen, out = set(), []
    for p, col in grid.items():
        if col == "." or p in seen:
            continue
        group, libs, todo = {p}, set(), [p]
        while todo:
            q = todo.pop()
            for n in neighbours(q):
                if grid[n] == ".":
                    libs.add(n)
                elif grid[n] == col and n not in group:
                    group.add(n)
                    todo.append(n)
        seen |= group
        out.append((col, group, libs))
    return out


def benson(grid, color):
    """Chains of color that are unconditionally alive (Benson's algorithm)."""
    chs = [ (g, libs) for col, g, libs in chains(grid) if col == color ]
    # regions: connected components of points that are not color
    seen, regions = set(), []
    for p, col in grid.items():
        if col == color or p in seen:
            continue
        reg, todo = {p}, [p]
        while todo:
            q = todo.pop()
            for n in neighbours(q):
                if grid[n] != color and n not in reg:
                    reg.add(n)
                    todo.append(n)
        seen |= reg
        regions.append(reg)
    alive = list(range(len(chs)))
    live_regions = list(range(len(regions)))
    while True:
        def vital(ri, ci):
            g, libs = chs[ci]
            empties = [q for q in regions[ri] if grid[q] == "."]
            return all(q in libs for q in empties)

        def borders(ri):
            return [ci for ci in alive
                    if any(n in regions[ri] for q in chs[ci][0] for n in neighbours(q))]

        new_alive = [ci for ci in alive
                     if sum(1 for ri in live_regions if vital(ri, ci)) >= 2]
        new_regions = [ri for ri in live_regions
                       if all(ci in new_alive for ci in borders(ri))]
        if new_alive == alive and new_regions == live_regions:
            break
        alive, live_regions = new_alive, new_regions
    return [chs[ci][0] for ci in alive]


def check(board, grid, owner):
    for col, g, libs in chains(grid):
        if not libs:
            sys.exit(f"{board.name}: string at {vname(*min(g))} has no liberty")
    # the empty points and White stones of different stamps keep at least
    # one Black line between them (White stones of two stamps may touch: a
    # stamp's attackers may lean on another stamp's live White group)
    cells = [p for p in owner if grid[p] != "X" and not board.stamps[owner[p]].base]
    for p in cells:
        for q in cells:
            if owner[p] != owner[q] and max(abs(p[0] - q[0]), abs(p[1] - q[1])) < 2 \
                    and not (grid[p] == "O" and grid[q] == "O"):
                sys.exit(f"{board.name}: stamps touch at {vname(*p)} {vname(*q)}")
    # a stamp's own stones may be meant to die (weak=True); the sea may not
    weak = {p for p, k in owner.items() if board.stamps[k].weak}
    for color in "XO":
        alive = set().union(*benson(grid, color)) if benson(grid, color) else set()
        for col, g, libs in chains(grid):
            if col != color:
                continue
            if not g & alive and not g & weak:
                sys.exit(f"{board.name}: {color} string at {vname(*min(g))} is not "
                         f"unconditionally alive and not listed as weak")


def sgf(grid):
    def pt(p):
        return "abcdefghijklmnopqrs"[p[0]] + "abcdefghijklmnopqrs"[SIZE - p[1]]
    black = sorted(pt(p) for p, c in grid.items() if c == "X")
    white = sorted(pt(p) for p, c in grid.items() if c == "O")
    text = f"(;GM[1]FF[4]SZ[{SIZE}]PL[W]"
    text += "AB" + "".join(f"[{p}]" for p in black)
    if white:
        text += "AW" + "".join(f"[{p}]" for p in white)
    return text + ")\n"


def diagram(grid):
    lines = []
    for r in range(SIZE, 0, -1):
        lines.append(f"# {r:2d} " + " ".join(grid[(c, r)] for c in range(SIZE)))
    lines.append("#    " + " ".join(LETTERS))
    return lines


def main():
    sys.path.insert(0, HERE)
    out = [HEADER.rstrip("\n"), ""]
    total = 0
    for bi, board in enumerate(BOARDS, 1):
        grid, owner, labels = build(board)
        if "-v" in sys.argv:
            print(board.name)
            print("\n".join(diagram(grid)))
        check(board, grid, owner)
        with open(os.path.join(HERE, board.name + ".sgf"), "w") as f:
            f.write(sgf(grid))
        out.append(f"# ---- {board.title}")
        out.append(f"loadsgf sgf/eyes/{board.name}.sgf")
        n = 0
        for st, names in zip(board.stamps, labels):
            for label, expect, why in st.tests:
                n += 1
                total += 1
                vertex = names[label]
                for k, v in names.items():
                    expect = expect.replace("{" + k + "}", v)
                if "{" in expect:
                    sys.exit(f"{board.name}: unknown label in {expect}")
                for line in why.strip().split("\n"):
                    out.append("# " + line.strip())
                out.append(f"{bi * 100 + n} eval_eye {vertex}")
                out.append(f"#? [{expect}]")
        out.append("")
    with open(os.path.join(HERE, "..", "..", "eyes.tst"), "w") as f:
        f.write("\n".join(out).rstrip("\n") + "\n")
    print(f"{total} tests on {len(BOARDS)} boards")


if __name__ == "__main__":
    main()
