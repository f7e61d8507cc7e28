// The semeai reader's search (see semeai.h).
#include <yomi/reading/semeai.h>

#include <algorithm>

#include <yomi/reading/scored_moves.h>

namespace yomi {

namespace {
constexpr int kRootWidth = 8;
constexpr int kNodeWidth = 4;
constexpr int kDeepWidth = 2;
constexpr int kDeepPly = 8;
// Dragon strings with at most this many liberties get a tactical read.
constexpr int kWeakLibs = 2;
// Mixed into the key when a's owner is to move (the position hash does not
// hold the side to move).
constexpr uint64_t kAToMove = 0x5345'4D45'4149'0001ULL;  // "SEMEAI"
}  // namespace

// The race moves of one node: at most 48 scored moves.
class SemeaiMoves : public ScoredMoves<48> {};

// One dragon of the race as the position stands.
struct SemeaiReader::Side {
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

SemeaiReader::SemeaiReader(Board& board, const ReadingParams& params, cache::Table* table)
    : m_board(board), m_params(params), m_table(table), m_tactical(board, params, table) {
    m_tactical.params().node_limit = params.owl_tactical_node_limit;
    m_tactical.set_advance_generation(false);
}

void SemeaiReader::side_state(Side& s, Point origin, const PointMask& root_goal, Color owner) {
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
int eye_liberties(int n) {
    constexpr int kLibs[] = {0, 1, 2, 3, 5, 8, 12};
    return n < 7 ? kLibs[n] : 12 + (n - 6) * 4;
}

// The eye liberties of a side: its closed eye regions worth an eye, empty.
int eye_liberties(const EyeSummary& eyes) {
    int total = 0;
    for (int k = 0; k < eyes.count; ++k) {
        const EyeRegion& r = eyes.regions[k];
        if (r.closed && r.min_eyes >= 1 && !r.has_opponent_stones) total += eye_liberties(r.size);
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

int SemeaiReader::horizon(const Side& a, const Side& b, bool a_to_move) const {
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

void SemeaiReader::race_moves(const Side& mover, const Side& other, SemeaiMoves& moves) {
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

uint64_t SemeaiReader::key(bool a_to_move) const {
    return cache::make_key(m_board.hash(), cache::Routine::Semeai, m_origin_a, m_origin_b,
                           cache::KoState{Color::Empty, m_board.ko_point()},
                           m_goals_hash ^ (a_to_move ? kAToMove : 0));
}

int SemeaiReader::search(int ply, bool a_to_move, Point* move) {
    *move = Point::pass();
    // Step 1: the cache, before the two sides' states and their tactical
    // reads (a stored position was read on, so no line was over there).
    const int remaining = m_params.semeai_depth - ply;
    uint64_t k = 0;
    cache::ProbeResult pr;
    if (m_table && remaining > 0 && !m_cut && !out_of_nodes()) {
        k = key(a_to_move);
        pr = m_table->probe(k, cache::Routine::Semeai, remaining);
        if (pr.kind == cache::ProbeKind::Hit) {
            *move = pr.result.move;
            return pr.result.code1 != ReadCode::Win   ? kADies
                   : pr.result.code2 == ReadCode::Win ? kAWins
                                                      : kBothLive;
        }
    }
    Side a, b;
    side_state(a, m_origin_a, m_goal_a, m_color_a);
    side_state(b, m_origin_b, m_goal_b, opponent(m_color_a));
    // Step 2: lines that are over.
    if (a.captured) return kADies;
    if (b.captured) return kAWins;
    if (a.alive && b.alive) return kBothLive;
    if (m_cut || out_of_nodes()) {
        m_cut = true;
        return horizon(a, b, a_to_move);
    }
    if (ply >= m_params.semeai_depth) return horizon(a, b, a_to_move);
    const Point hint = pr.kind == cache::ProbeKind::Hint ? pr.result.move : Point::pass();
    const uint64_t start = m_nodes + m_tactical.node_count();
    // Step 3: the mover's race moves, best first.
    const Side& mover = a_to_move ? a : b;
    const Side& other = a_to_move ? b : a;
    SemeaiMoves moves;
    moves.add(hint, 1000);
    race_moves(mover, other, moves);
    moves.sort();
    const int width = ply == 0 ? kRootWidth : ply < kDeepPly ? kNodeWidth : kDeepWidth;
    int best = a_to_move ? -1 : kAWins + 1;
    int tried = 0;
    for (int i = 0; i < moves.size() && tried < width; ++i) {
        const Point m = moves[i];
        const int taken = m_board.captures(opponent(mover.owner));
        if (!m_board.trymove(m, mover.owner)) continue;
        ++m_nodes;
        // No self-atari unless it captured.
        if (m_board.countlib(m) == 1 && m_board.captures(opponent(mover.owner)) == taken) {
            m_board.popgo();
            continue;
        }
        ++tried;
        Point reply;
        const int r = search(ply + 1, !a_to_move, &reply);
        m_board.popgo();
        if (m_cut) break;
        if (a_to_move ? r > best : r < best) {
            best = r;
            *move = m;
        }
        if (best == (a_to_move ? kAWins : kADies)) break;
    }
    // Step 4: no move to play: the race as it stands.
    if (tried == 0 || best < 0 || best > kAWins) best = horizon(a, b, a_to_move);
    if (m_table && !m_cut) {
        const cache::Result res{best >= kBothLive ? ReadCode::Win : ReadCode::Fail,
                                best == kAWins ? ReadCode::Win : ReadCode::Fail, *move,
                                remaining, false};
        m_table->store(k, cache::Routine::Semeai, res, m_nodes + m_tactical.node_count() - start);
    }
    return best;
}

SemeaiResult SemeaiReader::analyze_semeai(Point a, Point b) {
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
    m_query_start = m_nodes;
    m_cut = false;
    int best = search(0, true, &out.move);
    // A's best needs no move when passing reaches it as well.
    if (!m_cut && m_board.trymove(Point::pass(), m_color_a)) {
        Point reply;
        const int r = search(1, false, &reply);
        m_board.popgo();
        if (!m_cut && r >= best) {
            best = r;
            out.move = Point::pass();
        }
    }
    out.a_lives = best >= kBothLive ? ReadCode::Win : ReadCode::Fail;
    out.b_dies = best == kAWins ? ReadCode::Win : ReadCode::Fail;
    return out;
}

}  // namespace yomi
