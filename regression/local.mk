# regression/: the regression runner (yomi-regress), its tests, our own .tst
# suites and SGF positions, and the ratchet lists for GNU Go's suites.
noinst_LTLIBRARIES += libyomi_regress.la
libyomi_regress_la_SOURCES = \
	regression/tst_file.cpp regression/tst_file.h \
	regression/judge.cpp regression/judge.h \
	regression/gtp_process.cpp regression/gtp_process.h \
	regression/runner.cpp regression/runner.h \
	regression/report.cpp regression/report.h \
	regression/ratchet.cpp regression/ratchet.h

bin_PROGRAMS += yomi-regress
yomi_regress_SOURCES = regression/main.cpp
yomi_regress_LDADD = libyomi_regress.la

check_PROGRAMS += regression/tests/judge_test regression/tests/runner_test
TESTS += regression/tests/judge_test regression/tests/runner_test
regression_tests_judge_test_SOURCES = regression/tests/judge_test.cpp
regression_tests_judge_test_CXXFLAGS = $(TEST_CXXFLAGS)
regression_tests_judge_test_LDADD = libyomi_regress.la $(TEST_LIBS)
regression_tests_runner_test_SOURCES = regression/tests/runner_test.cpp
regression_tests_runner_test_CXXFLAGS = $(TEST_CXXFLAGS)
regression_tests_runner_test_LDADD = libyomi_regress.la $(TEST_LIBS)
