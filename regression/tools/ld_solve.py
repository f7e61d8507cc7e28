#!/usr/bin/env python3
"""Exhaustive check of enclosed life-and-death problems (ld_heldout batches).

Our own small solver, used to double-check hand-read answers before any engine
sees a position.  It reads a batch's positions.txt (written by sketch.py) and
expect-draft.txt, and for each question solves the enclosed region exactly:

  * the wall: strings of the surrounding colour with 8 stones or more; it is
    never captured, nor is a stone played next to it.  The region: every point reachable from the target stone
    without crossing the wall (empty points, stones of either colour).  Moves
    are the region's empty points and pass; suicide is illegal; simple ko.
  * the attacker wins when the string of the asked vertex is captured; two
    passes in a row end the game with the target alive (seki counts as alive).
  * ko threats: a side with threats may retake a ko at once.  Codes as the
    owl's: attack 1 wins with no threats against unlimited ones, 2 wins when
    neither side has threats (the first to take the ko keeps it), 3 wins only
    with unlimited threats against none; defend likewise.  A position repeated
    on the search path (double ko, a throw-in captured again and again) counts
    as a failed attack.  Results are cached whether or not they met such a
    repetition, so in principle they could depend on the order of the search:
    --reverse searches the moves in the opposite order, to check that they do
    not.
usage: ld_solve.py DIR [NAME...]   prints each question, the draft's answer and
the solver's, and marks disagreements with '!!'.  --regions prints each
problem's region lines instead; --draft=FILE reads the questions from FILE
(a .tst) instead of expect-draft.txt.
"""
import re
import sys
from functools import lru_cache

LETTERS = "ABCDEFGHJKLMNOPQRST"
INF = 99
REVERSE = "--reverse" in sys.argv
sys.setrecursionlimit(100000)


def parse_positions(path):
    out, cur = {}, None
    for line in open(path):
        p = line.split()
        if not p or line.startswith("#"):
            continue
        if p[0] == "@":
            cur = {"size": int(p[2]), "to": p[3], "stones": {}}
            out[p[1]] = cur
            continue
        row = int(p[0])
        for c, ch in enumerate(p[1:]):
            if ch in "XO":
                cur["stones"][(c, row - 1)] = "B" if ch == "X" else "W"
    return out


def parse_draft(path):
    out, cur, last = {}, None, None
    for line in open(path):
        line = line.rstrip("\n")
        if line.startswith("loadsgf"):
            cur = line.split("/")[-1].replace(".sgf", "")
            out[cur] = []
        elif line.startswith("#?"):
            out[cur].append((last, line[2:].strip().strip("[]")))
        elif line and line[0].isdigit() or line.startswith(("owl_", "dragon_status")):
            last = line.split()
            if last[0].isdigit():
                last = last[1:]
    return out


def pv(v):
    return (LETTERS.index(v[0]), int(v[1:]) - 1)


def name(p):
    return LETTERS[p[0]] + str(p[1] + 1)


def nbrs(p, size):
    c, r = p
    for q in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)):
        if 0 <= q[0] < size and 0 <= q[1] < size:
            yield q


def string_of(stones, p, size):
    col, grp, todo = stones[p], {p}, [p]
    while todo:
        q = todo.pop()
        for n in nbrs(q, size):
            if stones.get(n) == col and n not in grp:
                grp.add(n)
                todo.append(n)
    return grp


def region_of(stones, target, size):
    tcol = stones[target]
    wall = set()
    for p, c in stones.items():
        if c != tcol and p not in wall:
            g = string_of(stones, p, size)
            if len(g) >= 8:
                wall |= g
    reg, todo = {target}, [target]
    while todo:
        q = todo.pop()
        for n in nbrs(q, size):
            if n not in wall and n not in reg:
                reg.add(n)
                todo.append(n)
    if len(reg) > 60:
        sys.exit(f"region of {name(target)} is not enclosed")
    return sorted(reg), wall


class RegionBoard:
    """Moves on a region given as a string of "B", "W" and "." (self.nb: each
    point's neighbours in it); the subclass's group(b, i) gives a string and
    its liberties, -1 among them for a liberty it keeps outside the region."""

    def play(self, board, i, col):
        """Return (new board, ko point or -1) or None if illegal."""
        if board[i] != ".":
            return None
        b = list(board)
        b[i] = col
        opp = "B" if col == "W" else "W"
        captured = []
        for n in self.nb[i]:
            if b[n] == opp:
                g, libs = self.group(b, n)
                if not libs:
                    for q in g:
                        b[q] = "."
                    captured.extend(g)
        g, libs = self.group(b, i)
        if not libs:
            return None
        ko = -1
        if len(captured) == 1 and len(g) == 1 and len(libs) == 1 and -1 not in libs:
            ko = captured[0]
        return "".join(b), ko


class Solver(RegionBoard):
    def __init__(self, stones, target, size):
        self.size = size
        self.tcol = stones[target]
        self.acol = "B" if self.tcol == "W" else "W"
        pts, _ = region_of(stones, target, size)
        self.pts = pts
        self.idx = {p: i for i, p in enumerate(pts)}
        self.nb = [[self.idx[q] for q in nbrs(p, size) if q in self.idx] for p in pts]
        self.walladj = [any(q not in self.idx for q in nbrs(p, size)) for p in pts]
        self.start = "".join(stones.get(p, ".") for p in pts)
        self.key = self.idx[target]
        self.memo = {}
        self.path = set()

    def group(self, b, i):
        col, grp, todo, libs = b[i], {i}, [i], set()
        while todo:
            q = todo.pop()
            if col == self.acol and self.walladj[q]:
                libs.add(-1)
            for n in self.nb[q]:
                if b[n] == ".":
                    libs.add(n)
                elif b[n] == col and n not in grp:
                    grp.add(n)
                    todo.append(n)
        return grp, libs

    def att_wins(self, board, tomove, ko, passes, ta, td):
        """True if the attacker captures the key string from here."""
        return self._wins(board, tomove, ko, passes, ta, td)[0]

    def _wins(self, board, tomove, ko, passes, ta, td):
        """(attacker wins, result depends on the search path)"""
        k = (board, tomove, ko, passes, ta, td)
        if k in self.memo:
            return self.memo[k], False
        if k in self.path:
            return False, True
        self.path.add(k)
        res, dep = self._search(board, tomove, ko, passes, ta, td)
        self.path.discard(k)
        self.memo[k] = res
        return res, dep

    def children(self, board, tomove, ko, ta, td):
        order = range(len(board) - 1, -1, -1) if REVERSE else range(len(board))
        for i in order:
            if board[i] != ".":
                continue
            nta, ntd = ta, td
            if i == ko:
                thr = ta if tomove == self.acol else td
                if thr == 0:
                    continue
                if thr != INF:
                    if tomove == self.acol:
                        nta -= 1
                    else:
                        ntd -= 1
            r = self.play(board, i, tomove)
            if r is None:
                continue
            yield i, r[0], r[1], nta, ntd

    def _search(self, board, tomove, ko, passes, ta, td):
        att = tomove == self.acol
        nxt = self.tcol if att else self.acol
        dep = False
        for i, nb, nko, nta, ntd in self.children(board, tomove, ko, ta, td):
            if nb[self.key] == ".":
                w, d = True, False
            else:
                w, d = self._wins(nb, nxt, nko, 0, nta, ntd)
            if w == att:
                return w, d
            dep = dep or d
        # pass
        if passes == 1:
            return False, dep
        w, d = self._wins(board, nxt, -1, 1, ta, td)
        return w, dep or d

    LEVELS_ATT = [(1, 0, INF), (2, 0, 0), (3, INF, 0)]
    LEVELS_DEF = [(1, INF, 0), (2, 0, 0), (3, 0, INF)]

    def after(self, board, i, col, ta, td):
        """attacker wins after col plays region point i (None if illegal)"""
        r = self.play(board, i, col)
        if r is None:
            return None
        if r[0][self.key] == ".":
            return True
        nxt = self.tcol if col == self.acol else self.acol
        return self.att_wins(r[0], nxt, r[1], 0, ta, td)

    def attack(self, board=None):
        board = board or self.start
        for code, ta, td in self.LEVELS_ATT:
            moves = [self.pts[i] for i in range(len(board))
                     if self.after(board, i, self.acol, ta, td)]
            if moves:
                return code, moves
        return 0, []

    def defend(self, board=None):
        board = board or self.start
        for code, ta, td in self.LEVELS_DEF:
            moves = [self.pts[i] for i in range(len(board))
                     if self.after(board, i, self.tcol, ta, td) is False]
            if moves:
                return code, moves
        return 0, []

    def does_attack(self, p):
        i = self.idx[p]
        for code, ta, td in self.LEVELS_ATT:
            if self.after(self.start, i, self.acol, ta, td):
                return code
        return 0

    def does_defend(self, p):
        i = self.idx[p]
        for code, ta, td in self.LEVELS_DEF:
            if self.after(self.start, i, self.tcol, ta, td) is False:
                return code
        return 0


def fmt(code, moves):
    if code == 0:
        return "0"
    return f"{code} " + ("(" + "|".join(map(name, moves)) + ")" if len(moves) > 1
                         else name(moves[0]))


def answer(pos, q):
    cmd = q[0]
    size = pos["size"]
    if cmd in ("owl_does_attack", "owl_does_defend"):
        s = Solver(pos["stones"], pv(q[2]), size)
        f = s.does_attack if cmd == "owl_does_attack" else s.does_defend
        return str(f(pv(q[1])))
    s = Solver(pos["stones"], pv(q[1]), size)
    if cmd == "owl_attack":
        return fmt(*s.attack())
    if cmd == "owl_defend":
        return fmt(*s.defend())
    if cmd == "dragon_status":
        a, am = s.attack()
        d, dm = s.defend()
        if a == 0:
            return "alive"
        if d == 0:
            return "dead"
        if a == 1 and d == 1:
            return f"critical {fmt(a, am)[2:]} {fmt(d, dm)[2:]}"
        return f"ko? attack {fmt(a, am)} defend {fmt(d, dm)}"
    return "?"


def matches(expect, got):
    """Does the solver's full answer agree with the draft pattern?"""
    e, g = expect.split(), got.split()
    if not e or not g or e[0] != g[0]:
        return False
    if len(e) == 1 or e[0] in ("alive", "dead"):
        return len(g) == 1 or e[0] in ("alive", "dead")

    def moveset(tok):
        return set(tok.strip("()").split("|"))
    return all(moveset(a) == moveset(b) for a, b in zip(e[1:], g[1:])) and len(e) == len(g)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    regions = "--regions" in sys.argv
    d = args[0]
    pos = parse_positions(f"{d}/positions.txt")
    dfile = next((a[8:] for a in sys.argv if a.startswith("--draft=")), f"{d}/expect-draft.txt")
    draft = parse_draft(dfile)
    names = args[1:] or list(draft)
    bad = 0
    for n in names:
        p = pos[n]
        if regions:
            t = pv(draft[n][0][0][-1] if draft[n][0][0][0].startswith("owl_does")
                   else draft[n][0][0][1])
            reg, _ = region_of(p["stones"], t, p["size"])
            tc = p["stones"][t]
            inside = [name(q) for q in reg if p["stones"].get(q) != tc]
            own = [name(q) for q in reg if p["stones"].get(q) == tc]
            print(f"{n}\n# region, inside: {' '.join(inside)}\n"
                  f"# region, target stones: {' '.join(own)}")
            continue
        for q, e in draft[n]:
            got = answer(p, q)
            ok = matches(e, got)
            bad += not ok
            print(f"{'  ' if ok else '!!'} {n:14s} {' '.join(q):28s} draft [{e}]  solver [{got}]")
    if not regions:
        print(f"{bad} disagreements")


if __name__ == "__main__":
    main()
