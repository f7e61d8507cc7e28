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

using Code = ReadCode;

int level(Code c) { return static_cast<int>(c); }

// Whether v is better than w for the side to move: a ranks by its own life,
// then by b's death; b by its own life (b_dies low), then by a's death.
template <class V>
bool better(const V& v, const V& w, bool a_to_move) {
    if (a_to_move)
        return v.a_lives != w.a_lives ? level(v.a_lives) > level(w.a_lives)
                                      : level(v.b_dies) > level(w.b_dies);
    return v.b_dies != w.b_dies ? level(v.b_dies) < level(w.b_dies)
                                : level(v.a_lives) < level(w.a_lives);
}

// A line won through a ko retake that needed a threat: the mover's gains
// are KoB at most, seen from a (a's retake), or a keeps KoA (b's retake).
template <class V>
V after_ko(V v, bool a_took) {
    if (a_took) {
        v.a_lives = std::min(v.a_lives, Code::KoB);
        v.b_dies = std::min(v.b_dies, Code::KoB);
    } else {
        v.a_lives = std::max(v.a_lives, Code::KoA);
        v.b_dies = std::max(v.b_dies, Code::KoA);
    }
    return v;
}
}  // namespace

namespace {
// The owl's parameters for the questions a race asks.
ReadingParams race_owl_params(ReadingParams p) {
    p.owl_proof = p.semeai_owl_proof;
    p.owl_bounded_radius = 0;  // no bounded regions either
    return p;
}
}  // namespace

SemeaiReader::SemeaiReader(Board& board, const ReadingParams& params, cache::Table* table)
    : m_board(board), m_params(params), m_table(table), m_tactical(board, params, table),
      m_owl(board, race_owl_params(params), table),
      m_shapes(size_t{1} << kShapeMemoBits) {
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

namespace {
// The value of an outcome without ko.
template <class V>
V value_of(int outcome) {
    return {outcome >= 1 ? ReadCode::Win : ReadCode::Fail,
            outcome == 2 ? ReadCode::Win : ReadCode::Fail};
}
}  // namespace

SemeaiReader::Value SemeaiReader::search(int ply, bool a_to_move, bool passed, Color ko_owner,
                                         Point* move) {
    *move = Point::pass();
    const int remaining = depth_limit() - ply;
    std::optional<CachedQuestion> cq;
    if (m_table && remaining > 0 && !m_budget.spent()) {
        Question q;
        q.routine = routine::Semeai;
        q.target1 = m_origin_a;
        q.target2 = m_origin_b;
        q.variant = static_cast<uint8_t>((a_to_move ? 1 : 0) | (passed ? 2 : 0));
        q.ko_owner = ko_owner;
        // The play-out without ko retakes (after the first was cut) shares
        // the entries of the first with no ko owner: it goes on from them.
        q.goal = m_goals_hash;
        cq.emplace(m_table.get(), q, m_board);
        const cache::ProbeResult pr = cq->probe(remaining);
        if (pr.kind == cache::ProbeKind::Hit) {
            *move = pr.result.move;
            return {pr.result.code1, pr.result.code2};
        }
    }
    SemeaiSide a, b;
    side_state(a, m_origin_a, m_goal_a, m_color_a, nullptr);
    side_state(b, m_origin_b, m_goal_b, opponent(m_color_a), nullptr);
    pair_state(a, b);
    if (const std::optional<int> v = judge(a, b, a_to_move, passed)) return value_of<Value>(*v);
    if (m_budget.spent()) {
        m_budget.cut = true;
        return value_of<Value>(semeai_count(m_board, a, b, a_to_move));
    }
    if (ply >= depth_limit() || (ply > 0 && simple_race(a, b)))
        return value_of<Value>(semeai_count(m_board, a, b, a_to_move));
    const uint64_t start = m_budget.nodes + m_tactical.node_count();
    const SemeaiSide& x = a_to_move ? a : b;
    const SemeaiSide& y = a_to_move ? b : a;
    std::optional<Value> best = read_moves(ply, a_to_move, ko_owner, x, y, move);
    // A pass, when no move was read or the mover's best does not keep it
    // alive for sure (a race in seki is kept by passing, not by filling
    // one's own liberties): both passing ends the race.
    const bool read_any = !(*move == Point::pass());
    const bool lives = a_to_move ? best->a_lives == ReadCode::Win : best->b_dies == ReadCode::Fail;
    if ((!read_any || !lives) && !m_budget.cut) {
        Value v;
        if (passed) {
            const int xmin = x.eyes.sure_eyes, xmax = x.eyes.max_eyes;
            const int ymin = y.eyes.sure_eyes, ymax = y.eyes.max_eyes;
            const int xr = xmax < ymin ? -1 : ymax < xmin ? 1 : 0;
            v = value_of<Value>(xr == 0 ? kBothLive : (xr > 0) == a_to_move ? kAWins : kADies);
        } else {
            const TryMove pass(m_board, Point::pass(), x.owner);
            Point reply;
            v = search(ply + 1, !a_to_move, true, ko_owner, &reply);
        }
        if (!read_any || better(v, *best, a_to_move)) {
            best = v;
            *move = Point::pass();
        }
    }
    if (!read_any && m_budget.cut) best = value_of<Value>(semeai_count(m_board, a, b, a_to_move));
    if (cq && !m_budget.cut)
        cq->store(cache::Result{best->a_lives, best->b_dies, *move, remaining, false},
                  m_budget.nodes + m_tactical.node_count() - start);
    return *best;
}

SemeaiReader::Value SemeaiReader::read_moves(int ply, bool a_to_move, Color ko_owner,
                                             const SemeaiSide& x, const SemeaiSide& y,
                                             Point* move) {
    Moves moves;
    race_moves(x, y, moves);
    moves.sort();
    const Value win = a_to_move ? Value{ReadCode::Win, ReadCode::Win} : Value{};
    // The mover's worst, improved on by any move read.
    Value best = a_to_move ? Value{} : Value{ReadCode::Win, ReadCode::Win};
    int tried = 0;
    for (int i = 0; i < moves.size() && tried < width(ply) && !(best == win && tried > 0); ++i) {
        const Point m = moves[i];
        const int taken = m_board.captures(y.owner);
        std::optional<TryMove> played;
        played.emplace(m_board, m, x.owner);
        bool ko_retake = false;
        if (!*played) {
            // A ko retake: allowed (as after a threat) to the side that
            // retook first in this line, or to either before.
            if (!m_ko_retakes || m != m_board.ko_point() ||
                (ko_owner != Color::Empty && ko_owner != x.owner))
                continue;
            played.emplace(m_board, m, x.owner, true);
            if (!*played) continue;
            ko_retake = true;
        }
        ++m_budget.nodes;
        const bool captured = m_board.captures(y.owner) > taken;
        if (!acceptable(x, y, m, captured)) continue;
        ++tried;
        Value v;
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
            v = dies ? (a_to_move ? Value{} : Value{ReadCode::Win, ReadCode::Win}) : win;
        } else {
            Point reply;
            v = search(ply + 1, !a_to_move, false, ko_retake ? x.owner : ko_owner, &reply);
        }
        if (ko_retake) v = after_ko(v, a_to_move);
        if (tried == 1 || better(v, best, a_to_move)) {
            best = v;
            *move = m;
        }
        if (m_budget.cut) break;
    }
    return best;
}

SemeaiReader::Value SemeaiReader::play_out(Point* move) {
    m_budget.begin();
    Value best = search(0, true, false, Color::Empty, move);
    // A's best needs no move when passing reaches it as well - unless a
    // kills and ReadingParams::semeai_name_kill: then a names its killing
    // move.  The check reads b's defence after a's pass with the same
    // narrow play-out, and a kill in a race that needs no move is rare; the
    // move a found wins either way.
    const bool kills = m_params.semeai_name_kill && best.b_dies == ReadCode::Win;
    if (!m_budget.cut && !move->is_pass() && !kills) {
        const TryMove passed(m_board, Point::pass(), m_color_a);
        Point reply;
        if (passed) {
            const Value r = search(1, false, true, Color::Empty, &reply);
            if (!m_budget.cut && !better(best, r, true)) {
                best = r;
                *move = Point::pass();
            }
        }
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
    m_ko_retakes = true;
    Value best = play_out(&out.move);
    if (m_budget.cut) {
        // Kos multiply the lines: without retakes the race may fit the
        // budget.  This play-out goes on from the first one's cache entries
        // with no ko owner (the lines before any retake).
        m_ko_retakes = false;
        best = play_out(&out.move);
    }
    if (m_budget.cut) {
        // The play-out spent its budget: the first version answers.
        SemeaiCounter counter(m_board, m_params, m_table.get());
        counter.set_name_move(true);
        out = counter.analyze(a, b);
        m_budget.nodes += counter.node_count();
        m_counter_tactical_nodes += counter.tactical_node_count();
        return out;
    }
    out.a_lives = best.a_lives;
    out.b_dies = best.b_dies;
    return out;
}

}  // namespace yomi
