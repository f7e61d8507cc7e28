// Judging one test answer against its "#?" expectation, exactly as GNU Go's
// regression scorer does: only the first response line counts, without its
// "=id " / "?id " prefix; the pattern is a POSIX extended regular expression
// wrapped as "^" + pattern + "$" without a group (so "[G7|G5]" means "starts
// with G7 or ends with G5"); '!' negates; '*' marks an expected failure; '&'
// means not judged.  One deliberate difference: an error response ("? unknown
// command") is never a pass, whatever the pattern (GNU Go's scorer compares
// its text like any other answer, so "[!0]" passes on "? unknown command").
#pragma once

#include <regex.h>

#include <string>
#include <string_view>

#include <yomi/regression/tst_file.h>

namespace yomi::regress {

// A compiled expectation pattern (RAII around regex_t; move-only).
class Pattern {
public:
    // Compiles "^" + pattern + "$" with REG_EXTENDED.  Throws std::invalid_argument
    // with the regcomp message when the pattern is not a valid ERE.
    explicit Pattern(const std::string& pattern);
    Pattern(Pattern&& other) noexcept;
    Pattern& operator=(Pattern&& other) noexcept;
    Pattern(const Pattern&) = delete;
    Pattern& operator=(const Pattern&) = delete;
    ~Pattern();

    // True when the whole-line-anchored pattern matches `text`.
    bool matches(const std::string& text) const;

private:
    regex_t m_regex{};
    bool m_compiled = false;
};

// The judged text of a response: its first line with '\r' removed and the
// leading '=' or '?', the id digits and the spaces after them stripped.
// An empty response gives "".
std::string answer_text(std::string_view response);

enum class Verdict {
    Passed,          // matched, as expected
    Failed,          // did not match, and '*' said so
    UnexpectedPass,  // matched although marked '*'
    UnexpectedFail,  // did not match, not marked '*'
    Ignored,         // '&': not judged
    Crash,           // the engine died or went silent before answering
};

// True when `response` is a GTP error response (its first line starts with '?').
bool is_error_response(std::string_view response);

// Judges `answer` (already reduced by answer_text) against the expectation.
// `error_answer`: the engine answered with an error; that is a failure
// (Failed when the test is marked '*', UnexpectedFail otherwise), never a
// pass; a '&' test stays Ignored.
Verdict judge(const Expectation& expect, const Pattern& pattern, const std::string& answer,
              bool error_answer);

// "passed", "failed", "unexpected PASS", "unexpected FAIL", "ignored", "crash".
const char* verdict_name(Verdict v);
// Short JSON token: "pass", "fail", "unexpected_pass", "unexpected_fail", "ignored", "crash".
const char* verdict_token(Verdict v);
// True when the answer matched (Passed or UnexpectedPass): GNU Go's "passes".
constexpr bool is_pass(Verdict v) { return v == Verdict::Passed || v == Verdict::UnexpectedPass; }
// True for a judged non-crash result that did not match.
constexpr bool is_fail(Verdict v) { return v == Verdict::Failed || v == Verdict::UnexpectedFail; }
// True for the results a report lists one by one.
constexpr bool is_unexpected(Verdict v) {
    return v == Verdict::UnexpectedPass || v == Verdict::UnexpectedFail || v == Verdict::Crash;
}

}  // namespace yomi::regress
