// The reading cache in a GTP session: its set-up from the options, the file
// saved at quit, and the cache commands (cache_stats, save_cache, load_cache;
// clear_cache, in board_commands.cpp, clears it through Session::clear_cache_hook).
#pragma once

#include <string>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/gtp/session.h>

namespace yomi::gtp {

class CommandTable;

// Creates the session's table from its options (size, trace file), installs
// the clearing hook (clear + new generation) and the new-position hook (a new
// generation) and loads options.cache_file when it exists.  Returns warnings
// for the user ("" when none).  A cache file that is refused (corrupt, of
// another version, not a regular file) leaves the table empty and is kept:
// it is not written at quit.  With no table (size 0, or too small for one
// bucket) the file is neither read nor written, and the warning says so.
// Throws std::invalid_argument for a bad size and std::bad_alloc when the
// memory can't be had.
std::string setup_cache(Session& s);

// The session's table, set up from the options on first use.  Readers use this.
cache::Table& session_cache(Session& s);

// Saves the table to options.cache_file at quit, when one was given and
// setup_cache found it loadable or absent (Session::save_cache_at_quit).
// Returns "" or an error message.
std::string save_cache_file(Session& s);

// cache_stats, save_cache FILE, load_cache FILE.
void register_cache_commands(CommandTable& table);

}  // namespace yomi::gtp
