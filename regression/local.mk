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
