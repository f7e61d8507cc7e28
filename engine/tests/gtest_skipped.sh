#!/bin/sh
# In make check only when configure found no GoogleTest (or was given
# --without-gtest): says which GoogleTest programs were not built and run, and
# counts as a skipped test in the summary.
echo "gtest_skipped: configure found no GoogleTest (Debian: libgtest-dev) or was given"
echo "--without-gtest, so make check skips these GoogleTest programs: ${GTEST_TESTS:-?}"
echo "(install GoogleTest and run configure again to run them)"
exit 77
