// The semeai reader's search (see semeai.h): the race played out.
#include <yomi/reading/semeai.h>

#include <algorithm>
#include <optional>

#include <yomi/reading/question.h>
#include <yomi/reading/semeai_counter.h>
#include <yomi/reading/semeai_internal.h>

namespace yomi {

namespace {
// Moves read a node: GNU Go's widths (6, then 2 beyond ply 6, 1 beyond 12),
// a pass aside.
constexpr int kWidths[] = {6, 2, 1};
constexpr int kPlyNarrow = 6;
constexpr int kPlyNarrowest = 12;
// The play-out's depth beyond semeai_depth (the first version's).
constexpr int kExtraDepth = 10;
// Captured stones whose space is too big to be killed by a nakade.
constexpr int kLivingSpace = 7;

// Whether v is better than w for the side to move (a maximises).
bool better(int v, int w, bool a_to_move) { return a_to_move ? v > w : v < w; }

// The owl asked from inside a race proves only in closed regions.
ReadingParams race_owl_params(ReadingParams p) {
    p.owl_bounded_radius = 0;
    return p;
}
}  // namespace

SemeaiReader::SemeaiReader(Board& board, const ReadingParams& params, cache::Table* table)
    : m_board(board), m_params(params), m_table(table), m_tactical(board, params, table), m_owl(board, race_owl_params(params), table) {
    m_tactical.params().node_limit = params.owl_tactical_node_limit;
    m_tactical.set_advance_generation(false);
}

int SemeaiReader::depth_limit() const { return m_params.semeai_depth + kExtraDepth; }

int SemeaiReader::width(int ply) const {
    return ply < kPlyNarrow ? kWidths[0] : ply < kPlyNarrowest ? kWidths[1] : kWidths[2];
}

std::optional<int> SemeaiReader::judge(const SemeaiSide& a, const SemeaiSide& b, bool,
                                       bool) const {
    if (a.captured) return kADies;
    if (b.captured) return kAWins;
    if (a.alive && b.alive) return kBothLive;
    return std::nullopt;
}

int SemeaiReader::search(int ply, bool a_to_move, bool passed, Point* move) {
    *move = Point::pass();
    const int remaining = depth_limit() - ply;
    std::optional<CachedQuestion> cq;
    if (m_table && remaining > 0 && !m_budget.spent()) {
        Question q;
        q.routine = routine::Semeai;
        q.target1 = m_origin_a;
        q.target2 = m_origin_b;
        q.variant = static_cast<uint8_t>((a_to_move ? 1 : 0) | (passed ? 2 : 0));
        q.goal = m_goals_hash;
        cq.emplace(m_table.get(), q, m_board);
        const cache::ProbeResult pr = cq->probe(remaining);
        if (pr.kind == cache::ProbeKind::Hit) {
            *move = pr.result.move;
            return pr.result.code1 != ReadCode::Win   ? kADies
                   : pr.result.code2 == ReadCode::Win ? kAWins
                                                      : kBothLive;
        }
    }
    SemeaiSide a, b;
    side_state(a, m_origin_a, m_goal_a, m_color_a, nullptr);
    side_state(b, m_origin_b, m_goal_b, opponent(m_color_a), nullptr);
    pair_state(a, b);
    if (const std::optional<int> v = judge(a, b, a_to_move, passed)) {
        return *v;
    }
    if (m_budget.spent()) {
        m_budget.cut = true;
        return semeai_count(m_board, a, b, a_to_move);
    }
    if (ply >= depth_limit() || (ply > 0 && simple_race(a, b)))
        return semeai_count(m_board, a, b, a_to_move);
    const uint64_t start = m_budget.nodes + m_tactical.node_count();
    int best = a_to_move ? kADies - 1 : kAWins + 1;
    const SemeaiSide& x = a_to_move ? a : b;
    const SemeaiSide& y = a_to_move ? b : a;
    best = read_moves(ply, a_to_move, x, y, move);
    // A pass, when no move was read or every move loses (a race in seki is
    // kept by passing, not by filling one's own liberties): both passing
    // ends the race.
    const int loss = a_to_move ? kADies : kAWins;
    if ((best < kADies || best > kAWins || best == loss) && !m_budget.cut) {
        int v;
        if (passed) {
            const int xmin = x.eyes.sure_eyes, xmax = x.eyes.max_eyes;
            const int ymin = y.eyes.sure_eyes, ymax = y.eyes.max_eyes;
            const int xr = xmax < ymin ? -1 : ymax < xmin ? 1 : 0;
            v = xr == 0 ? kBothLive : (xr > 0) == a_to_move ? kAWins : kADies;
        } else {
            const TryMove pass(m_board, Point::pass(), x.owner);
            Point reply;
            v = search(ply + 1, !a_to_move, true, &reply);
        }
        if (best < kADies || best > kAWins || better(v, best, a_to_move)) {
            best = v;
            *move = Point::pass();
        }
    }
    if (best < kADies || best > kAWins) best = semeai_count(m_board, a, b, a_to_move);
    if (cq && !m_budget.cut) {
        const cache::Result res{best >= kBothLive ? ReadCode::Win : ReadCode::Fail,
                                best == kAWins ? ReadCode::Win : ReadCode::Fail, *move,
                                remaining, false};
        cq->store(res, m_budget.nodes + m_tactical.node_count() - start);
    }
    return best;
}

int SemeaiReader::read_moves(int ply, bool a_to_move, const SemeaiSide& x, const SemeaiSide& y,
                             Point* move) {
    Moves moves;
    race_moves(x, y, moves);
    moves.sort();
    const int win = a_to_move ? kAWins : kADies;
    int best = a_to_move ? kADies - 1 : kAWins + 1;
    int tried = 0;
    for (int i = 0; i < moves.size() && tried < width(ply) && best != win; ++i) {
        const Point m = moves[i];
        const int taken = m_board.captures(y.owner);
        const TryMove played(m_board, m, x.owner);
        if (!played) continue;
        ++m_budget.nodes;
        const bool captured = m_board.captures(y.owner) > taken;
        if (!acceptable(x, y, m, captured)) continue;
        ++tried;
        int v;
        bool took_critical = false;
        for (int k = 0; captured && k < y.critical_count; ++k)
            took_critical |= m_board.at(y.critical[k]) == Color::Empty;
        if (took_critical && m_board.countlib(m) >= 2) {
            // A critical string captured, the capturing stones safe: the
            // race is won if the capturer then lives - surely when the
            // capture leaves an eye space of kLivingSpace points or more
            // (no nakade shape is that big), else as the owl reads it.
            const bool big = m_board.captures(y.owner) - taken >= kLivingSpace;
            const bool dies = !big && m_owl.owl_attack(x.origin).code == ReadCode::Win;
            v = dies ? (a_to_move ? kADies : kAWins) : win;
        } else {
            Point reply;
            v = search(ply + 1, !a_to_move, false, &reply);
        }
        if (better(v, best, a_to_move)) {
            best = v;
            *move = m;
        }
        if (m_budget.cut) break;
    }
    return best;
}

SemeaiResult SemeaiReader::analyze_semeai(Point a, Point b) {
    SemeaiResult out;
    if (!m_board.on_board(a) || !m_board.on_board(b) || !is_stone(m_board.at(a)) ||
        m_board.at(b) != opponent(m_board.at(a)))
        return out;
    if (!m_params.semeai_playout) {
        SemeaiCounter counter(m_board, m_params, m_table.get());
        out = counter.analyze(a, b);
        m_budget.nodes += counter.node_count();
        m_counter_tactical_nodes += counter.tactical_node_count();
        return out;
    }
    if (m_table) m_table->new_generation();
    m_color_a = m_board.at(a);
    m_origin_a = m_board.smallest_stone(a);
    m_origin_b = m_board.smallest_stone(b);
    m_goal_a.fill(0);
    m_goal_b.fill(0);
    m_goal_a[a.index()] = 1;
    m_goal_b[b.index()] = 1;
    close_dragon(m_board, m_color_a, m_goal_a);
    close_dragon(m_board, opponent(m_color_a), m_goal_b);
    // Salted: the first version (semeai_counter.h) keys its entries by the
    // unsalted hash.
    constexpr uint64_t kPlayoutSalt = 0x9e3779b97f4a7c15ULL;
    m_goals_hash = (goal_hash(m_board, m_goal_a, m_color_a) * 3 ^
                    goal_hash(m_board, m_goal_b, opponent(m_color_a))) ^
                   kPlayoutSalt;
    m_budget.limit = static_cast<uint64_t>(std::max(m_params.semeai_node_limit, 0));
    m_budget.begin();
    int best = search(0, true, false, &out.move);
    // A's best needs no move when passing reaches it as well.
    if (!m_budget.cut && !out.move.is_pass()) {
        const TryMove passed(m_board, Point::pass(), m_color_a);
        Point reply;
        const int r = passed ? search(1, false, true, &reply) : -1;
        if (passed && !m_budget.cut && r >= best) {
            best = r;
            out.move = Point::pass();
        }
    }
    if (m_budget.cut) {
        // The play-out spent its budget: the first version answers.
        SemeaiCounter counter(m_board, m_params, m_table.get());
        out = counter.analyze(a, b);
        m_budget.nodes += counter.node_count();
        m_counter_tactical_nodes += counter.tactical_node_count();
        return out;
    }
    out.a_lives = best >= kBothLive ? ReadCode::Win : ReadCode::Fail;
    out.b_dies = best == kAWins ? ReadCode::Win : ReadCode::Fail;
    return out;
}

}  // namespace yomi
