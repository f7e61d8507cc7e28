// SGF parsing, file reading, and loading a position from a game's main line
// (GNU Go's loadsgf semantics; see sgf.h for the rules and where yomi
// differs).  The parser is iterative (an explicit stack of open game trees),
// so no input can make it recurse.
#include "engine/sgf.h"

#include <zlib.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <optional>

namespace yomi::sgf {

namespace {

std::string make_what(std::string_view source, int line, int column, std::string_view message) {
    std::string out;
    if (!source.empty()) out += source;
    if (line > 0) {
        if (!out.empty()) out += ':';
        out += std::to_string(line) + ':' + std::to_string(column);
    }
    if (!out.empty()) out += ": ";
    out += message;
    return out;
}

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
bool is_upper(char c) {
    return c >= 'A' && c <= 'Z';
}
bool is_lower(char c) {
    return c >= 'a' && c <= 'z';
}

// "'x'" for printable characters, "byte 0xNN" otherwise.
std::string describe_char(char c) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x21 && u < 0x7f) return std::string("'") + c + "'";
    static constexpr char kHex[] = "0123456789abcdef";
    return std::string("byte 0x") + kHex[u >> 4] + kHex[u & 15];
}

class Parser {
  public:
    Parser(std::string_view text, std::string_view name) : m_text(text), m_name(name) {}

    std::vector<GameTree> parse_collection() {
        if (m_text.size() > kMaxTextSize)
            throw Error(m_name, 0, 0,
                        "SGF text too large (" + std::to_string(m_text.size()) + " bytes)");
        std::vector<GameTree> trees;
        if (!skip_to_first_tree()) fail_here("no SGF game tree (\"(;\") found");
        while (true) {
            skip_space();
            if (at_end() || peek() != '(') break;  // trailing text is ignored
            trees.push_back(parse_tree());
        }
        return trees;
    }

  private:
    struct Location {
        int line;
        int column;
    };

    bool at_end() const { return m_pos >= m_text.size(); }
    char peek() const { return m_text[m_pos]; }
    void advance() {
        if (m_text[m_pos] == '\n') {
            ++m_line;
            m_line_start = m_pos + 1;
        }
        ++m_pos;
    }
    Location here() const { return {m_line, static_cast<int>(m_pos - m_line_start) + 1}; }
    [[noreturn]] void fail_at(Location at, std::string_view message) const {
        throw Error(m_name, at.line, at.column, message);
    }
    [[noreturn]] void fail_here(std::string_view message) const { fail_at(here(), message); }

    void skip_space() {
        while (!at_end() && is_space(peek())) advance();
    }

    // Moves to the first '(' whose next non-space character is ';'.
    bool skip_to_first_tree() {
        while (!at_end()) {
            if (peek() == '(') {
                size_t q = m_pos + 1;
                while (q < m_text.size() && is_space(m_text[q])) ++q;
                if (q < m_text.size() && m_text[q] == ';') return true;
            }
            advance();
        }
        return false;
    }

    // GameTree = "(" Sequence { GameTree } ")", parsed with an explicit stack.
    GameTree parse_tree() {
        GameTree root;
        std::vector<GameTree*> open{&root};
        std::vector<Location> opened{here()};
        advance();  // '('
        while (true) {
            skip_space();
            if (at_end()) fail_at(opened.back(), "unterminated game tree (missing ')')");
            GameTree& tree = *open.back();
            const char c = peek();
            if (c == ';') {
                if (!tree.children.empty()) fail_here("node after the variations of a game tree");
                tree.nodes.emplace_back();
                parse_node(tree.nodes.back());
            } else if (c == '(') {
                if (tree.nodes.empty()) fail_here("game tree must start with a node (';')");
                if (static_cast<int>(open.size()) >= kMaxVariationDepth)
                    fail_here("variations nested too deeply (more than " +
                              std::to_string(kMaxVariationDepth) + " levels)");
                tree.children.emplace_back();
                open.push_back(&tree.children.back());
                opened.push_back(here());
                advance();
            } else if (c == ')') {
                if (tree.nodes.empty()) fail_here("empty game tree");
                advance();
                open.pop_back();
                opened.pop_back();
                if (open.empty()) return root;
            } else {
                fail_here("unexpected " + describe_char(c) + " (expected ';', '(' or ')')");
            }
        }
    }

    // Node = ";" { Property }; stops before ';', '(', ')' or the end.
    void parse_node(Node& node) {
        advance();  // ';'
        while (true) {
            skip_space();
            if (at_end()) return;
            const char c = peek();
            if (c == ';' || c == '(' || c == ')') return;
            if (c == '[') fail_here("property value without a property name");
            if (!is_upper(c) && !is_lower(c)) fail_here("unexpected " + describe_char(c));
            node.properties.push_back(parse_property());
        }
    }

    // PropIdent { PropValue }: at least one value.
    Property parse_property() {
        Property prop;
        const Location start = here();
        prop.line = start.line;
        prop.column = start.column;
        std::string full;
        while (!at_end() && (is_upper(peek()) || is_lower(peek()))) {
            if (is_upper(peek())) prop.name += peek();
            if (full.size() < 40) full += peek();
            advance();
        }
        if (prop.name.empty())
            fail_at(start, "property name \"" + full + "\" has no upper-case letter");
        skip_space();
        if (at_end() || peek() != '[') fail_at(start, "property " + full + " has no value");
        while (true) {
            prop.values.push_back(parse_value());
            skip_space();
            if (at_end() || peek() != '[') return prop;
        }
    }

    // "[" text "]" with escapes: "\x" -> x, backslash + line break -> nothing.
    std::string parse_value() {
        const Location start = here();
        advance();  // '['
        std::string value;
        while (true) {
            if (at_end()) fail_at(start, "unterminated property value");
            const char c = peek();
            if (c == ']') {
                advance();
                return value;
            }
            if (c == '\\') {
                advance();
                if (at_end()) fail_at(start, "unterminated property value");
                const char e = peek();
                advance();
                if (e == '\n' || e == '\r') {
                    // A soft line break: "\r\n" and "\n\r" count as one.
                    if (!at_end() && (peek() == '\n' || peek() == '\r') && peek() != e) advance();
                } else {
                    value += e;
                }
                continue;
            }
            value += c;
            advance();
        }
    }

    std::string_view m_text;
    std::string_view m_name;
    size_t m_pos = 0;
    int m_line = 1;
    size_t m_line_start = 0;
};

}  // namespace

Error::Error(std::string_view source, int line, int column, std::string_view message)
    : std::runtime_error(make_what(source, line, column, message)),
      m_source(source),
      m_line(line),
      m_column(column),
      m_message(message) {}

const Property* Node::find(std::string_view name) const {
    for (const Property& p : properties)
        if (p.name == name) return &p;
    return nullptr;
}

std::vector<GameTree> parse(std::string_view text, std::string_view source_name) {
    return Parser(text, source_name).parse_collection();
}

std::string read_file(const std::string& path) {
    gzFile f = gzopen(path.c_str(), "rb");
    if (f == nullptr) {
        const int err = errno;
        throw Error(
            path, 0, 0,
            std::string("cannot open: ") + (err != 0 ? std::strerror(err) : "out of memory"));
    }
    std::string text;
    char buffer[1 << 16];
    while (true) {
        const int n = gzread(f, buffer, sizeof buffer);
        if (n < 0) {
            int zerr = 0;
            const char* msg = gzerror(f, &zerr);
            std::string what = zerr == Z_ERRNO ? std::strerror(errno) : msg;
            gzclose(f);
            throw Error(path, 0, 0, "cannot read: " + what);
        }
        if (n == 0) break;
        if (text.size() + static_cast<size_t>(n) > kMaxTextSize) {
            gzclose(f);
            throw Error(path, 0, 0,
                        "file too large (more than " + std::to_string(kMaxTextSize >> 20) +
                            " MB of SGF text)");
        }
        text.append(buffer, static_cast<size_t>(n));
    }
    // A truncated gzip stream reads as a short file; report it.
    int zerr = 0;
    const char* msg = gzerror(f, &zerr);
    std::string what = zerr != Z_OK && zerr != Z_STREAM_END ? std::string(msg) : std::string();
    gzclose(f);
    if (!what.empty()) throw Error(path, 0, 0, "cannot read: " + what);
    return text;
}

// ---------------------------------------------------------------- loading
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() &&
           (s.front() == ' ' || s.front() == '\t' || s.front() == '\n' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() &&
           (s.back() == ' ' || s.back() == '\t' || s.back() == '\n' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

// A whole decimal integer, or false.
bool parse_int(std::string_view s, int& out) {
    s = trim(s);
    if (!s.empty() && s.front() == '+') s.remove_prefix(1);
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size() && !s.empty();
}

// The game-info values the loader needs from the root node.
struct RootInfo {
    int size = kMaxBoardSize;
    int handicap = 0;
    bool has_komi = false;
    double komi = 0.0;
};

// Plays one main line onto a scratch board.
class Loader {
  public:
    Loader(std::string_view name, const LoadLimit& limit) : m_name(name), m_limit(limit) {}

    Color run(const GameTree& game, Board& out, LoadInfo* info) {
        const RootInfo root = read_root(game.nodes.front());
        Board work(root.size);
        m_board = &work;
        m_stop_vertex = parse_limit_vertex(root.size);
        m_to_move = root.handicap > 1 ? Color::White : Color::Black;
        m_pending.fill(Color::Empty);
        bool stopped = false;
        for (const GameTree* tree = &game; tree != nullptr && !stopped;
             tree = tree->children.empty() ? nullptr : &tree->children.front()) {
            for (const Node& node : tree->nodes) {
                if (!play_node(node)) {
                    stopped = true;
                    break;
                }
            }
        }
        flush_setup(nullptr);
        work.set_to_move(m_to_move);
        if (info != nullptr) {
            info->has_komi = root.has_komi;
            info->komi = root.komi;
            info->handicap = root.handicap;
            info->moves_played = m_moves;
        }
        out = std::move(work);  // nothing below can throw: the strong guarantee
        return m_to_move;
    }

  private:
    [[noreturn]] void fail(const Property& p, std::string_view message) const {
        throw Error(m_name, p.line, p.column, message);
    }

    RootInfo read_root(const Node& node) const {
        RootInfo r;
        if (const Property* sz = node.find("SZ")) {
            std::string_view v = sz->values.front();
            int cols = 0;
            int rows = 0;
            const size_t colon = v.find(':');
            const bool ok =
                colon == std::string_view::npos
                    ? parse_int(v, cols) && (rows = cols, true)
                    : parse_int(v.substr(0, colon), cols) && parse_int(v.substr(colon + 1), rows);
            if (!ok) fail(*sz, "bad board size SZ[" + std::string(v) + "]");
            if (cols != rows) fail(*sz, "rectangular boards are not supported");
            if (cols < kMinBoardSize || cols > kMaxBoardSize)
                fail(*sz, "board size " + std::to_string(cols) + " not supported (1 to 19)");
            r.size = cols;
        }
        if (const Property* ha = node.find("HA")) {
            if (!parse_int(ha->values.front(), r.handicap) || r.handicap < 0)
                fail(*ha, "bad handicap HA[" + ha->values.front() + "]");
        }
        if (const Property* km = node.find("KM")) {
            // Komi does not affect the position: an unreadable value is ignored.
            const std::string v(trim(km->values.front()));
            char* end = nullptr;
            const double k = std::strtod(v.c_str(), &end);
            if (!v.empty() && end == v.c_str() + v.size()) {
                r.has_komi = true;
                r.komi = k;
            }
        }
        return r;
    }

    // The limit vertex, or nullopt when there is none.
    std::optional<Point> parse_limit_vertex(int size) const {
        if (m_limit.before_vertex.empty()) return std::nullopt;
        const auto p = parse_vertex(m_limit.before_vertex, size);
        if (!p)
            throw Error(m_name, 0, 0,
                        "bad vertex \"" + m_limit.before_vertex + "\" for board size " +
                            std::to_string(size));
        return p;
    }

    // An SGF point value on this board: "" and "tt" are passes (allowed only
    // when allow_pass).  Off-board or malformed values are errors.
    Point parse_point(const Property& p, std::string_view v, bool allow_pass) const {
        const int size = m_board->size();
        v = trim(v);  // " dd " is read as "dd", as GNU Go does
        if (v.empty() || v == "tt") {
            if (allow_pass) return Point::pass();
        }
        if (v.size() != 2 || !(v[0] >= 'a' && v[0] <= 'z') || !(v[1] >= 'a' && v[1] <= 'z'))
            fail(p, "bad point \"" + std::string(v) + "\" in " + p.name);
        const int col = v[0] - 'a';
        const int row = v[1] - 'a';
        if (col >= size || row >= size)
            fail(p, "point \"" + std::string(v) + "\" in " + p.name + " is off the " +
                        std::to_string(size) + "x" + std::to_string(size) + " board");
        return Point::at(row, col);
    }

    // AB/AW/AE: single points or "aa:cc" rectangles, recorded in m_pending.
    void setup(const Property& p, Color c) {
        if (!m_have_pending) {
            for (int i = 0; i < kBoardMax; ++i) m_pending[i] = m_board->at(Point(i));
            m_have_pending = true;
        }
        for (const std::string& v : p.values) {
            const size_t colon = v.find(':');
            if (colon == std::string::npos) {
                m_pending[parse_point(p, v, false).index()] = c;
                continue;
            }
            const Point a = parse_point(p, std::string_view(v).substr(0, colon), false);
            const Point b = parse_point(p, std::string_view(v).substr(colon + 1), false);
            for (int row = std::min(a.row(), b.row()); row <= std::max(a.row(), b.row()); ++row)
                for (int col = std::min(a.col(), b.col()); col <= std::max(a.col(), b.col()); ++col)
                    m_pending[Point::at(row, col).index()] = c;
        }
    }

    // Puts recorded set-up on the board; checks every string has a liberty.
    // `where` locates the error (nullptr: the end of the main line).
    void flush_setup(const Property* where) {
        if (!m_have_pending) return;
        m_have_pending = false;
        Board& b = *m_board;
        bool changed = false;
        for (int i = 0; i < kBoardMax; ++i) {
            const Point p(i);
            if (b.on_board(p) && b.at(p) != m_pending[i]) {
                b.set_stone(p, m_pending[i]);
                changed = true;
            }
        }
        if (!changed) return;
        if (!m_il_since_move) b.set_ko_point(Point::pass());
        for (int i = 0; i < kBoardMax; ++i) {
            const Point p(i);
            if (b.on_board(p) && is_stone(b.at(p)) && b.countlib(p) == 0) {
                const std::string msg = "set-up leaves the string at " + vertex_name(p, b.size()) +
                                        " without liberties";
                if (where != nullptr) fail(*where, msg);
                fail(*m_last_setup, msg);
            }
        }
    }

    // Plays a move as GNU Go does: an immediate ko recapture is allowed and a
    // suicide removes the suicidal string.  Off-board or occupied: error.
    void play_move(const Property& prop, Point p, Color c) {
        Board& b = *m_board;
        if (!p.is_pass() && b.at(p) != Color::Empty)
            fail(prop, "illegal move " + prop.name + "[" + prop.values.front() + "] at " +
                           vertex_name(p, b.size()) + ": the point is occupied");
        if (b.play(p, c)) return;
        if (!p.is_pass() && p == b.ko_point()) {
            b.set_ko_point(Point::pass());
            if (b.play(p, c)) return;
        }
        if (b.is_suicide(p, c)) {
            b.set_stone(p, c);
            Point stones[kBoardMax];
            const int n = b.string_stones(p, kBoardMax, stones);
            for (int i = 0; i < n; ++i) b.set_stone(stones[i], Color::Empty);
            b.set_ko_point(Point::pass());
            return;
        }
        fail(prop, "illegal move " + prop.name + "[" + prop.values.front() + "]");
    }

    // Processes one node; false when the limit stops before one of its moves.
    bool play_node(const Node& node) {
        for (const Property& prop : node.properties) {
            const std::string& name = prop.name;
            if (name == "AB" || name == "AW" || name == "AE") {
                setup(prop, name == "AB"   ? Color::Black
                            : name == "AW" ? Color::White
                                           : Color::Empty);
                m_last_setup = &prop;
            } else if (name == "PL") {
                // "B"/"W", or FF[1]'s "1"/"2" (still written by old Cgoban).
                const std::string_view v = trim(prop.values.front());
                const auto c = v == "1"   ? std::optional<Color>(Color::Black)
                               : v == "2" ? std::optional<Color>(Color::White)
                                          : parse_color(v);
                if (!c) fail(prop, "bad colour PL[" + prop.values.front() + "]");
                m_to_move = *c;
            } else if (name == "IL") {
                flush_setup(&prop);
                const Point p = parse_point(prop, prop.values.front(), true);
                if (!p.is_pass() && m_board->at(p) != Color::Empty)
                    fail(prop, "ko point IL[" + prop.values.front() + "] is not empty");
                m_board->set_ko_point(p);
                m_il_since_move = true;
            } else if (name == "B" || name == "W") {
                const Color c = name == "B" ? Color::Black : Color::White;
                if (prop.values.size() != 1) fail(prop, "a move has more than one value");
                const Point p = parse_point(prop, prop.values.front(), true);
                ++m_move_number;
                if (m_move_number == m_limit.before_move ||
                    (m_stop_vertex && *m_stop_vertex == p)) {
                    m_to_move = c;
                    return false;
                }
                flush_setup(&prop);
                play_move(prop, p, c);
                ++m_moves;
                m_il_since_move = false;
                m_to_move = opponent(c);
            }
        }
        return true;
    }

    std::string_view m_name;
    const LoadLimit& m_limit;
    Board* m_board = nullptr;
    std::optional<Point> m_stop_vertex;
    Color m_to_move = Color::Black;
    int m_move_number = 0;
    int m_moves = 0;
    bool m_il_since_move = false;
    bool m_have_pending = false;
    std::array<Color, kBoardMax> m_pending{};
    const Property* m_last_setup = nullptr;
};

}  // namespace

Color load_position_text(Board& board, std::string_view text, std::string_view name,
                         const LoadLimit& limit, LoadInfo* info) {
    const std::vector<GameTree> trees = parse(text, name);
    return Loader(name, limit).run(trees.front(), board, info);
}

Color load_position(Board& board, const std::string& path, const LoadLimit& limit, LoadInfo* info) {
    const std::string text = read_file(path);
    return load_position_text(board, text, path, limit, info);
}

}  // namespace yomi::sgf
