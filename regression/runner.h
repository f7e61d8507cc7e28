// Running a chunk of a suite through one engine process and collecting the
// judged results, timings, node counters and cache statistics.
#pragma once

#include <atomic>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <yomi/regression/gtp_process.h>
#include <yomi/regression/judge.h>
#include <yomi/regression/tst_file.h>

namespace yomi::regress {

// The position a test was asked about, as the engine reported it after the
// test's set-up commands (list_stones; GNU Go's vertex names).
struct BoardSnapshot {
    int size = 0;
    std::vector<std::string> black, white;
};

struct TestResult {
    size_t index = 0;      // into Suite::commands
    std::string answer;    // judged text (first line without prefix); "" on crash
    std::string response;  // the whole response
    bool error = false;    // the engine answered with an error ('?'): never a pass
    Verdict verdict = Verdict::Crash;
    double seconds = 0;
    std::optional<long long> nodes;  // reading nodes the test cost (--test-nodes)
    std::optional<BoardSnapshot> board;  // the position before the test (RunOptions::boards)
};

struct ChunkResult {
    std::vector<TestResult> tests;          // the chunk's tests, in file order
    std::vector<std::string> setup_errors;  // "line N: COMMAND -> ?message"
    double wall_seconds = 0;                // this process's life
    double started = 0, finished = 0;       // now_seconds() at its start and end
    std::optional<double> cpu_seconds;      // from `cputime`, when the engine knows it
    std::map<std::string, long long> nodes; // "reading", "owl", "connection", "trymove"
    std::optional<std::string> cache_stats; // answer of `cache_stats`, when known
    std::string crash;                      // empty, or what happened (first crashed test, exit)
};

// What run_chunk asks besides the commands.
struct RunOptions {
    // Ask the reading node counter after every test (one more GTP exchange
    // per test, so off when timing engines against each other).
    bool test_nodes = false;
    // Ask the position before every test (list_stones black / white and the
    // board size: query_boardsize, or showboard's column letters), for the
    // pictures of the HTML report.  Three more exchanges per test.
    bool boards = false;
    // When set, incremented after every answered (or crashed) test.
    std::atomic<int>* tests_done = nullptr;
};

// Runs commands [chunk.begin, chunk.end) of `suite` (after the chunk's prelude)
// in a fresh engine started with `options`.  Never throws for engine trouble:
// a dead, silent or unstartable engine turns the chunk's unanswered tests into
// Verdict::Crash and fills `crash`.
ChunkResult run_chunk(const Suite& suite, const Chunk& chunk, const EngineOptions& options,
                      const RunOptions& run = {});

// The counter names queried, in report order.
const std::vector<std::string>& node_counter_names();

}  // namespace yomi::regress
