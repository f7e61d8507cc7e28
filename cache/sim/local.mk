# cache/sim/: the replacement-policy simulators (cachesim replays a trace under
# several policies, tracegen writes synthetic traces); built, never installed.
# The policy simulators and the synthetic reader (cachesim, tracegen, tests);
# not part of the installed library.
noinst_LTLIBRARIES += libyomi_cachesim.la
libyomi_cachesim_la_SOURCES = cache/sim/synth_trace.cpp cache/sim/policy_sim.cpp \
	cache/sim/policy_sim.h cache/sim/synth_trace.h
libyomi_cachesim_la_CXXFLAGS = $(YOMI_PART_CXXFLAGS)
CACHESIM_LIBS = libyomi_cachesim.la libyomi_cache.la libyomi_engine.la $(ZLIB_LIBS)
noinst_PROGRAMS += cache/sim/cachesim cache/sim/tracegen
cache_sim_cachesim_SOURCES = cache/sim/cachesim.cpp
cache_sim_cachesim_LDADD = $(CACHESIM_LIBS)
cache_sim_tracegen_SOURCES = cache/sim/tracegen.cpp
cache_sim_tracegen_LDADD = $(CACHESIM_LIBS)

