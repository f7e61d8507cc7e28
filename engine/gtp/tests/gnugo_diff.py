#!/usr/bin/env python3
"""Differential test of yomi's board GTP commands against GNU Go.

Generates random GTP scripts (play, undo, trymove, tryko, popgo, is_legal,
countlib, findlib, list_stones, showboard, get_trymove_counter on random board
sizes), sends each command to both engines and compares every response.

  gnugo_diff.py [--yomi PATH] [--gnugo PATH] [--seeds N] [--first S] [SCRIPT...]

With SCRIPT files, those are compared instead of random scripts.  Exit 0 when
all responses agree, 1 on a difference, 77 (automake's SKIP) when GNU Go is
not installed.  Scripts avoid what GNU Go 3.8 cannot do (it aborts on play,
undo and is_legal while trymove moves are on the stack).
"""
import argparse
import os
import random
import shutil
import subprocess
import sys

LETTERS = "ABCDEFGHJKLMNOPQRST"


def random_script(seed, length=400):
    rnd = random.Random(seed)
    size = rnd.choice([2, 3, 4, 5, 5, 6, 7, 9, 9, 13, 19])
    out = [f"boardsize {size}"]
    pushed = 0  # trymoves sent since the stack was last surely empty

    def vertex():
        if rnd.random() < 0.03:
            return "pass"
        return LETTERS[rnd.randrange(size)] + str(rnd.randrange(1, size + 1))

    def color():
        return rnd.choice(["b", "w", "black", "white", "B", "W"])

    def empty_stack():
        nonlocal pushed
        out.extend(["popgo"] * pushed)
        pushed = 0

    for _ in range(length):
        r = rnd.random()
        if r < 0.45:
            empty_stack()
            out.append(f"play {color()} {vertex()}")
        elif r < 0.49:
            empty_stack()
            out.append("undo")
        elif r < 0.59:
            out.append(f"trymove {color()} {vertex()}")
            pushed += 1
        elif r < 0.64:
            out.append(f"tryko {color()} {vertex()}")
            pushed += 1
        elif r < 0.70:
            out.append("popgo")
        elif r < 0.78:
            empty_stack()
            out.append(f"is_legal {color()} {vertex()}")
        elif r < 0.85:
            out.append(f"countlib {vertex()}")
        elif r < 0.92:
            out.append(f"findlib {vertex()}")
        elif r < 0.95:
            out.append(f"list_stones {color()}")
        elif r < 0.98:
            out.append("showboard")
        else:
            out.append("get_trymove_counter")
    return out


class Gtp:
    def __init__(self, argv):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True, bufsize=1)

    def ask(self, command):
        self.p.stdin.write(command + "\n")
        self.p.stdin.flush()
        lines = []
        while True:
            line = self.p.stdout.readline()
            if line == "":
                return "".join(lines) + "<end of output>"
            if line == "\n":
                return "".join(lines)
            lines.append(line)

    def close(self):
        try:
            self.p.stdin.close()
        except OSError:
            pass
        self.p.wait()


def compare(commands, yomi, gnugo, label):
    g = Gtp([gnugo, "--mode", "gtp", "--quiet"])
    y = Gtp([yomi, "--quiet"])
    try:
        for i, c in enumerate(commands):
            a, b = g.ask(c), y.ask(c)
            if a != b:
                print(f"{label}: command {i + 1} {c!r} differs")
                print(f"  recent: {commands[max(0, i - 8):i]}")
                print(f"  gnugo: {a!r}\n  yomi:  {b!r}")
                return False
        return True
    finally:
        g.close()
        y.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--yomi", default=os.environ.get("YOMI", "./yomi"))
    ap.add_argument("--gnugo", default=shutil.which("gnugo") or "/usr/games/gnugo")
    ap.add_argument("--seeds", type=int, default=int(os.environ.get("GNUGO_DIFF_SEEDS", "25")))
    ap.add_argument("--first", type=int, default=1)
    ap.add_argument("scripts", nargs="*")
    args = ap.parse_args()
    if not os.access(args.gnugo, os.X_OK):
        print(f"gnugo_diff: no GNU Go at {args.gnugo}: skipped")
        return 77
    ok = True
    if args.scripts:
        for path in args.scripts:
            with open(path) as f:
                commands = [l.rstrip("\n") for l in f if l.strip()]
            ok &= compare(commands, args.yomi, args.gnugo, path)
    else:
        for seed in range(args.first, args.first + args.seeds):
            ok &= compare(random_script(seed), args.yomi, args.gnugo, f"seed {seed}")
    print(f"gnugo_diff: {'all responses agree' if ok else 'DIFFERENCES'}"
          f" ({len(args.scripts) or args.seeds} scripts)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
