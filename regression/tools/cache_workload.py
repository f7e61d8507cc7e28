#!/usr/bin/env python3
"""Record a cache trace of yomi used the way a Go client uses it, for cachesim.

    cache_workload.py TRACE GAME.sgf [GAME.sgf ...] [--review N] [--max-libs K]
                      [--yomi CMD]

Each game is replayed with `play` from an empty board (boardsize, clear_board;
never loadsgf, which clears the cache), and after every move yomi is asked
`attack` of every string with at most K liberties (default 3), and `defend`
of each one an attack can capture: the worm reading a playing engine does at
every move.  The reading cache lives through the whole session.

  default      play: each game once, forward.
  --review N   review: N times through each game, forward and then back to
               the start with `undo`, asking the same questions at every
               position - the same questions recur thousands of
               generations later (a user stepping through a game in a GTP
               client).

The trace is written by yomi's --cache-trace; replay it with
`cache/sim/cachesim --per-clear TRACE` (or --variants).  Prints the questions
asked and yomi's reading nodes.
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp import Engine, GtpError, vertex_name  # noqa: E402
from board import first_stone, read_position, strings  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def game_moves(path):
    """(size, ['play B D4', ...]) of a game's main line (moves only, no setup)."""
    try:
        text = open(path).read()
    except OSError as e:
        sys.exit(f"cache_workload: {e}")
    size = re.search(r"SZ\[(\d+)\]", text)
    size = int(size.group(1)) if size else 19
    if re.search(r"A[BW]\[", text):
        sys.exit(f"{path}: setup stones are not supported (moves only)")
    plays = []
    for color, m in re.findall(r";\s*([BW])\[((?:[a-t][a-t])?)\]", text):
        if m in ("", "tt"):  # a pass (yomi's boards are at most 19x19)
            plays.append(f"play {color} pass")
        else:
            col, row = ord(m[0]) - ord("a"), size - 1 - (ord(m[1]) - ord("a"))
            plays.append(f"play {color} {vertex_name(col, row)}")
    return size, plays


def ask_all(engine, size, max_libs):
    """Worm reading of the current position; returns the questions asked."""
    asked = 0
    for _, stones, libs in strings(read_position(engine, size), size):
        if len(libs) > max_libs:
            continue
        vertex = first_stone(stones)
        asked += 1
        if not engine.send(f"attack {vertex}").startswith("0"):
            engine.send(f"defend {vertex}")
            asked += 1
    return asked


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("trace")
    ap.add_argument("games", nargs="+")
    ap.add_argument("--review", type=int, default=0, metavar="N")
    ap.add_argument("--max-libs", type=int, default=3, metavar="K")
    ap.add_argument("--yomi", default=os.path.join(HERE, "..", "..", "yomi") + " --quiet")
    args = ap.parse_args()
    if args.review < 0:
        ap.error("--review takes a count >= 0")
    games = [game_moves(path) for path in args.games]  # every file read before yomi starts
    try:
        # yomi only warns on stderr (discarded here) when it cannot write the trace.
        open(args.trace, "wb").close()
        run(args, games)
    except (GtpError, OSError) as e:
        sys.exit(f"cache_workload: {e}")


def run(args, games):
    engine = Engine(f"{args.yomi} --cache-trace {args.trace}")
    asked = 0
    for size, plays in games:
        engine.send(f"boardsize {size}")
        engine.send("clear_board")
        for _ in range(args.review or 1):
            for play in plays:
                engine.send(play)
                asked += ask_all(engine, size, args.max_libs)
            if args.review:  # and back to the start
                for _ in plays:
                    engine.send("undo")
                    asked += ask_all(engine, size, args.max_libs)
    print(f"questions {asked} nodes {engine.send('get_reading_node_counter')}")
    engine.close()


if __name__ == "__main__":
    main()
