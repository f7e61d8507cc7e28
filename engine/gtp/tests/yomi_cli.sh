#!/bin/sh
# The yomi binary's command line: options, exit codes, GTP on stdin/stdout.
# Run from the build directory (make check).
yomi=${YOMI:-./yomi}
fail() { echo "yomi_cli: $*" >&2; exit 1; }

"$yomi" --help | grep -q -- '--mode gtp' || fail "--help does not describe --mode"
"$yomi" --version | grep -q '^yomi [0-9]' || fail "--version"
for bad in "--mode foo" "--bogus" "--cache-size" "--cache-size -1" "--cache-size x" "--cache-size nan" \
           "--help=1" "extra"; do
    # shellcheck disable=SC2086
    "$yomi" $bad </dev/null >/dev/null 2>err.$$ && fail "'$bad' accepted"
    # shellcheck disable=SC2086
    "$yomi" $bad </dev/null >/dev/null 2>&1; rc=$?
    [ "$rc" -eq 2 ] || fail "'$bad' exit code $rc, not 2"
    grep -q '^yomi: ' err.$$ || fail "'$bad' gives no message"
done
rm -f err.$$

out=$(printf '1 name\r\n# comment\n\n2 boardsize 7\n3 play b d4\n4 list_stones black\n5 quit\n6 name\n' |
      "$yomi" --mode gtp --quiet --cache-size 16 --cache-file=/nonexistent/x)
expected=$(printf '=1 yomi\n\n=2 \n\n=3 \n\n=4 D4\n\n=5 ')
[ "$out" = "$expected" ] || fail "GTP session output: $out"

# --cache-size 0 is no cache at all: reading still works.
out=$(printf '1 boardsize 5\n2 play b c3\n3 attack c3\n4 quit\n' | "$yomi" --cache-size 0)
[ "$out" = "$(printf '=1 \n\n=2 \n\n=3 0\n\n=4 ')" ] || fail "--cache-size 0 session: $out"

# --cache-file through the binary: the quit of one session saves what a
# second session answers from (loadsgf does not clear the cache).
dir=$(mktemp -d) || fail "mktemp"
trap 'rm -rf "$dir"' EXIT
printf '(;SZ[9]AB[dd][ed][cc]AW[de][ee][cd][fd];B[fe])' > "$dir/pos.sgf"
session="1 loadsgf $dir/pos.sgf\n2 reset_reading_node_counter\n3 attack E5\n4 get_reading_node_counter\n5 quit\n"
first=$(printf "$session" | "$yomi" --cache-file "$dir/cache.gz") || fail "first session"
[ -f "$dir/cache.gz" ] || fail "quit saved no cache file"
second=$(printf "$session" | "$yomi" --cache-file "$dir/cache.gz") || fail "second session"
nodes1=$(printf '%s\n' "$first" | sed -n 's/^=4 //p')
nodes2=$(printf '%s\n' "$second" | sed -n 's/^=4 //p')
[ "$(printf '%s\n' "$first" | grep '^=3')" = "$(printf '%s\n' "$second" | grep '^=3')" ] ||
    fail "the second session answers differently: $second"
[ "$nodes1" -gt 1000 ] && [ "$nodes2" -lt 100 ] ||
    fail "the second session read again ($nodes1 then $nodes2 nodes)"
# No table: the file is neither read nor written, and stderr says so.
cp "$dir/cache.gz" "$dir/before.gz"
printf "$session" | "$yomi" --cache-size 0 --cache-file "$dir/cache.gz" >/dev/null 2>"$dir/err" ||
    fail "--cache-size 0 --cache-file session"
grep -q 'the reading cache is off' "$dir/err" || fail "no word that the cache is off"
cmp -s "$dir/cache.gz" "$dir/before.gz" || fail "--cache-size 0 changed the cache file"
# A file refused at start is kept as it is.
echo garbage > "$dir/bad.gz"
printf "$session" | "$yomi" --cache-file "$dir/bad.gz" >/dev/null 2>"$dir/err" ||
    fail "session with a bad cache file"
grep -q 'kept as it is' "$dir/err" || fail "no word that the bad file is kept"
[ "$(cat "$dir/bad.gz")" = garbage ] || fail "a refused cache file was overwritten at quit"
# A FIFO as --cache-file is refused at once (no writer would ever come).
if mkfifo "$dir/fifo" 2>/dev/null && command -v timeout >/dev/null; then
    timeout 20 "$yomi" --cache-file "$dir/fifo" </dev/null >/dev/null 2>"$dir/err"
    rc=$?
    [ "$rc" -ne 124 ] || fail "--cache-file FIFO blocked"
    grep -q 'not a regular file' "$dir/err" || fail "--cache-file FIFO: $(cat "$dir/err")"
fi
# getopt_long: "--opt=value" as well as "--opt value", abbreviations, and a
# clear message naming a bad option.
for good in "--cache-size=4" "--cache-size 4" "--threads=2" "--threads 1" "--cache-s=4" \
            "--mode=gtp" "--cache-policy=gnugo"; do
    # shellcheck disable=SC2086
    out=$(printf '1 name\n' | "$yomi" $good 2>&1) || fail "'$good' refused: $out"
    [ "$out" = "=1 yomi" ] || fail "'$good' session: $out"
done
check_message() {  # options, expected message on stderr
    # shellcheck disable=SC2086
    msg=$("$yomi" $1 </dev/null 2>&1 >/dev/null); rc=$?
    [ "$rc" -eq 2 ] || fail "'$1' exit code $rc, not 2"
    case "$msg" in "yomi: $2"*) ;; *) fail "'$1' message: $msg" ;; esac
}
check_message "--bogus" "unknown option '--bogus'"
check_message "--bogus=3" "unknown option '--bogus'"
check_message "-x" "unknown option '-x'"
check_message "--cache" "ambiguous option '--cache'"
check_message "--cache-size" "option '--cache-size' needs a value"
check_message "--quiet=yes" "option '--quiet' takes no value"
check_message "--cache-size=-1" "--cache-size needs a number of MB (0 or more), not '-1'"
check_message "--threads=0" "--threads needs a number from 1 to 256, not '0'"
check_message "--threads two" "--threads needs a number from 1 to 256, not 'two'"
check_message "gtp" "unexpected argument 'gtp'"

# An SGF file whose last ')' is missing loads, with a warning on stderr
# (none with --quiet).
sgf=truncated.$$.sgf
printf '(;GM[1]SZ[9];B[cc];W[gg];B[cg]\n' >"$sgf"
out=$(printf '1 loadsgf %s\n2 list_stones black\n' "$sgf" | "$yomi" 2>err.$$)
[ "$out" = "$(printf '=1 white\n\n=2 C7 C3')" ] || fail "truncated SGF session: $out"
grep -q "^yomi: $sgf:1:1: game tree not closed" err.$$ || fail "no truncated SGF warning: $(cat err.$$)"
printf '1 loadsgf %s\n' "$sgf" | "$yomi" --quiet 2>err.$$ >/dev/null
[ -s err.$$ ] && fail "--quiet still warns: $(cat err.$$)"
rm -f "$sgf" err.$$

# End of input without quit, last line without a newline.
out=$(printf '1 protocol_version' | "$yomi")
[ "$out" = "=1 2" ] || fail "EOF without quit: $out"
echo "yomi_cli: ok"
