// The HTML report (yomi-regress --html DIR): one page per run with the
// summary table of each engine and, for every failing or differing test, a
// card with the command, the expectation, the answers and the position as an
// SVG picture with the target, the expected and the given moves marked.
#pragma once

#include <string>
#include <vector>

#include <yomi/regression/report.h>

namespace yomi::regress {

struct HtmlReport {
    std::vector<std::string> engines;         // engine commands: A, then B with --compare
    std::vector<std::vector<SuiteRun>> runs;  // runs[engine][suite], suites in the same order
    std::vector<double> total_wall;           // each engine's elapsed time, as in the text table
    std::string verdict;                      // the verdict line
    bool ok = true;                           // the run's exit status is 0
    std::string command_line;                 // how yomi-regress was called
};

// The page as text (UTF-8, self-contained: inline CSS and SVG, no script).
std::string html_page(const HtmlReport& report);

// Writes DIR/index.html, creating DIR if needed, through a temporary file
// renamed into place (a failed write leaves the old page).  Returns the
// path written.  Throws std::runtime_error with the reason on failure.
std::string write_html_report(const std::string& dir, const HtmlReport& report);

// Text escaped for HTML (& < > " '), made valid UTF-8 first.
std::string html_escape(const std::string& text);

}  // namespace yomi::regress
