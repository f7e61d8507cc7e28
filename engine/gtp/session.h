// The state a GTP session works on: the board, komi, reading parameters and
// the engine's options.  A plain struct so that other parts (the reading
// cache, the readers) can add their state here.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "cache/reading_cache.h"

#include "engine/board.h"
#include "reading/params.h"

namespace yomi::gtp {

class CommandTable;

// Options from the command line (see engine/main.cpp).
struct Options {
    bool quiet = false;
    // File commands (loadsgf) may open files.  Off for fuzzing: they then
    // answer an error without touching the file system.
    bool allow_file_access = true;
    // Reading cache size in MB (0: the cache's default) and a file to load it
    // from / save it to ("" = none).  Parsed by main; used by the cache code.
    int cache_size_mb = 0;
    std::string cache_file;
};

struct Session {
    Board board{kMaxBoardSize};
    double komi = 0.0;
    ReadingParams params;
    Options options;
    // The engine's command table (for list_commands, known_command, ...).
    const CommandTable* commands = nullptr;
    bool quit_requested = false;

    // Called by clear_cache and whenever the position is replaced (loadsgf).
    // The reading cache installs its clearing function here.
    std::function<void(Session&)> clear_cache_hook;

    // Tactical reader state (reading/, engine/gtp/reading_commands.cpp): the
    // shared reading cache (created on first use; null until then) and the
    // reading node counter (nodes = trymove/tryko calls of the readers).
    std::unique_ptr<cache::Table> reading_cache;
    uint64_t reading_nodes = 0;
    void clear_cache() {
        if (clear_cache_hook) clear_cache_hook(*this);
    }
};

}  // namespace yomi::gtp
