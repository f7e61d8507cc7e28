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

# End of input without quit, last line without a newline.
out=$(printf '1 protocol_version' | "$yomi")
[ "$out" = "=1 2" ] || fail "EOF without quit: $out"
echo "yomi_cli: ok"
