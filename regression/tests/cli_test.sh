#!/bin/sh
# make check: yomi-regress end to end against a fake engine (a shell script):
# exit codes (--strict, crashes, ratchet, malformed suites), -j with chunks
# merged in file order, --compare, --repeat, --json and --update-ratchet,
# error answers, options in getopt_long's forms, the verdict line, progress,
# wall times and GNU Go's irregular '#?' lines.
set -u
regress="${top_builddir:-.}/yomi-regress"
tmp=$(mktemp -d /tmp/yomi_cli_test.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fails=0
check() {  # check NAME CONDITION...
    name=$1; shift
    if "$@"; then echo "ok   $name"; else echo "FAIL $name"; fails=$((fails + 1)); fi
}

cat > "$tmp/engine.sh" <<'SH'
#!/bin/sh
# echo ARGS answers ARGS (or "flip" answers with the engine's own variant);
# die exits; loadsgf of an existing file answers black.  With ALT=FILE every
# second start of the engine flips (the starts are counted in FILE).
if [ -n "${ALT:-}" ]; then
  echo start >> "$ALT"
  if [ $(( $(wc -l < "$ALT") % 2 )) = 0 ]; then FLIP=1; fi
fi
while IFS= read -r line; do
  set -- $line
  id=""
  case "$1" in [0-9]*) id=$1; shift;; esac
  cmd=$1; shift
  case "$cmd" in
    echo) if [ "${FLIP:-}" = 1 ] && [ "$1" = flip ]; then printf '=%s other\n\n' "$id";
          else printf '=%s %s\n\n' "$id" "$*"; fi;;
    loadsgf) if [ -f "$1" ]; then printf '=%s black\n\n' "$id"; else printf '?%s cannot open\n\n' "$id"; fi;;
    slow) sleep 0.6; printf '=%s %s\n\n' "$id" "$1";;
    die) exit 1;;
    quit) printf '=%s\n\n' "$id"; exit 0;;
    *) printf '?%s unknown command\n\n' "$id";;
  esac
done
SH
engine="/bin/sh $tmp/engine.sh"
for f in a b c d; do echo '(;SZ[9])' > "$tmp/$f.sgf"; done
cat > "$tmp/good.tst" <<'T'
loadsgf a.sgf
1 echo x
#? [x]
2 echo flip
#? [flip]
loadsgf b.sgf
3 echo 1 G1
#? [1 G1|G5]
4 echo 0
#? [1]*
loadsgf c.sgf
5 loadsgf d.sgf
#? [black]
6 echo y
#? [!x]
T
cat > "$tmp/bad.tst" <<'T'
1 echo x
#? [(x]
T
cat > "$tmp/crash.tst" <<'T'
1 echo x
#? [x]
die
2 echo x
#? [x]
T

"$regress" --engine "$engine" --strict "$tmp/good.tst" > "$tmp/out1" 2>&1
check "all expected results: exit 0" test $? = 0
check "table row" grep -q '^good  *6  *5  *1  *0  *0  *0 ' "$tmp/out1"

"$regress" -j 3 --chunk-tests 1 --engine "$engine" --json "$tmp/r.jsonl" "$tmp/good.tst" > "$tmp/out2" 2>&1
check "-j 3: exit 0" test $? = 0
check "-j 3: same counts" grep -q '^good  *6  *5  *1  *0  *0  *0 ' "$tmp/out2"
check "-j 3: three processes" grep -q '^3 engine process' "$tmp/out2"
check "json: 6 tests + 1 suite" test "$(wc -l < "$tmp/r.jsonl")" = 7
check "json: file order" test "$(grep -o '"id":"[0-9]*"' "$tmp/r.jsonl" | tr -d '\n')" = '"id":"1""id":"2""id":"3""id":"4""id":"5""id":"6"'

"$regress" --engine "$engine" --compare "env FLIP=1 $engine" --strict "$tmp/good.tst" > "$tmp/out3" 2>&1
check "compare: exit 0 (engine A as expected)" test $? = 0
check "compare: one difference" grep -q 'good: 1 different answers' "$tmp/out3"
check "compare: verdicts" grep -q "B: 'other' unexpected FAIL" "$tmp/out3"

"$regress" --engine "$engine" --compare "env FLIP=1 $engine" --repeat 3 --json "$tmp/rep.jsonl" \
    "$tmp/good.tst" > "$tmp/out9" 2>&1
check "repeat: exit 0" test $? = 0
check "repeat: 6 engine processes" grep -q '^6 engine process(es)' "$tmp/out9"
check "repeat: medians reported" grep -q 'A (median of 3 runs, wall' "$tmp/out9"
check "repeat: three wall times per engine" \
    test "$(grep -c '"wall_runs":\[[0-9.]*,[0-9.]*,[0-9.]*\]' "$tmp/rep.jsonl")" = 2
check "repeat: answers judged once" grep -q 'good: 1 different answers' "$tmp/out9"
"$regress" --engine "env ALT=$tmp/alt $engine" --repeat 2 "$tmp/good.tst" > "$tmp/out10" 2>&1
check "repeat: an answer that changes between runs is noted" \
    grep -q "note: A good:2 answered 'flip' in run 1, 'other' in run 2" "$tmp/out10"
"$regress" --engine "$engine" --repeat 0 "$tmp/good.tst" > /dev/null 2>&1
check "repeat 0: exit 2" test $? = 2

"$regress" --engine "env FLIP=1 $engine" --strict "$tmp/good.tst" > "$tmp/out4" 2>&1
check "--strict with an unexpected failure: exit 1" test $? = 1
"$regress" --engine "env FLIP=1 $engine" "$tmp/good.tst" > "$tmp/out4" 2>&1
check "unexpected failure without --strict: exit 0" test $? = 0

"$regress" --engine "$engine" "$tmp/crash.tst" > "$tmp/out5" 2>&1
check "crash: exit 1" test $? = 1
check "crash: reported" grep -q 'crash:2 crash' "$tmp/out5"

"$regress" --engine "$engine" "$tmp/bad.tst" "$tmp/good.tst" > "$tmp/out6" 2>&1
check "malformed suite: exit 2" test $? = 2
check "malformed suite: file and line" grep -q 'bad.tst:2:' "$tmp/out6"
check "malformed suite: the others still run" grep -q '^good ' "$tmp/out6"

mkdir "$tmp/ratchet"
"$regress" --engine "$engine" --ratchet "$tmp/ratchet" --update-ratchet "$tmp/good.tst" > "$tmp/out7" 2>&1
check "ratchet update: exit 0" test $? = 0
check "ratchet list" test "$(tr '\n' ' ' < "$tmp/ratchet/good.pass")" = "1 2 3 5 6 "
"$regress" --engine "env FLIP=1 $engine" --ratchet "$tmp/ratchet" "$tmp/good.tst" > "$tmp/out8" 2>&1
check "ratchet regression: exit 1" test $? = 1
check "ratchet regression named" grep -q 'RATCHET REGRESSION good:2' "$tmp/out8"
"$regress" --engine "env FLIP=1 $engine" --ratchet "$tmp/ratchet" --update-ratchet "$tmp/good.tst" > /dev/null 2>&1
check "ratchet update never shrinks" test "$(wc -l < "$tmp/ratchet/good.pass")" = 5

"$regress" --no-such-option > /dev/null 2>&1
check "bad option: exit 2" test $? = 2

# An error answer is never a pass, and never enters the ratchet.
cat > "$tmp/err.tst" <<'T'
1 echo x
#? [x]
2 nosuch T15
#? [!T15]*
3 nosuch
#? [.*]
T
"$regress" --engine "$engine" --strict "$tmp/err.tst" > "$tmp/out11" 2>&1
check "error answer: --strict fails" test $? = 1
check "error answer: listed as unexpected FAIL" grep -q "err:3 unexpected FAIL: nosuch  expected \[.\*\]  got error 'unknown command'" "$tmp/out11"
check "error answer: table counts errors" grep -q '^err  *3  *1  *2  *0  *1  *2  *0 ' "$tmp/out11"
mkdir "$tmp/ratchet2"
"$regress" --engine "$engine" --ratchet "$tmp/ratchet2" --update-ratchet "$tmp/err.tst" > /dev/null 2>&1
check "error answer: never enters the ratchet" test "$(cat "$tmp/ratchet2/err.pass")" = 1

# Options the getopt_long way: --opt=VALUE, -jN, options after the suites.
"$regress" --engine="$engine" --json="$tmp/eq.jsonl" -j2 "$tmp/good.tst" --chunk-tests=1 > "$tmp/out12" 2>&1
check "--json=F accepted" test "$(wc -l < "$tmp/eq.jsonl")" = 7
check "-j2 and an option after the suite" grep -q '^3 engine process(es), 2 at a time' "$tmp/out12"
"$regress" --engine "$engine" "$tmp/good.tst" --json > "$tmp/out13" 2>&1
check "--json without a value: exit 2" test $? = 2
check "--json without a value: said so" grep -q -- '--json needs a value' "$tmp/out13"

# The verdict closes the output; no bare "N passed, N failed" line (CI reads those).
check "verdict line last, ok" sh -c "tail -1 '$tmp/out1' | grep -q '^verdict: ok; 6 tests: 5 pass, 1 fail (0 unexpected)'"
check "verdict line when it fails" sh -c "tail -1 '$tmp/out11' | grep -q '^verdict: FAILED (1 unexpected result, --strict); 3 tests: 1 pass, 2 fail (1 unexpected)'"
check "verdict: ratchet red named" sh -c "tail -1 '$tmp/out8' | grep -q 'ratchet red (1 of 5 listed tests lost)'"
check "no bare 'N passed, N failed' line" sh -c "! cat '$tmp'/out* | grep -Eq '^[0-9]+ passed, [0-9]+ failed'"

# Wall time is elapsed time: two processes side by side take the time of one.
cat > "$tmp/slow.tst" <<'T'
loadsgf a.sgf
1 slow a
#? [a]
2 slow b
#? [b]
loadsgf b.sgf
3 slow c
#? [c]
4 slow d
#? [d]
T
"$regress" --engine "$engine" -j 2 --chunk-tests 2 --json "$tmp/slow.jsonl" "$tmp/slow.tst" > "$tmp/out14" 2>&1
wall=$(sed -n 's/.*"type":"suite".*"wall_seconds":\([0-9.]*\).*/\1/p' "$tmp/slow.jsonl")
procs=$(sed -n 's/.*"process_seconds":\([0-9.]*\).*/\1/p' "$tmp/slow.jsonl")
check "wall s is elapsed, not summed ($wall s, processes $procs s)" \
    awk -v w="$wall" -v p="$procs" 'BEGIN { exit !(w > 1.1 && w < 0.8 * p) }'
# Progress on stderr, forced (stderr is not a terminal here): a line per suite.
"$regress" --engine "$engine" --progress --no-split "$tmp/slow.tst" > /dev/null 2> "$tmp/err15"
check "--progress: a line when a suite is done" grep -q '^  slow done: 4/4 pass ([0-9.]* s)$' "$tmp/err15"
"$regress" --engine "$engine" --no-split "$tmp/slow.tst" > /dev/null 2> "$tmp/err16"
check "no progress when stderr is not a terminal" test ! -s "$tmp/err16"
# On a terminal (script(1) gives the run one): a status line redrawn in place.
if command -v script > /dev/null 2>&1; then
    script -qfc "'$regress' --engine '$engine' --no-split '$tmp/slow.tst' > /dev/null" "$tmp/tty" > /dev/null 2>&1
    check "terminal: status line redrawn in place" grep -q "$(printf '\r\033')\[Kyomi-regress: [0-9]*/4 tests, [0-9]/1 engine processes" "$tmp/tty"
    check "terminal: suite line" grep -q 'slow done: 4/4 pass' "$tmp/tty"
else
    echo "skip terminal progress checks (no script(1))"
fi

# GNU Go's irregular '#?' lines are read as regress.awk reads them, with a warning.
cat > "$tmp/awk.tst" <<'T'
1 echo undecided
#? [undecided
2 echo 1 G1
#? 1 G1
3 echo 0
#? [1]*
T
"$regress" --engine "$engine" --strict "$tmp/awk.tst" > "$tmp/out17" 2> "$tmp/err17"
check "irregular '#?' lines: accepted and judged" test $? = 0
check "irregular '#?' lines: warned" grep -q "awk.tst:2: '#? \[undecided' is not '#? \[pattern\]'" "$tmp/err17"

exit $fails
