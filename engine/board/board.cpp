#include <yomi/engine/board/board.h>

#include <cstring>
#include <stdexcept>

#include <yomi/engine/board/zobrist.h>

namespace yomi {

namespace {
constexpr size_t kLogReserve = 1 << 16;
constexpr size_t kFrameReserve = 1024;
}  // namespace

Board::Board(int size) {
    m_log.reserve(kLogReserve);
    m_frames.reserve(kFrameReserve);
    m_history.reserve(kFrameReserve);
    std::memset(m_mark, 0, sizeof m_mark);
    reset(size);
}

void Board::reset(int size) {
    if (size < kMinBoardSize || size > kMaxBoardSize)
        throw std::invalid_argument("board size must be 1 to 19, not " + std::to_string(size));
    m_size = size;
    for (int i = 0; i < kBoardMax; ++i) {
        const Point p(i);
        const bool inside = i > 0 && p.row() >= 0 && p.row() < size && p.col() >= 0 &&
                            p.col() < size && i % kStride != 0;
        m_color[i] = static_cast<uint16_t>(inside ? Color::Empty : Color::Border);
        m_sid[i] = m_next[i] = m_libs[i] = m_size_of[i] = 0;
    }
    m_to_move = Color::Black;
    m_ko = Point::pass();
    m_hash = zobrist::size_key(size);
    m_captured[0] = m_captured[1] = 0;
    m_stack_depth = 0;
    ++m_version;
    m_log.clear();
    m_frames.clear();
    m_history.clear();
}

uint64_t Board::hash_after_quiet_move(Point p, Color c) const {
    return m_hash ^ zobrist::ko_key(m_ko) ^ zobrist::stone_key(c, p);
}

void Board::new_marks() const {
    if (++m_mark_gen == 0) {
        std::memset(m_mark, 0, sizeof m_mark);
        m_mark_gen = 1;
    }
}

template <class Visit>
void Board::visit_liberties(int sid, Visit visit) const {
    new_marks();
    int s = sid;
    do {
        for (int d : kDelta) {
            const int n = s + d;
            if (m_color[n] == static_cast<uint16_t>(Color::Empty) && m_mark[n] != m_mark_gen) {
                m_mark[n] = m_mark_gen;
                if (!visit(n)) return;
            }
        }
        s = m_next[s];
    } while (s != sid);
}

int Board::recount_liberties(int sid) const {
    int libs = 0;
    visit_liberties(sid, [&libs](int) { return ++libs, true; });
    return libs;
}

// Set-up stones: change the colour, then rebuild every string from scratch.
// Set-up is rare (SGF AB/AW/AE), so simplicity beats speed here.
void Board::set_stone(Point p, Color c) {
    if (!on_board(p)) throw std::invalid_argument("set_stone: point off the board");
    if (c == Color::Border) throw std::invalid_argument("set_stone: bad colour");
    m_log.clear();
    m_frames.clear();
    m_history.clear();
    m_stack_depth = 0;
    ++m_version;
    if (at(p) != Color::Empty) m_hash ^= zobrist::stone_key(at(p), p);
    m_color[p.index()] = static_cast<uint16_t>(c);
    if (c != Color::Empty) m_hash ^= zobrist::stone_key(c, p);
    // Rebuild strings by flood fill.
    for (int i = 0; i < kBoardMax; ++i) m_sid[i] = 0;
    for (int i = 0; i < kBoardMax; ++i) {
        if (!is_stone(static_cast<Color>(m_color[i])) || m_sid[i] != 0) continue;
        // Flood fill from i, threading the cyclic list as we go.
        int stack[kBoardMax];
        int top = 0;
        int count = 0;
        int last = i;
        stack[top++] = i;
        m_sid[i] = static_cast<uint16_t>(i);
        m_next[i] = static_cast<uint16_t>(i);
        while (top > 0) {
            const int s = stack[--top];
            ++count;
            if (s != i) {
                m_next[s] = m_next[last];
                m_next[last] = static_cast<uint16_t>(s);
                last = s;
            }
            for (int d : kDelta) {
                const int n = s + d;
                if (m_color[n] == m_color[i] && m_sid[n] == 0 && n != i) {
                    m_sid[n] = static_cast<uint16_t>(i);
                    stack[top++] = n;
                }
            }
        }
        m_size_of[i] = static_cast<uint16_t>(count);
        m_libs[i] = static_cast<uint16_t>(recount_liberties(i));
    }
}

void Board::set_ko_point(Point p) {
    if (!p.is_pass() && !on_board(p)) throw std::invalid_argument("ko point off the board");
    m_hash ^= zobrist::ko_key(m_ko);
    m_ko = p;
    m_hash ^= zobrist::ko_key(m_ko);
}

int Board::stone_count(Color c) const {
    int n = 0;
    for (int i = 0; i < kBoardMax; ++i) n += m_color[i] == static_cast<uint16_t>(c);
    return n;
}

bool Board::is_suicide(Point p, Color c) const {
    const Color other = opponent(c);
    for (int d : kDelta) {
        const Point n(p.index() + d);
        const Color nc = at(n);
        if (nc == Color::Empty) return false;
        if (nc == c && countlib(n) > 1) return false;
        if (nc == other && countlib(n) == 1) return false;
    }
    return true;
}

bool Board::is_ko_capture(Point p, Color c) const {
    if (!on_board(p) || at(p) != Color::Empty) return false;
    const Color other = opponent(c);
    int captured = 0;
    for (int d : kDelta) {
        const Point n(p.index() + d);
        const Color nc = at(n);
        if (nc == Color::Empty || nc == c) return false;  // not surrounded by opponent/border
        if (nc == other && countlib(n) == 1) {
            if (string_size(n) != 1) return false;
            ++captured;
        }
    }
    return captured == 1;
}

bool Board::is_legal(Point p, Color c) const {
    if (!is_stone(c)) return false;
    if (p.is_pass()) return true;
    if (!on_board(p) || at(p) != Color::Empty) return false;
    if (p == m_ko) {
        // The ko point is illegal for the side that would retake: the one with
        // no stone of its own next to it.
        bool own_neighbor = false;
        for (int d : kDelta) own_neighbor |= at(Point(p.index() + d)) == c;
        if (!own_neighbor) return false;
    }
    return !is_suicide(p, c);
}

void Board::merge_into(int keep, int other) {
    // Relabel every stone of `other`, then splice the two cyclic lists.
    int s = other;
    do {
        set_cell(m_sid[s], static_cast<uint16_t>(keep));
        s = m_next[s];
    } while (s != other);
    const uint16_t keep_next = m_next[keep];
    set_cell(m_next[keep], m_next[other]);
    set_cell(m_next[other], keep_next);
    set_cell(m_size_of[keep], static_cast<uint16_t>(m_size_of[keep] + m_size_of[other]));
}

void Board::remove_string(Point str) {
    const int sid = m_sid[str.index()];
    const Color c = at(str);
    const Color other = opponent(c);
    m_captured[c == Color::White ? 1 : 0] += m_size_of[sid];
    int s = sid;
    do {
        set_cell(m_color[s], static_cast<uint16_t>(Color::Empty));
        m_hash ^= zobrist::stone_key(c, Point(s));
        s = m_next[s];
    } while (s != sid);
    // Every removed point is a new liberty of each distinct neighbouring string.
    s = sid;
    do {
        int seen[4];
        int nseen = 0;
        for (int d : kDelta) {
            const int n = s + d;
            if (m_color[n] != static_cast<uint16_t>(other)) continue;
            const int ns = m_sid[n];
            bool dup = false;
            for (int k = 0; k < nseen; ++k) dup |= seen[k] == ns;
            if (dup) continue;
            seen[nseen++] = ns;
            set_cell(m_libs[ns], static_cast<uint16_t>(m_libs[ns] + 1));
        }
        s = m_next[s];
    } while (s != sid);
}

// The liberties of string `keep` that stone pi has just joined (before any
// capture), given how many own strings it merged and, for one, that string's
// liberties before: counted from pi's neighbours when it merged none or one,
// walked in full otherwise.
int Board::liberties_after_join(int pi, int keep, int merged, int joined_libs) const {
    if (merged > 1) return recount_liberties(keep);
    int libs = merged == 0 ? 0 : joined_libs - 1;  // pi was one of its liberties
    for (int d : kDelta) {
        const int e = pi + d;
        if (m_color[e] != static_cast<uint16_t>(Color::Empty)) continue;
        bool known = false;  // already a liberty of the joined string
        if (merged == 1) {
            for (int d2 : kDelta) {
                const int n = e + d2;
                known |= n != pi && m_color[n] == m_color[pi] && m_sid[n] == keep;
            }
        }
        libs += !known;
    }
    return libs;
}

bool Board::do_move(Point p, Color c, bool allow_ko) {
    if (!is_stone(c)) return false;
    ++m_version;
    if (!p.is_pass()) {
        if (!on_board(p) || at(p) != Color::Empty) return false;
        if (allow_ko) {
            if (is_suicide(p, c)) return false;
        } else if (!is_legal(p, c)) {
            return false;
        }
    }
    m_frames.push_back(Frame{static_cast<uint32_t>(m_log.size()), m_hash, m_ko, m_to_move,
                             {m_captured[0], m_captured[1]}});
    m_hash ^= zobrist::ko_key(m_ko);
    m_ko = Point::pass();
    m_to_move = opponent(c);
    if (p.is_pass()) return true;

    const int pi = p.index();
    const Color other = opponent(c);
    set_cell(m_color[pi], static_cast<uint16_t>(c));
    m_hash ^= zobrist::stone_key(c, p);
    set_cell(m_sid[pi], static_cast<uint16_t>(pi));
    set_cell(m_next[pi], static_cast<uint16_t>(pi));
    set_cell(m_size_of[pi], 1);

    // Opponent neighbours lose the liberty p; own neighbours merge.
    int captured_sids[4];
    int ncaptured = 0;
    int opp_seen[4];
    int nopp = 0;
    int keep = pi;
    int merged = 0;         // distinct own strings joined by p
    int joined_libs = 0;    // the liberties of the first of them
    for (int d : kDelta) {
        const int n = pi + d;
        const uint16_t nc = m_color[n];
        if (nc == static_cast<uint16_t>(other)) {
            const int ns = m_sid[n];
            bool dup = false;
            for (int k = 0; k < nopp; ++k) dup |= opp_seen[k] == ns;
            if (dup) continue;
            opp_seen[nopp++] = ns;
            set_cell(m_libs[ns], static_cast<uint16_t>(m_libs[ns] - 1));
            if (m_libs[ns] == 0) captured_sids[ncaptured++] = ns;
        } else if (nc == static_cast<uint16_t>(c)) {
            const int ns = m_sid[n];
            if (ns == keep) continue;
            if (merged++ == 0) joined_libs = m_libs[ns];
            // Keep the larger string's id so fewer stones are relabelled.
            if (m_size_of[ns] > m_size_of[keep]) {
                merge_into(ns, keep);
                keep = ns;
            } else {
                merge_into(keep, ns);
            }
        }
    }
    set_cell(m_libs[keep], static_cast<uint16_t>(liberties_after_join(pi, keep, merged,
                                                                       joined_libs)));

    int captured_stones = 0;
    Point last_captured;
    for (int k = 0; k < ncaptured; ++k) {
        captured_stones += m_size_of[captured_sids[k]];
        last_captured = Point(captured_sids[k]);
        remove_string(Point(captured_sids[k]));
    }
    if (captured_stones == 1 && m_size_of[keep] == 1 && m_libs[keep] == 1) {
        m_ko = last_captured;
        m_hash ^= zobrist::ko_key(m_ko);
    }
    return true;
}

void Board::undo_frame() {
    ++m_version;
    const Frame& f = m_frames.back();
    char* base = reinterpret_cast<char*>(this);
    for (size_t i = m_log.size(); i > f.log_start; --i) {
        const Change& ch = m_log[i - 1];
        *reinterpret_cast<uint16_t*>(base + ch.offset) = ch.old;
    }
    m_log.resize(f.log_start);
    m_hash = f.hash;
    m_ko = f.ko;
    m_to_move = f.to_move;
    m_captured[0] = f.captured[0];
    m_captured[1] = f.captured[1];
    m_frames.pop_back();
}

bool Board::play(Point p, Color c) {
    if (m_stack_depth != 0) return false;
    if (!do_move(p, c, false)) return false;
    m_history.push_back(Move{c, p});
    return true;
}

bool Board::undo() {
    if (m_stack_depth != 0 || m_history.empty() || m_frames.empty()) return false;
    undo_frame();
    m_history.pop_back();
    return true;
}

bool Board::trymove(Point p, Color c) {
    if (!do_move(p, c, false)) return false;
    ++m_stack_depth;
    ++m_trymoves;
    return true;
}

bool Board::tryko(Point p, Color c) {
    if (!do_move(p, c, true)) return false;
    ++m_stack_depth;
    ++m_trymoves;
    return true;
}

void Board::popgo() {
    if (m_stack_depth == 0) return;
    undo_frame();
    --m_stack_depth;
}

int Board::findlib(Point str, int maxlib, Point* libs) const {
    // The liberty count is kept incrementally: stop walking the string as
    // soon as every wanted liberty has been found.
    const int sid = m_sid[str.index()];
    const int total = m_libs[sid];
    const int wanted = maxlib < total ? maxlib : total;
    if (wanted <= 0) return total;
    if (total <= kMemoLibs) {
        // Short lists come from the memo, or are walked in full (the same
        // order as an early stop would give) and remembered.
        LibMemo& m = m_lib_memo[sid % kMemoSlots];
        if (m.version != m_version || m.sid != sid) {
            int n = 0;
            visit_liberties(sid, [&](int p) {
                m.libs[n++] = static_cast<uint16_t>(p);
                return n < total;
            });
            m.version = m_version;
            m.sid = static_cast<uint16_t>(sid);
        }
        for (int i = 0; i < wanted; ++i) libs[i] = Point(m.libs[i]);
        return total;
    }
    int count = 0;
    visit_liberties(sid, [&](int n) {
        libs[count++] = Point(n);
        return count < wanted;
    });
    return total;
}

int Board::string_stones(Point str, int max, Point* stones) const {
    const int sid = m_sid[str.index()];
    int count = 0;
    int s = sid;
    do {
        if (count < max) stones[count] = Point(s);
        ++count;
        s = m_next[s];
    } while (s != sid);
    return count;
}

int Board::adjacent_strings(Point str, int max, Point* out) const {
    const int sid = m_sid[str.index()];
    const uint16_t other = static_cast<uint16_t>(opponent(at(str)));
    new_marks();
    int count = 0;
    int s = sid;
    do {
        for (int d : kDelta) {
            const int n = s + d;
            if (m_color[n] != other) continue;
            const int ns = m_sid[n];
            if (m_mark[ns] == m_mark_gen) continue;
            m_mark[ns] = m_mark_gen;
            if (count < max) out[count] = Point(ns);
            ++count;
        }
        s = m_next[s];
    } while (s != sid);
    return count;
}

bool Board::is_liberty_of(Point lib, Point str) const {
    if (at(lib) != Color::Empty) return false;
    const int sid = m_sid[str.index()];
    for (int d : kDelta) {
        const int n = lib.index() + d;
        if (m_color[n] == m_color[sid] && m_sid[n] == sid) return true;
    }
    return false;
}

int Board::approxlib_after(Point p, Color c, int maxlib, Point* libs) const {
    // Play the move for real and take it back: exact, and the board is restored
    // bit for bit (the undo log), so this is logically const.
    Board& self = const_cast<Board&>(*this);
    const uint64_t tries = m_trymoves;
    if (!self.tryko(p, c)) return 0;
    const int n = findlib(p, maxlib, libs);
    self.popgo();
    self.m_trymoves = tries;
    return n;
}

std::string Board::check_consistency() const {
    std::string err;
    auto fail = [&err](const std::string& what) {
        if (err.empty()) err = what;
    };
    uint64_t h = zobrist::size_key(m_size) ^ zobrist::ko_key(m_ko);
    for (int i = 0; i < kBoardMax; ++i) {
        const Point p(i);
        const bool inside = i > 0 && p.row() >= 0 && p.row() < m_size && p.col() >= 0 &&
                            p.col() < m_size && i % kStride != 0;
        const Color c = at(p);
        if (inside == (c == Color::Border)) fail("border colour wrong at index " + std::to_string(i));
        if (!is_stone(c)) continue;
        h ^= zobrist::stone_key(c, p);
        const int sid = m_sid[i];
        if (at(Point(sid)) != c || m_sid[sid] != sid) fail("bad string id at " + std::to_string(i));
        // Stones of the same colour that touch must share the id.
        for (int d : kDelta)
            if (m_color[i + d] == m_color[i] && m_sid[i + d] != sid)
                fail("touching stones in different strings at " + std::to_string(i));
        if (sid != i) continue;
        // Walk the cyclic list: it must hold exactly the stones with this id.
        int count = 0;
        int s = i;
        do {
            if (m_sid[s] != sid || at(Point(s)) != c) {
                fail("string list broken at " + std::to_string(i));
                break;
            }
            ++count;
            s = m_next[s];
        } while (s != i && count <= kBoardMax);
        int members = 0;
        for (int j = 0; j < kBoardMax; ++j) members += is_stone(at(Point(j))) && m_sid[j] == sid;
        if (count != members || count != m_size_of[sid])
            fail("string size wrong at " + std::to_string(i));
        if (m_libs[sid] != recount_liberties(sid))
            fail("liberty count wrong at " + std::to_string(i));
        if (m_libs[sid] == 0) fail("string without liberties at " + std::to_string(i));
    }
    if (h != m_hash) fail("hash differs from a recomputation");
    if (!m_ko.is_pass() && (!on_board(m_ko) || at(m_ko) != Color::Empty))
        fail("ko point is not an empty point");
    return err;
}

std::string Board::to_string() const {
    std::string header = "   ";
    for (int c = 0; c < m_size; ++c) {
        header += static_cast<char>('A' + c + (c >= 8 ? 1 : 0));
        header += ' ';
    }
    std::string out = header + "\n";
    for (int r = 0; r < m_size; ++r) {
        const int number = m_size - r;
        std::string row = (number < 10 ? " " : "") + std::to_string(number) + " ";
        for (int c = 0; c < m_size; ++c) {
            const Point p = Point::at(r, c);
            const Color col = at(p);
            row += col == Color::Black ? 'X' : col == Color::White ? 'O' : '.';
            row += ' ';
        }
        out += row + std::to_string(number) + "\n";
    }
    return out + header;
}

TryMove::~TryMove() {
    if (!m_ok) return;
    m_board.popgo();
#ifdef YOMI_DEBUG
    if (m_board.hash() != m_hash_before) __builtin_trap();
#endif
}

}  // namespace yomi
