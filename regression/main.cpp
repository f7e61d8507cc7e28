// yomi-regress: runs GNU Go style .tst regression suites through GTP engines.
// See `yomi-regress --help`.
#include <getopt.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <mutex>
#include <thread>

#include <yomi/regression/html_report.h>
#include <yomi/regression/progress.h>
#include <yomi/regression/ratchet.h>
#include <yomi/regression/report.h>
#include <yomi/regression/runner.h>
#include <yomi/regression/tst_file.h>

namespace {

using namespace yomi::regress;

constexpr const char* kUsage = R"usage(usage: yomi-regress [options] SUITE.tst|DIR ...
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
  --html DIR         a report to look at: DIR/index.html with the tables and,
                     for every failing or differing test, its position as a
                     picture (target, expected and given moves marked); asks
                     the engine for the position before every test
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
  --progress         progress on stderr even when it is not a terminal
  --no-progress      no progress (default: shown when stderr is a terminal and
                     the run takes more than two seconds)
  -h, --help         this text
  --version          the version and the licence
Options take their value as the next word or after '=' (--json=out.jsonl).
A test answered with an error ("? unknown command") is never a pass.  The
last line is the verdict: "verdict: ok" or "verdict: FAILED (why)", then the
counts.
Exit status: 0 ok; 1 crash, ratchet regression or (--strict) unexpected
result; 2 bad usage or a malformed suite.
)usage";

constexpr const char* kVersionText =
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
    std::string html;
    std::string ratchet;
    bool update_ratchet = false;
    bool force = false;
    bool strict = false;
    bool verbose = false;
    int slowest = 0;
    bool test_nodes = false;
    bool engine_stderr = false;
    int progress = -1;  // -1: when stderr is a terminal
    std::vector<std::string> suites;
    std::string command_line;
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

enum LongOnly : int {
    kEngine = 256, kCompare, kSplit, kNoSplit, kChunkTests, kTimeout, kRepeat, kJson, kHtml,
    kRatchet, kUpdateRatchet, kForce, kStrict, kSlowest, kTestNodes, kEngineStderr, kProgress,
    kNoProgress, kVersion
};

constexpr option kLongOptions[] = {
    {"engine", required_argument, nullptr, kEngine},
    {"compare", required_argument, nullptr, kCompare},
    {"jobs", required_argument, nullptr, 'j'},
    {"split", no_argument, nullptr, kSplit},
    {"no-split", no_argument, nullptr, kNoSplit},
    {"chunk-tests", required_argument, nullptr, kChunkTests},
    {"timeout", required_argument, nullptr, kTimeout},
    {"repeat", required_argument, nullptr, kRepeat},
    {"json", required_argument, nullptr, kJson},
    {"html", required_argument, nullptr, kHtml},
    {"ratchet", required_argument, nullptr, kRatchet},
    {"update-ratchet", no_argument, nullptr, kUpdateRatchet},
    {"force", no_argument, nullptr, kForce},
    {"strict", no_argument, nullptr, kStrict},
    {"verbose", no_argument, nullptr, 'v'},
    {"slowest", required_argument, nullptr, kSlowest},
    {"test-nodes", no_argument, nullptr, kTestNodes},
    {"engine-stderr", no_argument, nullptr, kEngineStderr},
    {"progress", no_argument, nullptr, kProgress},
    {"no-progress", no_argument, nullptr, kNoProgress},
    {"help", no_argument, nullptr, 'h'},
    {"version", no_argument, nullptr, kVersion},
    {nullptr, 0, nullptr, 0},
};

// "--json" for the value getopt_long gives --json, "-j" for 'j'.
std::string option_name(int value) {
    for (const option& opt : kLongOptions)
        if (opt.name && opt.val == value && value >= 256) return std::string("--") + opt.name;
    return std::string("-") + static_cast<char>(value);
}

// Applies one option getopt_long returned (`arg`: its value, if any).
void apply_option(Options& o, int c, const std::string& arg) {
    switch (c) {
        case 'h': std::cout << kUsage; std::exit(0);
        case kVersion: std::cout << kVersionText; std::exit(0);
        case kEngine: o.engine = arg; break;
        case kCompare: o.compare = arg; break;
        case 'j': o.jobs = static_cast<int>(number_arg("-j", arg, 1)); break;
        case kSplit: o.split = 1; break;
        case kNoSplit: o.split = 0; break;
        case kChunkTests: o.chunk_tests = static_cast<int>(number_arg("--chunk-tests", arg, 0)); break;
        case kTimeout: o.timeout = number_arg("--timeout", arg, 0); break;
        case kRepeat: o.repeat = static_cast<int>(number_arg("--repeat", arg, 1)); break;
        case kJson: o.json = arg; break;
        case kHtml: o.html = arg; break;
        case kRatchet: o.ratchet = arg; break;
        case kUpdateRatchet: o.update_ratchet = true; break;
        case kForce: o.force = true; break;
        case kStrict: o.strict = true; break;
        case 'v': o.verbose = true; break;
        case kSlowest: o.slowest = static_cast<int>(number_arg("--slowest", arg, 0)); break;
        case kTestNodes: o.test_nodes = true; break;
        case kEngineStderr: o.engine_stderr = true; break;
        case kProgress: o.progress = 1; break;
        case kNoProgress: o.progress = 0; break;
        default: usage_error("unknown option");
    }
}

Options parse_options(int argc, char** argv) {
    Options o;
    for (int i = 0; i < argc; ++i) o.command_line += (i ? " " : "") + std::string(argv[i]);
    opterr = 0;  // our own messages
    for (;;) {
        const int c = getopt_long(argc, argv, ":j:vh", kLongOptions, nullptr);
        if (c == -1) break;
        if (c == '?')
            usage_error("unknown option " + (optopt ? "-" + std::string(1, static_cast<char>(optopt))
                                                    : std::string(argv[optind - 1])));
        if (c == ':') usage_error(option_name(optopt) + " needs a value");
        apply_option(o, c, optarg ? optarg : "");
    }
    for (int i = optind; i < argc; ++i) o.suites.push_back(argv[i]);
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

// Where a suite (one engine, all rounds) stands while the jobs run.
struct SuiteProgress {
    int jobs_left = 0;
};

std::vector<ChunkResult> run_jobs(const std::vector<Suite>& suites, const std::vector<Job>& jobs,
                                  const std::vector<EngineOptions>& engines, int threads,
                                  const RunOptions& run, Progress* progress) {
    std::vector<ChunkResult> results(jobs.size());
    std::vector<std::vector<SuiteProgress>> left(engines.size(),
                                                 std::vector<SuiteProgress>(suites.size()));
    for (const Job& job : jobs) ++left[job.engine][job.suite].jobs_left;
    std::mutex mutex;
    // Called when job j has ended: a line when its suite is complete.
    auto done = [&](size_t j) {
        if (!progress) return;
        progress->process_done();
        std::lock_guard<std::mutex> lock(mutex);
        const Job& job = jobs[j];
        if (--left[job.engine][job.suite].jobs_left > 0) return;
        int passed = 0, tests = 0;
        for (size_t k = 0; k < jobs.size(); ++k) {
            if (jobs[k].suite != job.suite || jobs[k].engine != job.engine || jobs[k].round != 0) continue;
            for (const TestResult& t : results[k].tests) {
                ++tests;
                passed += is_pass(t.verdict);
            }
        }
        progress->suite_done(suites[job.suite].name + (engines.size() > 1 ? (job.engine ? " (B)" : " (A)") : "") +
                             " done: " + std::to_string(passed) + "/" + std::to_string(tests) + " pass");
    };
    std::atomic<size_t> next{0};
    auto worker = [&] {
        for (size_t j = next++; j < jobs.size(); j = next++) {
            ChunkResult r = run_chunk(suites[jobs[j].suite], jobs[j].chunk, engines[jobs[j].engine], run);
            {
                std::lock_guard<std::mutex> lock(mutex);
                results[j] = std::move(r);
            }
            done(j);
        }
    };
    std::vector<std::thread> pool;
    const int n = std::max(1, std::min<int>(threads, static_cast<int>(jobs.size())));
    for (int t = 1; t < n; ++t) pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool) t.join();
    return results;
}

struct RatchetOutcome {
    int listed = 0;
    int lost = 0;
};

// Ratchet check (and update) of one run.
RatchetOutcome apply_ratchet(const Options& o, const SuiteRun& run, int& errors) {
    const std::string path = ratchet_path(o.ratchet, run.suite->name);
    std::vector<std::string> listed;
    try {
        listed = load_ratchet(path);
    } catch (const std::exception& e) {
        std::cerr << "yomi-regress: " << e.what() << "\n";
        ++errors;
        return {};
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
    return {static_cast<int>(listed.size()), static_cast<int>(lost.size())};
}

// The jobs: round r runs every suite with each engine; odd rounds reverse
// the engine order, so a drift of the machine's speed hits both alike.
std::vector<Job> make_jobs(const Options& o, const std::vector<Suite>& suites, size_t engines) {
    std::vector<Job> jobs;
    std::vector<std::vector<Chunk>> chunks;
    for (const Suite& suite : suites)
        chunks.push_back(o.split ? split_chunks(suite, o.chunk_tests)
                                 : std::vector<Chunk>{whole_suite(suite)});
    for (int r = 0; r < o.repeat; ++r)
        for (size_t s = 0; s < suites.size(); ++s)
            for (size_t k = 0; k < engines; ++k) {
                const size_t e = r % 2 ? engines - 1 - k : k;
                for (const Chunk& c : chunks[s]) jobs.push_back({s, e, r, c});
            }
    return jobs;
}

// runs[e][s]: each suite's chunks merged, later rounds folded into the first.
std::vector<std::vector<SuiteRun>> merge_runs(const Options& o, const std::vector<Suite>& suites,
                                              const std::vector<EngineOptions>& engines,
                                              const std::vector<Job>& jobs,
                                              const std::vector<ChunkResult>& results) {
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
    return runs;
}

// One engine's elapsed time: from its first process's start to its last's
// end; the suites' times summed when `interleaved` (--repeat rounds or
// --compare engines take turns, so the span would count the other's time).
double engine_wall(const std::vector<SuiteRun>& runs, bool interleaved) {
    double lo = 0, hi = 0, sum = 0;
    for (size_t i = 0; i < runs.size(); ++i) {
        lo = i == 0 ? runs[i].started : std::min(lo, runs[i].started);
        hi = i == 0 ? runs[i].finished : std::max(hi, runs[i].finished);
        sum += runs[i].wall_seconds;
    }
    return interleaved ? sum : hi - lo;
}

std::string plural(int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

struct Tally {
    Counts counts;
    int setup_errors = 0;
    int crashes = 0;  // crashed tests, or crashed processes with no test left to crash
};

Tally tally(const std::vector<SuiteRun>& runs) {
    Tally t;
    for (const SuiteRun& run : runs) {
        const Counts c = run.counts();
        t.counts.add(c);
        t.setup_errors += static_cast<int>(run.setup_errors.size());
        t.crashes += c.crashed + static_cast<int>(run.crashes.size() > 0 && c.crashed == 0);
    }
    return t;
}

std::string counts_text(const Tally& t) {
    const Counts& c = t.counts;
    std::string s = plural(c.tests, "test", "tests") + ": " + std::to_string(c.passed) + " pass, " +
                    std::to_string(c.failed) + " fail (" +
                    std::to_string(c.unexpected_failures) + " unexpected), " +
                    std::to_string(c.unexpected_passes) + " unexpected pass, " +
                    std::to_string(c.errors) + " answered with an error, " +
                    std::to_string(c.crashed) + " crash";
    if (c.ignored) s += ", " + std::to_string(c.ignored) + " not judged";
    if (t.setup_errors) s += "; " + plural(t.setup_errors, "set-up error", "set-up errors");
    return s;
}

// "verdict: ok; counts..." or "verdict: FAILED (why); counts...".
std::string verdict_line(const Options& o, const std::vector<std::vector<SuiteRun>>& runs,
                         const RatchetOutcome& ratchet, const std::vector<std::string>& why) {
    std::string verdict = why.empty() ? "verdict: ok" : "verdict: FAILED (";
    for (size_t i = 0; i < why.size(); ++i) verdict += (i ? ", " : "") + why[i];
    if (!why.empty()) verdict += ")";
    verdict += "; " + counts_text(tally(runs[0]));
    if (runs.size() > 1) verdict += "; B: " + counts_text(tally(runs[1]));
    if (!o.ratchet.empty())
        verdict += ratchet.lost == 0
                       ? "; ratchet green (" + std::to_string(ratchet.listed) + " listed tests pass)"
                       : "; ratchet red (" + std::to_string(ratchet.lost) + " of " +
                             std::to_string(ratchet.listed) + " listed tests lost)";
    return verdict;
}

// Writes the --html page; false (said on stderr) when it cannot.
bool write_html(const Options& o, const std::vector<std::vector<SuiteRun>>& runs,
                const std::vector<double>& walls, const std::string& verdict) {
    HtmlReport report;
    report.engines = {o.engine};
    if (!o.compare.empty()) report.engines.push_back(o.compare);
    report.runs = runs;
    report.total_wall = walls;
    report.verdict = verdict;
    report.ok = verdict.rfind("verdict: ok", 0) == 0;
    report.command_line = o.command_line;
    try {
        const std::string path = write_html_report(o.html, report);
        std::cout << "html report: " << path << "\n";
        return true;
    } catch (const std::exception& e) {
        std::cerr << "yomi-regress: " << e.what() << "\n";
        return false;
    }
}

// Prints the tables (and the comparison) of the run.
void print_report(const Options& o, const std::vector<std::vector<SuiteRun>>& runs,
                  const std::vector<double>& walls) {
    std::cout << "engine" << (runs.size() > 1 ? " A" : "") << ": " << o.engine << "\n";
    std::vector<const SuiteRun*> table;
    for (const SuiteRun& run : runs[0]) {
        print_details(std::cout, run, o.verbose);
        table.push_back(&run);
    }
    print_table(std::cout, table, walls[0]);
    if (o.repeat > 1)
        std::cout << "(wall s and cpu s: medians of " << o.repeat << " runs"
                  << (runs.size() > 1 ? ", the engines alternating" : "") << ")\n";
    if (runs.size() > 1 || o.repeat > 1)
        std::cout << "(TOTAL wall s: the suites' times summed, as the runs took turns)\n";
    if (o.slowest > 0) print_slowest(std::cout, table, o.slowest);
    if (runs.size() > 1) {
        std::cout << "\nengine B: " << o.compare << "\n";
        std::vector<const SuiteRun*> table_b;
        for (const SuiteRun& run : runs[1]) {
            print_details(std::cout, run, o.verbose);
            table_b.push_back(&run);
        }
        print_table(std::cout, table_b, walls[1]);
        std::cout << "\ndifferences (first answer lines, A vs B):\n";
        for (size_t s = 0; s < runs[0].size(); ++s) print_differences(std::cout, runs[0][s], runs[1][s]);
    }
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
            for (const std::string& w : suites.back().warnings) std::cerr << "yomi-regress: " << w << "\n";
        } catch (const TstError& e) {
            std::cerr << "yomi-regress: " << e.what() << "\n";
            ++errors;
        }
    }

    std::vector<EngineOptions> engines = {{o.engine, o.timeout, o.engine_stderr}};
    if (!o.compare.empty()) engines.push_back({o.compare, o.timeout, o.engine_stderr});
    const std::vector<Job> jobs = make_jobs(o, suites, engines.size());
    int tests = 0;
    for (const Job& job : jobs) tests += job.chunk.test_count;
    const bool terminal = isatty(STDERR_FILENO) != 0;
    std::unique_ptr<Progress> progress;
    if (o.progress == 1 || (o.progress < 0 && terminal))
        progress = std::make_unique<Progress>(std::cerr, terminal, tests, static_cast<int>(jobs.size()));
    RunOptions run_options;
    run_options.test_nodes = o.test_nodes;
    run_options.boards = !o.html.empty();
    if (progress) run_options.tests_done = &progress->tests_done();
    const double started = now_seconds();
    const std::vector<ChunkResult> results =
        run_jobs(suites, jobs, engines, o.jobs, run_options, progress.get());
    const double elapsed = now_seconds() - started;
    if (progress) progress->stop();

    const std::vector<std::vector<SuiteRun>> runs = merge_runs(o, suites, engines, jobs, results);
    std::vector<double> walls;
    for (const auto& r : runs) walls.push_back(engine_wall(r, o.repeat > 1 || runs.size() > 1));
    print_report(o, runs, walls);

    RatchetOutcome ratchet;
    if (!o.ratchet.empty())
        for (const SuiteRun& run : runs[0]) {
            const RatchetOutcome r = apply_ratchet(o, run, errors);
            ratchet.listed += r.listed;
            ratchet.lost += r.lost;
        }
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
    if (ratchet.lost > 0) std::cout << ratchet.lost << " ratchet regression(s)\n";

    const Tally a = tally(runs[0]);
    const int unexpected = a.counts.unexpected_failures + a.counts.unexpected_passes;
    std::vector<std::string> why;  // what fails the run, errors apart
    if (a.crashes > 0) why.push_back(plural(a.crashes, "crash", "crashes"));
    if (ratchet.lost > 0) why.push_back(plural(ratchet.lost, "ratchet regression", "ratchet regressions"));
    if (o.strict && unexpected > 0)
        why.push_back(plural(unexpected, "unexpected result", "unexpected results") + ", --strict");
    auto reasons = [&why](int errs) {
        std::vector<std::string> all = why;
        if (errs > 0) all.push_back(plural(errs, "suite or file error", "suite or file errors"));
        return all;
    };
    if (!o.html.empty() && !write_html(o, runs, walls, verdict_line(o, runs, ratchet, reasons(errors))))
        ++errors;
    const std::string verdict = verdict_line(o, runs, ratchet, reasons(errors));
    std::cout << verdict << "\n";
    if (errors > 0) return 2;
    if (a.crashes > 0 || ratchet.lost > 0 || (o.strict && unexpected > 0)) return 1;
    return 0;
}
