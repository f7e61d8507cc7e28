// The connection reader's search (see connection.h).
#include <yomi/reading/connection.h>

#include <algorithm>

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

ReadCode ConnectionReader::search(bool connecting, int ply, Point* move) {
    *move = Point::pass();
    const int verdict = judge();
    if (verdict != 0) return (verdict > 0) == connecting ? ReadCode::Win : ReadCode::Fail;
    if (ply >= m_params.connection_depth || m_cut || out_of_nodes()) {
        // Undecided: the side asking fails (for connect the link counts as
        // cut, for disconnect as linked).
        m_cut = m_cut || out_of_nodes();
        return connecting == m_asking_connect ? ReadCode::Fail : ReadCode::Win;
    }
    const cache::Routine routine =
        connecting ? cache::Routine::Connect : cache::Routine::Disconnect;
    const int remaining = m_params.connection_depth - ply;
    uint64_t k = 0;
    Point hint = Point::pass();
    if (m_table) {
        // The question is part of the key: its horizon rule differs.
        k = cache::make_key(m_board.hash(), routine, m_a, m_b,
                            cache::KoState{Color::Empty, m_board.ko_point()},
                            m_asking_connect ? 0x636F6E6E656374ULL : 0);
        const cache::ProbeResult pr = m_table->probe(k, routine, remaining);
        if (pr.kind == cache::ProbeKind::Hit) {
            *move = pr.result.move;
            return pr.result.code1;
        }
        if (pr.kind == cache::ProbeKind::Hint) hint = pr.result.move;
    }
    const uint64_t start = m_nodes + m_tactical.node_count();
    const Color mover = connecting ? m_owner : opponent(m_owner);
    // Step 1: candidates.
    ScoredMoves<48> moves;
    moves.add(hint, 1000);
    Point la[32], lb[32];
    const int na = liberties(m_board, m_a, la), nb = liberties(m_board, m_b, lb);
    for (int i = 0; i < na; ++i) {
        if (m_board.is_liberty_of(la[i], m_b)) {
            moves.add(la[i], 100);
            continue;
        }
        for (int j = 0; j < nb; ++j) {
            const int d = std::abs(la[i].index() - lb[j].index());
            // One step apart (orthogonal or diagonal): both ends of the gap.
            if (d == 1 || d == kStride || d == kStride - 1 || d == kStride + 1) {
                moves.add(la[i], 70);
                moves.add(lb[j], 70);
            } else if (m_asking_connect &&
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
    for (Point s : {m_a, m_b}) {
        if (m_board.countlib(s) > 2) continue;
        const ReadResult att = m_tactical.attack(s);
        if (att.code == ReadCode::Fail) continue;
        if (connecting)
            moves.add(m_tactical.find_defense(s).move, 85);
        else
            moves.add(att.move, 95);
    }
    Point adj[32], adj_b[32];
    const int nadj = std::min(m_board.adjacent_strings(m_a, 32, adj), 32);
    const int nab = std::min(m_board.adjacent_strings(m_b, 32, adj_b), 32);
    for (int i = 0; i < nadj; ++i) {
        const Point c = adj[i];
        bool touches_b = false;
        for (int j = 0; j < nab; ++j) touches_b |= m_board.same_string(adj_b[j], c);
        if (!touches_b || m_board.countlib(c) > 3) continue;
        const ReadResult att = m_tactical.attack(c);
        if (att.code == ReadCode::Fail) continue;
        if (connecting)
            moves.add(att.move, 90);
        else
            moves.add(m_tactical.find_defense(c).move, 80);
    }
    moves.sort();
    // Step 2: try them.
    const int width = ply == 0 ? kRootWidth : ply < kDeepPly ? kNodeWidth : kDeepWidth;
    ReadCode best = ReadCode::Fail;
    int tried = 0;
    for (int i = 0; i < moves.size() && tried < width && best != ReadCode::Win; ++i) {
        const Point m = moves[i];
        const int taken = m_board.captures(opponent(mover));
        if (!m_board.trymove(m, mover)) continue;
        ++m_nodes;
        if (m_board.countlib(m) == 1 && m_board.captures(opponent(mover)) == taken) {
            m_board.popgo();
            continue;
        }
        ++tried;
        Point reply;
        const ReadCode r = search(!connecting, ply + 1, &reply);
        m_board.popgo();
        if (m_cut) break;
        if (r == ReadCode::Fail) {
            best = ReadCode::Win;
            *move = m;
        }
    }
    if (m_table && !m_cut)
        m_table->store(k, routine, cache::Result{best, ReadCode::Fail, *move, remaining, false},
                       m_nodes + m_tactical.node_count() - start);
    return best;
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
    m_query_start = m_nodes;
    m_cut = false;
    return true;
}

ReadResult ConnectionReader::connect(Point a, Point b) {
    ReadResult r;
    if (!begin(a, b)) return r;
    m_asking_connect = true;
    // Linked already when the cutter, moving first, fails.
    Point cut_move;
    if (search(false, 0, &cut_move) == ReadCode::Fail && !m_cut)
        return {ReadCode::Win, Point::pass()};
    m_query_start = m_nodes;
    m_cut = false;
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
