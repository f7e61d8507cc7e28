# engine/: board, Zobrist keys, SGF (libyomi_engine); the yomi binary's main.
noinst_LTLIBRARIES += libyomi_engine.la
libyomi_engine_la_SOURCES = \
	engine/types.cpp \
	engine/board.cpp
nobase_pkginclude_HEADERS += \
	engine/types.h \
	engine/board.h \
	engine/zobrist.h

check_PROGRAMS += engine/tests/board_test
TESTS += engine/tests/board_test
engine_tests_board_test_SOURCES = engine/tests/board_test.cpp engine/tests/diagram.cpp engine/tests/diagram.h
engine_tests_board_test_CXXFLAGS = $(TEST_CXXFLAGS)
engine_tests_board_test_LDADD = libyomi_engine.la $(TEST_LIBS)

noinst_PROGRAMS += engine/tests/board_bench
BENCHMARKS += engine/tests/board_bench
engine_tests_board_bench_SOURCES = engine/tests/board_bench.cpp
engine_tests_board_bench_CXXFLAGS = $(BENCH_CXXFLAGS)
engine_tests_board_bench_LDADD = libyomi_engine.la $(BENCH_LIBS)

# The README's library example, built against an installed copy via pkg-config.
TESTS += engine/tests/install_check.sh
EXTRA_DIST += engine/tests/install_check.sh
