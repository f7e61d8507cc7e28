#!/usr/bin/env python3
"""Measures whole-board analysis with N threads against one: the wall time of
`final_status_list dead` and `dragon_status` on a set of positions.

    threads_speedup.py [--yomi ./yomi] [--threads 2] [--runs 5] [--move N] FILE.sgf...

One yomi process per run reads every position (`loadsgf FILE N`, which also
clears the cache, then the two commands) and its wall time is taken; runs
alternate between one thread and N.  Prints the median of each, the speed-up,
the load average before and after, and whether both gave the same answers.
"""
import argparse
import os
import shlex
import statistics
import subprocess
import time


def script(games, move):
    lines = []
    for g in games:
        lines.append(f"loadsgf {g} {move}" if move else f"loadsgf {g}")
        lines.append("final_status_list dead")
        lines.append("dragon_status")
    lines.append("quit")
    return "\n".join(lines) + "\n"


def run(cmd, text):
    start = time.monotonic()
    out = subprocess.run(cmd, input=text, capture_output=True, text=True, check=True).stdout
    return time.monotonic() - start, out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--yomi", default="./yomi --quiet")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--move", type=int, default=0, help="load before this move (0: the end)")
    ap.add_argument("games", nargs="+")
    args = ap.parse_args()
    text = script(args.games, args.move)
    times = {1: [], args.threads: []}
    answers = {}
    load_before = os.getloadavg()
    for _ in range(args.runs):
        for n in (1, args.threads):
            t, out = run(shlex.split(args.yomi) + [f"--threads={n}"], text)
            times[n].append(t)
            answers.setdefault(n, out)
            if out != answers[n]:
                print(f"threads {n}: answers differ between runs")
    load_after = os.getloadavg()
    one, many = statistics.median(times[1]), statistics.median(times[args.threads])
    print(f"{len(args.games)} positions, {args.runs} runs each")
    print(f"1 thread:  median {one:.2f} s  ({' '.join(f'{t:.2f}' for t in times[1])})")
    print(f"{args.threads} threads: median {many:.2f} s  "
          f"({' '.join(f'{t:.2f}' for t in times[args.threads])})")
    print(f"speed-up {one / many:.2f}x; load average before {load_before[0]:.2f}, "
          f"after {load_after[0]:.2f}; {os.cpu_count()} cores")
    print("same answers" if answers[1] == answers[args.threads] else "ANSWERS DIFFER")


if __name__ == "__main__":
    main()
