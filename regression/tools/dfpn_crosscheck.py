#!/usr/bin/env python3
"""Cross-check df-pn's proofs against the minimax reader (and GNU Go).

For every `attack STR` / `defend STR` test of the given .tst suites, asks yomi
the minimax question and the df-pn one (dfpn_attack / dfpn_defend) on the same
position, and, where df-pn settles it and the two disagree on success, asks
GNU Go 3.8 the minimax question too: the third opinion for reading the
difference by hand.  The capture game has no ko threats, so a minimax ko
result counts as success for the side asking when it takes the ko first (2)
and as failure when it needs a threat (3).

  regression/tools/dfpn_crosscheck.py [--nodes N] [--gnugo CMD] SUITE.tst ...

Prints one line per difference and a summary per suite: questions, settled by
df-pn (proved either way), agreements, differences, and how GNU Go sides.
Run from the folder the suites' loadsgf paths are relative to (the suite's
own folder is used when a suite is given by path).
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp import Engine, GtpError  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
YOMI = os.path.join(HERE, "..", "..", "yomi")


def expected_success(pattern):
    """True/False from a '#? [...]' pattern's result code (1, 2 succeed; 0, 3
    fail: the capture game has no ko threats), None when it says no code."""
    m = re.match(r"\s*\[?\s*\(?\s*([0-3])\b", pattern)
    if not m or pattern.lstrip("[ ").startswith("!"):
        return None
    return m.group(1) in ("1", "2")


def questions(path):
    """(setup commands, command, target, expected success) for every
    attack/defend test (expected from the next '#?' line)."""
    setup = []
    pending = None
    for raw in open(path, encoding="utf-8", errors="replace"):
        if raw.startswith("#?"):
            if pending:
                yield (*pending, expected_success(raw[2:].strip()))
                pending = None
            continue
        line = raw.split("#")[0].strip()
        if not line:
            continue
        words = line.split()
        if words[0].isdigit():
            words = words[1:]
        if not words:
            continue
        if words[0] in ("loadsgf", "boardsize", "clear_board", "komi"):
            setup = [" ".join(words)] if words[0] != "komi" else setup + [" ".join(words)]
            continue
        if words[0] in ("play", "trymove", "tryko", "popgo", "undo", "black", "white"):
            setup.append(" ".join(words))
            continue
        if pending:
            yield (*pending, None)
            pending = None
        if words[0] in ("attack", "defend") and len(words) == 2:
            pending = (list(setup), words[0], words[1])
    if pending:
        yield (*pending, None)


def succeeds(answer):
    return answer.split()[0] in ("1", "2")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("suites", nargs="+")
    ap.add_argument("--nodes", type=int, default=200000)
    ap.add_argument("--gnugo", default="/usr/games/gnugo --mode gtp")
    ap.add_argument("--yomi", default=os.path.abspath(YOMI) + " --mode gtp")
    args = ap.parse_args()
    total = {"questions": 0, "settled": 0, "agree": 0, "differ": 0, "gnugo_dfpn": 0,
             "gnugo_minimax": 0, "suite_dfpn": 0, "suite_minimax": 0, "dfpn_vs_suite": 0}
    for suite in args.suites:
        cwd = os.path.dirname(os.path.abspath(suite))
        yomi = Engine(args.yomi, cwd=cwd)
        gnugo = Engine(args.gnugo, cwd=cwd) if args.gnugo else None
        count = dict.fromkeys(total, 0)
        for setup, cmd, target, expected in questions(suite):
            count["questions"] += 1
            try:
                for c in setup:
                    yomi.send(c)
                minimax = yomi.send(f"{cmd} {target}")
                proof = yomi.send(f"dfpn_{cmd} {target} {args.nodes}")
            except GtpError as e:
                print(f"{suite}: {e}", file=sys.stderr)
                continue
            if proof == "unknown":
                continue
            count["settled"] += 1
            if expected is not None and expected != succeeds(proof):
                count["dfpn_vs_suite"] += 1
            if succeeds(minimax) == succeeds(proof):
                count["agree"] += 1
                continue
            count["differ"] += 1
            if expected is not None:
                count["suite_dfpn" if expected == succeeds(proof) else "suite_minimax"] += 1
            third = "?"
            if gnugo:
                try:
                    for c in setup:
                        gnugo.send(c)
                    third = gnugo.send(f"{cmd} {target}")
                    if succeeds(third) == succeeds(proof):
                        count["gnugo_dfpn"] += 1
                    else:
                        count["gnugo_minimax"] += 1
                except (GtpError, OSError):
                    gnugo.close()  # it died: a fresh one for the next question
                    gnugo = Engine(args.gnugo, cwd=cwd)
            where = setup[0] if setup else ""
            said = {None: "?", True: "succeeds", False: "fails"}[expected]
            print(f"{os.path.basename(suite)}: {where} | {cmd} {target}: "
                  f"minimax {minimax}, df-pn {proof}, GNU Go {third}, suite: {said}")
        yomi.close()
        if gnugo:
            gnugo.close()
        report(os.path.basename(suite), count)
        for k in total:
            total[k] += count[k]
    report("all", total)


def report(name, c):
    print(f"{name}: {c['questions']} questions, df-pn settled {c['settled']}, agree "
          f"{c['agree']}, differ {c['differ']} (the suite's expected answer sides with "
          f"df-pn {c['suite_dfpn']}, with minimax {c['suite_minimax']}; GNU Go sides with "
          f"df-pn {c['gnugo_dfpn']}, with minimax {c['gnugo_minimax']}); df-pn against the "
          f"suite's expected answer: {c['dfpn_vs_suite']}")


if __name__ == "__main__":
    main()
