# reading/: tactical, owl and semeai readers (libyomi_reading).
noinst_LTLIBRARIES += libyomi_reading.la
libyomi_reading_la_SOURCES = \
	reading/tactical.cpp \
	reading/tactical_moves.cpp \
	reading/eye_space.cpp \
	reading/benson.cpp \
	reading/optics.cpp \
	reading/owl.cpp \
	reading/owl_proof.cpp \
	reading/semeai.cpp \
	reading/semeai_side.cpp \
	reading/semeai_count.cpp \
	reading/semeai_counter.cpp \
	reading/semeai_counter.h \
	reading/semeai_internal.h \
	reading/connection.cpp \
	reading/question.cpp \
	reading/dfpn_reader.cpp \
	reading/board_status.cpp \
	reading/eye_shapes.cpp \
	reading/eye_shape_solver.cpp \
	reading/move_list.h \
	reading/scored_moves.h
libyomi_reading_la_CXXFLAGS = $(YOMI_PART_CXXFLAGS)
nobase_pkginclude_HEADERS += reading/params.h reading/tactical.h reading/eye_space.h \
	reading/owl.h reading/semeai.h reading/connection.h reading/question.h reading/dfpn.h \
	reading/dfpn_reader.h reading/dfpn_games.h reading/minimax.h reading/benson.h reading/optics.h \
	reading/board_status.h reading/eye_shapes.h reading/owl_proof.h

GTEST_TESTS += reading/tests/tactical_test
reading_tests_tactical_test_SOURCES = reading/tests/tactical_test.cpp \
	engine/board/tests/diagram.cpp engine/board/tests/diagram.h
reading_tests_tactical_test_CXXFLAGS = $(TEST_CXXFLAGS)
reading_tests_tactical_test_LDADD = libyomi_reading.la libyomi_cache.la libyomi_engine.la $(ZLIB_LIBS) $(TEST_LIBS)

EXTRA_DIST += reading/README.md

GTEST_TESTS += reading/tests/owl_test
reading_tests_owl_test_SOURCES = reading/tests/owl_test.cpp \
	engine/board/tests/diagram.cpp engine/board/tests/diagram.h
reading_tests_owl_test_CXXFLAGS = $(TEST_CXXFLAGS)
reading_tests_owl_test_LDADD = libyomi_reading.la libyomi_cache.la libyomi_engine.la $(ZLIB_LIBS) $(TEST_LIBS)

GTEST_TESTS += reading/tests/owl_proof_test
reading_tests_owl_proof_test_SOURCES = reading/tests/owl_proof_test.cpp \
	engine/board/tests/diagram.cpp engine/board/tests/diagram.h
reading_tests_owl_proof_test_CXXFLAGS = $(TEST_CXXFLAGS)
reading_tests_owl_proof_test_LDADD = libyomi_reading.la libyomi_cache.la libyomi_engine.la $(ZLIB_LIBS) $(TEST_LIBS)

GTEST_TESTS += reading/tests/semeai_test
reading_tests_semeai_test_SOURCES = reading/tests/semeai_test.cpp \
	engine/board/tests/diagram.cpp engine/board/tests/diagram.h
reading_tests_semeai_test_CXXFLAGS = $(TEST_CXXFLAGS)
reading_tests_semeai_test_LDADD = libyomi_reading.la libyomi_cache.la libyomi_engine.la $(ZLIB_LIBS) $(TEST_LIBS)

GTEST_TESTS += reading/tests/connection_test
reading_tests_connection_test_SOURCES = reading/tests/connection_test.cpp \
	engine/board/tests/diagram.cpp engine/board/tests/diagram.h
reading_tests_connection_test_CXXFLAGS = $(TEST_CXXFLAGS)
reading_tests_connection_test_LDADD = libyomi_reading.la libyomi_cache.la libyomi_engine.la $(ZLIB_LIBS) $(TEST_LIBS)

GTEST_TESTS += reading/tests/question_test
reading_tests_question_test_SOURCES = reading/tests/question_test.cpp
reading_tests_question_test_CXXFLAGS = $(TEST_CXXFLAGS)
reading_tests_question_test_LDADD = libyomi_reading.la libyomi_cache.la libyomi_engine.la $(ZLIB_LIBS) $(TEST_LIBS)

GTEST_TESTS += reading/tests/dfpn_test
reading_tests_dfpn_test_SOURCES = reading/tests/dfpn_test.cpp \
	engine/board/tests/diagram.cpp engine/board/tests/diagram.h
reading_tests_dfpn_test_CXXFLAGS = $(TEST_CXXFLAGS)
reading_tests_dfpn_test_LDADD = libyomi_reading.la libyomi_cache.la libyomi_engine.la $(ZLIB_LIBS) $(TEST_LIBS)

GTEST_TESTS += reading/tests/benson_test
reading_tests_benson_test_SOURCES = reading/tests/benson_test.cpp \
	engine/board/tests/diagram.cpp engine/board/tests/diagram.h
reading_tests_benson_test_CXXFLAGS = $(TEST_CXXFLAGS)
reading_tests_benson_test_LDADD = libyomi_reading.la libyomi_cache.la libyomi_engine.la $(ZLIB_LIBS) $(TEST_LIBS)

GTEST_TESTS += reading/tests/optics_test
reading_tests_optics_test_SOURCES = reading/tests/optics_test.cpp \
	engine/board/tests/diagram.cpp engine/board/tests/diagram.h
reading_tests_optics_test_CXXFLAGS = $(TEST_CXXFLAGS)
reading_tests_optics_test_LDADD = libyomi_reading.la libyomi_cache.la libyomi_engine.la $(ZLIB_LIBS) $(TEST_LIBS)

GTEST_TESTS += reading/tests/eye_shapes_test
reading_tests_eye_shapes_test_SOURCES = reading/tests/eye_shapes_test.cpp
reading_tests_eye_shapes_test_CXXFLAGS = $(TEST_CXXFLAGS)
reading_tests_eye_shapes_test_LDADD = libyomi_reading.la libyomi_cache.la libyomi_engine.la $(ZLIB_LIBS) $(TEST_LIBS)

# The eye-shape table: reading/eye_table.inc is generated data (committed).
# make eye-table regenerates it in the source tree; make eye-table-check
# regenerates it into the build tree and compares (reading/README.md, "Eye shapes").
noinst_PROGRAMS += reading/tools/eye_table_gen
reading_tools_eye_table_gen_SOURCES = reading/tools/eye_table_gen.cpp
reading_tools_eye_table_gen_LDADD = libyomi_reading.la libyomi_cache.la libyomi_engine.la $(ZLIB_LIBS)
EXTRA_DIST += reading/eye_table.inc
EYE_TABLE_ARGS = --points 10 --flag-points 6 --marginal 2 --stones 10 --threads 2

eye-table: reading/tools/eye_table_gen$(EXEEXT)
	./reading/tools/eye_table_gen$(EXEEXT) $(EYE_TABLE_ARGS) --output $(srcdir)/reading/eye_table.inc

eye-table-check: reading/tools/eye_table_gen$(EXEEXT)
	./reading/tools/eye_table_gen$(EXEEXT) $(EYE_TABLE_ARGS) --output eye_table.check.inc
	cmp $(srcdir)/reading/eye_table.inc eye_table.check.inc && rm -f eye_table.check.inc && \
	  echo "eye-table-check: the committed table is what the generator makes"

.PHONY: eye-table eye-table-check
