# engine/gtp/: the GTP engine (libyomi_gtp, not part of the installed
# libyomi), the yomi binary and its main, its tests and the fuzzing rule.
noinst_LTLIBRARIES += libyomi_gtp.la
libyomi_gtp_la_SOURCES = \
	engine/gtp/gtp.cpp \
	engine/gtp/gtp.h \
	engine/gtp/session.h \
	engine/gtp/commands.cpp \
	engine/gtp/commands.h \
	engine/gtp/admin_commands.cpp \
	engine/gtp/board_commands.cpp \
	engine/gtp/cache_commands.cpp \
	engine/gtp/cache_commands.h \
	engine/gtp/reading_commands.cpp \
	engine/gtp/read_answers.h \
	engine/gtp/owl_commands.cpp \
	engine/gtp/proof_commands.cpp \
	engine/gtp/status_commands.cpp \
	engine/gtp/analysis_commands.cpp
libyomi_gtp_la_CXXFLAGS = $(YOMI_PART_CXXFLAGS)

# The libraries every GTP program links (the GTP layer sits on top of all):
# the convenience libraries, so that yomi and the tests are linked statically
# (no libyomi.so to find at run time, no libtool wrapper scripts).
YOMI_GTP_LIBS = libyomi_gtp.la $(YOMI_LIB_PARTS) $(ZLIB_LIBS)

bin_PROGRAMS += yomi
yomi_SOURCES = engine/gtp/main.cpp
yomi_LDADD = $(YOMI_GTP_LIBS)

GTEST_TESTS += engine/gtp/tests/gtp_test
engine_gtp_tests_gtp_test_SOURCES = engine/gtp/tests/gtp_test.cpp
engine_gtp_tests_gtp_test_CXXFLAGS = $(TEST_CXXFLAGS)
engine_gtp_tests_gtp_test_LDADD = $(YOMI_GTP_LIBS) $(TEST_LIBS)

# yomi's board commands against GNU Go on random scripts (SKIP without gnugo).
TESTS += engine/gtp/tests/gnugo_diff.py engine/gtp/tests/yomi_cli.sh
EXTRA_DIST += engine/gtp/tests/gnugo_diff.py engine/gtp/tests/yomi_cli.sh

# make fuzz: build every engine/fuzz/*_fuzz.cpp as a libFuzzer target with
# $(FUZZ_CXX) (clang++), compiling the library sources directly with the
# sanitizers, then run each for FUZZ_SECONDS.  Objects and corpora go to
# fuzz/ (git-ignored).  Seeds: engine/fuzz/seeds/<target>/, dictionary:
# engine/fuzz/<target>.dict, each used when it exists.  FUZZ_ARGS: extra
# libFuzzer flags.
FUZZ_SECONDS = 60
FUZZ_DIR = fuzz
FUZZ_SANITIZE = -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_FLAGS = -std=c++20 -g -O1 -fno-omit-frame-pointer -I$(top_builddir)/include $(ZLIB_CFLAGS) $(DEFS)
FUZZ_LIB_SRCS = $(filter %.cpp,$(libyomi_engine_la_SOURCES) $(libyomi_gtp_la_SOURCES) \
	$(libyomi_cache_la_SOURCES) $(libyomi_reading_la_SOURCES))
FUZZ_LIB_OBJECTS = $(patsubst %.cpp,$(FUZZ_DIR)/%.o,$(FUZZ_LIB_SRCS))
FUZZ_HDRS = $(wildcard $(srcdir)/engine/board/*.h $(srcdir)/engine/gtp/*.h $(srcdir)/cache/*.h \
	$(srcdir)/reading/*.h)
FUZZ_TARGETS = $(patsubst $(srcdir)/engine/fuzz/%.cpp,$(FUZZ_DIR)/%, \
	$(wildcard $(srcdir)/engine/fuzz/*_fuzz.cpp))

$(FUZZ_DIR)/%.o: $(srcdir)/%.cpp $(FUZZ_HDRS)
	@test -n "$(FUZZ_CXX)" || { echo "make fuzz: configure found no clang++" >&2; exit 1; }
	@mkdir -p $(@D)
	$(AM_V_CXX)$(FUZZ_CXX) $(FUZZ_FLAGS) $(FUZZ_SANITIZE) -fsanitize=fuzzer-no-link -c -o $@ $<

$(FUZZ_DIR)/%_fuzz: $(srcdir)/engine/fuzz/%_fuzz.cpp $(FUZZ_LIB_OBJECTS) $(FUZZ_HDRS)
	$(AM_V_CXXLD)$(FUZZ_CXX) $(FUZZ_FLAGS) $(FUZZ_SANITIZE) -fsanitize=fuzzer -o $@ $< \
	  $(FUZZ_LIB_OBJECTS) $(ZLIB_LIBS) $(PTHREAD_LIBS)

# Keep the objects between runs (they are intermediate files of the pattern rules).
.SECONDARY: $(FUZZ_LIB_OBJECTS)

fuzz: $(FUZZ_TARGETS)
	@status=0; for t in $(FUZZ_TARGETS); do \
	  name=$$(basename $$t); corpus=$(FUZZ_DIR)/corpus/$$name; mkdir -p $$corpus; \
	  seeds=$(srcdir)/engine/fuzz/seeds/$$name; test -d $$seeds || seeds=; \
	  dict=$(srcdir)/engine/fuzz/$$name.dict; \
	  if test -f $$dict; then dict=-dict=$$dict; else dict=; fi; \
	  echo "== $$name for $(FUZZ_SECONDS) s"; \
	  ./$$t -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=2048 \
	    -artifact_prefix=$(FUZZ_DIR)/$$name- $$dict $(FUZZ_ARGS) $$corpus $$seeds || status=1; \
	done; exit $$status

clean-local: clean-fuzz
clean-fuzz:
	rm -rf $(FUZZ_DIR)

EXTRA_DIST += engine/fuzz
.PHONY: fuzz clean-fuzz

# The cache's GTP commands (engine/gtp/cache_commands.cpp).
GTEST_TESTS += engine/gtp/tests/cache_commands_test
engine_gtp_tests_cache_commands_test_SOURCES = engine/gtp/tests/cache_commands_test.cpp
engine_gtp_tests_cache_commands_test_CXXFLAGS = $(TEST_CXXFLAGS)
engine_gtp_tests_cache_commands_test_LDADD = $(YOMI_GTP_LIBS) $(TEST_LIBS)

# Python tests are skipped (exit 77) on a machine without python3.
TEST_EXTENSIONS = .py .sh
PY_LOG_COMPILER = $(SHELL) $(srcdir)/engine/gtp/tests/run_python.sh
EXTRA_DIST += engine/gtp/tests/run_python.sh

# The reading commands (engine/gtp/reading_commands.cpp).
GTEST_TESTS += engine/gtp/tests/reading_commands_test
engine_gtp_tests_reading_commands_test_SOURCES = engine/gtp/tests/reading_commands_test.cpp
engine_gtp_tests_reading_commands_test_CXXFLAGS = $(TEST_CXXFLAGS)
engine_gtp_tests_reading_commands_test_LDADD = $(YOMI_GTP_LIBS) $(TEST_LIBS)

# The unconditional status command (engine/gtp/status_commands.cpp).
GTEST_TESTS += engine/gtp/tests/status_commands_test
engine_gtp_tests_status_commands_test_SOURCES = engine/gtp/tests/status_commands_test.cpp
engine_gtp_tests_status_commands_test_CXXFLAGS = $(TEST_CXXFLAGS)
engine_gtp_tests_status_commands_test_LDADD = $(YOMI_GTP_LIBS) $(TEST_LIBS)

# The whole-board commands, GoGui's analyze list, GTP v1 play, truncated SGF
# (engine/gtp/analysis_commands.cpp and others); reads regression/sgf games.
GTEST_TESTS += engine/gtp/tests/analysis_commands_test
engine_gtp_tests_analysis_commands_test_SOURCES = engine/gtp/tests/analysis_commands_test.cpp
engine_gtp_tests_analysis_commands_test_CPPFLAGS = $(AM_CPPFLAGS) -DYOMI_SRCDIR='"$(abs_top_srcdir)"'
engine_gtp_tests_analysis_commands_test_CXXFLAGS = $(TEST_CXXFLAGS)
engine_gtp_tests_analysis_commands_test_LDADD = $(YOMI_GTP_LIBS) $(TEST_LIBS)

# Every command of list_commands is described in engine/gtp/COMMANDS.md.
TESTS += engine/gtp/tests/commands_doc.sh
EXTRA_DIST += engine/gtp/tests/commands_doc.sh engine/gtp/COMMANDS.md \
	engine/gtp/tools/final_status_compare.py engine/gtp/tools/threads_speedup.py
