#include <yomi/engine/gtp/gtp.h>

#include <charconv>
#include <cmath>
#include <istream>
#include <ostream>

#include <yomi/engine/gtp/commands.h>

namespace yomi::gtp {

// ---------------------------------------------------------------- Args

void Args::fail(std::string_view error, std::string_view fallback) {
    throw Failure(std::string(error.empty() ? fallback : error));
}

void Args::at_most(std::size_t n) const {
    if (m_words.size() > n) throw Failure("too many arguments");
}

void Args::exactly(std::size_t n) const {
    if (m_words.size() > n) throw Failure("too many arguments");
    if (m_words.size() < n)
        throw Failure("expected " + std::to_string(n) + (n == 1 ? " argument" : " arguments"));
}

const std::string& Args::text(std::size_t i, std::string_view error) const {
    if (i >= m_words.size()) fail(error, "missing argument");
    return m_words[i];
}

Point Args::vertex(std::size_t i, const Board& board, std::string_view error) const {
    const Point p = move(i, board, error.empty() ? "invalid coordinate" : error);
    if (p.is_pass()) fail(error, "invalid coordinate");
    return p;
}

Point Args::move(std::size_t i, const Board& board, std::string_view error) const {
    if (i >= m_words.size()) fail(error, "invalid coordinate");
    const auto p = parse_vertex(m_words[i], board.size());
    if (!p) fail(error, "invalid coordinate");
    return *p;
}

Color Args::color(std::size_t i, std::string_view error) const {
    if (i >= m_words.size()) fail(error, "invalid color");
    const auto c = parse_color(m_words[i]);
    if (!c) fail(error, "invalid color");
    return *c;
}

int Args::integer(std::size_t i, std::string_view error) const {
    if (i >= m_words.size()) fail(error, "missing integer argument");
    const std::string& w = m_words[i];
    int value = 0;
    const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), value);
    if (ec != std::errc() || end != w.data() + w.size()) fail(error, "not an integer: " + w);
    return value;
}

double Args::real(std::size_t i, std::string_view error) const {
    if (i >= m_words.size()) fail(error, "missing number argument");
    const std::string& w = m_words[i];
    double value = 0;
    const auto [end, ec] =
        std::from_chars(w.data(), w.data() + w.size(), value, std::chars_format::general);
    if (ec != std::errc() || end != w.data() + w.size() || !std::isfinite(value))
        fail(error, "not a number: " + w);
    return value;
}

// ---------------------------------------------------------------- CommandTable

bool CommandTable::add(const std::string& name, Handler handler) {
    auto [it, inserted] = m_handlers.insert_or_assign(name, std::move(handler));
    return !inserted;
}

const Handler* CommandTable::find(std::string_view name) const {
    const auto it = m_handlers.find(name);
    return it == m_handlers.end() ? nullptr : &it->second;
}

std::vector<std::string> CommandTable::names() const {
    std::vector<std::string> out;
    out.reserve(m_handlers.size());
    for (const auto& entry : m_handlers) out.push_back(entry.first);
    return out;
}

// ---------------------------------------------------------------- framing

namespace {

bool is_digits(std::string_view s) {
    if (s.empty()) return false;
    for (char ch : s)
        if (ch < '0' || ch > '9') return false;
    return true;
}

std::string strip_leading_zeros(std::string_view digits) {
    std::size_t i = 0;
    while (i + 1 < digits.size() && digits[i] == '0') ++i;
    return std::string(digits.substr(i));
}

}  // namespace

ParsedLine parse_line(std::string_view line) {
    // Clean: drop control characters except tab, tabs become spaces, stop at '#'.
    std::string clean;
    clean.reserve(line.size());
    for (char ch : line) {
        const auto u = static_cast<unsigned char>(ch);
        if (ch == '#') break;
        if (ch == '\t' || ch == '\n') {
            clean += ' ';
        } else if (u >= 32 && u != 127) {
            clean += ch;
        }
    }
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < clean.size()) {
        while (i < clean.size() && clean[i] == ' ') ++i;
        const std::size_t start = i;
        while (i < clean.size() && clean[i] != ' ') ++i;
        if (i > start) words.emplace_back(clean, start, i - start);
    }
    ParsedLine out;
    if (words.empty()) return out;
    out.empty = false;
    std::size_t next = 0;
    if (is_digits(words[0])) {
        out.id = strip_leading_zeros(words[0]);
        next = 1;
    }
    if (next < words.size()) out.name = words[next++];
    out.args.assign(std::make_move_iterator(words.begin() + static_cast<std::ptrdiff_t>(next)),
                    std::make_move_iterator(words.end()));
    return out;
}

std::string format_response(bool success, std::string_view id, std::string_view text) {
    while (!text.empty() && text.back() == '\n') text.remove_suffix(1);
    std::string out;
    out.reserve(id.size() + text.size() + 4);
    out += success ? '=' : '?';
    out += id;
    out += ' ';
    for (std::size_t i = 0; i < text.size(); ++i) {
        out += text[i];
        if (text[i] == '\n' && i + 1 < text.size() && text[i + 1] == '\n') out += ' ';
    }
    out += "\n\n";
    return out;
}

// ---------------------------------------------------------------- Engine

Engine::Engine(Options options) {
    m_session.options = std::move(options);
    m_session.commands = &m_commands;
    register_all_commands(m_commands);
}

std::string Engine::execute(std::string_view line) {
    if (line.size() > kMaxLineLength) {
        // Answer with the id when the line starts with one.
        const ParsedLine head = parse_line(line.substr(0, kMaxLineLength));
        const std::string id = head.empty ? std::string() : head.id;
        return format_response(false, id, "line too long");
    }
    ParsedLine parsed = parse_line(line);
    if (parsed.empty) return {};
    if (parsed.name.empty()) return format_response(false, parsed.id, "missing command");
    const Handler* handler = m_commands.find(parsed.name);
    if (handler == nullptr) return format_response(false, parsed.id, "unknown command");
    const Args args(std::move(parsed.args));
    try {
        return format_response(true, parsed.id, (*handler)(m_session, args));
    } catch (const Failure& f) {
        return format_response(false, parsed.id, f.what());
    } catch (const std::bad_alloc&) {
        return format_response(false, parsed.id, "out of memory");
    } catch (const std::exception& e) {
        return format_response(false, parsed.id, std::string("internal error: ") + e.what());
    }
}

namespace {

// Reads one line (without '\n') into line, keeping at most cap + 1 bytes (the
// rest of a longer line is consumed and dropped).  False at end of input with
// nothing read.
bool read_line(std::istream& in, std::string& line, std::size_t cap) {
    line.clear();
    std::streambuf* buf = in.rdbuf();
    if (buf == nullptr) return false;
    bool any = false;
    for (;;) {
        const int ch = buf->sbumpc();
        if (ch == std::char_traits<char>::eof()) {
            in.setstate(std::ios::eofbit);
            return any;
        }
        any = true;
        if (ch == '\n') return true;
        if (line.size() <= cap) line += static_cast<char>(ch);
    }
}

}  // namespace

void Engine::run(std::istream& in, std::ostream& out) {
    std::string line;
    while (!m_session.quit_requested && read_line(in, line, kMaxLineLength)) {
        const std::string response = execute(line);
        if (response.empty()) continue;
        out << response;
        out.flush();
    }
}

}  // namespace yomi::gtp
