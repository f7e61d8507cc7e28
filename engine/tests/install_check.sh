#!/bin/sh
# Installs yomi into a scratch DESTDIR, then builds and runs the README's
# library example against the installed copy through pkg-config, exactly as a
# program linking yomi would.  The example is cut from README between the
# "begin library example" / "end library example" marker lines, so the README
# cannot drift from what works.
set -e
: "${top_builddir:?}" "${top_srcdir:?}"
MAKE=${MAKE:-make}
CXX=${CXX:-g++}
scratch=$(mktemp -d "${TMPDIR:-/tmp}/yomi-install.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

$MAKE -s -C "$top_builddir" install DESTDIR="$scratch/root" >"$scratch/install.log" 2>&1 || {
    cat "$scratch/install.log"; echo "install_check: make install failed" >&2; exit 1; }

pcdir=$(find "$scratch/root" -name yomi.pc -printf '%h\n' | head -n 1)
[ -n "$pcdir" ] || { echo "install_check: yomi.pc was not installed" >&2; exit 1; }
[ -n "$(find "$scratch/root" -path '*include/yomi/yomi.h')" ] || {
    echo "install_check: include/yomi/yomi.h was not installed" >&2; exit 1; }

sed -n '/^---8<--- begin library example/,/^--->8--- end library example/p' \
    "$top_srcdir/README" | sed '1d;$d' >"$scratch/example.cpp"
[ -s "$scratch/example.cpp" ] || { echo "install_check: no example in README" >&2; exit 1; }

export PKG_CONFIG_PATH="$pcdir"
export PKG_CONFIG_SYSROOT_DIR="$scratch/root"
cflags=$(pkg-config --cflags yomi)
libs=$(pkg-config --libs --static yomi)
echo "pkg-config: $cflags $libs"
# BUILD_FLAGS: this build's own flags (a sanitizer build's library needs its
# runtime in the example too).
$CXX -std=c++20 ${BUILD_FLAGS:-} $cflags "$scratch/example.cpp" -o "$scratch/example" $libs
"$scratch/example" >"$scratch/out.txt"
cat "$scratch/out.txt"
[ -s "$scratch/out.txt" ] || { echo "install_check: example printed nothing" >&2; exit 1; }
echo "install_check: README library example built and ran against the installed yomi"
