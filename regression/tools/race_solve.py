#!/usr/bin/env python3
"""Exhaustive solver of enclosed capturing races (semeai_heldout batches).

Our own code, used to settle the answers of a batch before any engine sees it.
It reads a batch's positions.txt (written by sketch.py) and its questions
(DIR/expect-draft.txt, or --draft=FILE.tst), and answers every
`analyze_semeai A B` as GNU Go's command does (reading-protocol.md): A's side
moves first; the answer is `codeA codeB move`, codeA A's best result for its
own survival, codeB its best result for capturing B, move the first move
(PASS when passing does as well).

The model:
  * the walls: every stone that is unconditionally alive by Benson's algorithm
    (pass-alive) on the whole board.  The race region is the set of points
    that are not, joined to A's stone (it must be closed by the walls: at most
    60 points).  A stone next to a wall of its own colour joins it and is never
    captured.  Moves are the region's empty points and pass; suicide is
    illegal; simple ko; two passes in a row end the race.
  * A race is won by capturing the other dragon's string (the string of the
    asked vertex), and ends there; when both strings stand at the end it is a
    seki (codes 1 0: A survives, B is not captured).  The batch keeps the
    dragons large enough that the capturer lives after the capture.
  * ko threats, as in ld_solve.py: a side with threats may retake a ko at once.
    For each result, code 1 succeeds with no threats against unlimited ones, 2
    when neither side has threats (the first to take the ko keeps it), 3 only
    with unlimited threats against none.  A position repeated on the search
    path counts as a failure of the side trying to capture.  Results are
    cached whether or not they met such a repetition; --reverse searches the
    moves in the opposite order, to check that the answers do not depend on it;
    --plain searches without the cache and the move ordering (small problems
    only: it is exponential), a second check.
  * the move: every first move (and PASS) after which both of A's best codes
    are still reached.  A question whose best survival and best capture need
    different first moves is reported ("split") and must not be asked.
usage: race_solve.py DIR [NAME...]   prints each question, the draft's answer
and the solver's, '!!' where they differ; --settle=FILE writes the questions
with the solver's answers (the draft's comments kept) to FILE.
"""
import re
import sys

from ld_solve import RegionBoard, nbrs, pv

LETTERS = "ABCDEFGHJKLMNOPQRST"
INF = 99
REVERSE = "--reverse" in sys.argv
PLAIN = "--plain" in sys.argv
sys.setrecursionlimit(100000)
RANK = {1: 3, 2: 2, 3: 1, 0: 0}


def name(p):
    return "PASS" if p is None else LETTERS[p[0]] + str(p[1] + 1)


def components(points, size):
    """Connected components (4-neighbours) of a set of points."""
    seen, out = set(), []
    for p in sorted(points):
        if p in seen:
            continue
        comp, todo = {p}, [p]
        while todo:
            q = todo.pop()
            for n in nbrs(q, size):
                if n in points and n not in comp:
                    comp.add(n)
                    todo.append(n)
        seen |= comp
        out.append(comp)
    return out


def pass_alive(stones, size):
    """The stones of either colour that are unconditionally alive (Benson)."""
    alive = set()
    allpts = {(c, r) for c in range(size) for r in range(size)}
    for col in "BW":
        strs = components({p for p, c in stones.items() if c == col}, size)
        regs = components({p for p in allpts if stones.get(p) != col}, size)
        sid = {}
        for i, s in enumerate(strs):
            for p in s:
                sid[p] = i
        border = []
        vital = []
        for r in regs:
            bs = {sid[n] for p in r for n in nbrs(p, size) if n in sid}
            border.append(bs)
            empties = [p for p in r if p not in stones]
            vital.append({i for i in bs
                          if all(any(sid.get(n) == i for n in nbrs(p, size)) for p in empties)})
        xs, rs = set(range(len(strs))), set(range(len(regs)))
        while True:
            drop = {i for i in xs if sum(1 for r in rs if i in vital[r]) < 2}
            xs -= drop
            rdrop = {r for r in rs if not border[r] <= xs}
            rs -= rdrop
            if not drop and not rdrop:
                break
        for i in xs:
            alive |= strs[i]
    return alive


def race_region(stones, alive, key, size):
    """Points not pass-alive joined to key, or None when not closed (> 60)."""
    reg, todo = {key}, [key]
    while todo:
        q = todo.pop()
        for n in nbrs(q, size):
            if n not in alive and n not in reg:
                reg.add(n)
                todo.append(n)
                if len(reg) > 60:
                    return None
    return reg


class Race(RegionBoard):
    def __init__(self, stones, size):
        self.size = size
        self.stones = stones
        self.alive = pass_alive(stones, size)

    def setup(self, a, b):
        reg = race_region(self.stones, self.alive, a, self.size)
        if reg is None or b not in reg:
            sys.exit(f"{name(a)} {name(b)}: not an enclosed race")
        self.pts = sorted(reg)
        self.idx = {p: i for i, p in enumerate(self.pts)}
        self.nb = [[self.idx[q] for q in nbrs(p, self.size) if q in self.idx] for p in self.pts]
        self.wallcol = [{self.stones[q] for q in nbrs(p, self.size) if q in self.alive}
                        for p in self.pts]
        self.start = "".join(self.stones.get(p, ".") for p in self.pts)
        self.a, self.b = self.idx[a], self.idx[b]
        if self.start[self.a] not in "BW" or self.start[self.b] not in "BW" \
                or self.start[self.a] == self.start[self.b]:
            sys.exit(f"{name(a)} {name(b)}: not two stones of opposite colours")
        self.memo = {}
        self.path = set()

    def group(self, bd, i):
        col, grp, todo, libs = bd[i], {i}, [i], set()
        while todo:
            q = todo.pop()
            if col in self.wallcol[q]:
                libs.add(-1)
            for n in self.nb[q]:
                if bd[n] == ".":
                    libs.add(n)
                elif bd[n] == col and n not in grp:
                    grp.add(n)
                    todo.append(n)
        return grp, libs

    # The boolean game: the capturer (colour cap) wins when the string at tgt
    # is captured before the one at own; two passes end it, a loss for him.
    def wins(self, ctx, bd, tomove, ko, passes, ta, td):
        if PLAIN:
            return self.plain(ctx, bd, tomove, ko, passes, ta, td)
        k = (ctx, bd, tomove, ko, passes, ta, td)
        if k in self.memo:
            return self.memo[k]
        if k in self.path:
            return False
        self.path.add(k)
        res = self.search(ctx, bd, tomove, ko, passes, ta, td)
        self.path.discard(k)
        self.memo[k] = res
        return res

    def plain(self, ctx, bd, tomove, ko, passes, ta, td):
        """The same game searched plainly (--plain): no cache, no move ordering;
        the path alone detects repetitions.  A check of the cached search on the
        small problems (exponential on the larger ones)."""
        cap, tgt, own = ctx
        k = (bd, tomove, ko, passes, ta, td)
        if k in self.path:
            return False
        self.path.add(k)
        att = tomove == cap
        nxt = "B" if tomove == "W" else "W"
        res = None
        for i in range(len(bd)):
            if bd[i] != ".":
                continue
            nta, ntd = ta, td
            if i == ko:
                thr = ta if att else td
                if thr == 0:
                    continue
                if thr != INF:
                    nta, ntd = (ta - 1, td) if att else (ta, td - 1)
            r = self.play(bd, i, tomove)
            if r is None:
                continue
            if r[0][tgt] == ".":
                w = True
            elif r[0][own] == ".":
                w = False
            else:
                w = self.plain(ctx, r[0], nxt, r[1], 0, nta, ntd)
            if w == att:
                res = w
                break
        if res is None:
            res = False if passes == 1 else self.plain(ctx, bd, nxt, -1, 1, ta, td)
        self.path.discard(k)
        return res

    def ordered(self, bd, tomove):
        opp_key = self.b if bd[self.a] == tomove else self.a
        own_key = self.a if opp_key == self.b else self.b
        first = self.group(bd, opp_key)[1] if bd[opp_key] != "." else set()
        second = self.group(bd, own_key)[1] if bd[own_key] != "." else set()
        rng = range(len(bd) - 1, -1, -1) if REVERSE else range(len(bd))
        empt = [i for i in rng if bd[i] == "."]
        return ([i for i in empt if i in first] + [i for i in empt if i in second - first]
                + [i for i in empt if i not in first and i not in second])

    def search(self, ctx, bd, tomove, ko, passes, ta, td):
        cap, tgt, own = ctx
        att = tomove == cap
        nxt = "B" if tomove == "W" else "W"
        for i in self.ordered(bd, tomove):
            nta, ntd = ta, td
            if i == ko:
                thr = ta if att else td
                if thr == 0:
                    continue
                if thr != INF:
                    nta, ntd = (ta - 1, td) if att else (ta, td - 1)
            r = self.play(bd, i, tomove)
            if r is None:
                continue
            nb, nko = r
            if nb[tgt] == ".":
                w = True
            elif nb[own] == ".":
                w = False
            else:
                w = self.wins(ctx, nb, nxt, nko, 0, nta, ntd)
            if w == att:
                return w
        if passes == 1:
            return False
        return self.wins(ctx, bd, nxt, -1, 1, ta, td)

    def after(self, ctx, i, mover, ta, td):
        """Does the capturer win after mover's first move i (None: pass)?
        None if the move is illegal."""
        cap, tgt, own = ctx
        nxt = "B" if mover == "W" else "W"
        if i is None:
            return self.wins(ctx, self.start, nxt, -1, 1, ta, td)
        r = self.play(self.start, i, mover)
        if r is None:
            return None
        if r[0][tgt] == ".":
            return True
        if r[0][own] == ".":
            return False
        return self.wins(ctx, r[0], nxt, r[1], 0, ta, td)

    def semeai(self, a, b):
        """analyze_semeai a b: (codeA, codeB, moves, split) with a's side first."""
        self.setup(a, b)
        acol = self.start[self.a]
        bcol = self.start[self.b]
        kill = (acol, self.b, self.a)
        live = (bcol, self.a, self.b)
        per = []
        for i in [None] + [i for i in range(len(self.start)) if self.start[i] == "."]:
            if i is not None and self.play(self.start, i, acol) is None:
                continue
            k = 0
            for code, ta, td in ((1, 0, INF), (2, 0, 0), (3, INF, 0)):
                if self.after(kill, i, acol, ta, td):
                    k = code
                    break
            s = 0
            for code, ta, td in ((1, INF, 0), (2, 0, 0), (3, 0, INF)):
                if self.after(live, i, acol, ta, td) is False:
                    s = code
                    break
            per.append((i, s, k))
        bs = max(RANK[s] for _, s, _ in per)
        bk = max(RANK[k] for _, _, k in per)
        inv = {v: c for c, v in RANK.items()}
        moves = [None if i is None else self.pts[i] for i, s, k in per
                 if RANK[s] == bs and RANK[k] == bk]
        return inv[bs], inv[bk], moves, not moves


def fmt(s, k, moves):
    if s == 0 and k == 0:
        return "0 0.*"
    names = sorted((name(m) for m in moves), key=lambda v: (v == "PASS", v))
    mv = names[0] if len(names) == 1 else "(" + "|".join(names) + ")"
    return f"{s} {k} {mv}"


def parse_positions(path):
    out, cur = {}, None
    for line in open(path):
        p = line.split()
        if not p or line.startswith("#"):
            continue
        if p[0] == "@":
            cur = {"size": int(p[2]), "stones": {}}
            out[p[1]] = cur
            continue
        row = int(p[0])
        for c, ch in enumerate(p[1:]):
            if ch in "XO":
                cur["stones"][(c, row - 1)] = "B" if ch == "X" else "W"
    return out


def matches(expect, got):
    e, g = expect.split(None, 2), got.split(None, 2)
    if e[:2] != g[:2]:
        return False
    if len(e) < 3 or len(g) < 3 or e[2] == "0 0.*":
        return len(e) == len(g)

    def ms(t):
        return set(t.strip("()").split("|"))
    return ms(e[2]) == ms(g[2])


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    d = args[0]
    pos = parse_positions(f"{d}/positions.txt")
    dfile = next((a[8:] for a in sys.argv if a.startswith("--draft=")), f"{d}/expect-draft.txt")
    settle = next((a[9:] for a in sys.argv if a.startswith("--settle=")), None)
    only = set(args[1:])
    out, bad, cur, last, solver = [], 0, None, None, None
    for line in open(dfile):
        line = line.rstrip("\n")
        if line.startswith("loadsgf"):
            cur = line.split("/")[-1].replace(".sgf", "")
            solver = Race(pos[cur]["stones"], pos[cur]["size"])
        elif re.match(r"^(\d+ )?analyze_semeai ", line):
            last = line.split()[-2:]
        elif line.startswith("#?") and last and (not only or cur in only):
            e = line[2:].strip()[1:-1]
            s, k, moves, split = solver.semeai(pv(last[0]), pv(last[1]))
            got = fmt(s, k, moves) if not split else "split"
            ok = matches(e, got)
            bad += not ok
            print(f"{'  ' if ok else '!!'} {cur:12s} {' '.join(last):8s} draft [{e}]  "
                  f"solver [{got}]", flush=True)
            line = f"#? [{got}]"
        out.append(line)
    print(f"{bad} disagreements")
    if settle:
        with open(settle, "w") as fh:
            fh.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
