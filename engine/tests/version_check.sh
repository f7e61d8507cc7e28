#!/bin/sh
# yomi --version and yomi-regress --version name the version, the copyright
# holder and the licence, and the LICENSE file beside the sources is that
# licence.
set -e
: "${top_builddir:?}" "${top_srcdir:?}"
status=0
fail() { echo "version_check: $*" >&2; status=1; }

grep -q '^MIT License$' "$top_srcdir/LICENSE" || fail "LICENSE is not the MIT licence"
grep -q '^Copyright (c) 2026 the yomi authors$' "$top_srcdir/LICENSE" ||
    fail "LICENSE does not name the yomi authors"
version=$(sed -n 's/^Version: *//p' "$top_builddir/yomi.pc")
for prog in yomi yomi-regress; do
    out=$("$top_builddir/$prog" --version) || { fail "$prog --version failed"; continue; }
    printf '%s\n' "$out"
    printf '%s\n' "$out" | head -n 1 | grep -qx "$prog $version" ||
        fail "$prog --version: first line is not '$prog $version'"
    printf '%s\n' "$out" | grep -q 'License: MIT' || fail "$prog --version names no licence"
    printf '%s\n' "$out" | grep -q 'Copyright (C) 2026 the yomi authors' ||
        fail "$prog --version names no copyright holder"
done
exit $status
