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
