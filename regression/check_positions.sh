#!/bin/sh
# check_positions.sh: compares the positions yomi and GNU Go load for every
# distinct loadsgf line (`loadsgf FILE [ARG]`, numbered or not) of the
# regression suites (*.tst) in one or more directories: the colour to move
# and `list_stones black` / `list_stones white`.
#
# usage: check_positions.sh [--gnugo PATH] [--yomi "COMMAND"] [--exclude NAME.tst]...
#                           [--keep DIR] SUITES_DIR...
#   --gnugo    GNU Go binary (default /usr/games/gnugo), run as `--mode gtp --quiet`
#   --yomi     a command that answers loadsgf/list_stones on stdin like GTP:
#              engine/board/tests/sgf_dump (default) or "./yomi --mode gtp"
#   --exclude  skip the suite NAME.tst (e.g. yomi_only.tst, our deliberate
#              differences from GNU Go); may be repeated
#   --keep     keep the command and answer files in DIR (one subfolder per SUITES_DIR)
# Both engines run once per directory, in it (loadsgf paths are relative to
# it), on the same command list.  Error answers compare as "?" (messages differ).
# Prints, per directory, the number of positions compared and every
# difference; exits 1 when any position differs or an engine answered fewer
# commands than it was sent, 2 on bad usage or a missing GNU Go.
set -eu

gnugo=/usr/games/gnugo
yomi=
keep=
exclude=" "
while [ $# -gt 1 ]; do
    case "$1" in
        --gnugo) gnugo=$2; shift 2 ;;
        --yomi) yomi=$2; shift 2 ;;
        --exclude) exclude="$exclude$2 "; shift 2 ;;
        --keep) keep=$2; shift 2 ;;
        *) break ;;
    esac
done
if [ $# -lt 1 ]; then
    echo "usage: $0 [--gnugo PATH] [--yomi COMMAND] [--exclude NAME.tst]... [--keep DIR] SUITES_DIR..." >&2
    exit 2
fi
here=$(pwd)
if [ -z "$yomi" ]; then
    yomi="$(dirname "$0")/../engine/board/tests/sgf_dump"
fi
# Make a relative program path absolute: the engines run inside each directory.
case "$yomi" in
    /*) ;;
    */*) yomi="$here/$yomi" ;;
esac
case "$gnugo" in
    /*) ;;
    */*) gnugo="$here/$gnugo" ;;
esac
if ! command -v "$gnugo" > /dev/null 2>&1; then
    echo "check_positions: no GNU Go at $gnugo (install gnugo, or give --gnugo PATH)" >&2
    exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One answer per line: the first line of each GTP response, "?" for errors,
# trailing spaces removed.
answers() {
    awk 'BEGIN { RS = "" } { sub(/\n.*/, ""); sub(/[ \t]+$/, "");
         if ($0 ~ /^\?/) print "?"; else print }'
}
# Joins the three answers of each position with its loadsgf line.
join_answers() {
    awk -v lines="$1" '{ a[NR % 3] = $0 }
         NR % 3 == 0 { getline l < lines; printf "%s => %s | black %s | white %s\n", l, a[1], a[2], a[0] }'
}

# compare_dir DIR OUT: compares the positions of DIR's suites, files in OUT.
compare_dir() {
    dir=$1
    out=$2
    mkdir -p "$out"
    (
        cd "$dir"
        for f in ./*.tst; do
            [ -f "$f" ] || continue
            case "$exclude" in *" $(basename "$f") "*) continue ;; esac
            cat "$f"
        done
    ) | tr -d '\r' | awk '$1 == "loadsgf" { $1 = $1; print }
                          $1 ~ /^[0-9]+$/ && $2 == "loadsgf" { $1 = ""; $0 = $0; $1 = $1; print }' \
      | sed 's/[ \t]*#.*//' | sort -u > "$out/lines"
    count=$(wc -l < "$out/lines")
    if [ "$count" -eq 0 ]; then
        echo "$dir: no loadsgf lines in its suites" >&2
        return 1
    fi
    awk '{ print; print "list_stones black"; print "list_stones white" }' "$out/lines" \
        > "$out/commands"
    (cd "$dir" && "$gnugo" --mode gtp --quiet < "$out/commands" 2> "$out/gnugo.err") \
        | answers > "$out/gnugo.raw" || true
    (cd "$dir" && sh -c "$yomi" < "$out/commands" 2> "$out/yomi.err") \
        | answers > "$out/yomi.raw" || true
    result=0
    expected=$((count * 3))
    for engine in gnugo yomi; do
        got=$(wc -l < "$out/$engine.raw")
        if [ "$got" -ne "$expected" ]; then
            echo "$dir: $engine answered $got of $expected commands (crash?); stderr:" >&2
            tail -5 "$out/$engine.err" >&2
            result=1
        fi
        join_answers "$out/lines" < "$out/$engine.raw" > "$out/$engine.txt"
    done
    if ! diff "$out/gnugo.txt" "$out/yomi.txt" > "$out/diff"; then
        result=1
    fi
    differ=$(grep -c '^<' "$out/diff" || true)
    echo "$dir: positions compared: $count, differing: $differ"
    if [ "$differ" -gt 0 ]; then
        cat "$out/diff"
    fi
    return $result
}

status=0
n=0
for dir in "$@"; do
    n=$((n + 1))
    if [ ! -d "$dir" ]; then
        echo "check_positions: $dir: no such directory" >&2
        status=1
        continue
    fi
    compare_dir "$dir" "$work/$n" || status=1
done
if [ -n "$keep" ]; then
    case "$keep" in /*) dest=$keep ;; *) dest="$here/$keep" ;; esac
    mkdir -p "$dest"
    cp -r "$work"/* "$dest"/
fi
exit $status
