// Merging chunk results into per-suite results, and reporting them: the text
// table, per-test lines for unexpected results, JSON lines, and the
// differences between two engines.
#pragma once

#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include <yomi/regression/runner.h>
#include <yomi/regression/tst_file.h>

namespace yomi::regress {

struct Counts {
    int tests = 0;
    int passed = 0;  // matched (GNU Go's "passes"), unexpected passes included
    int failed = 0;  // judged and not matched, unexpected failures included
    int unexpected_passes = 0;
    int unexpected_failures = 0;
    int crashed = 0;
    int ignored = 0;
    int errors = 0;  // answered with an error ('?'); counted in failed too
    void add(const Counts& other);
};

// One suite run by one engine (all its chunks merged in file order).
struct SuiteRun {
    const Suite* suite = nullptr;
    std::string engine;                     // the engine command
    std::vector<TestResult> tests;          // file order
    std::vector<std::string> setup_errors;
    std::vector<std::string> crashes;
    std::vector<std::string> cache_stats;   // one per chunk that answered
    // Elapsed time: from the start of the suite's first process to the end of
    // its last (the median of the runs with --repeat).
    double wall_seconds = 0;
    double started = 0, finished = 0;       // now_seconds() of that first start and last end
    double process_seconds = 0;             // the processes' lives summed (> wall with -j)
    std::optional<double> cpu_seconds;      // summed; unset unless every chunk knew it
    std::vector<double> wall_runs;          // with --repeat: each run's wall time, run order
    std::vector<std::optional<double>> cpu_runs;  // the same for CPU time
    std::map<std::string, long long> nodes;
    int chunks = 0;
    Counts counts() const;
};

// Merges `parts` (the chunks of one suite, in file order) into a SuiteRun.
SuiteRun merge_chunks(const Suite& suite, const std::string& engine,
                      const std::vector<ChunkResult>& parts);

// Folds later runs of the same suite by the same engine (--repeat) into
// `first`: its answers and verdicts stay those of the first run, its times
// become the medians over all runs (each run's kept in wall_runs/cpu_runs).
// Returns a line per test whose answer differs from the first run's.
std::vector<std::string> fold_repeats(SuiteRun& first, const std::vector<SuiteRun>& later);

// Per-test lines for unexpected results (or for every test when `all`),
// set-up errors and crashes of one run.
void print_details(std::ostream& out, const SuiteRun& run, bool all);
// The summary table of several runs (one engine), with a total row whose
// wall time is `total_wall` (the whole run's elapsed time; the suites' summed
// when not given), then one line of cache figures per suite.
void print_table(std::ostream& out, const std::vector<const SuiteRun*>& runs,
                 std::optional<double> total_wall = std::nullopt);
// The `count` tests of `runs` that took longest, slowest first.
void print_slowest(std::ostream& out, const std::vector<const SuiteRun*>& runs, int count);
// Tests whose first answer lines differ between two runs of one suite, with both
// verdicts; then both engines' wall and CPU times.  Returns the number of differences.
int print_differences(std::ostream& out, const SuiteRun& a, const SuiteRun& b);

// One JSON object per line (nlohmann::json): one per test, then one summary
// object for the suite.  Text that is not valid UTF-8 (old suites in
// Latin-1) is read as Latin-1, so every string is valid UTF-8 JSON.
void write_json(std::ostream& out, const SuiteRun& run, const std::string& label);
// `s` as valid UTF-8: unchanged when it is, each byte of an invalid sequence
// read as a Latin-1 character otherwise.
std::string to_utf8(const std::string& s);
// The expectation as the file writes it, with its marks: "[!0]*".
std::string expectation_text(const Expectation& e);

}  // namespace yomi::regress
