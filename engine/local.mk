# engine/: board, Zobrist keys, SGF (libyomi_engine); the yomi binary's main.
noinst_LTLIBRARIES += libyomi_engine.la
libyomi_engine_la_SOURCES = \
	engine/types.cpp \
	engine/board.cpp \
	engine/sgf.cpp
libyomi_engine_la_CPPFLAGS = $(AM_CPPFLAGS) $(ZLIB_CFLAGS)
libyomi_engine_la_LIBADD = $(ZLIB_LIBS)
nobase_pkginclude_HEADERS += \
	engine/types.h \
	engine/board.h \
	engine/zobrist.h \
	engine/sgf.h

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

# SGF: parser/loader tests, the position-dump tool, the fuzz target's source.
check_PROGRAMS += engine/tests/sgf_test
TESTS += engine/tests/sgf_test
engine_tests_sgf_test_SOURCES = engine/tests/sgf_test.cpp
engine_tests_sgf_test_CPPFLAGS = $(AM_CPPFLAGS) $(ZLIB_CFLAGS)
engine_tests_sgf_test_CXXFLAGS = $(TEST_CXXFLAGS)
engine_tests_sgf_test_LDADD = libyomi_engine.la $(ZLIB_LIBS) $(TEST_LIBS)

noinst_PROGRAMS += engine/tests/sgf_dump
engine_tests_sgf_dump_SOURCES = engine/tests/sgf_dump.cpp
engine_tests_sgf_dump_LDADD = libyomi_engine.la

EXTRA_DIST += engine/fuzz/sgf_fuzz.cpp regression/check_positions.sh \
	engine/tests/sgf/edge.tst $(wildcard $(srcdir)/engine/tests/sgf/*.sgf)

# make check-positions: yomi's loadsgf positions against GNU Go's on every
# distinct loadsgf line of the suites, then on our own edge cases
# (engine/tests/sgf/edge.tst).  Override with
#   make check-positions POSITIONS_SUITES=dir POSITIONS_YOMI="$PWD/engine/tests/sgf_dump"
POSITIONS_SUITES = $(abs_top_srcdir)/../shared/gnugo-regression
POSITIONS_GNUGO = /usr/games/gnugo
POSITIONS_YOMI =
check-positions: yomi$(EXEEXT) engine/tests/sgf_dump$(EXEEXT)
	yomi='$(POSITIONS_YOMI)'; test -n "$$yomi" || yomi='$(abs_top_builddir)/yomi --mode gtp'; \
	$(SHELL) $(srcdir)/regression/check_positions.sh --gnugo '$(POSITIONS_GNUGO)' --yomi "$$yomi" \
	    '$(POSITIONS_SUITES)' && \
	$(SHELL) $(srcdir)/regression/check_positions.sh --gnugo '$(POSITIONS_GNUGO)' --yomi "$$yomi" \
	    '$(srcdir)/engine/tests/sgf'
.PHONY: check-positions
