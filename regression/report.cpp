#include <yomi/regression/report.h>

#include <algorithm>
#include <cstdio>
#include <iomanip>
#include <sstream>

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

std::string indented(const std::string& s) {
    std::string r = "    ";
    for (const char c : s) {
        r += c;
        if (c == '\n') r += "    ";
    }
    return r + "\n";
}

std::string one_line(const std::string& s) {
    std::string r = s;
    for (char& c : r)
        if (c == '\n') c = '|';
    return r;
}

// Splits text into alternating runs of numbers (digits, optionally with a
// decimal part) and other text.
std::vector<std::string> number_runs(const std::string& s) {
    std::vector<std::string> runs;
    auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
    size_t i = 0;
    while (i < s.size()) {
        size_t j = i;
        if (is_digit(s[i])) {
            while (j < s.size() && is_digit(s[j])) ++j;
            if (j + 1 < s.size() && s[j] == '.' && is_digit(s[j + 1])) {
                ++j;
                while (j < s.size() && is_digit(s[j])) ++j;
            }
        } else {
            while (j < s.size() && !is_digit(s[j])) ++j;
        }
        runs.push_back(s.substr(i, j - i));
        i = j;
    }
    return runs;
}

bool is_number_run(const std::string& run) { return run[0] >= '0' && run[0] <= '9'; }

}  // namespace

std::optional<std::string> sum_cache_stats(const std::vector<std::string>& answers) {
    if (answers.empty()) return std::nullopt;
    std::vector<std::vector<std::string>> split;
    for (const std::string& a : answers) split.push_back(number_runs(a));
    const std::vector<std::string>& first = split[0];
    std::string out;
    for (size_t i = 0; i < first.size(); ++i) {
        bool same = true;
        for (const auto& runs : split) {
            if (runs.size() != first.size() || is_number_run(runs[i]) != is_number_run(first[i]))
                return std::nullopt;
            same = same && runs[i] == first[i];
        }
        // Text and decimals (sizes, rates) must be equal everywhere and are
        // kept; integers (counts) are summed.
        const bool decimal = first[i].find('.') != std::string::npos;
        if (!is_number_run(first[i]) || decimal) {
            if (!same) return std::nullopt;
            out += first[i];
            continue;
        }
        unsigned long long sum = 0;
        for (const auto& runs : split) {
            if (runs[i].find('.') != std::string::npos || runs[i].size() > 15) return std::nullopt;
            sum += std::stoull(runs[i]);
        }
        out += std::to_string(sum);
    }
    return out;
}

void Counts::add(const Counts& o) {
    tests += o.tests;
    passed += o.passed;
    failed += o.failed;
    unexpected_passes += o.unexpected_passes;
    unexpected_failures += o.unexpected_failures;
    crashed += o.crashed;
    ignored += o.ignored;
}

Counts SuiteRun::counts() const {
    Counts c;
    for (const TestResult& t : tests) {
        ++c.tests;
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
    for (const ChunkResult& part : parts) {
        run.tests.insert(run.tests.end(), part.tests.begin(), part.tests.end());
        run.setup_errors.insert(run.setup_errors.end(), part.setup_errors.begin(),
                                part.setup_errors.end());
        if (!part.crash.empty()) run.crashes.push_back(part.crash);
        if (part.cache_stats) run.cache_stats.push_back(*part.cache_stats);
        run.wall_seconds += part.wall_seconds;
        if (part.cpu_seconds) cpu += *part.cpu_seconds;
        else cpu_known = false;
        for (const auto& [name, n] : part.nodes) run.nodes[name] += n;
    }
    if (cpu_known) run.cpu_seconds = cpu;
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
            << cmd.source << "  expected [" << cmd.expect.printed << "]"
            << (cmd.expect.expected_fail ? "*" : cmd.expect.ignored ? "&" : "");
        if (t.verdict != Verdict::Crash) out << "  got '" << t.answer << "'";
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

void print_table(std::ostream& out, const std::vector<const SuiteRun*>& runs) {
    char line[512];
    const char* header_fmt = "%-14s %6s %6s %6s %6s %6s %6s %8s %8s %12s %12s %12s %12s\n";
    std::snprintf(line, sizeof line, header_fmt, "suite", "tests", "passed", "failed", "u.pass",
                  "u.fail", "crash", "wall s", "cpu s", "read nodes", "owl nodes", "conn nodes",
                  "trymoves");
    out << line;
    Counts total;
    double wall = 0, cpu = 0;
    bool cpu_known = true;
    std::map<std::string, long long> nodes;
    auto row = [&](const std::string& name, const Counts& c, double w, std::optional<double> cp,
                   const std::map<std::string, long long>& n) {
        std::snprintf(line, sizeof line, "%-14s %6d %6d %6d %6d %6d %6d %8s %8s %12s %12s %12s %12s\n",
                      name.c_str(), c.tests, c.passed, c.failed, c.unexpected_passes,
                      c.unexpected_failures, c.crashed, fixed(w, 2).c_str(), cpu_text(cp).c_str(),
                      node_text(n, "reading").c_str(), node_text(n, "owl").c_str(),
                      node_text(n, "connection").c_str(), node_text(n, "trymove").c_str());
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
        row("TOTAL", total, wall, cpu_known ? std::optional<double>(cpu) : std::nullopt, nodes);
    for (const SuiteRun* r : runs) {
        if (r->cache_stats.size() > 1) {
            if (const auto sum = sum_cache_stats(r->cache_stats)) {
                out << "cache_stats " << r->suite->name << " (integers summed over "
                    << r->cache_stats.size() << " processes):\n" << indented(*sum);
                continue;
            }
        }
        for (size_t i = 0; i < r->cache_stats.size(); ++i) {
            out << "cache_stats " << r->suite->name;
            if (r->cache_stats.size() > 1) out << " (chunk " << i + 1 << ")";
            out << ":\n" << indented(r->cache_stats[i]);
        }
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

std::string json_string(const std::string& s) {
    std::string r = "\"";
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
            case '"': r += "\\\""; break;
            case '\\': r += "\\\\"; break;
            case '\n': r += "\\n"; break;
            case '\r': r += "\\r"; break;
            case '\t': r += "\\t"; break;
            default:
                if (c < 0x20 || c >= 0x7f) {
                    // Non-ASCII bytes (e.g. Latin-1 in old suites) escaped byte-wise as
                    // code points U+0080..U+00FF: always valid JSON.
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", c);
                    r += buf;
                } else {
                    r += ch;
                }
        }
    }
    return r + "\"";
}

void write_json(std::ostream& out, const SuiteRun& run, const std::string& label) {
    const Suite& suite = *run.suite;
    for (const TestResult& t : run.tests) {
        const TstCommand& cmd = suite.commands[t.index];
        std::string expected = "[" + cmd.expect.printed + "]";
        if (cmd.expect.expected_fail) expected += "*";
        if (cmd.expect.ignored) expected += "&";
        out << "{\"type\":\"test\",\"engine\":" << json_string(label)
            << ",\"suite\":" << json_string(suite.name) << ",\"id\":" << json_string(cmd.id)
            << ",\"line\":" << cmd.line << ",\"command\":" << json_string(cmd.source)
            << ",\"expected\":" << json_string(expected) << ",\"got\":"
            << (t.verdict == Verdict::Crash ? "null" : json_string(t.answer))
            << ",\"verdict\":" << json_string(verdict_token(t.verdict))
            << ",\"seconds\":" << fixed(t.seconds, 4)
            << ",\"nodes\":" << (t.nodes ? std::to_string(*t.nodes) : "null") << "}\n";
    }
    const Counts c = run.counts();
    out << "{\"type\":\"suite\",\"engine\":" << json_string(label)
        << ",\"command\":" << json_string(run.engine) << ",\"suite\":" << json_string(suite.name)
        << ",\"path\":" << json_string(suite.path) << ",\"tests\":" << c.tests
        << ",\"passed\":" << c.passed << ",\"failed\":" << c.failed
        << ",\"unexpected_passes\":" << c.unexpected_passes
        << ",\"unexpected_failures\":" << c.unexpected_failures << ",\"crash\":" << c.crashed
        << ",\"ignored\":" << c.ignored << ",\"chunks\":" << run.chunks
        << ",\"wall_seconds\":" << fixed(run.wall_seconds, 3)
        << ",\"cpu_seconds\":" << (run.cpu_seconds ? fixed(*run.cpu_seconds, 3) : "null")
        << ",\"wall_runs\":[";
    for (size_t i = 0; i < run.wall_runs.size(); ++i)
        out << (i ? "," : "") << fixed(run.wall_runs[i], 3);
    out << "],\"nodes\":{";
    bool first = true;
    for (const auto& [name, n] : run.nodes) {
        out << (first ? "" : ",") << json_string(name) << ":" << n;
        first = false;
    }
    out << "},\"cache_stats\":[";
    for (size_t i = 0; i < run.cache_stats.size(); ++i)
        out << (i ? "," : "") << json_string(run.cache_stats[i]);
    out << "],\"crashes\":[";
    for (size_t i = 0; i < run.crashes.size(); ++i)
        out << (i ? "," : "") << json_string(run.crashes[i]);
    out << "]}\n";
}

}  // namespace yomi::regress
