// SGF parsing, file reading, and loading a position from a game's main line
// (GNU Go's loadsgf semantics; see sgf.h for the rules and where yomi
// differs).  The parser is iterative (an explicit stack of open game trees),
// so no input can make it recurse.
#include <yomi/engine/board/sgf.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <functional>
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

// Called for every node of the main line (first tree, first variations), in
// order; returns false when it needs no more nodes.
using MainLineVisitor = std::function<bool(const Node&)>;

class Parser {
  public:
    Parser(std::string_view text, std::string_view name) : m_text(text), m_name(name) {}

    // Builds every game tree (at most kMaxTreeItems nodes and values).
    std::vector<GameTree> parse_collection() {
        std::vector<GameTree> trees;
        start();
        while (next_tree()) {
            trees.emplace_back();
            parse_tree(&trees.back(), false);
        }
        return trees;
    }

    // Checks the whole collection and hands the main line's nodes to `visit`
    // one at a time, storing no tree (memory independent of the game size).
    void visit_main_line(const MainLineVisitor& visit) {
        m_visit = &visit;
        start();
        bool first = true;
        while (next_tree()) {
            parse_tree(nullptr, first);
            first = false;
        }
    }

  private:
    struct Location {
        int line;
        int column;
    };
    // An open game tree: where its '(' is, whether it is on the main line.
    struct Open {
        GameTree* tree;  // nullptr when not building
        Location at;
        bool main;
        bool has_nodes;
        bool has_children;
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

    void start() {
        if (m_text.size() > kMaxTextSize)
            throw Error(m_name, 0, 0,
                        "SGF text too large (" + std::to_string(m_text.size()) + " bytes)");
        if (!skip_to_first_tree()) fail_here("no SGF game tree (\"(;\") found");
    }

    // True when another game tree starts here; text after the last one is
    // ignored.
    bool next_tree() {
        skip_space();
        return !at_end() && peek() == '(';
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

    void count_item() {
        if (m_building && ++m_items > kMaxTreeItems)
            fail_here("too many nodes and values (more than " + std::to_string(kMaxTreeItems) +
                      ")");
    }

    // GameTree = "(" Sequence { GameTree } ")", parsed with an explicit stack.
    // Builds into `root` when it is not null, else visits main-line nodes.
    void parse_tree(GameTree* root, bool main) {
        m_building = root != nullptr;
        std::vector<Open> open{Open{root, here(), main, false, false}};
        advance();  // '('
        while (true) {
            skip_space();
            if (at_end()) {
                // GNU Go loads a file whose last ')' is missing: close what is
                // open, and say so.
                const Location at = open.front().at;
                const std::string count = std::to_string(open.size());
                m_warning = make_what(m_name, at.line, at.column,
                                      "game tree not closed (" + count +
                                          " ')' missing at the end); read as if closed");
                return;
            }
            Open& top = open.back();
            const char c = peek();
            if (c == ';') {
                if (top.has_children) fail_here("node after the variations of a game tree");
                top.has_nodes = true;
                count_item();
                if (top.tree != nullptr) {
                    top.tree->nodes.emplace_back();
                    parse_node(top.tree->nodes.back());
                } else {
                    m_scratch.properties.clear();
                    parse_node(m_scratch);
                    if (top.main && m_visit != nullptr && !(*m_visit)(m_scratch)) m_visit = nullptr;
                }
            } else if (c == '(') {
                if (!top.has_nodes) fail_here("game tree must start with a node (';')");
                if (static_cast<int>(open.size()) >= kMaxVariationDepth)
                    fail_here("variations nested too deeply (more than " +
                              std::to_string(kMaxVariationDepth) + " levels)");
                GameTree* child = nullptr;
                if (top.tree != nullptr) child = &top.tree->children.emplace_back();
                const Open next{child, here(), top.main && !top.has_children, false, false};
                top.has_children = true;
                open.push_back(next);  // invalidates `top`
                advance();
            } else if (c == ')') {
                if (!top.has_nodes) fail_here("empty game tree");
                advance();
                open.pop_back();
                if (open.empty()) return;
            } else {
                fail_here("unexpected " + describe_char(c) + " (expected ';', '(' or ')')");
            }
        }
    }

    // Node = ";" { Property }; stops before ';', '(', ')' or the end.
    void parse_node(Node& node) {
        advance();  // ';'
        m_node_values = 0;
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
            count_item();
            if (++m_node_values > kMaxNodeValues)
                fail_here("too many property values in one node (more than " +
                          std::to_string(kMaxNodeValues) + ")");
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

  public:
    // The warning about input accepted although malformed ("" when none),
    // prefixed like an Error's text.
    const std::string& warning() const { return m_warning; }

  private:
    std::string m_warning;
    std::string_view m_text;
    std::string_view m_name;
    size_t m_pos = 0;
    int m_line = 1;
    size_t m_line_start = 0;
    bool m_building = false;
    size_t m_items = 0;
    size_t m_node_values = 0;
    const MainLineVisitor* m_visit = nullptr;
    Node m_scratch;  // the node being visited (streaming mode)
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

std::vector<GameTree> parse(std::string_view text, std::string_view source_name,
                            std::string* warning) {
    Parser parser(text, source_name);
    std::vector<GameTree> trees = parser.parse_collection();
    if (warning != nullptr) *warning = parser.warning();
    return trees;
}

std::string read_file(const std::string& path) {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; only regular
    // files are read.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) throw Error(path, 0, 0, std::string("cannot open: ") + std::strerror(errno));
    struct stat st {};
    const int flags = fcntl(fd, F_GETFL);
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || flags < 0 ||
        fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0) {
        ::close(fd);
        throw Error(path, 0, 0, "cannot open: not a regular file");
    }
    gzFile f = gzdopen(fd, "rb");
    if (f == nullptr) {
        ::close(fd);
        throw Error(path, 0, 0, "cannot open: out of memory");
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

// Plays a main line, node by node, onto a scratch board that replaces the
// caller's board only when the whole file has been read without error.
//
// Set-up is collected in m_pending and put on the board only before the next
// move and at the end, so that a string may pass through a state without
// liberties inside a run of set-up nodes, and set-up costs one board update
// per move rather than per node.  IL is kept pending the same way.
class Loader {
  public:
    Loader(std::string_view name, const LoadLimit& limit) : m_name(name), m_limit(limit) {}

    // Main-line visitor: false once the limit is reached.
    bool on_node(const Node& node) {
        if (!m_board) start(node);
        return play_node(node);
    }

    Color finish(Board& out, LoadInfo* info) {
        if (!m_board) throw Error(m_name, 0, 0, "no game");  // parse() prevents this
        Board& work = *m_board;
        flush();
        work.set_to_move(m_to_move);
        if (info != nullptr) {
            info->has_komi = m_root.has_komi;
            info->komi = m_root.komi;
            info->handicap = m_root.handicap;
            info->moves_played = m_moves;
        }
        out = std::move(work);  // nothing below can throw: the strong guarantee
        return m_to_move;
    }

  private:
    struct Where {
        int line = 0;
        int column = 0;
    };

    [[noreturn]] void fail(Where at, std::string_view message) const {
        throw Error(m_name, at.line, at.column, message);
    }
    [[noreturn]] void fail(const Property& p, std::string_view message) const {
        fail(Where{p.line, p.column}, message);
    }

    void start(const Node& root) {
        m_root = read_root(root);
        m_board.emplace(m_root.size);
        m_stop_vertex = parse_limit_vertex(m_root.size);
        m_to_move = m_root.handicap > 1 ? Color::White : Color::Black;
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

    Color colour_at(Point p) const {
        return m_have_pending ? m_pending[p.index()] : m_board->at(p);
    }

    // AB/AW/AE: single points or "aa:cc" rectangles, recorded in m_pending.
    void setup(const Property& p, Color c) {
        if (!m_have_pending) {
            for (int i = 0; i < kBoardMax; ++i) m_pending[i] = m_board->at(Point(i));
            m_have_pending = true;
        }
        m_setup_at = Where{p.line, p.column};
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

    // Puts pending set-up and IL on the board.  Set-up clears the ko point
    // unless an IL came after the last move.  Every string must keep a liberty.
    void flush() {
        Board& b = *m_board;
        if (m_have_pending) {
            m_have_pending = false;
            int changes = 0;
            for (int i = 0; i < kBoardMax; ++i) {
                const Point p(i);
                if (b.on_board(p) && b.at(p) != m_pending[i]) {
                    b.set_stone(p, m_pending[i]);
                    ++changes;
                }
            }
            m_setup_changes += changes;
            if (m_setup_changes > kMaxSetupChanges)
                fail(m_setup_at, "too much set-up (more than " + std::to_string(kMaxSetupChanges) +
                                     " stone changes)");
            if (changes > 0 && !m_il) b.set_ko_point(Point::pass());
            if (changes > 0) check_liberties();
        }
        if (m_il) {
            b.set_ko_point(*m_il);
            m_il.reset();
        }
    }

    void check_liberties() const {
        const Board& b = *m_board;
        for (int i = 0; i < kBoardMax; ++i) {
            const Point p(i);
            if (b.on_board(p) && is_stone(b.at(p)) && b.countlib(p) == 0)
                fail(m_setup_at, "set-up leaves the string at " + vertex_name(p, b.size()) +
                                     " without liberties");
        }
    }

    // Plays a move as GNU Go does: an immediate ko recapture is allowed and a
    // suicide removes the suicidal string.  Off-board or occupied: error.
    void play_move(const Property& prop, Point p, Color c) {
        Board& b = *m_board;
        if (!p.is_pass() && b.at(p) != Color::Empty)
            fail(prop, "illegal move " + prop.name + "[" + prop.values.front() + "] at " +
                           vertex_name(p, b.size()) + ": the point is occupied");
        if (m_moves >= kMaxMoves)
            fail(prop, "main line too long (more than " + std::to_string(kMaxMoves) + " moves)");
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

    // Processes one node's properties in order; false when the limit stops
    // before one of its moves.
    bool play_node(const Node& node) {
        for (const Property& prop : node.properties) {
            const std::string& name = prop.name;
            if (name == "AB" || name == "AW" || name == "AE") {
                setup(prop, name == "AB"   ? Color::Black
                            : name == "AW" ? Color::White
                                           : Color::Empty);
            } else if (name == "PL") {
                // "B"/"W", or FF[1]'s "1"/"2" (still written by old Cgoban).
                const std::string_view v = trim(prop.values.front());
                const auto c = v == "1"   ? std::optional<Color>(Color::Black)
                               : v == "2" ? std::optional<Color>(Color::White)
                                          : parse_color(v);
                if (!c) fail(prop, "bad colour PL[" + prop.values.front() + "]");
                m_to_move = *c;
            } else if (name == "IL") {
                const Point p = parse_point(prop, prop.values.front(), true);
                if (!p.is_pass() && colour_at(p) != Color::Empty)
                    fail(prop, "ko point IL[" + prop.values.front() + "] is not empty");
                m_il = p;
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
                flush();
                play_move(prop, p, c);
                ++m_moves;
                m_to_move = opponent(c);
            }
        }
        return true;
    }

    std::string_view m_name;
    const LoadLimit& m_limit;
    RootInfo m_root;
    std::optional<Board> m_board;  // created at the root node
    std::optional<Point> m_stop_vertex;
    Color m_to_move = Color::Black;
    int m_move_number = 0;
    int m_moves = 0;
    bool m_have_pending = false;
    std::array<Color, kBoardMax> m_pending{};
    std::optional<Point> m_il;  // IL not yet put on the board
    Where m_setup_at;           // the last set-up property, for errors
    long m_setup_changes = 0;
};

}  // namespace

Color load_position_text(Board& board, std::string_view text, std::string_view name,
                         const LoadLimit& limit, LoadInfo* info) {
    Loader loader(name, limit);
    Parser parser(text, name);
    parser.visit_main_line([&](const Node& node) { return loader.on_node(node); });
    const Color to_move = loader.finish(board, info);
    if (info != nullptr) info->warning = parser.warning();
    return to_move;
}

Color load_position(Board& board, const std::string& path, const LoadLimit& limit, LoadInfo* info) {
    const std::string text = read_file(path);
    return load_position_text(board, text, path, limit, info);
}

}  // namespace yomi::sgf
