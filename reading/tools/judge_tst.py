#!/usr/bin/env python3
"""Runs a GNU Go style .tst suite through a GTP engine and judges it.

usage: judge_tst.py SUITE.tst -- ENGINE ARGS...
       judge_tst.py SUITE.tst --compare -- ENGINE ARGS...   (also runs gnugo)

The whole suite is piped to the engine (working directory = the suite's
folder, so loadsgf paths resolve); responses are matched to tests by id and
judged as reading-protocol.md says (^pattern$, '!' negates, '*' expected fail,
'&' not judged).  Prints failures, a summary, wall time and the engine's
reading node counter when it answers get_reading_node_counter.
"""
import os
import re
import subprocess
import sys
import time


def parse_suite(path):
    tests = {}
    order = []
    last = None
    with open(path) as f:
        lines = f.read().splitlines()
    for line in lines:
        s = line.strip()
        m = re.match(r'^(\d+)\s+(.*)$', s)
        if m:
            last = int(m.group(1))
            tests[last] = {'cmd': m.group(2), 'expect': None}
            order.append(last)
            continue
        if s.startswith('#?') and last is not None and tests[last]['expect'] is None:
            m = re.match(r'^#\?\s*\[(.*)\](.*)$', s)
            if m:
                tests[last]['expect'] = (m.group(1), m.group(2).strip())
    return lines, tests, order


def run(engine, suite_dir, lines):
    script = '\n'.join(lines) + '\n10000 get_reading_node_counter\nquit\n'
    t0 = time.time()
    p = subprocess.run(engine, input=script, capture_output=True, text=True, cwd=suite_dir)
    wall = time.time() - t0
    answers = {}
    for m in re.finditer(r'^([=?])(\d+) ?(.*)$', p.stdout, re.M):
        answers.setdefault(int(m.group(2)), m.group(3) if m.group(1) == '=' else '?' + m.group(3))
    return answers, wall, p.stderr


def judge(tests, order, answers, name, verbose=True):
    passed = failed = upass = ufail = 0
    results = {}
    for t in order:
        exp = tests[t]['expect']
        if exp is None:
            continue
        pat, flag = exp
        neg = pat.startswith('!')
        if neg:
            pat = pat[1:]
        if t not in answers:
            print(f'{name}: test {t} not answered (crash?)')
            results[t] = None
            continue
        got = answers[t].split('\n')[0]
        ok = re.search('^' + pat + '$', got) is not None
        if neg:
            ok = not ok
        results[t] = ok
        if flag.startswith('&'):
            continue
        if ok:
            passed += 1
            if flag.startswith('*'):
                upass += 1
        else:
            failed += 1
            if not flag.startswith('*'):
                ufail += 1
            if verbose:
                print(f'{name}: FAIL {t} {tests[t]["cmd"]}: got [{got}] want [{exp[0]}]{flag}')
    return passed, failed, upass, ufail, results


def main():
    args = sys.argv[1:]
    suite = args[0]
    compare = '--compare' in args
    engine = args[args.index('--') + 1:]
    suite_dir = os.path.dirname(os.path.abspath(suite))
    lines, tests, order = parse_suite(suite)
    ans, wall, err = run(engine, suite_dir, lines)
    if err.strip():
        sys.stderr.write(err[-2000:])
    p, f, up, uf, res = judge(tests, order, ans, 'yomi')
    print(f'yomi: {p} passed / {p + f}, unexpected passes {up}, unexpected failures {uf}, '
          f'wall {wall:.3f}s, nodes {ans.get(10000, "?")}')
    if compare:
        gg = ['/usr/games/gnugo', '--mode', 'gtp', '--quiet']
        gans, gwall, _ = run(gg, suite_dir, lines)
        gp, gf, gup, guf, gres = judge(tests, order, gans, 'gnugo', verbose=False)
        print(f'gnugo: {gp} passed / {gp + gf}, wall {gwall:.3f}s, nodes {gans.get(10000, "?")}')
        only_gg = [t for t in res if gres.get(t) and not res[t]]
        only_y = [t for t in res if res[t] and not gres.get(t)]
        print('gnugo passes, yomi fails:', only_gg)
        print('yomi passes, gnugo fails:', only_y)


if __name__ == '__main__':
    main()
