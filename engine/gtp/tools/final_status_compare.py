#!/usr/bin/env python3
"""Compares yomi's `final_status_list dead` with another engine's (GNU Go 3.8
by default) on the end positions of SGF games.

    final_status_compare.py [--yomi ./yomi] [--other "/usr/games/gnugo --mode gtp"]
                            [--timeout S] [--other-cache FILE.json] FILE.sgf...

Each game is loaded to its end (`loadsgf FILE`) in both engines.  For every
game it prints the stones on the board, the stones both call dead, and the
stones only one of them calls dead; at the end, the share of stones on which
the two agree (dead or not) over every game.  A game the other engine does not
answer within --timeout seconds is skipped (said so), and so is a game the
two load differently (their stones differ).  --other-cache keeps
the other engine's answers in a JSON file (read when it exists, written at
the end), so that runs comparing versions of yomi ask GNU Go only once.
"""
import json
import os
import argparse
import shlex
import subprocess
import sys


def ask(cmd, sgf, timeout):
    """Runs cmd on `loadsgf sgf; list_stones; final_status_list dead`; returns
    (stones, dead) as sets of vertices, or None on a timeout or an error."""
    script = f"loadsgf {sgf}\nlist_stones black\nlist_stones white\nfinal_status_list dead\nquit\n"
    try:
        out = subprocess.run(cmd, input=script, capture_output=True, text=True,
                             timeout=timeout).stdout
    except subprocess.TimeoutExpired:
        return None
    answers = [block.strip() for block in out.split("\n\n") if block.strip()]
    if len(answers) < 4 or any(not a.startswith("=") for a in answers[:4]):
        return None
    words = [a[1:].split() for a in answers[:4]]
    return set(words[1]) | set(words[2]), set(words[3])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--yomi", default="./yomi --quiet")
    ap.add_argument("--other", default="/usr/games/gnugo --mode gtp")
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--other-cache")
    ap.add_argument("games", nargs="+")
    args = ap.parse_args()
    cache = {}
    if args.other_cache and os.path.exists(args.other_cache):
        with open(args.other_cache) as f:
            cache = json.load(f)
    total = agree = 0
    for sgf in args.games:
        mine = ask(shlex.split(args.yomi), sgf, args.timeout)
        if sgf in cache:
            other = None if cache[sgf] is None else (set(cache[sgf][0]), set(cache[sgf][1]))
        else:
            other = ask(shlex.split(args.other), sgf, args.timeout)
            cache[sgf] = None if other is None else [sorted(other[0]), sorted(other[1])]
        if mine is None or other is None:
            print(f"{sgf}: skipped ({'yomi' if mine is None else 'other'} gave no answer)")
            continue
        stones, dead = mine
        other_stones, other_dead = other
        if stones != other_stones:
            # The two loaded different positions (GNU Go skips a move onto a
            # stone, yomi refuses the file, ...): nothing to compare.
            print(f"{sgf}: skipped (the engines loaded different positions)")
            continue
        only_mine = sorted(dead - other_dead)
        only_other = sorted(other_dead - dead)
        total += len(stones)
        agree += len(stones) - len(only_mine) - len(only_other)
        print(f"{sgf}: {len(stones)} stones, dead in both {len(dead & other_dead)}, "
              f"only yomi {' '.join(only_mine) or '-'}, only other {' '.join(only_other) or '-'}")
        sys.stdout.flush()
    if args.other_cache:
        with open(args.other_cache, "w") as f:
            json.dump(cache, f, indent=0)
    if total:
        print(f"agreement: {agree}/{total} stones = {100.0 * agree / total:.2f}%")


if __name__ == "__main__":
    main()
