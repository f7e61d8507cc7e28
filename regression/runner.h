// Running a chunk of a suite through one engine process and collecting the
// judged results, timings, node counters and cache statistics.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <yomi/regression/gtp_process.h>
#include <yomi/regression/judge.h>
#include <yomi/regression/tst_file.h>

namespace yomi::regress {

struct TestResult {
    size_t index = 0;      // into Suite::commands
    std::string answer;    // judged text (first line without prefix); "" on crash
    std::string response;  // the whole response
    Verdict verdict = Verdict::Crash;
    double seconds = 0;
    std::optional<long long> nodes;  // reading nodes the test cost (--test-nodes)
};

struct ChunkResult {
    std::vector<TestResult> tests;          // the chunk's tests, in file order
    std::vector<std::string> setup_errors;  // "line N: COMMAND -> ?message"
    double wall_seconds = 0;
    std::optional<double> cpu_seconds;      // from `cputime`, when the engine knows it
    std::map<std::string, long long> nodes; // "reading", "owl", "connection", "trymove"
    std::optional<std::string> cache_stats; // answer of `cache_stats`, when known
    std::string crash;                      // empty, or what happened (first crashed test, exit)
};

// Runs commands [chunk.begin, chunk.end) of `suite` (after the chunk's prelude)
// in a fresh engine started with `options`.  Never throws for engine trouble:
// a dead, silent or unstartable engine turns the chunk's unanswered tests into
// Verdict::Crash and fills `crash`.
// test_nodes: also ask the reading node counter after every test (one more
// GTP exchange per test, so off when timing engines against each other).
ChunkResult run_chunk(const Suite& suite, const Chunk& chunk, const EngineOptions& options,
                      bool test_nodes = false);

// The counter names queried, in report order.
const std::vector<std::string>& node_counter_names();

}  // namespace yomi::regress
