#!/usr/bin/env python3
"""Compose heldout4: canonical sketches + transform -> positions.txt and expect-draft.txt."""
import sys
L = "ABCDEFGHJKLMNOPQRST"

def parse(v):
    return L.index(v[0]), int(v[1:]) - 1

def name(c, r):
    return L[c] + str(r + 1)

def tf(p, n, t):
    c, r = p
    if "m" in t:
        c = n - 1 - c
    k = int(t[t.index("r") + 1]) if "r" in t else 0
    for _ in range(k):
        c, r = n - 1 - r, c
    return c, r

P = []  # problems

def prob(nm, kind, size, tomove, t, comment, rows, qs, moves=()):
    P.append(dict(nm=nm, kind=kind, size=size, tomove=tomove, t=t, comment=comment,
                  rows=rows, qs=qs, moves=moves))

def stones(pr):
    st = {}
    for line in pr["rows"].strip("\n").split("\n"):
        line = line.split("#")[0].strip()
        if not line:
            continue
        parts = line.split()
        row = int(parts[0]); cells = parts[1:]
        start = cells[0][:-1]; cells = cells[1:]
        c0 = L.index(start)
        for i, ch in enumerate(cells):
            if ch in "XO":
                st[(c0 + i, row - 1)] = ch
    return st

def out(pr):
    n, t = pr["size"], pr["t"]
    sw = "s" in t
    st = {}
    for p, ch in stones(pr).items():
        q = tf(p, n, t)
        if sw:
            ch = "O" if ch == "X" else "X"
        st[q] = ch
    tm = pr["tomove"]
    if sw:
        tm = "W" if tm == "B" else "B"
    cs = [c for c, r in st]; rs = [r for c, r in st]
    c0, c1, r0, r1 = max(0, min(cs) - 1), min(n - 1, max(cs) + 1), max(0, min(rs) - 1), min(n - 1, max(rs) + 1)
    lines = [f"# {pr['kind']}: {pr['comment']}", f"# canonical sketch turned by '{t}' (m mirror, rK rotate K quarter turns, s colours swapped)",
             f"@ {pr['nm']} {n} {tm} {L[c0]}"]
    for r in range(r1, r0 - 1, -1):
        lines.append(f"{r+1:2d} " + " ".join(st.get((c, r), ".") for c in range(c0, c1 + 1)))
    for col, mv in pr["moves"]:
        if sw:
            col = "W" if col == "B" else "B"
        lines.append(f"; {col} {name(*tf(parse(mv), n, t))}")
    qlines = []
    for cmd, args, code, mvs in pr["qs"]:
        a = " ".join(name(*tf(parse(x), n, t)) for x in args)
        m = [name(*tf(parse(x), n, t)) for x in mvs]
        if not m:
            exp = code
        elif len(m) == 1:
            exp = f"{code} {m[0]}"
        else:
            exp = f"{code} ({'|'.join(m)})"
        qlines.append((f"{cmd} {a}", exp))
    return lines, qlines, st

exec(open(sys.argv[1]).read())

with open(sys.argv[2], "w") as f, open(sys.argv[3], "w") as g:
    f.write("# Positions of regression/heldout4.tst (composed for it; built by ../tactics/make_sgf.py).\n")
    f.write("# X black, O white.  Each block: kind, what it is (points named in the comment are those of\n# the canonical sketch), and how the canonical sketch was turned.\n\n")
    g.write("# heldout4 hand-read draft: every question with the answer read by hand,\n"
            "# written before any engine or solver was run on these positions.\n"
            "# Format: position / question / expected (GNU Go .tst pattern).\n"
            "# The comments name points of the canonical sketch (before the turn/mirror/colour swap);\n"
            "# the questions and answers are in the coordinates of the built position.\n\n")
    for pr in P:
        lines, qlines, st = out(pr)
        f.write("\n".join(lines) + "\n\n")
        g.write(f"[{pr['nm']}] {pr['kind']} ({pr['size']}x{pr['size']}, {pr['t']}): {pr['comment']}\n")
        for q, e in qlines:
            g.write(f"    {q:28s} #? [{e}]\n")
        if pr.get("note"):
            pass
        g.write("\n")
print(len(P), "problems", sum(len(p["qs"]) for p in P), "questions")
