#!/usr/bin/env python3
"""One-ply consistency of yomi's tactical answers on self-play snapshots.

    ply_check.py GAMES_DIR... [--yomi CMD] [-j N] [--out OUT.jsonl]

For every game gNN.sgf and every snapshot `loadsgf gNN.sgf N` (N = 21, 31,
...), every string with 1 to 4 liberties: when `attack S` says 1 M, M is
played and `defend S` must then say 0; when `defend S` says 1 M (M not
PASS), M is played and `attack S` must then say 0.  A pair that disagrees
one ply later is a reader error on one side (a false capture or a false
defence, usually a move the tree lacks below the root that the root's
wider reading finds).  No engine other than yomi is needed: the check
finds candidates for deep reading by hand (selfplay_walk.py) without any
truth.  One JSON line per disagreement; a list of the distinct ones (per
game, string and question) is printed at the end.
"""

import argparse
import glob
import json
import multiprocessing
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from board import first_stone, read_position, strings  # noqa: E402
from gtp import Engine, GtpError  # noqa: E402
from selfplay_compare import game_moves  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_YOMI = os.path.join(HERE, "..", "..", "yomi") + " --mode gtp --quiet"


def after(engine, color, move, question):
    """The answer to question after color plays move ('gone': the string was captured)."""
    engine.send(f"play {color} {move}")
    try:
        answer = engine.send(question)
    except GtpError:
        answer = "gone"
    engine.send("undo")
    return answer


def check_string(engine, s, color):
    own, opp = ("black", "white") if color == "B" else ("white", "black")
    found = []
    for cmd, mover, reply in (("attack", opp, "defend"), ("defend", own, "attack")):
        first = engine.send(f"{cmd} {s}").split()
        if first[0] != "1" or len(first) < 2 or first[1] == "PASS":
            continue
        answer = after(engine, mover, first[1], f"{reply} {s}")
        if answer != "gone" and answer.split()[0] != "0":
            found.append({"question": cmd, "first": " ".join(first), "reply": answer})
    return found


def run_game(args):
    path, yomi = args
    size, nmoves = game_moves(path)
    engine = Engine(yomi)
    records = []
    for n in range(21, nmoves + 2, 10):
        engine.send(f"loadsgf {path} {n}")
        for color, group, libs in strings(read_position(engine, size), size):
            if not 1 <= len(libs) <= 4:
                continue
            s = first_stone(group)
            for r in check_string(engine, s, color):
                records.append(dict(r, game=os.path.basename(path), move=n, string=s))
    engine.close()
    return records


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("games_dirs", nargs="+")
    ap.add_argument("--yomi", default=DEFAULT_YOMI)
    ap.add_argument("-j", type=int, default=1)
    ap.add_argument("--out")
    args = ap.parse_args()
    games = sorted(g for d in args.games_dirs
                   for g in glob.glob(os.path.join(os.path.abspath(d), "g*.sgf")))
    if not games:
        sys.exit("ply_check.py: no gNN.sgf games in " + " ".join(args.games_dirs))
    out = open(args.out, "w") if args.out else None
    distinct = {}
    with multiprocessing.Pool(args.j) as pool:
        for records in pool.imap(run_game, [(g, args.yomi) for g in games]):
            for r in records:
                if out:
                    out.write(json.dumps(r) + "\n")
                distinct.setdefault((r["game"], r["string"], r["question"], r["first"]), r)
    for r in distinct.values():
        reply = "defend" if r["question"] == "attack" else "attack"
        print(f"{r['game']} {r['move']} {r['question']} {r['string']}: {r['first']}; "
              f"after it {reply}: {r['reply']}")
    print(f"{len(games)} games, {len(distinct)} distinct disagreements one ply later")


if __name__ == "__main__":
    main()
