#!/usr/bin/env python3
"""Walk a line in both engines: each command with yomi's and GNU Go's answers.

    selfplay_walk.py SGF MOVE [--deep] CMD; CMD; ...

Loads `SGF MOVE` in both engines (with --deep, increase_depths three times),
then sends the ';'-separated GTP commands (trymove, popgo, attack, defend,
countlib, ...) to both and prints one line per command.  `showboard` prints
yomi's board once.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp import Engine, GtpError  # noqa: E402
from selfplay_compare import DEFAULT_GNUGO, DEFAULT_YOMI  # noqa: E402


def main():
    args = sys.argv[1:]
    if len(args) < 3:
        sys.exit(__doc__)
    sgf, move, rest = args[0], args[1], args[2:]
    deep = "--deep" in rest
    rest = [a for a in rest if a != "--deep"]
    cmds = [c.strip() for c in " ".join(rest).split(";") if c.strip()]
    engines = [("yomi", Engine(DEFAULT_YOMI)), ("gnugo", Engine(DEFAULT_GNUGO))]
    for _, e in engines:
        e.send(f"loadsgf {os.path.abspath(sgf)} {move}")
        for _ in range(3 if deep else 0):
            e.send("increase_depths")
    for c in cmds:
        answers = []
        for name, e in engines:
            try:
                answers.append(e.send(c))
            except GtpError as err:
                answers.append("? " + str(err))
        if c.startswith("showboard"):
            print(answers[0])
        else:
            print(f"{c:24s} yomi: {answers[0]:12s} gnugo: {answers[1]}")
    for _, e in engines:
        e.close()


if __name__ == "__main__":
    main()
