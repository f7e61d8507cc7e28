// yomi-regress: runs GNU Go style .tst regression suites through GTP engines.
// See `yomi-regress --help`.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <thread>

#include <yomi/regression/ratchet.h>
#include <yomi/regression/report.h>
#include <yomi/regression/runner.h>
#include <yomi/regression/tst_file.h>

namespace {

using namespace yomi::regress;

constexpr const char* kUsage = R"(usage: yomi-regress [options] SUITE.tst|DIR ...
Runs GNU Go style regression suites (.tst) through a GTP engine and judges the
answers as GNU Go's scorer does.  A DIR stands for every *.tst file in it.

  --engine "CMD"     engine command (default: the yomi binary beside
                     yomi-regress, "yomi --mode gtp")
  --compare "CMD2"   also run CMD2 on the same tests; list every test whose
                     answers differ, with both verdicts and both engines' times
  -j N               run N engine processes at once (default 1)
  --split            split suites into chunks starting at loadsgf lines, one
                     engine process per chunk (the default when -j > 1)
  --no-split         one engine process per suite
  --chunk-tests K    merge chunks until each holds at least K tests (default 10)
  --timeout SEC      a command unanswered for SEC seconds counts as a crash
                     (default 300; 0 waits forever)
  --repeat N         run every suite N times per engine (default 1); with
                     --compare the engines alternate (A B, B A, A B, ...) so
                     that both meet the same machine load; answers are
                     judged on the first run, times are the medians of the N
  --json FILE        JSON lines: one object per test and one per suite
  --ratchet DIR      every test listed in DIR/<suite>.pass must pass
  --update-ratchet   rewrite DIR/<suite>.pass from this run (only adds ids)
  --force            with --update-ratchet: drop ids that no longer pass
  --strict           exit 1 unless every judged test gives its expected result
  -v, --verbose      list every test, not only the unexpected results
  --slowest N        list the N tests that took longest (engine A)
  --test-nodes       ask each engine's reading node counter after every
                     command: nodes per test in -v, --slowest and --json
                     (one more GTP exchange per command: not for timing)
  --engine-stderr    let the engines' stderr through (default: discarded)
  -h, --help         this text
  --version          the version and the licence
Exit status: 0 ok; 1 crash, ratchet regression or (--strict) unexpected
result; 2 bad usage or a malformed suite.
)";

constexpr const char* kVersion =
    "yomi-regress " PACKAGE_VERSION "\n"
    "Copyright (C) 2026 the yomi authors.\n"
    "License: MIT (the LICENSE file; https://opensource.org/licenses/MIT).\n"
    "This is free software: you may use, copy, change and share it.\n"
    "There is NO WARRANTY, to the extent permitted by law.\n";

struct Options {
    std::string engine;
    std::string compare;
    int jobs = 1;
    int split = -1;  // -1: by -j
    int chunk_tests = 10;
    int repeat = 1;
    double timeout = 300;
    std::string json;
    std::string ratchet;
    bool update_ratchet = false;
    bool force = false;
    bool strict = false;
    bool verbose = false;
    int slowest = 0;
    bool test_nodes = false;
    bool engine_stderr = false;
    std::vector<std::string> suites;
};

[[noreturn]] void usage_error(const std::string& message) {
    std::cerr << "yomi-regress: " << message << "\n(yomi-regress --help lists the options)\n";
    std::exit(2);
}

double number_arg(const std::string& option, const std::string& value, double lo) {
    char* end = nullptr;
    const double v = std::strtod(value.c_str(), &end);
    if (value.empty() || *end != '\0' || !(v >= lo))
        usage_error(option + " needs a number >= " + std::to_string(static_cast<int>(lo)) +
                    ", got '" + value + "'");
    return v;
}

std::string default_engine() {
    std::error_code ec;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const auto yomi = self.parent_path() / "yomi";
        if (access(yomi.c_str(), X_OK) == 0) return yomi.string() + " --mode gtp";
    }
    return "";
}

Options parse_options(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) usage_error(a + " needs a value");
            return argv[++i];
        };
        if (a == "-h" || a == "--help") {
            std::cout << kUsage;
            std::exit(0);
        } else if (a == "--version") {
            std::cout << kVersion;
            std::exit(0);
        } else if (a == "--engine") o.engine = value();
        else if (a == "--compare") o.compare = value();
        else if (a == "-j" || a == "--jobs") o.jobs = static_cast<int>(number_arg(a, value(), 1));
        else if (a.rfind("-j", 0) == 0 && a.size() > 2) o.jobs = static_cast<int>(number_arg("-j", a.substr(2), 1));
        else if (a == "--split") o.split = 1;
        else if (a == "--no-split") o.split = 0;
        else if (a == "--chunk-tests") o.chunk_tests = static_cast<int>(number_arg(a, value(), 0));
        else if (a == "--timeout") o.timeout = number_arg(a, value(), 0);
        else if (a == "--repeat") o.repeat = static_cast<int>(number_arg(a, value(), 1));
        else if (a == "--json") o.json = value();
        else if (a == "--ratchet") o.ratchet = value();
        else if (a == "--update-ratchet") o.update_ratchet = true;
        else if (a == "--force") o.force = true;
        else if (a == "--strict") o.strict = true;
        else if (a == "-v" || a == "--verbose") o.verbose = true;
        else if (a == "--slowest") o.slowest = static_cast<int>(number_arg(a, value(), 0));
        else if (a == "--engine-stderr") o.engine_stderr = true;
        else if (a == "--test-nodes") o.test_nodes = true;
        else if (!a.empty() && a[0] == '-') usage_error("unknown option " + a);
        else o.suites.push_back(a);
    }
    if (o.suites.empty()) usage_error("no suites given");
    if (o.update_ratchet && o.ratchet.empty()) usage_error("--update-ratchet needs --ratchet DIR");
    if (o.force && !o.update_ratchet) usage_error("--force only goes with --update-ratchet");
    if (o.engine.empty()) {
        o.engine = default_engine();
        if (o.engine.empty())
            usage_error("no yomi binary beside yomi-regress (build it, or give --engine \"CMD\")");
    }
    if (o.split < 0) o.split = o.jobs > 1 ? 1 : 0;
    return o;
}

// The .tst files named by the arguments (directories expanded, sorted).
std::vector<std::string> suite_files(const std::vector<std::string>& args, int& errors) {
    std::vector<std::string> files;
    for (const std::string& arg : args) {
        std::error_code ec;
        if (std::filesystem::is_directory(arg, ec)) {
            std::vector<std::string> found;
            for (const auto& entry : std::filesystem::directory_iterator(arg, ec))
                if (entry.path().extension() == ".tst") found.push_back(entry.path().string());
            std::sort(found.begin(), found.end());
            if (found.empty()) {
                std::cerr << "yomi-regress: " << arg << ": no .tst files\n";
                ++errors;
            }
            files.insert(files.end(), found.begin(), found.end());
        } else {
            files.push_back(arg);
        }
    }
    return files;
}

struct Job {
    size_t suite = 0;
    size_t engine = 0;
    int round = 0;  // --repeat: which run
    Chunk chunk;
};

std::vector<ChunkResult> run_jobs(const std::vector<Suite>& suites, const std::vector<Job>& jobs,
                                  const std::vector<EngineOptions>& engines, int threads,
                                  bool test_nodes) {
    std::vector<ChunkResult> results(jobs.size());
    std::atomic<size_t> next{0};
    auto worker = [&] {
        for (size_t j = next++; j < jobs.size(); j = next++)
            results[j] = run_chunk(suites[jobs[j].suite], jobs[j].chunk, engines[jobs[j].engine],
                                   test_nodes);
    };
    std::vector<std::thread> pool;
    const int n = std::max(1, std::min<int>(threads, static_cast<int>(jobs.size())));
    for (int t = 1; t < n; ++t) pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool) t.join();
    return results;
}

// Ratchet check (and update) of one run; returns the number of regressions.
int apply_ratchet(const Options& o, const SuiteRun& run, int& errors) {
    const std::string path = ratchet_path(o.ratchet, run.suite->name);
    std::vector<std::string> listed;
    try {
        listed = load_ratchet(path);
    } catch (const std::exception& e) {
        std::cerr << "yomi-regress: " << e.what() << "\n";
        ++errors;
        return 0;
    }
    const std::vector<std::string> lost = ratchet_regressions(listed, run);
    for (const std::string& l : lost) std::cout << "RATCHET REGRESSION " << l << "\n";
    if (o.update_ratchet) {
        const std::vector<std::string> updated = updated_ratchet(listed, run, o.force);
        if (updated != listed) {
            try {
                save_ratchet(path, updated);
                std::cout << "ratchet " << path << ": " << listed.size() << " -> " << updated.size()
                          << " ids\n";
            } catch (const std::exception& e) {
                std::cerr << "yomi-regress: " << e.what() << "\n";
                ++errors;
            }
        }
    }
    return static_cast<int>(lost.size());
}

}  // namespace

int main(int argc, char** argv) {
    std::signal(SIGPIPE, SIG_IGN);
    const Options o = parse_options(argc, argv);

    int errors = 0;
    std::vector<Suite> suites;
    for (const std::string& file : suite_files(o.suites, errors)) {
        try {
            suites.push_back(parse_tst_file(file));
        } catch (const TstError& e) {
            std::cerr << "yomi-regress: " << e.what() << "\n";
            ++errors;
        }
    }

    std::vector<EngineOptions> engines = {{o.engine, o.timeout, o.engine_stderr}};
    if (!o.compare.empty()) engines.push_back({o.compare, o.timeout, o.engine_stderr});
    std::vector<Job> jobs;
    std::vector<std::vector<Chunk>> chunks;
    for (const Suite& suite : suites)
        chunks.push_back(o.split ? split_chunks(suite, o.chunk_tests)
                                 : std::vector<Chunk>{whole_suite(suite)});
    // Round r runs every suite with each engine; odd rounds reverse the
    // engine order, so a drift of the machine's speed hits both alike.
    for (int r = 0; r < o.repeat; ++r)
        for (size_t s = 0; s < suites.size(); ++s)
            for (size_t k = 0; k < engines.size(); ++k) {
                const size_t e = r % 2 ? engines.size() - 1 - k : k;
                for (const Chunk& c : chunks[s]) jobs.push_back({s, e, r, c});
            }
    const double started = now_seconds();
    const std::vector<ChunkResult> results = run_jobs(suites, jobs, engines, o.jobs, o.test_nodes);
    const double elapsed = now_seconds() - started;

    // runs[e][s]: each suite's chunks merged, later rounds folded into the first.
    std::vector<std::vector<SuiteRun>> runs(engines.size());
    for (size_t e = 0; e < engines.size(); ++e)
        for (size_t s = 0; s < suites.size(); ++s) {
            std::vector<SuiteRun> rounds;
            for (int r = 0; r < o.repeat; ++r) {
                std::vector<ChunkResult> parts;
                for (size_t j = 0; j < jobs.size(); ++j)
                    if (jobs[j].suite == s && jobs[j].engine == e && jobs[j].round == r)
                        parts.push_back(results[j]);
                rounds.push_back(merge_chunks(suites[s], engines[e].command, parts));
            }
            SuiteRun run = rounds.front();
            if (o.repeat > 1) {
                rounds.erase(rounds.begin());
                for (const std::string& d : fold_repeats(run, rounds))
                    std::cout << "  note: " << (e == 0 ? "A " : "B ") << d << "\n";
            }
            runs[e].push_back(std::move(run));
        }

    int crashes = 0, unexpected = 0, regressions = 0;
    std::cout << "engine" << (engines.size() > 1 ? " A" : "") << ": " << o.engine << "\n";
    for (const SuiteRun& run : runs[0]) {
        print_details(std::cout, run, o.verbose);
        const Counts c = run.counts();
        crashes += c.crashed + static_cast<int>(run.crashes.size() > 0 && c.crashed == 0);
        unexpected += c.unexpected_failures + c.unexpected_passes;
    }
    std::vector<const SuiteRun*> table;
    for (const SuiteRun& run : runs[0]) table.push_back(&run);
    print_table(std::cout, table);
    if (o.repeat > 1)
        std::cout << "(wall s and cpu s: medians of " << o.repeat << " runs"
                  << (engines.size() > 1 ? ", the engines alternating" : "") << ")\n";
    if (o.slowest > 0) print_slowest(std::cout, table, o.slowest);
    if (engines.size() > 1) {
        std::cout << "\nengine B: " << o.compare << "\n";
        std::vector<const SuiteRun*> table_b;
        for (const SuiteRun& run : runs[1]) {
            print_details(std::cout, run, o.verbose);
            table_b.push_back(&run);
        }
        print_table(std::cout, table_b);
        std::cout << "\ndifferences (first answer lines, A vs B):\n";
        for (size_t s = 0; s < suites.size(); ++s) print_differences(std::cout, runs[0][s], runs[1][s]);
    }
    if (!o.ratchet.empty())
        for (const SuiteRun& run : runs[0]) regressions += apply_ratchet(o, run, errors);

    if (!o.json.empty()) {
        std::ofstream out(o.json, std::ios::trunc);
        for (size_t e = 0; e < engines.size(); ++e)
            for (const SuiteRun& run : runs[e]) write_json(out, run, e == 0 ? "A" : "B");
        if (!out) {
            std::cerr << "yomi-regress: cannot write " << o.json << "\n";
            ++errors;
        }
    }
    std::cout << jobs.size() << " engine process(es), " << o.jobs << " at a time, "
              << static_cast<int>(elapsed * 100) / 100.0 << " s elapsed\n";
    if (regressions > 0) std::cout << regressions << " ratchet regression(s)\n";
    if (errors > 0) return 2;
    if (crashes > 0 || regressions > 0 || (o.strict && unexpected > 0)) return 1;
    return 0;
}
