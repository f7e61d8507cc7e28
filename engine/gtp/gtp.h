// The GTP (Go Text Protocol, version 2) framework: line framing, typed
// argument access, the command table and the engine loop.
//
// A command handler is `std::string(Session&, const Args&)`.  It returns the
// response text (which may span several lines; it must not end with a
// newline) or throws gtp::Failure("message"), which the engine turns into the
// error response `?id message`.  Any other exception thrown by a handler also
// becomes an error response: bad input never ends the engine.
//
// Framing (engine/gtp/COMMANDS.md, "Framing"): `[id] name args...`,
// comments from `#` to the end of the line, control characters other than tab
// and newline dropped (so `\r` disappears), tabs are spaces, blank lines get no
// response.  A response is `=id text` or `?id message` followed by one empty
// line.
#pragma once

#include <cstddef>
#include <functional>
#include <iosfwd>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <yomi/engine/board/board.h>
#include <yomi/engine/gtp/session.h>

namespace yomi::gtp {

// Longest accepted input line (bytes, before comment removal).  Longer lines
// get the error response "line too long" and are otherwise ignored.
inline constexpr std::size_t kMaxLineLength = 8192;

// Thrown by a handler to answer `? message`.
class Failure : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The arguments of one command (the words after the command name).
//
// The typed accessors throw Failure when argument i is missing or malformed.
// Each takes an optional message for that failure; the defaults are GNU Go's
// wording ("invalid coordinate", "invalid color", ...).
class Args {
  public:
    Args() = default;
    explicit Args(std::vector<std::string> words) : m_words(std::move(words)) {}

    std::size_t size() const { return m_words.size(); }
    bool empty() const { return m_words.empty(); }
    const std::vector<std::string>& words() const { return m_words; }

    // Arity checks: Failure("too many arguments") / Failure("expected N
    // argument(s)") when the count is wrong.
    void at_most(std::size_t n) const;
    void exactly(std::size_t n) const;

    // Argument i as text; Failure("missing argument") (or `error`) if absent.
    const std::string& text(std::size_t i, std::string_view error = {}) const;
    // An on-board point (not pass).
    Point vertex(std::size_t i, const Board& board, std::string_view error = {}) const;
    // An on-board point or pass.
    Point move(std::size_t i, const Board& board, std::string_view error = {}) const;
    // black/white (b/w, any case).
    Color color(std::size_t i, std::string_view error = {}) const;
    // A decimal integer (optional leading '-'), the whole word.
    int integer(std::size_t i, std::string_view error = {}) const;
    // A finite decimal floating-point number, the whole word.
    double real(std::size_t i, std::string_view error = {}) const;

  private:
    [[noreturn]] static void fail(std::string_view error, std::string_view fallback);
    std::vector<std::string> m_words;
};

using Handler = std::function<std::string(Session&, const Args&)>;

// Command name -> handler.  Names are case-sensitive (as in GNU Go).
class CommandTable {
  public:
    // Adds a command; a command of the same name is replaced (so a later
    // registration can override an earlier one).  Returns true if it replaced.
    bool add(const std::string& name, Handler handler);
    // The handler, or nullptr when the command is unknown.
    const Handler* find(std::string_view name) const;
    bool contains(std::string_view name) const { return find(name) != nullptr; }
    // All names, sorted.
    std::vector<std::string> names() const;

  private:
    std::map<std::string, Handler, std::less<>> m_handlers;
};

// One parsed input line.
struct ParsedLine {
    bool empty = true;  // blank or comment only: no response
    std::string id;     // digits of the id, leading zeros dropped; "" when none
    std::string name;   // command name ("" when the line held only an id)
    std::vector<std::string> args;
};

// Framing of one input line (without its '\n'): control characters dropped,
// tabs to spaces, comment removed, split into words, leading id recognised
// (a word of digits only).
ParsedLine parse_line(std::string_view line);

// Formats a response: '=' or '?', the id, a space, the text, then an empty
// line.  Trailing newlines of text are dropped and empty lines inside it get a
// single space, so the response never ends early.
std::string format_response(bool success, std::string_view id, std::string_view text);

// The engine: a session, its command table and the read-execute loop.
// Not copyable (the session points at the engine's table).
class Engine {
  public:
    // Registers every command (register_all_commands).
    explicit Engine(Options options = {});
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    Session& session() { return m_session; }
    const Session& session() const { return m_session; }
    CommandTable& commands() { return m_commands; }

    // Executes one input line (without '\n') and returns the whole response
    // (ending with the empty line), or "" when the line gets none.
    std::string execute(std::string_view line);
    // Reads lines from in and writes responses to out (flushed after each)
    // until `quit` or end of input.  Lines over kMaxLineLength are answered
    // with an error without being stored whole.
    void run(std::istream& in, std::ostream& out);
    // True once `quit` has been executed.
    bool quit_requested() const { return m_session.quit_requested; }

  private:
    CommandTable m_commands;
    Session m_session;
};

}  // namespace yomi::gtp
