#!/usr/bin/env python3
"""Play GNU Go against itself and save each game as an SGF with its moves.

    selfplay_gen.py OUTDIR [--games N] [--first-seed S] [--gnugo CMD]

Game i uses seed first_seed + i, board 19 for even i and 13 for odd i (the
13x13 games are cheap, the 19x19 ones give more strings), level 1 + i % 5,
komi 6.5, Black first.  A game ends on two passes, a resignation or the move
cap (220 on 19x19, 130 on 13x13: the snapshots need positions, not finished
games).  GNU Go's printsgf writes the final position as setup stones, which
loadsgf N cannot replay, so the SGF is written here from the genmove answers
(one B[]/W[] node per move); its C[] notes the seed and level.
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp import Engine, vertex_to_sgf  # noqa: E402


def play_game(gnugo, seed, size, level, cap):
    eng = Engine(f"{gnugo} --mode gtp --quiet --seed {seed} --level {level}")
    eng.send(f"boardsize {size}")
    eng.send("komi 6.5")
    eng.send("clear_board")
    moves = []
    passes = 0
    color = "black"
    result = ""
    while len(moves) < cap:
        m = eng.send(f"genmove {color}").upper()
        if m == "RESIGN":
            result = ("W" if color == "black" else "B") + "+R"
            break
        moves.append((color, m))
        passes = passes + 1 if m == "PASS" else 0
        if passes == 2:
            break
        color = "white" if color == "black" else "black"
    eng.close()
    return moves, result


def write_sgf(path, size, moves, seed, level, result):
    out = [f"(;GM[1]FF[4]SZ[{size}]KM[6.5]PB[GNU Go 3.8]PW[GNU Go 3.8]"]
    if result:
        out.append(f"RE[{result}]")
    out.append(f"C[GNU Go 3.8 self-play, seed {seed}, level {level}, {len(moves)} moves]\n")
    for i, (color, m) in enumerate(moves):
        out.append(f";{'B' if color == 'black' else 'W'}[{vertex_to_sgf(m, size)}]")
        if i % 10 == 9:
            out.append("\n")
    out.append(")\n")
    with open(path, "w") as f:
        f.write("".join(out))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("outdir")
    ap.add_argument("--games", type=int, default=48)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--first-game", type=int, default=0, help="number of the first game (file g00.sgf ...)")
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    for i in range(args.first_game, args.first_game + args.games):
        seed = args.first_seed + i
        size = 19 if i % 2 == 0 else 13
        level = 1 + i % 5
        cap = 220 if size == 19 else 130
        t = time.time()
        moves, result = play_game(args.gnugo, seed, size, level, cap)
        path = os.path.join(args.outdir, f"g{i:02d}.sgf")
        write_sgf(path, size, moves, seed, level, result)
        print(f"{path}: {size}x{size} seed {seed} level {level} {len(moves)} moves "
              f"{result or '-'} {time.time() - t:.1f}s", flush=True)


if __name__ == "__main__":
    main()
