// The first semeai reader, the play-out's fallback (see semeai_counter.h).
#include <yomi/reading/semeai_counter.h>

#include <algorithm>
#include <optional>

#include <yomi/reading/minimax.h>
#include <yomi/reading/scored_moves.h>

namespace yomi {

namespace {
constexpr int kRootWidth = 8;
constexpr int kNodeWidth = 4;
constexpr int kDeepWidth = 2;
constexpr int kDeepPly = 8;
// Dragon strings with at most this many liberties get a tactical read.
constexpr int kWeakLibs = 2;
}  // namespace

// The race moves of one node: at most 48 scored moves.
class CounterMoves : public ScoredMoves<48> {};

// One dragon of the race as the position stands.
struct SemeaiCounter::Side {
    static constexpr int kMaxWeak = 8;
    Color owner = Color::Empty;
    Point origin = Point::pass();
    bool captured = false;
    bool alive = false;  // two sure eyes and no capturable string
    int libs = 0;        // liberties of the asked string
    PointMask goal{};
    EyeSummary eyes;
    // Strings of this dragon the other side can capture: how, and the defence.
    Point weak_capture[kMaxWeak];
    Point weak_defense[kMaxWeak];
    int weak_count = 0;
};

SemeaiCounter::SemeaiCounter(Board& board, const ReadingParams& params, cache::Table* table)
    : m_board(board), m_params(params), m_table(table), m_tactical(board, params, table) {
    m_tactical.params().node_limit = params.owl_tactical_node_limit;
    m_tactical.set_advance_generation(false);
}

void SemeaiCounter::side_state(Side& s, Point origin, const PointMask& root_goal, Color owner) {
    s.owner = owner;
    s.origin = origin;
    if (m_board.at(origin) != owner) {
        s.captured = true;
        return;
    }
    s.goal = root_goal;
    close_dragon(m_board, owner, s.goal);
    analyze_eyes(m_board, s.goal, owner, &s.eyes);
    s.libs = m_board.countlib(origin);
    for (int i = 0; i < kBoardMax; ++i) {
        const Point p(i);
        if (!s.goal[i] || m_board.string_id(p) != p || m_board.countlib(p) > kWeakLibs ||
            s.weak_count == Side::kMaxWeak)
            continue;
        const ReadResult a = m_tactical.attack(p);
        if (a.code == ReadCode::Fail) continue;
        s.weak_capture[s.weak_count] = a.move;
        s.weak_defense[s.weak_count++] = m_tactical.find_defense(p).move;
    }
    s.alive = s.eyes.sure_eyes >= 2 && s.weak_count == 0;
}

namespace {

// Liberties an eye of n points gives in a race (a nakade shape's count).
int eye_liberties_n(int n) {
    constexpr int kLibs[] = {0, 1, 2, 3, 5, 8, 12};
    return n < 7 ? kLibs[n] : 12 + (n - 6) * 4;
}

// The eye liberties of a side: its closed eye regions worth an eye, empty.
int eye_liberties(const EyeSummary& eyes) {
    int total = 0;
    for (int k = 0; k < eyes.count; ++k) {
        const EyeRegion& r = eyes.regions[k];
        if (r.closed && r.min_eyes >= 1 && !r.has_opponent_stones) total += eye_liberties_n(r.size);
    }
    return total;
}

// A race with no eyes: the side to move, x, with ox outside liberties
// against oy and sh shared.  +1 x captures, -1 y captures, 0 seki.
int eyeless_race(int ox, int oy, int sh) {
    if (ox - oy >= std::max(sh - 1, 0)) return 1;
    if (oy - ox >= std::max(sh, 1)) return -1;
    return 0;
}

}  // namespace

int SemeaiCounter::horizon(const Side& a, const Side& b, bool a_to_move) const {
    // The liberty count of the race (the classical rules): outside
    // liberties, shared ones, and eyes.  Shared liberties count for the side
    // with an eye against one without; without eyes they make seki when
    // neither side is far enough ahead.
    // The side to move takes a string in atari at once.
    if (a_to_move && b.libs == 1) return a.alive || !b.alive ? kAWins : kBothLive;
    if (!a_to_move && a.libs == 1) return b.alive || !a.alive ? kADies : kBothLive;
    Point la[32];
    const int na = std::min(m_board.findlib(a.origin, 32, la), 32);
    int sh = 0;
    for (int k = 0; k < na; ++k) sh += m_board.is_liberty_of(la[k], b.origin);
    // Unshared liberties (an eye's points among them count again through
    // eye_liberties: without that bias toward the side with an eye,
    // semeai.tst reads 41, not 46).
    const int oa = a.libs - sh, ob = b.libs - sh;
    const bool eye_a = a.eyes.sure_eyes >= 1, eye_b = b.eyes.sure_eyes >= 1;
    int race;  // +1 a captures b, -1 b captures a, 0 seki
    if (!eye_a && !eye_b) {
        race = a_to_move ? eyeless_race(oa, ob, sh) : -eyeless_race(ob, oa, sh);
    } else {
        const int ca = oa + eye_liberties(a.eyes) + (eye_a && !eye_b ? sh : 0);
        const int cb = ob + eye_liberties(b.eyes) + (eye_b && !eye_a ? sh : 0);
        race = (a_to_move ? ca >= cb : ca > cb) ? 1 : -1;
    }
    if (race > 0) return b.alive ? kBothLive : kAWins;
    if (race < 0) return a.alive ? kBothLive : kADies;
    return kBothLive;
}

void SemeaiCounter::race_moves(const Side& mover, const Side& other, CounterMoves& moves) {
    for (int k = 0; k < other.weak_count; ++k) moves.add(other.weak_capture[k], 95);
    for (int k = 0; k < mover.weak_count; ++k) moves.add(mover.weak_defense[k], 85);
    for (int k = 0; k < mover.eyes.count; ++k) {
        const EyeRegion& r = mover.eyes.regions[k];
        if (r.closed && r.max_eyes > r.min_eyes) moves.add(r.vital, 90);
    }
    for (int k = 0; k < other.eyes.count; ++k) {
        const EyeRegion& r = other.eyes.regions[k];
        if (r.closed && r.max_eyes > r.min_eyes) moves.add(r.vital, 88);
    }
    // Fill the other's liberties: outside ones (not next to the mover's
    // dragon) first, then shared ones.
    Point libs[16];
    int n = std::min(m_board.findlib(other.origin, 16, libs), 16);
    for (int k = 0; k < n; ++k) {
        bool shared = false;
        for (int d = 0; d < 4; ++d) shared |= mover.goal[neighbor(libs[k], d).index()] != 0;
        moves.add(libs[k], shared ? 40 : 60);
    }
    // Lengthen one's own: liberties of the mover's asked string away from the other.
    n = std::min(m_board.findlib(mover.origin, 16, libs), 16);
    for (int k = 0; k < n; ++k) {
        bool by_other = false;
        for (int d = 0; d < 4; ++d) by_other |= other.goal[neighbor(libs[k], d).index()] != 0;
        if (!by_other) moves.add(libs[k], 30);
    }
}

// The race as a minimax problem (reading/minimax.h).  Values are outcomes
// seen from the side to move: 0 it dies, 1 both live, 2 it lives and the
// other dies (a's outcome when a is to move, 2 - a's outcome otherwise).
struct SemeaiCounter::Problem {
    struct Frame {
        bool a_to_move = true;
    };
    struct Node {
        Side a, b;
    };
    using Moves = CounterMoves;
    static constexpr int kWin = kAWins;
    static constexpr int kInitial = -1;

    SemeaiCounter& r;

    static int seen(const Frame& f, int a_outcome) { return f.a_to_move ? a_outcome : 2 - a_outcome; }
    Board& board() { return r.m_board; }
    cache::Table* table() { return r.m_table.get(); }
    int depth_limit() const { return r.m_params.semeai_depth; }
    uint64_t extra_nodes() const { return r.m_tactical.node_count(); }
    Question question(const Frame& f) const {
        Question q;
        q.routine = routine::Semeai;
        q.target1 = r.m_origin_a;
        q.target2 = r.m_origin_b;
        q.variant = f.a_to_move ? 1 : 0;  // the position hash does not hold the side to move
        q.goal = r.m_goals_hash;
        return q;
    }
    int decode(const Frame& f, const cache::Result& res) const {
        return seen(f, res.code1 != ReadCode::Win   ? kADies
                       : res.code2 == ReadCode::Win ? kAWins
                                                    : kBothLive);
    }
    cache::Result encode(const Frame& f, int value, Point move, int remaining) const {
        const int a = seen(f, value);
        return {a >= kBothLive ? ReadCode::Win : ReadCode::Fail,
                a == kAWins ? ReadCode::Win : ReadCode::Fail, move, remaining, false};
    }
    std::optional<int> judge(const Frame& f, Node& node, int, Point*) {
        r.side_state(node.a, r.m_origin_a, r.m_goal_a, r.m_color_a);
        r.side_state(node.b, r.m_origin_b, r.m_goal_b, opponent(r.m_color_a));
        if (node.a.captured) return seen(f, kADies);
        if (node.b.captured) return seen(f, kAWins);
        if (node.a.alive && node.b.alive) return seen(f, kBothLive);
        return std::nullopt;
    }
    int horizon(const Frame& f, const Node& node) const {
        return seen(f, r.horizon(node.a, node.b, f.a_to_move));
    }
    int cut_value(const Frame& f, const Node& node) const { return horizon(f, node); }
    int width(int ply) const {
        return ply == 0 ? kRootWidth : ply < kDeepPly ? kNodeWidth : kDeepWidth;
    }
    void candidates(const Frame& f, const Node& node, Moves& moves) {
        r.race_moves(f.a_to_move ? node.a : node.b, f.a_to_move ? node.b : node.a, moves);
    }
    Color mover(const Frame& f) const {
        return f.a_to_move ? r.m_color_a : opponent(r.m_color_a);
    }
    bool may_take_ko(const Frame&, Point) const { return false; }
    // No self-atari unless it captured.
    bool accept(const Frame&, const Node&, Point m, bool captured) const {
        return r.m_board.countlib(m) != 1 || captured;
    }
    Frame child(const Frame& f, bool) const { return {!f.a_to_move}; }
    int back_up(const Frame&, int child_value, bool) const { return 2 - child_value; }
    void traced(const Frame&, int, Point, int) const {}
    // No move read: the race as it stands.
    int finish(const Frame& f, const Node& node, int best, int tried) const {
        return tried == 0 || best == kInitial ? horizon(f, node) : best;
    }
};

int SemeaiCounter::search(int ply, bool a_to_move, Point* move) {
    Problem p{*this};
    const int v = minimax(p, m_budget, Problem::Frame{a_to_move}, ply, move);
    return Problem::seen(Problem::Frame{a_to_move}, v);
}

SemeaiResult SemeaiCounter::analyze(Point a, Point b) {
    SemeaiResult out;
    if (!m_board.on_board(a) || !m_board.on_board(b) || !is_stone(m_board.at(a)) ||
        m_board.at(b) != opponent(m_board.at(a)))
        return out;
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
    m_goals_hash = goal_hash(m_board, m_goal_a, m_color_a) * 3 ^
                   goal_hash(m_board, m_goal_b, opponent(m_color_a));
    m_budget.limit = static_cast<uint64_t>(std::max(m_params.semeai_node_limit, 0));
    m_budget.begin();
    int best = search(0, true, &out.move);
    // A's best needs no move when passing reaches it as well.  As the
    // play-out's fallback, a that lives names its move instead: the check
    // reads too shallow to trust a tempo in a race the play-out could not
    // settle.
    if (!m_budget.cut && (!m_name_move || best == kADies)) {
        const TryMove passed(m_board, Point::pass(), m_color_a);
        Point reply;
        const int r = passed ? search(1, false, &reply) : -1;
        if (passed && !m_budget.cut && r >= best) {
            best = r;
            out.move = Point::pass();
        }
    }
    out.a_lives = best >= kBothLive ? ReadCode::Win : ReadCode::Fail;
    out.b_dies = best == kAWins ? ReadCode::Win : ReadCode::Fail;
    return out;
}

}  // namespace yomi
