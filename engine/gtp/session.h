// The state a GTP session works on: the board, komi, reading parameters and
// the engine's options.  A plain struct so that other parts (the reading
// cache, the readers) can add their state here.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <ostream>
#include <string>

#include <yomi/engine/board/board.h>
#include <yomi/reading/params.h>

namespace yomi::cache {
class Table;
}

namespace yomi::gtp {

class CommandTable;

// Options from the command line (see engine/gtp/main.cpp).
struct Options {
    bool quiet = false;
    // File commands (loadsgf) may open files.  Off for fuzzing: they then
    // answer an error without touching the file system.
    bool allow_file_access = true;
    // Reading cache size in MB (negative: the cache's default,
    // cache::kDefaultMegabytes; 0: no cache), a file to load it from at start
    // and save it to at quit, and a file to record its trace in ("" = none).
    // Parsed by main; used by engine/gtp/cache_commands.cpp.
    double cache_size_mb = -1;
    std::string cache_file;
    std::string cache_trace;
    // Replace as GNU Go 3.8 does (cache::Tuning::gnugo_replacement).
    bool cache_gnugo_policy = false;
    // Threads for whole-board analysis (final_status_list, dragon_status
    // without an argument); 0: one per core (std::thread::hardware_concurrency).
    int threads = 0;
};

struct Session {
    Board board{kMaxBoardSize};
    double komi = 0.0;
    ReadingParams params;
    Options options;
    // The engine's command table (for list_commands, known_command, ...).
    const CommandTable* commands = nullptr;
    bool quit_requested = false;

    // The reading cache shared by every reader (see session_cache() in
    // engine/gtp/cache_commands.h, which sets it up on first use).
    std::shared_ptr<cache::Table> cache;

    // Called by clear_cache.  The reading cache installs its clearing
    // function here.
    std::function<void(Session&)> clear_cache_hook;
    // Called whenever the position is replaced (loadsgf).  The reading cache
    // installs a new generation here (no clearing: keys carry the position).
    std::function<void(Session&)> new_position_hook;
    // Whether options.cache_file is written at quit: false when the cache is
    // off or the file was refused at start (it is then left as it was).
    bool save_cache_at_quit = false;

    // The reading node counter (engine/gtp/reading_commands.cpp): nodes are
    // the trymove/tryko calls of the readers.
    uint64_t reading_nodes = 0;
    // The owl node counter (engine/gtp/owl_commands.cpp): owl moves played.
    uint64_t owl_nodes = 0;
    // The connection node counter (connect, disconnect).
    uint64_t connection_nodes = 0;

    // Where warnings for the user go (a truncated SGF file, ...): main sets
    // std::cerr unless --quiet; null drops them.
    std::ostream* diagnostics = nullptr;
    void warn(const std::string& message) const {
        if (diagnostics != nullptr) *diagnostics << "yomi: " << message << std::endl;
    }

    // reading_trace FILE: where the readers write the moves they try (see
    // TacticalReader::set_trace); null when off.
    std::shared_ptr<std::ostream> reading_trace;

    void clear_cache() {
        if (clear_cache_hook) clear_cache_hook(*this);
    }
    void new_position() {
        if (new_position_hook) new_position_hook(*this);
    }
};

}  // namespace yomi::gtp
