#include <yomi/regression/html_report.h>

#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <yomi/regression/board_svg.h>
#include <yomi/regression/cache_summary.h>

namespace yomi::regress {

namespace {

constexpr const char* kStyle = R"(
:root { --ok: #1f8a3b; --bad: #c62828; --warn: #b26a00; --ink: #1d2330; --muted: #5f6b7a;
        --line: #dde2ea; --card: #ffffff; --page: #f3f5f8; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
       color: var(--ink); background: var(--page); }
main { max-width: 1280px; margin: 0 auto; padding: 24px 28px 60px; }
h1 { font-size: 26px; margin: 0 0 4px; letter-spacing: -0.01em; }
h2 { font-size: 19px; margin: 34px 0 12px; }
h3 { font-size: 16px; margin: 26px 0 10px; }
.sub { color: var(--muted); margin: 0 0 16px; }
.verdict { padding: 12px 16px; border-radius: 8px; font-weight: 600; color: #fff; }
.verdict.ok { background: var(--ok); } .verdict.bad { background: var(--bad); }
code, .mono { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; font-size: 13px; }
table { border-collapse: collapse; background: var(--card); border: 1px solid var(--line);
        border-radius: 8px; overflow: hidden; font-variant-numeric: tabular-nums; }
th, td { padding: 6px 11px; text-align: right; border-bottom: 1px solid var(--line); }
th { background: #e9edf3; font-weight: 600; font-size: 13px; }
td:first-child, th:first-child { text-align: left; }
tr.total td { font-weight: 700; background: #f6f8fb; }
td.bad { color: var(--bad); font-weight: 600; } td.zero { color: #a7b0bc; }
.bar { display: inline-block; width: 90px; height: 8px; background: #f0c9c9; border-radius: 4px;
       vertical-align: middle; overflow: hidden; margin-right: 6px; }
.bar span { display: block; height: 100%; background: var(--ok); }
.cache { color: var(--muted); font-size: 13px; margin: 8px 0 0; }
.cache li { margin: 2px 0; }
.legend { display: flex; flex-wrap: wrap; gap: 18px; align-items: center; color: var(--muted);
          font-size: 13px; margin-bottom: 8px; }
.legend svg { vertical-align: middle; margin-right: 4px; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(370px, 1fr)); gap: 16px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 10px;
        padding: 12px 14px 14px; box-shadow: 0 1px 2px rgba(20, 30, 50, 0.05); }
.card header { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; }
.card .id { font-weight: 700; font-size: 15px; }
.badge { font-size: 12px; font-weight: 600; padding: 2px 8px; border-radius: 999px; color: #fff;
         white-space: nowrap; }
.badge.ufail, .badge.crash { background: var(--bad); } .badge.error { background: #7b1fa2; }
.badge.upass { background: var(--ok); } .badge.fail { background: #8a94a3; }
.badge.differ { background: var(--warn); } .badge.pass { background: var(--ok); }
.card .cmd { display: block; margin: 8px 0 6px; padding: 5px 8px; background: #f4f6f9;
             border-radius: 5px; overflow-wrap: anywhere; }
.card dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0 0 8px; font-size: 13.5px; }
.card dt { color: var(--muted); } .card dd { margin: 0; overflow-wrap: anywhere; }
.card svg.board { display: block; margin: 6px auto 0; max-width: 100%; height: auto; }
.card .moves { color: var(--muted); font-size: 12.5px; text-align: center; margin: 4px 0 0; }
.noboard { color: var(--muted); font-style: italic; font-size: 13px; }
details { margin-top: 14px; } summary { cursor: pointer; color: var(--muted); font-weight: 600; }
details .cards { margin-top: 12px; }
)";

// The legend's small pictures, drawn as the board draws its marks.
constexpr const char* kLegend = R"(<div class="legend">
<span><svg width="16" height="16" viewBox="0 0 10 10"><rect x="1.6" y="1.6" width="6.8" height="6.8" fill="none" stroke="#e0282e" stroke-width="1.2"/></svg>target</span>
<span><svg width="16" height="16" viewBox="0 0 10 10"><circle cx="5" cy="5" r="3.1" fill="none" stroke="#1fa045" stroke-width="1.4"/></svg>expected move</span>
<span><svg width="16" height="16" viewBox="0 0 10 10"><path d="M2.4 2.4L7.6 7.6M7.6 2.4L2.4 7.6" stroke="#f07a00" stroke-width="1.4"/></svg>move the expectation rules out</span>
<span><svg width="16" height="16" viewBox="0 0 10 10"><path d="M5 1.8L7.9 7L2.1 7Z" fill="#1769d6"/></svg>move in the answer</span>
<span><svg width="16" height="16" viewBox="0 0 10 10"><rect x="0" y="0" width="10" height="10" fill="#3b7dd8" fill-opacity="0.22"/></svg>region the command names</span>
</div>
)";

std::string fixed2(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

std::string badge_class(Verdict v, bool error) {
    if (error && v != Verdict::Ignored) return "error";
    switch (v) {
        case Verdict::UnexpectedFail:
            return "ufail";
        case Verdict::UnexpectedPass:
            return "upass";
        case Verdict::Crash:
            return "crash";
        case Verdict::Failed:
            return "fail";
        default:
            return "pass";
    }
}

std::string badge(const TestResult& t) {
    const std::string text = t.error && t.verdict != Verdict::Ignored
                                 ? std::string(verdict_name(t.verdict)) + " (error)"
                                 : verdict_name(t.verdict);
    return "<span class=\"badge " + badge_class(t.verdict, t.error) + "\">" + html_escape(text) +
           "</span>";
}

std::string answer_html(const TestResult& t) {
    if (t.verdict == Verdict::Crash) return "<em>no answer (crash)</em>";
    return (t.error ? "error: " : "") + std::string("<code>") + html_escape(t.answer) + "</code>";
}

std::string td(long long n, bool bad_if_nonzero = false) {
    if (n == 0) return "<td class=\"zero\">0</td>";
    return std::string(bad_if_nonzero ? "<td class=\"bad\">" : "<td>") + grouped(n) + "</td>";
}

void suite_row(std::ostringstream& h, const std::string& name, const Counts& c, double wall,
               const std::optional<double>& cpu, bool total) {
    const int judged = c.passed + c.failed;
    const double share = judged > 0 ? 100.0 * c.passed / judged : 0;
    h << (total ? "<tr class=\"total\">" : "<tr>") << "<td>" << html_escape(name) << "</td>"
      << td(c.tests) << "<td><span class=\"bar\"><span style=\"width:" << fixed2(share)
      << "%\"></span></span>" << grouped(c.passed) << "</td>" << td(c.failed)
      << td(c.unexpected_passes) << td(c.unexpected_failures, true) << td(c.errors, true)
      << td(c.crashed, true) << "<td>" << fixed2(wall) << "</td><td>" << (cpu ? fixed2(*cpu) : "-")
      << "</td></tr>\n";
}

void engine_table(std::ostringstream& h, const std::vector<SuiteRun>& runs, double total_wall) {
    h << "<table><thead><tr><th>suite</th><th>tests</th><th>passed</th><th>failed</th>"
         "<th>unexp. pass</th><th>unexp. fail</th><th>error</th><th>crash</th><th>wall s</th>"
         "<th>cpu s</th></tr></thead><tbody>\n";
    Counts total;
    double cpu = 0;
    bool cpu_known = true;
    for (const SuiteRun& r : runs) {
        const Counts c = r.counts();
        suite_row(h, r.suite->name, c, r.wall_seconds, r.cpu_seconds, false);
        total.add(c);
        if (r.cpu_seconds)
            cpu += *r.cpu_seconds;
        else
            cpu_known = false;
    }
    if (runs.size() > 1)
        suite_row(h, "total", total, total_wall,
                  cpu_known ? std::optional<double>(cpu) : std::nullopt, true);
    h << "</tbody></table>\n<ul class=\"cache\">";
    for (const SuiteRun& r : runs)
        if (const auto line = cache_summary_line(r.cache_stats))
            h << "<li>cache " << html_escape(r.suite->name) << ": " << html_escape(*line)
              << "</li>";
    h << "</ul>\n";
}

// The moves in words under the picture.
std::string moves_line(const BoardMarks& m) {
    auto join = [](const std::vector<std::string>& v) {
        std::string s;
        for (const std::string& x : v) s += (s.empty() ? "" : " ") + x;
        return s.empty() ? std::string("-") : s;
    };
    std::string line = "target " + join(m.targets);
    if (!m.expected.empty()) line += " · expected " + join(m.expected);
    if (!m.avoided.empty()) line += " · ruled out " + join(m.avoided);
    line += " · given " + join(m.given);
    return line;
}

void card(std::ostringstream& h, const SuiteRun& a, size_t i, const SuiteRun* b, bool differ) {
    const TestResult& ta = a.tests[i];
    const TstCommand& cmd = a.suite->commands[ta.index];
    const std::string name = a.suite->name + ":" + cmd.id;
    h << "<article class=\"card\" id=\"" << html_escape(name) << "\"><header><span class=\"id\">"
      << html_escape(name) << "</span><span>";
    if (differ) h << "<span class=\"badge differ\">differs</span> ";
    h << badge(ta) << "</span></header>\n<code class=\"cmd\">" << html_escape(cmd.source)
      << "</code><dl><dt>expected</dt><dd><code>" << html_escape(expectation_text(cmd.expect))
      << "</code></dd><dt>" << (b ? "A got" : "got") << "</dt><dd>" << answer_html(ta) << "</dd>";
    if (b)
        h << "<dt>B got</dt><dd>" << answer_html(b->tests[i]) << " " << badge(b->tests[i])
          << "</dd>";
    h << "<dt>line</dt><dd>" << cmd.line << " of " << html_escape(a.suite->name) << ".tst, "
      << fixed2(ta.seconds) << " s</dd></dl>\n";
    const std::optional<BoardSnapshot>& board = ta.board ? ta.board
                                                : b      ? b->tests[i].board
                                                         : ta.board;
    if (!board) {
        h << "<p class=\"noboard\">no picture: the engine did not tell the position "
             "(list_stones and a board size)</p>";
    } else {
        const std::string given = ta.answer + (b ? " " + b->tests[i].answer : "");
        const BoardMarks marks =
            test_marks(cmd.source, cmd.expect.pattern, cmd.expect.negate, given, board->size);
        h << board_svg(*board, marks) << "<p class=\"moves\">" << html_escape(moves_line(marks))
          << "</p>";
    }
    h << "</article>\n";
}

bool differs(const TestResult& a, const TestResult& b) {
    return a.answer != b.answer || (a.verdict == Verdict::Crash) != (b.verdict == Verdict::Crash) ||
           a.error != b.error;
}

// The cards of one suite: unexpected results, errors, crashes and
// differences first; expected failures folded away below them.
int suite_cards(std::ostringstream& h, const SuiteRun& a, const SuiteRun* b) {
    std::vector<size_t> first, folded;
    std::vector<bool> differ(a.tests.size(), false);
    for (size_t i = 0; i < a.tests.size(); ++i) {
        const TestResult& t = a.tests[i];
        differ[i] = b && i < b->tests.size() && differs(t, b->tests[i]);
        if (is_unexpected(t.verdict) || differ[i] || (t.error && t.verdict != Verdict::Ignored))
            first.push_back(i);
        else if (t.verdict == Verdict::Failed)
            folded.push_back(i);
    }
    if (first.empty() && folded.empty()) return 0;
    h << "<h3>" << html_escape(a.suite->name) << " <span class=\"sub\">" << first.size()
      << " to look at"
      << (folded.empty() ? "" : ", " + std::to_string(folded.size()) + " expected failures")
      << "</span></h3>\n";
    if (!first.empty()) {
        h << "<div class=\"cards\">\n";
        for (const size_t i : first)
            card(h, a, i, b && i < b->tests.size() ? b : nullptr, differ[i]);
        h << "</div>\n";
    }
    if (!folded.empty()) {
        h << "<details><summary>" << folded.size()
          << " expected failures (marked * in the suite)</summary><div class=\"cards\">\n";
        for (const size_t i : folded) card(h, a, i, b && i < b->tests.size() ? b : nullptr, false);
        h << "</div></details>\n";
    }
    return static_cast<int>(first.size() + folded.size());
}

std::string now_text() {
    const std::time_t t = std::time(nullptr);
    char buf[64];
    std::tm tm{};
    gmtime_r(&t, &tm);
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M UTC", &tm);
    return buf;
}

}  // namespace

std::string html_escape(const std::string& text) {
    std::string out;
    for (const char c : to_utf8(text)) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            case '\'':
                out += "&#39;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

std::string html_page(const HtmlReport& r) {
    std::ostringstream h;
    h << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
         "<title>yomi-regress: "
      << html_escape(r.verdict) << "</title><style>" << kStyle
      << "</style></head>\n<body><main>\n<h1>yomi-regress</h1><p class=\"sub\">" << now_text()
      << " · <code>" << html_escape(r.command_line) << "</code></p>\n<p class=\"verdict "
      << (r.ok ? "ok" : "bad") << "\">" << html_escape(r.verdict) << "</p>\n";
    for (size_t e = 0; e < r.runs.size(); ++e) {
        h << "<h2>" << (r.runs.size() > 1 ? (e == 0 ? "Engine A" : "Engine B") : "Engine")
          << ": <code>" << html_escape(r.engines[e]) << "</code></h2>\n";
        engine_table(h, r.runs[e], e < r.total_wall.size() ? r.total_wall[e] : 0);
    }
    std::ostringstream cards;
    int shown = 0;
    for (size_t s = 0; s < r.runs.front().size(); ++s)
        shown += suite_cards(cards, r.runs[0][s], r.runs.size() > 1 ? &r.runs[1][s] : nullptr);
    h << "<h2>Tests to look at</h2>\n";
    if (shown == 0) {
        h << "<p>Every test gave its expected result"
          << (r.runs.size() > 1 ? " and both engines agree" : "") << ".</p>\n";
    } else {
        h << "<p class=\"sub\">Failing, erring and crashing tests, unexpected passes"
          << (r.runs.size() > 1 ? " and every test the engines answer differently" : "")
          << "; each with the position the test asks about.</p>\n"
          << kLegend << cards.str();
    }
    h << "</main></body></html>\n";
    return h.str();
}

std::string write_html_report(const std::string& dir, const HtmlReport& report) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) throw std::runtime_error(dir + ": " + ec.message());
    const std::string path = (std::filesystem::path(dir) / "index.html").string();
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::trunc | std::ios::binary);
        if (!out) throw std::runtime_error(tmp + ": cannot write");
        out << html_page(report);
        out.flush();
        if (!out) throw std::runtime_error(tmp + ": write error");
    }
    std::filesystem::rename(tmp, path, ec);
    if (ec) throw std::runtime_error(path + ": " + ec.message());
    return path;
}

}  // namespace yomi::regress
