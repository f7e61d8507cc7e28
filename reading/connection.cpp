// The connection reader's search (see connection.h).
#include <yomi/reading/connection.h>

#include <algorithm>
#include <optional>

#include <yomi/reading/minimax.h>
#include <yomi/reading/scored_moves.h>

namespace yomi {

namespace {
constexpr int kRootWidth = 8;
constexpr int kNodeWidth = 4;
constexpr int kDeepWidth = 2;
constexpr int kDeepPly = 5;

// The liberties of the string at p, at most 32.
int liberties(const Board& b, Point p, Point* libs) {
    return std::min(b.findlib(p, 32, libs), 32);
}
}  // namespace

ConnectionReader::ConnectionReader(Board& board, const ReadingParams& params, cache::Table* table)
    : m_board(board), m_params(params), m_table(table), m_tactical(board, params, table) {
    m_tactical.params().node_limit = params.owl_tactical_node_limit;
    m_tactical.set_advance_generation(false);
}

int ConnectionReader::judge() const {
    if (m_board.at(m_a) != m_owner || m_board.at(m_b) != m_owner) return -1;
    if (m_board.same_string(m_a, m_b)) return 1;
    if (m_board.countlib(m_a) < 2 || m_board.countlib(m_b) < 2) return 0;
    const Color opp = opponent(m_owner);
    Point libs[32];
    const int n = liberties(m_board, m_a, libs);
    int shared = 0;
    for (int k = 0; k < n; ++k) {
        if (!m_board.is_liberty_of(libs[k], m_b)) continue;
        ++shared;
        // A tiger's mouth: the opponent's stone there would have no liberty
        // or one, and would not capture anything.
        Point l2[2];
        if (m_board.approxlib_after(libs[k], opp, 2, l2) <= 1 &&
            !m_board.is_ko_capture(libs[k], opp))
            return 1;
    }
    return shared >= 2 ? 1 : 0;
}

// The connection question as a minimax problem (reading/minimax.h).  Values
// are ReadCodes (Win or Fail) for the side to move.
struct ConnectionReader::Problem : ReadCodeValues {
    struct Frame {
        bool connecting = true;
    };
    struct Node {};
    using Moves = ScoredMoves<48>;

    ConnectionReader& r;

    Board& board() { return r.m_board; }
    cache::Table* table() { return r.m_table.get(); }
    int depth_limit() const { return r.m_params.connection_depth; }
    uint64_t extra_nodes() const { return r.m_tactical.node_count(); }
    Question question(const Frame& f) const {
        Question q;
        q.routine = f.connecting ? routine::Connect : routine::Disconnect;
        q.target1 = r.m_a;
        q.target2 = r.m_b;
        q.variant = r.m_asking_connect ? 1 : 0;  // the question: its horizon rule differs
        return q;
    }
    std::optional<int> judge(const Frame& f, Node&, int, Point*) const {
        const int verdict = r.judge();
        if (verdict == 0) return std::nullopt;
        return (verdict > 0) == f.connecting ? kWin : kInitial;
    }
    // Undecided: the side asking fails (for connect the link counts as cut,
    // for disconnect as linked).
    int horizon(const Frame& f, const Node&) const {
        return f.connecting == r.m_asking_connect ? kInitial : kWin;
    }
    int cut_value(const Frame& f, const Node& node) const { return horizon(f, node); }
    int width(int ply) const {
        return ply == 0 ? kRootWidth : ply < kDeepPly ? kNodeWidth : kDeepWidth;
    }
    void candidates(const Frame& f, const Node&, Moves& moves) {
        Point la[32], lb[32];
        const int na = liberties(r.m_board, r.m_a, la), nb = liberties(r.m_board, r.m_b, lb);
        for (int i = 0; i < na; ++i) {
            if (r.m_board.is_liberty_of(la[i], r.m_b)) {
                moves.add(la[i], 100);
                continue;
            }
            for (int j = 0; j < nb; ++j) {
                const int d = std::abs(la[i].index() - lb[j].index());
                // One step apart (orthogonal or diagonal): both ends of the gap.
                if (d == 1 || d == kStride || d == kStride - 1 || d == kStride + 1) {
                    moves.add(la[i], 70);
                    moves.add(lb[j], 70);
                } else if (r.m_asking_connect &&
                           std::abs(la[i].row() - lb[j].row()) +
                                   std::abs(la[i].col() - lb[j].col()) <= 3) {
                    // Farther gaps (up to three steps), in connect questions:
                    // the ends, second.  In disconnect questions too they give
                    // the connector refutations that are not there (connection
                    // 63, but four ratchet tests lost); for the asking side
                    // alone, 51.
                    moves.add(la[i], 50);
                    moves.add(lb[j], 50);
                }
            }
        }
        // Captures: the strings themselves (for the cutter), or the cutter's
        // strings touching both (for the connector); and their defence.
        for (Point s : {r.m_a, r.m_b}) {
            if (r.m_board.countlib(s) > 2) continue;
            const ReadResult att = r.m_tactical.attack(s);
            if (att.code == ReadCode::Fail) continue;
            if (f.connecting)
                moves.add(r.m_tactical.find_defense(s).move, 85);
            else
                moves.add(att.move, 95);
        }
        Point adj[32], adj_b[32];
        const int nadj = std::min(r.m_board.adjacent_strings(r.m_a, 32, adj), 32);
        const int nab = std::min(r.m_board.adjacent_strings(r.m_b, 32, adj_b), 32);
        for (int i = 0; i < nadj; ++i) {
            const Point c = adj[i];
            bool touches_b = false;
            for (int j = 0; j < nab; ++j) touches_b |= r.m_board.same_string(adj_b[j], c);
            if (!touches_b || r.m_board.countlib(c) > 3) continue;
            const ReadResult att = r.m_tactical.attack(c);
            if (att.code == ReadCode::Fail) continue;
            if (f.connecting)
                moves.add(att.move, 90);
            else
                moves.add(r.m_tactical.find_defense(c).move, 80);
        }
    }
    Color mover(const Frame& f) const { return f.connecting ? r.m_owner : opponent(r.m_owner); }
    bool may_take_ko(const Frame&, Point) const { return false; }
    // No self-atari unless it captured.
    bool accept(const Frame&, const Node&, Point m, bool captured) const {
        return r.m_board.countlib(m) != 1 || captured;
    }
    Frame child(const Frame& f, bool) const { return {!f.connecting}; }
    int back_up(const Frame&, int child_value, bool) const {
        return static_cast<int>(invert(static_cast<ReadCode>(child_value)));
    }
    void traced(const Frame&, int, Point, int) const {}
    int finish(const Frame&, const Node&, int best, int) const { return best; }
};

ReadCode ConnectionReader::search(bool connecting, int ply, Point* move) {
    Problem p{{}, *this};
    return static_cast<ReadCode>(minimax(p, m_budget, Problem::Frame{connecting}, ply, move));
}

bool ConnectionReader::begin(Point a, Point b) {
    if (!m_board.on_board(a) || !m_board.on_board(b) || !is_stone(m_board.at(a)) ||
        m_board.at(a) != m_board.at(b))
        return false;
    if (m_table) m_table->new_generation();
    m_owner = m_board.at(a);
    m_a = m_board.smallest_stone(a);
    m_b = m_board.smallest_stone(b);
    if (m_b < m_a) std::swap(m_a, m_b);
    m_budget.limit = static_cast<uint64_t>(std::max(m_params.connection_node_limit, 0));
    m_budget.begin();
    return true;
}

ReadResult ConnectionReader::connect(Point a, Point b) {
    ReadResult r;
    if (!begin(a, b)) return r;
    m_asking_connect = true;
    // Linked already when the cutter, moving first, fails.
    Point cut_move;
    if (search(false, 0, &cut_move) == ReadCode::Fail && !m_budget.cut)
        return {ReadCode::Win, Point::pass()};
    m_budget.begin();
    r.code = search(true, 0, &r.move);
    if (r.code == ReadCode::Fail) r.move = Point::pass();
    return r;
}

ReadResult ConnectionReader::disconnect(Point a, Point b) {
    ReadResult r;
    if (!begin(a, b)) return r;
    m_asking_connect = false;
    r.code = search(false, 0, &r.move);
    if (r.code == ReadCode::Fail) r.move = Point::pass();
    return r;
}

}  // namespace yomi
