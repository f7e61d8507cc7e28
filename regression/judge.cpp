#include <yomi/regression/judge.h>

#include <stdexcept>
#include <utility>

namespace yomi::regress {

Pattern::Pattern(const std::string& pattern) {
    const std::string anchored = "^" + pattern + "$";
    const int rc = regcomp(&m_regex, anchored.c_str(), REG_EXTENDED | REG_NOSUB);
    if (rc != 0) {
        char message[256];
        regerror(rc, &m_regex, message, sizeof message);
        throw std::invalid_argument("invalid regular expression '" + pattern + "': " + message);
    }
    m_compiled = true;
}

Pattern::Pattern(Pattern&& other) noexcept
    : m_regex(other.m_regex), m_compiled(std::exchange(other.m_compiled, false)) {}

Pattern& Pattern::operator=(Pattern&& other) noexcept {
    if (this != &other) {
        if (m_compiled) regfree(&m_regex);
        m_regex = other.m_regex;
        m_compiled = std::exchange(other.m_compiled, false);
    }
    return *this;
}

Pattern::~Pattern() {
    if (m_compiled) regfree(&m_regex);
}

bool Pattern::matches(const std::string& text) const {
    return m_compiled && regexec(&m_regex, text.c_str(), 0, nullptr, 0) == 0;
}

std::string answer_text(std::string_view response) {
    const size_t eol = response.find('\n');
    std::string line(response.substr(0, eol));
    std::erase(line, '\r');
    size_t i = 0;
    if (i < line.size() && (line[i] == '=' || line[i] == '?')) ++i;
    while (i < line.size() && line[i] >= '0' && line[i] <= '9') ++i;
    while (i < line.size() && line[i] == ' ') ++i;
    return line.substr(i);
}

bool is_error_response(std::string_view response) {
    return !response.empty() && response.front() == '?';
}

Verdict judge(const Expectation& expect, const Pattern& pattern, const std::string& answer,
              bool error_answer) {
    if (expect.ignored) return Verdict::Ignored;
    const bool matched = !error_answer && pattern.matches(answer) != expect.negate;
    if (matched) return expect.expected_fail ? Verdict::UnexpectedPass : Verdict::Passed;
    return expect.expected_fail ? Verdict::Failed : Verdict::UnexpectedFail;
}

const char* verdict_name(Verdict v) {
    switch (v) {
        case Verdict::Passed: return "passed";
        case Verdict::Failed: return "failed";
        case Verdict::UnexpectedPass: return "unexpected PASS";
        case Verdict::UnexpectedFail: return "unexpected FAIL";
        case Verdict::Ignored: return "ignored";
        case Verdict::Crash: return "crash";
    }
    return "?";
}

const char* verdict_token(Verdict v) {
    switch (v) {
        case Verdict::Passed: return "pass";
        case Verdict::Failed: return "fail";
        case Verdict::UnexpectedPass: return "unexpected_pass";
        case Verdict::UnexpectedFail: return "unexpected_fail";
        case Verdict::Ignored: return "ignored";
        case Verdict::Crash: return "crash";
    }
    return "?";
}

}  // namespace yomi::regress
