#!/bin/sh
# make check: regression/check_positions.sh (what make check-positions runs)
# compares the positions yomi loads with GNU Go's for every loadsgf line of
# our suites and of our loadsgf edge cases: they must be equal, and the
# deliberate differences of yomi_only.tst must be found when it is not
# excluded.  Skips (77) without GNU Go (/usr/games/gnugo) or a yomi binary.
set -u
builddir=${top_builddir:-.}
srcdir_top=${top_srcdir:-${srcdir:-.}}
gnugo=/usr/games/gnugo
script="$srcdir_top/regression/check_positions.sh"
if [ ! -x "$gnugo" ]; then
    echo "positions_test: no GNU Go at $gnugo: skipped"
    exit 77
fi
if [ ! -x "$builddir/yomi" ]; then
    echo "positions_test: no yomi binary yet: skipped"
    exit 77
fi
yomi="$(cd "$builddir" && pwd)/yomi --mode gtp"
tmp=$(mktemp -d /tmp/yomi_positions_test.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fails=0
check() {  # check NAME CONDITION...
    name=$1; shift
    if "$@"; then echo "ok   $name"; else echo "FAIL $name"; fails=$((fails + 1)); fi
}

sh "$script" --yomi "$yomi" --exclude yomi_only.tst "$srcdir_top/regression" \
    "$srcdir_top/engine/board/tests/sgf" > "$tmp/out" 2>&1
check "our suites and edge cases: the same positions as GNU Go" test $? = 0
cat "$tmp/out"
check "our suites: numbered and set-up loadsgf lines compared" \
    grep -Eq 'regression: positions compared: [0-9]{3,}, differing: 0' "$tmp/out"
check "edge cases compared" grep -Eq 'sgf: positions compared: [0-9]+, differing: 0' "$tmp/out"

sh "$script" --yomi "$yomi" "$srcdir_top/regression" > "$tmp/own" 2>&1
check "yomi_only.tst's deliberate differences found (exit 1)" test $? = 1
check "yomi_only.tst: the move onto a stone" grep -q '^> loadsgf sgf/bad_move.sgf => ?' "$tmp/own"
check "yomi_only.tst: AE applied" grep -q '^> loadsgf sgf/setup_ae.sgf 2 => = black | black = C5 D5 |' "$tmp/own"

sh "$script" --gnugo /nonexistent/gnugo --yomi "$yomi" "$srcdir_top/regression" > "$tmp/none" 2>&1
check "no GNU Go: exit 2" test $? = 2
check "no GNU Go: said so" grep -q 'no GNU Go at /nonexistent/gnugo' "$tmp/none"
sh "$script" --yomi "$yomi" "$tmp/missing" > "$tmp/missing.out" 2>&1
check "a missing folder: exit 1, named" sh -c "test $? = 1 && grep -q 'missing: no such directory' '$tmp/missing.out'"
exit $fails
