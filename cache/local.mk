# cache/: the unified reading cache (libyomi_cache), its tests and benchmarks.
# The policy simulators are in cache/sim/ (cache/sim/local.mk).
noinst_LTLIBRARIES += libyomi_cache.la
libyomi_cache_la_SOURCES = \
	cache/layout.cpp \
	cache/reading_cache.cpp \
	cache/persist.cpp \
	cache/trace.cpp \
	cache/memory.cpp \
	cache/entry.h \
	cache/memory.h \
	cache/table_impl.h
libyomi_cache_la_CXXFLAGS = $(YOMI_PART_CXXFLAGS) $(ZLIB_CFLAGS)
libyomi_cache_la_LIBADD = $(ZLIB_LIBS)

nobase_pkginclude_HEADERS += cache/reading_cache.h cache/trace.h
EXTRA_DIST += cache/DESIGN.md

GTEST_TESTS += cache/tests/reading_cache_test
cache_tests_reading_cache_test_SOURCES = cache/tests/reading_cache_test.cpp \
	cache/tests/persist_test.cpp cache/tests/persist_safety_test.cpp \
	cache/sim/tests/sim_test.cpp
cache_tests_reading_cache_test_CXXFLAGS = $(TEST_CXXFLAGS)
cache_tests_reading_cache_test_LDADD = $(CACHESIM_LIBS) $(TEST_LIBS)

# The concurrency stress test, built with ThreadSanitizer: the cache sources are
# compiled into it directly (a TSan binary can't link ASan or plain objects of
# the code under test).  Short in make check; `--ops 10000000` for the full run.
check_PROGRAMS += cache/tests/stress_test
TESTS += cache/tests/stress_test
cache_tests_stress_test_SOURCES = cache/tests/stress_test.cpp cache/layout.cpp \
	cache/reading_cache.cpp cache/persist.cpp cache/trace.cpp cache/memory.cpp
cache_tests_stress_test_CXXFLAGS = $(AM_CXXFLAGS) $(ZLIB_CFLAGS) -fsanitize=thread \
	-fno-sanitize=address,undefined -g -O1
cache_tests_stress_test_LDFLAGS = $(AM_LDFLAGS) -fsanitize=thread
cache_tests_stress_test_LDADD = $(ZLIB_LIBS)
# Linked without the user's LDFLAGS: --enable-sanitize puts AddressSanitizer
# there, which can't be combined with ThreadSanitizer.
cache_tests_stress_test_LINK = $(LIBTOOL) $(AM_V_lt) --tag=CXX $(AM_LIBTOOLFLAGS) \
	$(LIBTOOLFLAGS) --mode=link $(CXXLD) $(cache_tests_stress_test_CXXFLAGS) $(CXXFLAGS) \
	$(cache_tests_stress_test_LDFLAGS) -o $@

BENCHMARKS += cache/tests/cache_bench
cache_tests_cache_bench_SOURCES = cache/tests/cache_bench.cpp
cache_tests_cache_bench_CXXFLAGS = $(BENCH_CXXFLAGS)
cache_tests_cache_bench_LDADD = libyomi_cache.la $(BENCH_LIBS) $(ZLIB_LIBS)

