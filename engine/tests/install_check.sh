#!/bin/sh
# Installs yomi into a scratch DESTDIR and uses it as a program linking yomi
# would:
#  - the library: libyomi.so with a versioned SONAME that names libstdc++ and
#    zlib as its own dependencies, and libyomi.a;
#  - the README's example and the README's build line, both cut from README
#    (the example between the "begin/end library example" marker lines, the
#    line as the one README line that starts with "g++ example.cpp"), so that
#    README cannot drift from what works.  The line is run as written, in a
#    folder holding example.cpp; the program it makes must print what README
#    says it prints.  Only the test sets PKG_CONFIG_PATH and
#    PKG_CONFIG_SYSROOT_DIR (to find the scratch copy) and LD_LIBRARY_PATH (to
#    run against the scratch libyomi.so; an installed yomi needs neither);
#  - every installed header compiles on its own with pkg-config's flags only;
#  - a program with its own engine/, cache/ and reading/ headers on its include
#    path still builds the example (the installed headers include <yomi/...>);
#  - LICENSE and (when help2man was found) the man pages are installed.
set -e
: "${top_builddir:?}" "${top_srcdir:?}"
MAKE=${MAKE:-make}
scratch=$(mktemp -d "${TMPDIR:-/tmp}/yomi-install.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
fail() { echo "install_check: $*" >&2; exit 1; }

$MAKE -s -C "$top_builddir" install DESTDIR="$scratch/root" >"$scratch/install.log" 2>&1 || {
    cat "$scratch/install.log"; fail "make install failed"; }
root=$scratch/root

# The library, shared and static.
lib=$(find "$root" -name 'libyomi.so.*.*' -type f | head -n 1)
[ -n "$lib" ] || fail "no shared libyomi.so.N.N.N was installed"
libdir=$(dirname "$lib")
[ -f "$libdir/libyomi.a" ] || fail "no static libyomi.a was installed"
[ -L "$libdir/libyomi.so" ] || fail "no libyomi.so link to link against"
soname=$(readelf -d "$lib" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
echo "$soname" | grep -Eqx 'libyomi\.so\.[0-9]+' || fail "SONAME '$soname' is not libyomi.so.N"
[ -e "$libdir/$soname" ] || fail "no $soname link"
needed=$(readelf -d "$lib" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')
for dep in libstdc++.so libz.so; do
    case " $needed" in *" $dep"*) ;; *) fail "$soname does not name $dep (NEEDED: $needed)" ;; esac
done
echo "install_check: $soname, NEEDED: $needed; libyomi.a"

pcdir=$(find "$root" -name yomi.pc -printf '%h\n' | head -n 1)
[ -n "$pcdir" ] || fail "yomi.pc was not installed"
incdir=$(find "$root" -path '*/include/yomi/yomi.h' -printf '%h\n' | head -n 1)
[ -n "$incdir" ] || fail "include/yomi/yomi.h was not installed"
export PKG_CONFIG_PATH="$pcdir"
export PKG_CONFIG_SYSROOT_DIR="$root"

# The README's example, build line and output.
mkdir "$scratch/work"
sed -n '/^---8<--- begin library example/,/^--->8--- end library example/p' \
    "$top_srcdir/README" | sed '1d;$d' >"$scratch/work/example.cpp"
[ -s "$scratch/work/example.cpp" ] || fail "no example in README"
line=$(sed -n 's/^ *\(g++ example\.cpp .*\)$/\1/p' "$top_srcdir/README")
[ "$(printf '%s\n' "$line" | grep -c .)" = 1 ] ||
    fail "README must hold exactly one build line starting with 'g++ example.cpp'"
expected=$(sed -n 's/.*it prints `\([^`]*\)`.*/\1/p' "$top_srcdir/README")
[ -n "$expected" ] || fail "README does not say what the example prints (it prints \`...\`)"
# A sanitizer build's library needs the sanitizer runtime in the program too.
extra=
case " ${BUILD_FLAGS:-} " in *-fsanitize=*)
    extra=$(printf '%s\n' "$BUILD_FLAGS" | tr ' ' '\n' | grep -- '^-fsanitize=' | sort -u | tr '\n' ' ')
    echo "install_check: sanitizer build: adding $extra to the README's line" ;;
esac
echo "install_check: (cd work && $line $extra)"
(cd "$scratch/work" && eval "$line $extra") || fail "the README's build line failed"
[ -x "$scratch/work/a.out" ] || fail "the README's build line made no a.out"
readelf -d "$scratch/work/a.out" | grep -q "NEEDED.*\[$soname\]" ||
    fail "a.out is not linked against the shared $soname"
LD_LIBRARY_PATH="$libdir" ldd "$scratch/work/a.out" | grep -q "$soname => $libdir/" ||
    fail "a.out does not load the installed $soname"
out=$(cd "$scratch/work" && LD_LIBRARY_PATH="$libdir" ./a.out) || fail "the example failed"
echo "install_check: a.out printed: $out"
[ "$out" = "$expected" ] || fail "the example printed '$out', README says '$expected'"

# README's static line (not in a sanitizer build: no static sanitizer runtime).
static_line=$(sed -n 's/^ *\(g++ -static example\.cpp .*\)$/\1/p' "$top_srcdir/README")
[ "$(printf '%s\n' "$static_line" | grep -c .)" = 1 ] ||
    fail "README must hold exactly one line starting with 'g++ -static example.cpp'"
if [ -z "$extra" ]; then
    rm -f "$scratch/work/a.out"
    echo "install_check: (cd work && $static_line)"
    (cd "$scratch/work" && eval "$static_line") || fail "the README's static line failed"
    readelf -d "$scratch/work/a.out" | grep -q NEEDED && fail "the static a.out needs shared libraries"
    out=$(cd "$scratch/work" && ./a.out) || fail "the static example failed"
    [ "$out" = "$expected" ] || fail "the static example printed '$out', README says '$expected'"
    echo "install_check: the static a.out printed: $out"
fi

# Every installed header on its own, with pkg-config's flags only.
cflags=$(pkg-config --cflags yomi)
headers=$(cd "$incdir" && find . -name '*.h' | sed 's|^\./||' | sort)
[ -n "$headers" ] || fail "no headers installed"
for h in $headers; do
    printf '#include <yomi/%s>\n' "$h" >"$scratch/header.cpp"
    eval "g++ $cflags -fsyntax-only $scratch/header.cpp" || fail "<yomi/$h> does not compile alone"
done
echo "install_check:" $(printf '%s\n' "$headers" | grep -c .) "installed headers compile alone"

# A program with headers of its own at the same paths (and base names): any
# installed header that reached them instead of its <yomi/...> neighbour
# would stop the build.
for h in $headers; do
    for shadow in "$h" "$(basename "$h")"; do
        mkdir -p "$scratch/own/$(dirname "$shadow")"
        printf '#error "the program'"'"'s own %s was included instead of <yomi/%s>"\n' \
            "$shadow" "$h" >"$scratch/own/$shadow"
    done
done
(cd "$scratch/work" && eval "g++ -I$scratch/own -c example.cpp $cflags -o own.o") ||
    fail "the example does not build beside a program's own engine/ and cache/ headers"
echo "install_check: the example builds with a program's own engine/, cache/, reading/ headers"

# The licence and the man pages.
[ -n "$(find "$root" -path '*/doc/yomi/LICENSE')" ] || fail "LICENSE was not installed"
if [ -n "${HELP2MAN:-}" ]; then
    for prog in yomi yomi-regress; do
        man=$(find "$root" -path "*/man/man1/$prog.1" | head -n 1)
        [ -n "$man" ] || fail "man1/$prog.1 was not installed"
        grep -q 'MIT' "$man" || fail "man1/$prog.1 does not name the licence"
    done
    echo "install_check: man pages yomi.1 and yomi-regress.1 installed"
else
    echo "install_check: no help2man at configure time: man pages not checked"
fi
echo "install_check: README's line built README's example against the installed yomi, and it ran"
