#!/bin/sh
# check_positions.sh: compares the positions yomi and GNU Go load for every
# distinct `loadsgf FILE [ARG]` line of the regression suites (*.tst) in a
# directory: the colour to move and `list_stones black` / `list_stones white`.
#
# usage: check_positions.sh [--gnugo PATH] [--yomi "COMMAND"] [--keep DIR] SUITES_DIR
#   --gnugo  GNU Go binary (default /usr/games/gnugo), run as `--mode gtp --quiet`
#   --yomi   a command that answers loadsgf/list_stones on stdin like GTP:
#            engine/board/tests/sgf_dump (default) or "./yomi --mode gtp"
#   --keep   keep the command and answer files in DIR
# Both engines run once, in SUITES_DIR (loadsgf paths are relative to it), on
# the same command list.  Error answers compare as "?" (messages differ).
# Prints the number of positions compared and every difference; exits 1 when
# any position differs or an engine answered fewer commands than it was sent.
set -eu

gnugo=/usr/games/gnugo
yomi=
keep=
while [ $# -gt 1 ]; do
    case "$1" in
        --gnugo) gnugo=$2; shift 2 ;;
        --yomi) yomi=$2; shift 2 ;;
        --keep) keep=$2; shift 2 ;;
        *) break ;;
    esac
done
if [ $# -ne 1 ]; then
    echo "usage: $0 [--gnugo PATH] [--yomi COMMAND] [--keep DIR] SUITES_DIR" >&2
    exit 2
fi
suites=$1
here=$(pwd)
if [ -z "$yomi" ]; then
    yomi="$(dirname "$0")/../engine/board/tests/sgf_dump"
fi
# Make a relative program path absolute: the engines run inside $suites.
case "$yomi" in
    /*) ;;
    */*) yomi="$here/$yomi" ;;
esac
case "$gnugo" in
    /*) ;;
    */*) gnugo="$here/$gnugo" ;;
esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$suites"
# Unnumbered loadsgf lines, whitespace normalised, each position once.
cat ./*.tst | tr -d '\r' | awk '$1 == "loadsgf" { $1 = $1; print }' | sort -u > "$work/lines"
count=$(wc -l < "$work/lines")
if [ "$count" -eq 0 ]; then
    echo "no loadsgf lines in $suites/*.tst" >&2
    exit 2
fi
awk '{ print; print "list_stones black"; print "list_stones white" }' "$work/lines" \
    > "$work/commands"

# One answer per line: the first line of each GTP response, "?" for errors,
# trailing spaces removed.
answers() {
    awk 'BEGIN { RS = "" } { sub(/\n.*/, ""); sub(/[ \t]+$/, "");
         if ($0 ~ /^\?/) print "?"; else print }'
}
# Joins the three answers of each position with its loadsgf line.
join_answers() {
    awk -v lines="$work/lines" '{ a[NR % 3] = $0 }
         NR % 3 == 0 { getline l < lines; printf "%s => %s | black %s | white %s\n", l, a[1], a[2], a[0] }'
}

"$gnugo" --mode gtp --quiet < "$work/commands" 2> "$work/gnugo.err" | answers > "$work/gnugo.raw" || true
sh -c "$yomi" < "$work/commands" 2> "$work/yomi.err" | answers > "$work/yomi.raw" || true

status=0
expected=$((count * 3))
for engine in gnugo yomi; do
    got=$(wc -l < "$work/$engine.raw")
    if [ "$got" -ne "$expected" ]; then
        echo "$engine answered $got of $expected commands (crash?); stderr:" >&2
        tail -5 "$work/$engine.err" >&2
        status=1
    fi
    join_answers < "$work/$engine.raw" > "$work/$engine.txt"
done

if ! diff "$work/gnugo.txt" "$work/yomi.txt" > "$work/diff"; then
    status=1
fi
differ=$(grep -c '^<' "$work/diff" || true)
echo "positions compared: $count, differing: $differ"
if [ "$differ" -gt 0 ]; then
    cat "$work/diff"
fi
if [ -n "$keep" ]; then
    case "$keep" in /*) dest=$keep ;; *) dest="$here/$keep" ;; esac
    mkdir -p "$dest"
    cp "$work"/* "$dest"/
fi
exit $status
