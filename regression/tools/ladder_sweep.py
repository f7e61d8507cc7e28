#!/usr/bin/env python3
"""Random ladders with stones near their path, read by yomi and GNU Go and
checked by a brute-force ladder search: a DEV measurement of ladder reading
(never point it at the held-out suites).

Each position: one of three ladder starts (a stone under a three-stone hat,
a stone with two attackers on two sides, a two-stone target under a hat),
turned and mirrored at random, colours swapped at random, on 9x9, 13x13 or
19x19, with one to five stones of either colour dropped at random near the
ladder's diagonal, five points or more from the start (positions where a
string has no liberty are drawn again).  The side to move attacks the
target.  --starts all (positions a<seed>_<i>, 9x9, 13x13 and 19x19 at
2:2:1): six more starts (MORE_STARTS: two-way and one-way ataris on a lone
stone, a lone stone with a loose attacker stone, two-stone targets of two
liberties across, along and on the diagonal), the start anywhere from the
second line to the middle or on the second to fourth line from the edge
the ladder runs to (ladders along the edge), and half the stones dropped
near the point where the ladder's diagonal meets the edge (the first line
included), four points or more from the start.

Truth: a position is SETTLED when the brute-force ladder search
(../sgf/ladders/brute_ladder.py, which reads ladders only: the attacker fills
liberties and saves its strings in atari; the defender extends, captures,
ataris two-liberty attacker strings next to it or passes), GNU Go with
increase_depths x3 and yomi with increase_depths x4 agree on whether the
attack works, and no default-depth capturing move that the brute force
calls a failure is confirmed by either deep read (does_attack MOVE: then
it is likely a net, which the brute force does not try, and both engines'
root move generation missed it).  The others (often captures by a net, which the brute force
does not try) are left out.  Then the default-depth answers of both engines
are judged on the settled positions.

usage: ladder_sweep.py OUTDIR [--count N] [--seed S] [--size 9|13|19] [--starts three|all]
       [--yomi CMD] [--gnugo CMD] [--brute-timeout SEC]
Writes OUTDIR/<name>.sgf, OUTDIR/results.txt (one line per position:
name target brute gnugo0 gnugo3 yomi0 yomi4 settled) and prints the summary.
"""

import argparse
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from board import strings  # noqa: E402
from gtp import Engine, GtpError  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
BRUTE = os.path.join(HERE, "..", "sgf", "ladders", "brute_ladder.py")
LETTERS = "ABCDEFGHJKLMNOPQRST"
SGF_LETTERS = "abcdefghijklmnopqrs"

# (attacker stones, defender stones) relative to the target at (0, 0); the
# ladder runs towards +x, +y (y grows downwards, as in SGF).
STARTS = [
    ([(-1, -1), (0, -1), (1, -1), (-1, 0)], [(0, 0)]),
    ([(-1, 0), (0, -1)], [(0, 0)]),
    ([(-1, -1), (0, -1), (1, -1), (2, -1), (-1, 0)], [(0, 0), (1, 0)]),
]

# More starts for --starts all (same convention).
MORE_STARTS = [
    # a lone stone the attacker can atari from either side (two ladders)
    ([(-1, 0), (-1, 1), (0, -1), (1, -1)], [(0, 0)]),
    # a lone stone with the attacker to choose the side: only atari at (0, 1) works
    ([(-1, 0), (0, -1), (1, -1)], [(0, 0)]),
    # a lone stone with attackers on two adjacent sides and one a point away
    ([(-1, 0), (0, -1), (1, -2)], [(0, 0)]),
    # two-stone targets with two liberties, across and along the ladder
    ([(-1, 0), (0, -1), (1, -1), (2, -1), (0, 1)], [(0, 0), (1, 0)]),
    ([(-1, 0), (-1, 1), (0, -1), (1, -1), (0, 2)], [(0, 0), (0, 1)]),
    # a two-stone target on the diagonal
    ([(-1, 0), (0, -1), (1, -1), (2, 0), (0, 1)], [(0, 0), (1, 1)]),
]


def legal(size, stones):
    """Whether every string of the set-up has a liberty."""
    return all(libs for _, _, libs in strings(stones, size))


def make_position(rng, sizes, more=False):
    """One random legal ladder: (size, {(x, y): 'B'|'W'}, target (x, y), to_move)."""
    while True:
        position = draw_position_more(rng, sizes) if more else draw_position(rng, sizes)
        if position[2] in position[1] and legal(position[0], position[1]):
            return position


def draw_position(rng, sizes):
    size = rng.choice(sizes)
    attackers, defenders = rng.choice(STARTS)
    hi = 3 if size == 9 else size // 2 - 1
    sx, sy = rng.randint(2, hi), rng.randint(2, hi)
    stones = {(sx + dx, sy + dy): "B" for dx, dy in attackers}
    stones.update({(sx + dx, sy + dy): "W" for dx, dy in defenders})
    def near_path():
        return near_diagonal(rng, sx, sy, 3, size)

    drop_stones(rng, size, stones, (sx, sy), near_path, tries=100, min_distance=5)
    return place(rng, size, stones, sx, sy)


def near_diagonal(rng, sx, sy, first_step, size):
    """A random point near the ladder's diagonal from (sx, sy)."""
    t, off = rng.randint(first_step, size), rng.randint(-3, 3)
    return sx + t + max(off, 0) + rng.randint(-1, 1), sy + t + max(-off, 0) + rng.randint(-1, 1)


def drop_stones(rng, size, stones, start, pick, tries, min_distance):
    """Adds one to five stones of random colours at points from pick() that
    are on the board, empty and at least min_distance from start."""
    wanted = rng.randint(1, 5)
    for _ in range(tries):
        if wanted == 0:
            break
        x, y = pick()
        if not (0 <= x < size and 0 <= y < size) or (x, y) in stones:
            continue
        if abs(x - start[0]) + abs(y - start[1]) < min_distance:
            continue
        stones[(x, y)] = rng.choice("BW")
        wanted -= 1


def draw_position_more(rng, sizes):
    """--starts all: every start, the start anywhere from the second line to the
    middle (a start near the far edge gives a ladder along the edge), stones
    dropped near the ladder's diagonal and near the point where it meets the
    edge, the first line included."""
    size = rng.choice(sizes)
    attackers, defenders = rng.choice(STARTS + MORE_STARTS)
    if rng.random() < 0.5:
        sx, sy = rng.randint(1, size // 2), rng.randint(1, size // 2)
    else:
        # one coordinate on the second to fourth line from the far edge
        sx, sy = rng.randint(1, size // 2), size - rng.randint(2, 4)
        if rng.random() < 0.5:
            sx, sy = sy, sx
    stones = {(sx + dx, sy + dy): "B" for dx, dy in attackers}
    stones.update({(sx + dx, sy + dy): "W" for dx, dy in defenders})
    if any(not (0 <= x < size and 0 <= y < size) for x, y in stones):
        return size, {}, (sx, sy), "B"  # drawn again (no target)
    end = min(size - 1 - sx, size - 1 - sy)

    def near_path_or_edge():
        if rng.random() < 0.5:
            return near_diagonal(rng, sx, sy, 2, size)
        # near the end of the path, where the diagonal meets the edge
        x = sx + end + rng.randint(-3, 2)
        y = sy + end + rng.randint(-3, 2)
        if rng.random() < 0.5:
            x, y = (size - 1 - rng.randint(0, 1), y) if sx + end == size - 1 \
                else (x, size - 1 - rng.randint(0, 1))
        return x, y

    drop_stones(rng, size, stones, (sx, sy), near_path_or_edge, tries=200, min_distance=4)
    return place(rng, size, stones, sx, sy)


def place(rng, size, stones, sx, sy):
    """Turn, mirror and swap the colours at random."""
    turns, mirror, swap = rng.randint(0, 3), rng.random() < 0.5, rng.random() < 0.5

    def turn(p):
        x, y = p
        if mirror:
            x = size - 1 - x
        for _ in range(turns):
            x, y = size - 1 - y, x
        return x, y

    other = {"B": "W", "W": "B"}
    placed = {turn(p): (other[c] if swap else c) for p, c in stones.items()}
    return size, placed, turn((sx, sy)), "W" if swap else "B"


def write_sgf(path, size, stones, to_move):
    def points(colour):
        return "".join("[%s%s]" % (SGF_LETTERS[x], SGF_LETTERS[y])
                       for (x, y), c in sorted(stones.items()) if c == colour)
    black, white = points("B"), points("W")
    with open(path, "w") as f:
        f.write("(;GM[1]FF[4]SZ[%d]KM[0]%s%sPL[%s])\n" % (
            size, "AB" + black if black else "", "AW" + white if white else "", to_move))


def vertex(p, size):
    return "%s%d" % (LETTERS[p[0]], size - p[1])


def brute(sgf, target, timeout):
    try:
        out = subprocess.run([sys.executable, BRUTE, sgf, target], capture_output=True,
                             text=True, timeout=timeout).stdout.strip()
        return out if out in ("0", "1") else "?"
    except subprocess.TimeoutExpired:
        return "T"


def engine_answers(command, increase, jobs):
    """attack answers ("code" or "code move") of one engine for every (sgf, target)."""
    engine = Engine(command)
    for _ in range(increase):
        engine.send("increase_depths")
    answers = []
    for sgf, target in jobs:
        engine.send("loadsgf " + sgf)
        answers.append(engine.send("attack " + target))
    engine.close()
    return answers


def confirmed_captures(command, increase, questions):
    """For every (sgf, target, move): does the engine read deep say the move captures?"""
    engine = Engine(command)
    for _ in range(increase):
        engine.send("increase_depths")
    out = []
    for sgf, target, move in questions:
        engine.send("loadsgf " + sgf)
        out.append(captures(engine.send("does_attack %s %s" % (move, target)).split()[0]) == "1")
    engine.close()
    return out


def captures(code):
    return "1" if code in ("1", "2", "3") else code


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("outdir")
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    here_yomi = os.path.join(HERE, "..", "..", "yomi")
    ap.add_argument("--yomi", default=here_yomi + " --mode gtp --quiet")
    ap.add_argument("--gnugo", default="/usr/games/gnugo --mode gtp --quiet")
    ap.add_argument("--brute-timeout", type=float, default=20)
    ap.add_argument("--size", type=int, choices=(9, 13, 19),
                    help="only this board size (default: 9, 13 and 19 at 1:1:3; with "
                    "--starts all at 2:2:1)")
    ap.add_argument("--starts", choices=("three", "all"), default="three",
                    help="all: more start shapes, starts near the edge, stones near the "
                    "end of the ladder's path (positions named a<seed>_<i>)")
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    rng = random.Random(args.seed)
    jobs = []
    for i in range(args.count):
        more = args.starts == "all"
        sizes = [args.size] if args.size else [9, 9, 13, 13, 19] if more else [9, 13, 19, 19, 19]
        size, stones, target, to_move = make_position(rng, sizes, more)
        sgf = os.path.abspath(os.path.join(args.outdir, "%s%d_%d.sgf" % (
            "a" if more else "s", args.seed, i)))
        write_sgf(sgf, size, stones, to_move)
        jobs.append((sgf, vertex(target, size)))
    truth = [brute(sgf, target, args.brute_timeout) for sgf, target in jobs]
    g0a = engine_answers(args.gnugo, 0, jobs)
    y0a = engine_answers(args.yomi, 0, jobs)
    g0 = [a.split()[0] for a in g0a]
    g3 = [a.split()[0] for a in engine_answers(args.gnugo, 3, jobs)]
    y0 = [a.split()[0] for a in y0a]
    y4 = [a.split()[0] for a in engine_answers(args.yomi, 4, jobs)]
    # A default-depth capture the brute force calls a failure may be a net
    # (which the brute force does not try): when either engine read deep
    # confirms that move (does_attack), the position is not settled.
    doubtful = set()
    questions = []
    for k, (sgf, target) in enumerate(jobs):
        for answer in (y0a[k], g0a[k]):
            parts = answer.split()
            if truth[k] == "0" and captures(parts[0]) == "1" and len(parts) > 1:
                questions.append((k, sgf, target, parts[1]))
    plain = [(sgf, target, move) for _, sgf, target, move in questions]
    by_gnugo = confirmed_captures(args.gnugo, 3, plain)
    by_yomi = confirmed_captures(args.yomi, 4, plain)
    for (k, _, _, _), g, y in zip(questions, by_gnugo, by_yomi):
        if g or y:
            doubtful.add(k)
    settled, wrong = 0, {"yomi": [], "gnugo": []}
    with open(os.path.join(args.outdir, "results.txt"), "w") as f:
        f.write("# name target brute gnugo0 gnugo3 yomi0 yomi4 settled\n")
        for k, (sgf, target) in enumerate(jobs):
            name = os.path.basename(sgf)[:-4]
            ok = truth[k] in ("0", "1") and captures(g3[k]) == truth[k] \
                and captures(y4[k]) == truth[k] and k not in doubtful
            f.write("%s %s %s %s %s %s %s %d\n" % (name, target, truth[k], g0[k], g3[k], y0[k],
                                                 y4[k], ok))
            if not ok:
                continue
            settled += 1
            for who, code in (("yomi", y0[k]), ("gnugo", g0[k])):
                if captures(code) != truth[k]:
                    wrong[who].append("%s (%s: truth %s, answer %s)"
                                      % (name, target, truth[k], code))
    print("%d positions, %d settled (%d left out as likely nets)" % (len(jobs), settled,
                                                                 len(doubtful)))
    for who in ("yomi", "gnugo"):
        print("%-6s default depth: %d/%d right" % (who, settled - len(wrong[who]), settled))
        for w in wrong[who]:
            print("    wrong: " + w)


if __name__ == "__main__":
    try:
        main()
    except (GtpError, OSError) as e:
        sys.exit("ladder_sweep: " + str(e))
