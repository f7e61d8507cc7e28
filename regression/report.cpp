#include <yomi/regression/report.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iomanip>
#include <sstream>

#include <yomi/regression/cache_summary.h>

namespace yomi::regress {

namespace {

std::string fixed(double v, int digits) {
    std::ostringstream s;
    s << std::fixed << std::setprecision(digits) << v;
    return s.str();
}

std::string cpu_text(const std::optional<double>& cpu) { return cpu ? fixed(*cpu, 2) : "-"; }

std::string node_text(const std::map<std::string, long long>& nodes, const std::string& name) {
    const auto it = nodes.find(name);
    return it == nodes.end() ? "-" : std::to_string(it->second);
}

std::string one_line(const std::string& s) {
    std::string r = s;
    for (char& c : r)
        if (c == '\n') c = '|';
    return r;
}

}  // namespace

void Counts::add(const Counts& o) {
    tests += o.tests;
    passed += o.passed;
    failed += o.failed;
    unexpected_passes += o.unexpected_passes;
    unexpected_failures += o.unexpected_failures;
    crashed += o.crashed;
    ignored += o.ignored;
    errors += o.errors;
}

Counts SuiteRun::counts() const {
    Counts c;
    for (const TestResult& t : tests) {
        ++c.tests;
        if (t.error && t.verdict != Verdict::Ignored) ++c.errors;
        switch (t.verdict) {
            case Verdict::Passed: ++c.passed; break;
            case Verdict::UnexpectedPass: ++c.passed, ++c.unexpected_passes; break;
            case Verdict::Failed: ++c.failed; break;
            case Verdict::UnexpectedFail: ++c.failed, ++c.unexpected_failures; break;
            case Verdict::Ignored: ++c.ignored; break;
            case Verdict::Crash: ++c.crashed; break;
        }
    }
    return c;
}

SuiteRun merge_chunks(const Suite& suite, const std::string& engine,
                      const std::vector<ChunkResult>& parts) {
    SuiteRun run;
    run.suite = &suite;
    run.engine = engine;
    run.chunks = static_cast<int>(parts.size());
    bool cpu_known = !parts.empty();
    double cpu = 0;
    bool first = true;
    for (const ChunkResult& part : parts) {
        run.started = first ? part.started : std::min(run.started, part.started);
        run.finished = first ? part.finished : std::max(run.finished, part.finished);
        first = false;
        run.tests.insert(run.tests.end(), part.tests.begin(), part.tests.end());
        run.setup_errors.insert(run.setup_errors.end(), part.setup_errors.begin(),
                                part.setup_errors.end());
        if (!part.crash.empty()) run.crashes.push_back(part.crash);
        if (part.cache_stats) run.cache_stats.push_back(*part.cache_stats);
        run.process_seconds += part.wall_seconds;
        if (part.cpu_seconds) cpu += *part.cpu_seconds;
        else cpu_known = false;
        for (const auto& [name, n] : part.nodes) run.nodes[name] += n;
    }
    if (cpu_known) run.cpu_seconds = cpu;
    run.wall_seconds = run.finished - run.started;
    return run;
}

namespace {
double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// " (median of N runs, MIN-MAX s)" for repeated runs, "" otherwise.
std::string runs_text(const SuiteRun& run) {
    if (run.wall_runs.size() < 2) return "";
    const auto [lo, hi] = std::minmax_element(run.wall_runs.begin(), run.wall_runs.end());
    return " (median of " + std::to_string(run.wall_runs.size()) + " runs, wall " + fixed(*lo, 2) +
           "-" + fixed(*hi, 2) + " s)";
}
}  // namespace

std::vector<std::string> fold_repeats(SuiteRun& first, const std::vector<SuiteRun>& later) {
    std::vector<std::string> differ;
    first.wall_runs = {first.wall_seconds};
    first.cpu_runs = {first.cpu_seconds};
    for (const SuiteRun& run : later) {
        first.wall_runs.push_back(run.wall_seconds);
        first.cpu_runs.push_back(run.cpu_seconds);
        for (size_t i = 0; i < first.tests.size() && i < run.tests.size(); ++i) {
            const TestResult& a = first.tests[i];
            const TestResult& b = run.tests[i];
            if (a.answer == b.answer && a.verdict == b.verdict) continue;
            differ.push_back(first.suite->name + ":" + first.suite->commands[a.index].id +
                             " answered '" + a.answer + "' in run 1, '" + b.answer + "' in run " +
                             std::to_string(first.wall_runs.size()));
        }
    }
    first.wall_seconds = median(first.wall_runs);
    std::vector<double> cpus;
    for (const auto& c : first.cpu_runs)
        if (c) cpus.push_back(*c);
    first.cpu_seconds.reset();
    if (cpus.size() == first.cpu_runs.size()) first.cpu_seconds = median(cpus);
    return differ;
}

void print_details(std::ostream& out, const SuiteRun& run, bool all) {
    const Suite& suite = *run.suite;
    for (const TestResult& t : run.tests) {
        if (!all && !is_unexpected(t.verdict)) continue;
        const TstCommand& cmd = suite.commands[t.index];
        out << "  " << suite.name << ":" << cmd.id << " " << verdict_name(t.verdict) << ": "
            << cmd.source << "  expected " << expectation_text(cmd.expect);
        if (t.verdict != Verdict::Crash) out << (t.error ? "  got error '" : "  got '") << t.answer << "'";
        if (t.nodes) out << "  " << *t.nodes << " nodes";
        out << "\n";
    }
    for (const std::string& c : run.crashes) out << "  " << suite.name << ": CRASH: " << c << "\n";
    const size_t shown = all ? run.setup_errors.size() : std::min<size_t>(run.setup_errors.size(), 5);
    for (size_t i = 0; i < shown; ++i)
        out << "  " << suite.name << ": set-up error, " << one_line(run.setup_errors[i]) << "\n";
    if (shown < run.setup_errors.size())
        out << "  " << suite.name << ": ... " << run.setup_errors.size() - shown
            << " more set-up errors (-v lists them)\n";
}

void print_table(std::ostream& out, const std::vector<const SuiteRun*>& runs,
                 std::optional<double> total_wall) {
    char line[512];
    const char* header_fmt = "%-14s %6s %6s %6s %6s %6s %6s %6s %8s %8s %12s %12s %12s %12s\n";
    std::snprintf(line, sizeof line, header_fmt, "suite", "tests", "passed", "failed", "u.pass",
                  "u.fail", "error", "crash", "wall s", "cpu s", "read nodes", "owl nodes",
                  "conn nodes", "trymoves");
    out << line;
    Counts total;
    double wall = 0, cpu = 0;
    bool cpu_known = true;
    std::map<std::string, long long> nodes;
    auto row = [&](const std::string& name, const Counts& c, double w, std::optional<double> cp,
                   const std::map<std::string, long long>& n) {
        std::snprintf(line, sizeof line,
                      "%-14s %6d %6d %6d %6d %6d %6d %6d %8s %8s %12s %12s %12s %12s\n",
                      name.c_str(), c.tests, c.passed, c.failed, c.unexpected_passes,
                      c.unexpected_failures, c.errors, c.crashed, fixed(w, 2).c_str(),
                      cpu_text(cp).c_str(), node_text(n, "reading").c_str(),
                      node_text(n, "owl").c_str(), node_text(n, "connection").c_str(),
                      node_text(n, "trymove").c_str());
        out << line;
    };
    for (const SuiteRun* r : runs) {
        const Counts c = r->counts();
        row(r->suite->name, c, r->wall_seconds, r->cpu_seconds, r->nodes);
        total.add(c);
        wall += r->wall_seconds;
        if (r->cpu_seconds) cpu += *r->cpu_seconds;
        else cpu_known = false;
        for (const auto& [name, n] : r->nodes) nodes[name] += n;
    }
    if (runs.size() > 1)
        row("TOTAL", total, total_wall.value_or(wall),
            cpu_known ? std::optional<double>(cpu) : std::nullopt, nodes);
    for (const SuiteRun* r : runs) {
        if (r->cache_stats.empty()) continue;
        const std::optional<std::string> summary = cache_summary_line(r->cache_stats);
        out << "cache " << r->suite->name << ": "
            << summary.value_or("(cache_stats answer not in yomi's form; --json keeps it)") << "\n";
    }
}

void print_slowest(std::ostream& out, const std::vector<const SuiteRun*>& runs, int count) {
    std::vector<std::pair<const SuiteRun*, const TestResult*>> all;
    for (const SuiteRun* r : runs)
        for (const TestResult& t : r->tests) all.emplace_back(r, &t);
    const size_t n = std::min(all.size(), static_cast<size_t>(count));
    std::partial_sort(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(n), all.end(),
                      [](const auto& a, const auto& b) { return a.second->seconds > b.second->seconds; });
    out << "slowest tests:\n";
    for (size_t i = 0; i < n; ++i) {
        const auto& [run, t] = all[i];
        const TstCommand& cmd = run->suite->commands[t->index];
        out << "  " << fixed(t->seconds, 3) << " s  ";
        if (t->nodes) out << *t->nodes << " nodes  ";
        out << run->suite->name << ":" << cmd.id << " " << cmd.source << "  ("
            << verdict_name(t->verdict) << ")\n";
    }
}

int print_differences(std::ostream& out, const SuiteRun& a, const SuiteRun& b) {
    const Suite& suite = *a.suite;
    int differences = 0;
    for (size_t i = 0; i < a.tests.size() && i < b.tests.size(); ++i) {
        const TestResult& ta = a.tests[i];
        const TestResult& tb = b.tests[i];
        const bool crash_a = ta.verdict == Verdict::Crash, crash_b = tb.verdict == Verdict::Crash;
        if (ta.answer == tb.answer && crash_a == crash_b) continue;
        ++differences;
        const TstCommand& cmd = suite.commands[ta.index];
        out << "  " << suite.name << ":" << cmd.id << " " << cmd.source << "  expected ["
            << cmd.expect.printed << "]\n"
            << "      A: " << (crash_a ? "(crash)" : "'" + ta.answer + "'") << " "
            << verdict_name(ta.verdict) << "\n"
            << "      B: " << (crash_b ? "(crash)" : "'" + tb.answer + "'") << " "
            << verdict_name(tb.verdict) << "\n";
    }
    const Counts ca = a.counts(), cb = b.counts();
    out << "  " << suite.name << ": " << differences << " different answers; A passed "
        << ca.passed << "/" << ca.tests << " in wall " << fixed(a.wall_seconds, 2) << " s cpu "
        << cpu_text(a.cpu_seconds) << " s; B passed " << cb.passed << "/" << cb.tests
        << " in wall " << fixed(b.wall_seconds, 2) << " s cpu " << cpu_text(b.cpu_seconds)
        << " s\n";
    if (a.wall_runs.size() > 1) {
        out << "  " << suite.name << ": times are medians; A" << runs_text(a) << ", B"
            << runs_text(b) << "\n";
    }
    return differences;
}

std::string to_utf8(const std::string& s) {
    std::string out;
    out.reserve(s.size());
    auto latin1 = [&out](unsigned char c) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    };
    for (size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            out += s[i++];
            continue;
        }
        // A well-formed sequence (no overlongs, surrogates or code points past
        // U+10FFFF) is kept; any other byte is a Latin-1 character.
        const int n = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
        bool ok = n > 0 && i + static_cast<size_t>(n) <= s.size();
        for (int k = 1; ok && k < n; ++k) ok = (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80;
        if (ok && n >= 3) {
            const auto c1 = static_cast<unsigned char>(s[i + 1]);
            if ((c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 >= 0xA0) || (c == 0xF0 && c1 < 0x90) ||
                (c == 0xF4 && c1 >= 0x90))
                ok = false;
        }
        if (!ok) {
            latin1(c);
            ++i;
            continue;
        }
        out.append(s, i, static_cast<size_t>(n));
        i += static_cast<size_t>(n);
    }
    return out;
}

std::string expectation_text(const Expectation& e) {
    return "[" + e.printed + "]" + (e.expected_fail ? "*" : "") + (e.ignored ? "&" : "");
}

void write_json(std::ostream& out, const SuiteRun& run, const std::string& label) {
    using json = nlohmann::ordered_json;
    const Suite& suite = *run.suite;
    for (const TestResult& t : run.tests) {
        const TstCommand& cmd = suite.commands[t.index];
        json test = {{"type", "test"},
                     {"engine", to_utf8(label)},
                     {"suite", to_utf8(suite.name)},
                     {"id", cmd.id},
                     {"line", cmd.line},
                     {"command", to_utf8(cmd.source)},
                     {"expected", to_utf8(expectation_text(cmd.expect))},
                     {"got", t.verdict == Verdict::Crash ? json(nullptr) : json(to_utf8(t.answer))},
                     {"error", t.error},
                     {"verdict", verdict_token(t.verdict)},
                     {"seconds", std::round(t.seconds * 1e4) / 1e4},
                     {"nodes", t.nodes ? json(*t.nodes) : json(nullptr)}};
        out << test.dump(-1, ' ', false, json::error_handler_t::replace) << "\n";
    }
    const Counts c = run.counts();
    json nodes = json::object();
    for (const auto& [name, n] : run.nodes) nodes[name] = n;
    json cache = json::array(), crashes = json::array(), wall_runs = json::array();
    for (const std::string& a : run.cache_stats) cache.push_back(to_utf8(a));
    for (const std::string& a : run.crashes) crashes.push_back(to_utf8(a));
    for (const double w : run.wall_runs) wall_runs.push_back(std::round(w * 1e3) / 1e3);
    const json summary = {
        {"type", "suite"},
        {"engine", to_utf8(label)},
        {"command", to_utf8(run.engine)},
        {"suite", to_utf8(suite.name)},
        {"path", to_utf8(suite.path)},
        {"tests", c.tests},
        {"passed", c.passed},
        {"failed", c.failed},
        {"unexpected_passes", c.unexpected_passes},
        {"unexpected_failures", c.unexpected_failures},
        {"errors", c.errors},
        {"crash", c.crashed},
        {"ignored", c.ignored},
        {"chunks", run.chunks},
        {"wall_seconds", std::round(run.wall_seconds * 1e3) / 1e3},
        {"process_seconds", std::round(run.process_seconds * 1e3) / 1e3},
        {"cpu_seconds", run.cpu_seconds ? json(std::round(*run.cpu_seconds * 1e3) / 1e3) : json(nullptr)},
        {"wall_runs", wall_runs},
        {"nodes", nodes},
        {"cache_stats", cache},
        {"cache_summary", run.cache_stats.empty() ? json(nullptr)
                                                  : json(cache_summary_line(run.cache_stats).value_or(""))},
        {"crashes", crashes}};
    out << summary.dump(-1, ' ', false, json::error_handler_t::replace) << "\n";
}

}  // namespace yomi::regress
