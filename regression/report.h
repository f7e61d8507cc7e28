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
    double wall_seconds = 0;                // summed over chunks (median of the runs, --repeat)
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
// The summary table of several runs (one engine), with a total row, then the
// cache statistics of each suite.
void print_table(std::ostream& out, const std::vector<const SuiteRun*>& runs);
// The `count` tests of `runs` that took longest, slowest first.
void print_slowest(std::ostream& out, const std::vector<const SuiteRun*>& runs, int count);
// Tests whose first answer lines differ between two runs of one suite, with both
// verdicts; then both engines' wall and CPU times.  Returns the number of differences.
int print_differences(std::ostream& out, const SuiteRun& a, const SuiteRun& b);

// The `cache_stats` answers of several processes as one: when all answers
// are the same text up to their integers, that text with every integer
// summed (counts add up; a per-process setting such as a bucket count becomes
// the total over the processes); nullopt otherwise (different words, or
// differing decimals such as hit rates).  Decimals equal everywhere are kept.
std::optional<std::string> sum_cache_stats(const std::vector<std::string>& answers);

// One JSON object per test, then one summary object for the suite.
void write_json(std::ostream& out, const SuiteRun& run, const std::string& label);
// JSON string literal (quotes included) for arbitrary bytes.
std::string json_string(const std::string& s);

}  // namespace yomi::regress
