# cache/: the unified reading cache (libyomi_cache).  Header only so far.
nobase_pkginclude_HEADERS += cache/reading_cache.h
