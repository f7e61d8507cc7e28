#!/usr/bin/env python3
"""Time GTP engines on one command stream, alternating, and print medians.

    time_engines.py COMMANDS N NAME=CMD [NAME=CMD ...]

Each of N rounds pipes the whole COMMANDS file (GTP, e.g. a .tst file's
commands without comments) into every engine in turn, one process each,
without waiting for answers line by line (unlike yomi-regress --compare,
whose per-command round trips add the same overhead to both engines).  The
engines alternate so that machine load drifts hit them alike.  Prints the
median and minimum wall and CPU (user + system) seconds per engine.  Run it
from the folder the commands' loadsgf paths are relative to, e.g.:

    cd ../shared/gnugo-regression
    grep -v '^#' reading.tst | grep -v '^ *$' > /tmp/reading.cmds
    .../time_engines.py /tmp/reading.cmds 20 yomi=".../yomi --quiet" \\
        gnugo="/usr/games/gnugo --mode gtp --quiet"
"""
import resource
import shlex
import statistics
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 4 or "=" not in "".join(sys.argv[3:]):
        sys.exit(__doc__)
    commands = open(sys.argv[1], "rb").read()
    rounds = int(sys.argv[2])
    engines = [arg.split("=", 1) for arg in sys.argv[3:]]
    times = {name: [] for name, _ in engines}
    for _ in range(rounds):
        for name, command in engines:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(shlex.split(command), input=commands, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, check=False)
            wall = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
            times[name].append((wall, cpu))
    for name, runs in times.items():
        walls = [w for w, _ in runs]
        cpus = [c for _, c in runs]
        print(f"{name:10s} wall median {statistics.median(walls):.3f} s (min {min(walls):.3f})"
              f"  cpu median {statistics.median(cpus):.3f} s (min {min(cpus):.3f})")


if __name__ == "__main__":
    main()
