# engine/board/: board, types, Zobrist keys, SGF (libyomi_engine), their tests.
noinst_LTLIBRARIES += libyomi_engine.la
libyomi_engine_la_SOURCES = \
	engine/board/types.cpp \
	engine/board/board.cpp \
	engine/board/sgf.cpp
libyomi_engine_la_CPPFLAGS = $(AM_CPPFLAGS) $(ZLIB_CFLAGS)
libyomi_engine_la_CXXFLAGS = $(YOMI_PART_CXXFLAGS)
libyomi_engine_la_LIBADD = $(ZLIB_LIBS)
nobase_pkginclude_HEADERS += \
	engine/board/types.h \
	engine/board/board.h \
	engine/board/zobrist.h \
	engine/board/sgf.h

GTEST_TESTS += engine/board/tests/board_test
engine_board_tests_board_test_SOURCES = engine/board/tests/board_test.cpp engine/board/tests/diagram.cpp engine/board/tests/diagram.h
engine_board_tests_board_test_CXXFLAGS = $(TEST_CXXFLAGS)
engine_board_tests_board_test_LDADD = libyomi_engine.la $(TEST_LIBS)

BENCHMARKS += engine/board/tests/board_bench
engine_board_tests_board_bench_SOURCES = engine/board/tests/board_bench.cpp
engine_board_tests_board_bench_CXXFLAGS = $(BENCH_CXXFLAGS)
engine_board_tests_board_bench_LDADD = libyomi_engine.la $(BENCH_LIBS)

# SGF: parser/loader tests, the position-dump tool, the fuzz target's source.
GTEST_TESTS += engine/board/tests/sgf_test
engine_board_tests_sgf_test_SOURCES = engine/board/tests/sgf_test.cpp
engine_board_tests_sgf_test_CPPFLAGS = $(AM_CPPFLAGS) $(ZLIB_CFLAGS)
engine_board_tests_sgf_test_CXXFLAGS = $(TEST_CXXFLAGS)
engine_board_tests_sgf_test_LDADD = libyomi_engine.la $(ZLIB_LIBS) $(TEST_LIBS)

noinst_PROGRAMS += engine/board/tests/sgf_dump
engine_board_tests_sgf_dump_SOURCES = engine/board/tests/sgf_dump.cpp
engine_board_tests_sgf_dump_LDADD = libyomi_engine.la

EXTRA_DIST += engine/fuzz/sgf_fuzz.cpp \
	engine/board/tests/sgf/edge.tst $(wildcard $(srcdir)/engine/board/tests/sgf/*.sgf)
