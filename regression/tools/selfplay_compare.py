#!/usr/bin/env python3
"""Ask yomi and GNU Go the same tactical questions on self-play snapshots.

    selfplay_compare.py GAMES_DIR OUT.jsonl [--yomi CMD] [--gnugo CMD] [-j N]

For every game gNN.sgf in GAMES_DIR and every snapshot `loadsgf gNN.sgf N`
with N = 21, 31, 41, ... (the position after 20, 30, 40, ... moves), every
string with 1 to 3 liberties, and every 4-liberty string of at most 3 stones,
is asked `attack S` of both engines at default settings; when either engine
says the attack succeeds, both are also asked `defend S`.  S is the string's
first stone in GNU Go's order (top row first, left to right).  Only the result
codes (first token) are compared.  One JSON line per question:
  {"game","move","size","string","libs","stones","cmd","yomi","gnugo","agree",
   "yomi_s","gnugo_s"}
A summary (questions, agreement) is printed at the end; -j N runs N workers,
each with its own pair of engines, over the games.
"""

import argparse
import glob
import json
import multiprocessing
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from board import first_stone, read_position, strings  # noqa: E402
from gtp import Engine  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_YOMI = os.path.join(HERE, "..", "..", "yomi") + " --mode gtp --quiet"
DEFAULT_GNUGO = "/usr/games/gnugo --mode gtp --quiet"


def game_moves(path):
    text = open(path).read()
    size = int(re.search(r"SZ\[(\d+)\]", text).group(1))
    return size, len(re.findall(r";[BW]\[", text))


def code(answer):
    return answer.split()[0] if answer else ""


def ask(engine, cmd):
    t = time.time()
    return engine.send(cmd), time.time() - t


def selected(libs, nstones):
    return 1 <= libs <= 3 or (libs == 4 and nstones <= 3)


def run_game(args):
    path, yomi_cmd, gnugo_cmd = args
    game = os.path.splitext(os.path.basename(path))[0]
    size, nmoves = game_moves(path)
    yomi, gnugo = Engine(yomi_cmd), Engine(gnugo_cmd)
    records = []
    snapshots = 0
    for n in range(21, nmoves + 2, 10):
        cy = yomi.send(f"loadsgf {path} {n}")
        cg = gnugo.send(f"loadsgf {path} {n}")
        stones = read_position(yomi, size)
        if cy != cg or stones != read_position(gnugo, size):
            print(f"{game} {n}: the engines load different positions, skipped", file=sys.stderr)
            continue
        snapshots += 1
        for color, group, libs in strings(stones, size):
            if not selected(len(libs), len(group)):
                continue
            s = first_stone(group)
            base = {"game": game, "move": n, "size": size, "string": s, "color": color,
                    "libs": len(libs), "stones": len(group)}
            attack_ok = False
            for cmd in ("attack", "defend"):
                if cmd == "defend" and not attack_ok:
                    break
                ay, ty = ask(yomi, f"{cmd} {s}")
                ag, tg = ask(gnugo, f"{cmd} {s}")
                records.append(dict(base, cmd=cmd, yomi=ay, gnugo=ag,
                                    agree=code(ay) == code(ag),
                                    yomi_s=round(ty, 4), gnugo_s=round(tg, 4)))
                attack_ok = code(ay) != "0" or code(ag) != "0"
    yomi.close()
    gnugo.close()
    return game, snapshots, records


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("games_dir")
    ap.add_argument("out")
    ap.add_argument("--yomi", default=DEFAULT_YOMI)
    ap.add_argument("--gnugo", default=DEFAULT_GNUGO)
    ap.add_argument("-j", type=int, default=1)
    args = ap.parse_args()
    games = sorted(glob.glob(os.path.join(os.path.abspath(args.games_dir), "g*.sgf")))
    work = [(g, args.yomi, args.gnugo) for g in games]
    total = agree = snaps = 0
    by_cmd = {}
    with open(args.out, "w") as out, multiprocessing.Pool(args.j) as pool:
        for game, nsnap, records in pool.imap(run_game, work):
            snaps += nsnap
            for r in records:
                out.write(json.dumps(r) + "\n")
                total += 1
                agree += r["agree"]
                c = by_cmd.setdefault(r["cmd"], [0, 0])
                c[0] += 1
                c[1] += r["agree"]
            dis = sum(not r["agree"] for r in records)
            print(f"{game}: {nsnap} snapshots, {len(records)} questions, {dis} disagreements",
                  flush=True)
    print(f"total: {len(games)} games, {snaps} snapshots, {total} questions, {agree} agree "
          f"({100.0 * agree / max(total, 1):.2f}%)")
    for cmd, (n, a) in sorted(by_cmd.items()):
        print(f"  {cmd}: {n} questions, {a} agree ({100.0 * a / max(n, 1):.2f}%)")


if __name__ == "__main__":
    main()
