#!/bin/sh
# tactics_check.sh - run a .tst regression file through a GTP engine and
# judge every numbered test the way GNU Go's suites are judged.
#
# usage: regression/tactics_check.sh [-v] [TST_FILE] [-- ENGINE COMMAND...]
#   TST_FILE defaults to regression/tactics.tst (next to this script);
#   the engine defaults to "gnugo --mode gtp --quiet".
#   -v prints the expectation and the answer for every test, not only failures.
#
# Judging: only the first line of a numbered response counts, without its
# "=id " / "?id " prefix; the text between "[" and "]" on the following "#?"
# line is an extended regular expression wrapped as ^pattern$ (no group added);
# a leading "!" negates it; a "*" after "]" marks an expected failure and a
# "&" means the result is not judged.  The engine runs in the directory of the
# .tst file, so loadsgf paths are relative to it.  Tests the engine did not
# answer are reported as a crash, never as passes.
# Exit status: 0 when there is no unexpected failure and no crash, else 1.

set -u
here=$(cd "$(dirname "$0")" && pwd)
verbose=0
if [ "${1:-}" = "-v" ]; then verbose=1; shift; fi
tst="$here/tactics.tst"
if [ $# -gt 0 ] && [ "$1" != "--" ]; then tst=$1; shift; fi
if [ "${1:-}" = "--" ]; then shift; fi
if [ $# -eq 0 ]; then set -- gnugo --mode gtp --quiet; fi
[ -x /usr/games/gnugo ] && PATH="$PATH:/usr/games"

if [ ! -r "$tst" ]; then
    echo "tactics_check: cannot read $tst" >&2
    exit 2
fi
tstdir=$(cd "$(dirname "$tst")" && pwd)
tstabs="$tstdir/$(basename "$tst")"
out=$(mktemp) || exit 2
trap 'rm -f "$out"' EXIT INT TERM

# Feed the whole file (comments included: GTP ignores them) and quit.
{ ( cd "$tstdir" && { cat "$tstabs"; printf '\nquit\n'; } | "$@" >"$out" 2>/dev/null ); } 2>/dev/null

awk -v verbose="$verbose" -v name="$(basename "$tst")" '
    # Pass 1: the engine output. A response starts with =id or ?id.
    FILENAME == ARGV[1] {
        if (match($0, /^[=?][0-9]+/)) {
            id = substr($0, 2, RLENGTH - 1)
            text = substr($0, RLENGTH + 1)
            sub(/^[ \t]/, "", text)
            if (substr($0, 1, 1) == "?") text = "?" text
            answer[id] = text
            answered[id] = 1
        }
        next
    }
    # Pass 2: the test file.
    /^[ \t]*[0-9]+[ \t]/ { cur = $1; cmd[cur] = $0; next }
    /^#\?/ {
        if (cur == "") next
        line = $0
        open = index(line, "[")
        rest = substr(line, open + 1)
        cl = 0
        for (i = length(rest); i > 0; i--) if (substr(rest, i, 1) == "]") { cl = i; break }
        pat = substr(rest, 1, cl - 1)
        flag = substr(rest, cl + 1, 1)
        order[++n] = cur; expect[cur] = pat; mark[cur] = flag
        cur = ""
        next
    }
    END {
        pass = fail = upass = ufail = missing = 0
        for (k = 1; k <= n; k++) {
            id = order[k]; pat = expect[id]; neg = 0
            if (!(id in answered)) { missing++; printf "%s %s: NO ANSWER (crash?)\n", name, id; continue }
            if (substr(pat, 1, 1) == "!") { neg = 1; pat = substr(pat, 2) }
            got = answer[id]
            ok = (got ~ ("^" pat "$"))
            if (neg) ok = !ok
            if (mark[id] == "&") { status = "unjudged" }
            else if (ok) { pass++; status = (mark[id] == "*") ? "UNEXPECTED PASS" : "pass"; if (mark[id] == "*") upass++ }
            else { fail++; status = (mark[id] == "*") ? "expected fail" : "FAIL"; if (mark[id] != "*") ufail++ }
            if (verbose || status == "FAIL" || status == "UNEXPECTED PASS")
                printf "%-16s %-7s %-30s got [%s] want [%s%s]\n", status, id, substr(cmd[id], length(id) + 2), got, (neg ? "!" : ""), pat
        }
        printf "%s: %d tests, %d passed, %d failed, %d unexpected passes, %d unexpected failures%s\n",
            name, n, pass, fail, upass, ufail, (missing ? sprintf(", %d unanswered (CRASH)", missing) : "")
        exit (ufail > 0 || missing > 0) ? 1 : 0
    }
' "$out" "$tstabs"
