# reading/: tactical, owl and semeai readers (libyomi_reading).
nobase_pkginclude_HEADERS += reading/params.h
