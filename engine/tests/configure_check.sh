#!/bin/sh
# configure works on a machine without GoogleTest and Google Benchmark: it is
# run in a scratch build directory with a pkg-config that knows only what yomi
# requires (zlib, nlohmann-json).  It must succeed, say what it skips, and
# leave no program that needs GoogleTest or Google Benchmark in what make and
# make check build.
set -e
: "${top_srcdir:?}"
CXX=${CXX:-g++}
MAKE=${MAKE:-make}
scratch=$(mktemp -d "${TMPDIR:-/tmp}/yomi-configure.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
fail() { echo "configure_check: $*" >&2; exit 1; }

# A source tree of links to the real one, without its config.status (configure
# refuses a build beside a source tree that is configured in place).
mkdir "$scratch/src" "$scratch/build" "$scratch/pkgconfig"
for f in $(ls -A "$top_srcdir"); do
    case $f in config.status|config.log|Makefile|libtool|yomi.pc) continue ;; esac
    ln -s "$top_srcdir/$f" "$scratch/src/$f"
done
# A pkg-config search path with the required packages only.
for pkg in zlib nlohmann_json; do
    pc=$(pkg-config --variable=pcfiledir $pkg)/$pkg.pc
    [ -f "$pc" ] || fail "no $pkg.pc found"
    ln -s "$pc" "$scratch/pkgconfig/$pkg.pc"
done
PKG_CONFIG_LIBDIR="$scratch/pkgconfig" PKG_CONFIG_PATH= pkg-config --exists gtest_main &&
    fail "the scratch pkg-config path still finds GoogleTest"

cd "$scratch/build"
PKG_CONFIG_LIBDIR="$scratch/pkgconfig" PKG_CONFIG_PATH= \
    ../src/configure -q CXX="$CXX" >configure.out 2>&1 || {
    tail -n 20 configure.out; fail "configure failed without GoogleTest and Google Benchmark"; }
grep 'not used' configure.out
grep -q 'GoogleTest not used: make check skips the GoogleTest programs' configure.out ||
    fail "configure did not say that the GoogleTest programs are skipped"
grep -q 'Google Benchmark not used' configure.out ||
    fail "configure did not say that the benchmarks are skipped"

# The programs make and make check would build, and their sources.
cat >"$scratch/list.mk" <<'MK'
canon = $(subst -,_,$(subst .,_,$(subst /,_,$(1))))
list-programs:
	@for p in $(bin_PROGRAMS) $(noinst_PROGRAMS) $(check_PROGRAMS); do echo "program $$p"; done
	@for s in $(foreach p,$(bin_PROGRAMS) $(noinst_PROGRAMS) $(check_PROGRAMS),\
	  $($(call canon,$(p))_SOURCES)); do echo "source $$s"; done
	@for t in $(TESTS); do echo "test $$t"; done
MK
$MAKE -s -f Makefile -f "$scratch/list.mk" list-programs >programs.txt ||
    fail "could not list the programs of the scratch build"
grep -q '^program yomi$' programs.txt || fail "no yomi program in the scratch build"
grep -q '^test engine/tests/gtest_skipped.sh$' programs.txt ||
    fail "make check would not report the GoogleTest programs as skipped"
needs=""
for s in $(sed -n 's/^source //p' programs.txt); do
    case $s in *.cpp) ;; *) continue ;; esac
    if grep -Eq '#include <(gtest/gtest|benchmark/benchmark)\.h>' "$top_srcdir/$s"; then
        needs="$needs $s"
    fi
done
[ -z "$needs" ] ||
    fail "without GoogleTest/Google Benchmark make or make check would still build:$needs"
echo "configure_check: configure without GoogleTest and Google Benchmark works;" \
    "$(grep -c '^program ' programs.txt) programs, none needs them"
