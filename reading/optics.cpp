// Eye spaces, marginal points and eye topology (see optics.h).
#include <yomi/reading/optics.h>

#include <algorithm>

#include <yomi/reading/eye_shapes.h>
#include <yomi/reading/tactical.h>

namespace yomi {

namespace {

bool touches(const Board& b, const PointMask& lively, Point p, Color c) {
    for (int d = 0; d < 4; ++d) {
        const Point q = neighbor(p, d);
        if (b.at(q) == c && lively[q.index()]) return true;
    }
    return false;
}

// True when the string at p lies in a small area closed by the other colour:
// the connected set of points not of that colour holding p has at most
// kEnclosedArea points.  Such stones cannot make two eyes of their own; they
// live at best in seki, and their area is the other colour's eye space.
constexpr int kEnclosedArea = 6;
bool enclosed(const Board& b, Point p) {
    const Color wall = opponent(b.at(p));
    PointMask seen{};
    Point queue[kEnclosedArea + 4];
    int tail = 0;
    queue[tail++] = p;
    seen[p.index()] = 1;
    for (int head = 0; head < tail; ++head)
        for (int d = 0; d < 4; ++d) {
            const Point q = neighbor(queue[head], d);
            const Color qc = b.at(q);
            if (qc == wall || qc == Color::Border || seen[q.index()]) continue;
            if (tail == kEnclosedArea) return false;
            seen[q.index()] = 1;
            queue[tail++] = q;
        }
    return true;
}

}  // namespace

StringSafety tactical_safety(Board& b, TacticalReader& reader) {
    StringSafety out;
    PointMask done{};
    for (int i = 0; i < kBoardMax; ++i) {
        const Point p(i);
        if (!is_stone(b.at(p)) || done[i]) continue;
        bool alive = true, capturable = false;
        const ReadResult attack = reader.attack(p);
        ReadResult defense;
        if (attack.code != ReadCode::Fail) {
            defense = reader.find_defense(p);
            alive = defense.code != ReadCode::Fail;
            capturable = alive;
        }
        if (alive && enclosed(b, p)) alive = capturable = false;
        for (Point s = b.next_stone(p);; s = b.next_stone(s)) {
            done[s.index()] = 1;
            out.lively[s.index()] = alive ? 1 : 0;
            out.capturable[s.index()] = capturable ? 1 : 0;
            out.ko_capturable[s.index()] =
                capturable && (attack.code == ReadCode::KoA || attack.code == ReadCode::KoB);
            out.attack[s.index()] = attack.move;
            out.defense[s.index()] = defense.move;
            if (s == p) break;
        }
    }
    return out;
}

void EyeSpaces::compute_domain(const Board& b, Color c, PointMask& domain) const {
    const Color opp = opponent(c);
    Point queue[kBoardMax];
    int tail = 0;
    auto open = [&](Point p) {
        const Color pc = b.at(p);
        return pc != Color::Border && !(is_stone(pc) && m_safety.lively[p.index()]);
    };
    for (int i = 0; i < kBoardMax; ++i) {
        const Point p(i);
        if (open(p) && touches(b, m_safety.lively, p, c)) {
            domain[i] = 1;
            queue[tail++] = p;
        }
    }
    for (int head = 0; head < tail; ++head) {
        const Point p = queue[head];
        if (touches(b, m_safety.lively, p, opp)) continue;  // reached, but carries no further
        for (int d = 0; d < 4; ++d) {
            const Point q = neighbor(p, d);
            if (!open(q) || domain[q.index()]) continue;
            domain[q.index()] = 1;
            queue[tail++] = q;
        }
    }
}

EyeTopologyInfo EyeSpaces::compute_topology(Board& b, Point p, Color c) const {
    const Color opp = opponent(c);
    EyeTopologyInfo info;
    int off_board = 0;
    for (int d = 0; d < 4; ++d) {
        const Point q = diagonal(p, d);
        const Color qc = b.at(q);
        if (qc == Color::Border) {
            off_board = 4;
            continue;
        }
        int value = 0;
        bool ko_capture = false;
        Point attack = Point::pass(), defense = Point::pass();
        if (qc == opp) {
            if (m_safety.capturable[q.index()]) {
                value = m_safety.ko_capturable[q.index()] ? 3 : 2;
                attack = m_safety.defense[q.index()];
                defense = m_safety.attack[q.index()];
            } else if (m_safety.lively[q.index()]) {
                value = 4;
            }
        } else if (qc == Color::Empty) {
            const bool inner = m_space[side(c)][q.index()] && !m_marginal[side(c)][q.index()];
            bool owner_before[4];
            for (int k = 0; k < 4; ++k) owner_before[k] = b.at(neighbor(q, k)) == c;
            // The opponent's stone on q: the diagonal is weak when that stone
            // is not captured at once, or when it captures (then, left in
            // atari, it is a ko).
            bool safe = false, captures = false;
            if (b.trymove(q, opp)) {
                safe = b.countlib(q) >= 2;
                for (int k = 0; k < 4; ++k)
                    if (owner_before[k] && b.at(neighbor(q, k)) == Color::Empty) captures = true;
                b.popgo();
            }
            if (captures) value = 2;
            ko_capture = captures && !safe;
            if (safe && !inner) value = 2;
            if (safe && inner) {
                // Inside C's space: weak only when it joins a lively stone.
                for (int k = 0; k < 4; ++k) {
                    const Point r = neighbor(q, k);
                    if (b.at(r) == opp && m_safety.lively[r.index()]) value = 2;
                }
            }
            attack = defense = q;
        }
        if (value == 2 || value == 3) {
            info.attack = attack, info.defense = defense;
            info.ko = value == 3 || ko_capture;
        }
        info.sum += value;
    }
    info.sum += off_board;
    info.kind = info.sum >= 8   ? EyeTopology::False
                : info.sum >= 6 ? EyeTopology::Half
                                : EyeTopology::True;
    if (info.kind != EyeTopology::Half) info.attack = info.defense = Point::pass();
    return info;
}

EyeSpaces::EyeSpaces(Board& b, const StringSafety& safety, TacticalReader* reader)
    : m_safety(safety) {
    PointMask domain[2]{};
    compute_domain(b, Color::Black, domain[0]);
    compute_domain(b, Color::White, domain[1]);
    for (int i = 0; i < kBoardMax; ++i)
        for (int s = 0; s < 2; ++s)
            if (domain[s][i] && !domain[1 - s][i]) m_space[s][i] = 1;
    for (int i = 0; i < kBoardMax; ++i) {
        if (!domain[0][i] || !domain[1][i]) continue;
        for (int s = 0; s < 2; ++s) {
            bool next_to_space = false;
            for (int d = 0; d < 4; ++d) {
                const Point q = neighbor(Point(i), d);
                if (domain[s][q.index()] && !domain[1 - s][q.index()]) next_to_space = true;
            }
            if (!next_to_space) continue;
            // A false margin: the opponent's stone there would be captured
            // (or it cannot be played, or the point holds a dead stone), so
            // the point is the owner's.
            const Color opp = s == 0 ? Color::White : Color::Black;
            bool safe = false;
            if (b.at(Point(i)) == Color::Empty && b.trymove(Point(i), opp)) {
                safe = b.countlib(Point(i)) >= 2;
                if (safe && reader) safe = reader->attack(Point(i)).code == ReadCode::Fail;
                b.popgo();
            }
            if (safe)
                m_marginal[s][i] = 1;
            else
                m_space[s][i] = 1;
        }
    }
    for (int s = 0; s < 2; ++s)
        for (int i = 0; i < kBoardMax; ++i)
            if (m_marginal[s][i]) m_space[s][i] = 1;
    for (int s = 0; s < 2; ++s) {
        const Color c = s == 0 ? Color::Black : Color::White;
        for (int i = 0; i < kBoardMax; ++i)
            if (m_space[s][i]) m_topology[s][i] = compute_topology(b, Point(i), c);
    }
}

int EyeSpaces::space_points(Point p, Color c, Point* out, int max) const {
    const PointMask& space = m_space[side(c)];
    if (!space[p.index()]) return 0;
    PointMask seen{};
    Point queue[kBoardMax];
    int tail = 0;
    queue[tail++] = p;
    seen[p.index()] = 1;
    for (int head = 0; head < tail; ++head)
        for (int d = 0; d < 4; ++d) {
            const Point q = neighbor(queue[head], d);
            if (q.index() <= 0 || q.index() >= kBoardMax) continue;
            if (!space[q.index()] || seen[q.index()]) continue;
            seen[q.index()] = 1;
            queue[tail++] = q;
        }
    std::copy(queue, queue + std::min(tail, max), out);
    return tail;
}

namespace {

// The value of a space from its shape, its marginal points and its
// topology, by rule (spaces the generated table does not hold).
void value_by_rule(Board& b, const EyeSpaces& spaces, Color c, const Point* pts, int n,
                   EyeValue* out) {
    out->owner = c;
    if (n == 1) {
        const EyeTopologyInfo t = spaces.topology(pts[0], c);
        out->min_eyes = t.kind == EyeTopology::True ? 1 : 0;
        out->max_eyes = t.kind == EyeTopology::False ? 0 : 1;
        out->attack = t.attack;
        out->defense = t.defense;
        return;
    }
    EyeRegion core;
    Point margin = Point::pass();
    int margins = 0;
    for (int i = 0; i < n; ++i) {
        const bool weak = spaces.marginal(pts[i], c);
        if (weak) {
            ++margins;
            if (margin.is_pass()) margin = pts[i];
            continue;
        }
        if (core.size < EyeRegion::kMaxPoints) core.points[core.size++] = pts[i];
        if (b.at(pts[i]) == opponent(c)) core.has_opponent_stones = true;
    }
    if (core.size == 0) {
        out->min_eyes = out->max_eyes = 0;
        return;
    }
    if (n > EyeRegion::kMaxPoints) {
        out->min_eyes = out->max_eyes = 2;
        return;
    }
    core.closed = true;
    value_closed_region(b, c, core);
    out->min_eyes = core.min_eyes;
    out->max_eyes = core.max_eyes;
    out->attack = out->defense = core.vital;
    if (margins > 0) {
        out->min_eyes = std::max(0, core.min_eyes - 1);
        if (out->min_eyes != out->max_eyes && !margin.is_pass() && core.vital.is_pass())
            out->attack = out->defense = margin;
    }
}

// The table's value of the space eps[0..n) (eye_shapes.h); shapes beyond
// the table but of at most kSolveLimit points are solved on the spot by the
// table's own search, which then also builds shapes that cut small strings
// of the owner off the wall (a weak corner stone, say).  False when there is
// no value (too big, a shape the table's model cannot build, or one the
// search gives up on).
constexpr int kSolveLimit = 8;
// At most this many nodes a solve (about 0.2 s): a few shapes take far more.
constexpr uint64_t kSolveNodes = 1'000'000;
bool shape_value(const EyePoint* eps, int n, int board_size, int outside, EyeShapeValue* v) {
    bool inner = false;
    for (int i = 0; i < n; ++i) inner |= !eps[i].marginal;
    if (!inner) {
        *v = EyeShapeValue{};  // nothing but marginal points: no eye
        return true;
    }
    if (eye_shape_value(eps, n, board_size, v, outside)) return true;
    if (n > kSolveLimit) return false;
    Point cells[kMaxEyeShapePoints];
    const uint64_t key = canonical_eye_key(eps, n, board_size, cells);
    EyeShapeSolution sol;
    if (key == 0 || !solve_eye_shape(key, &sol, outside, true, kSolveNodes)) return false;
    *v = sol.value;
    if (sol.attack_cell >= 0) v->attack = cells[sol.attack_cell];
    if (sol.defense_cell >= 0) v->defense = cells[sol.defense_cell];
    return true;
}

// After the owner's move d, can the attacker still play the empty vital
// diagonal v of the half eye h (its stone not captured at once, or
// capturing)?  True when d is no move or v is not an empty diagonal of h
// (the vital move saves a stone on the diagonal: d does not change that).
bool still_weak(Board& b, Color c, Point h, Point d, Point v) {
    bool on_diagonal = false;
    for (int k = 0; k < 4; ++k) on_diagonal |= !v.is_pass() && diagonal(h, k) == v;
    if (d.is_pass() || !on_diagonal || b.at(v) != Color::Empty) return true;
    if (d == v) return false;
    if (!b.trymove(d, c)) return true;
    bool weak = false;
    const int before = b.stone_count(c);
    if (b.trymove(v, opponent(c))) {
        weak = b.countlib(v) >= 2 || b.stone_count(c) < before;
        b.popgo();
    }
    b.popgo();
    return weak;
}

// The value of a space of two points or more: marginal points as marginal,
// the opponent's dead stones as stones; the table's model with outside
// liberties when the owner's strings around the space have any.  A point
// the diagonals make false is marginal when the opponent can play it, and a
// dead stone on one is a false stone (captured, it leaves a false point: the
// owner must take the point and gets no eye there), as in GNU Go.  One
// half-eye point whose vital diagonal lies outside the space is read both
// ways: the attacker, moving first, may play inside or turn the point false
// by its diagonal (then the owner moves in the space with the point
// marginal, or its dead stone a false stone); the owner, moving first, may
// secure the diagonal (then the attacker moves in the plain space) or play
// inside, where the attacker can still turn the point false - unless that
// takes a ko, which the owner moving first is taken to win, or its best
// move inside (the plain space's defence) leaves the diagonal unplayable.
bool value_by_table(Board& b, const EyeSpaces& spaces, Color c, const Point* pts, int n,
                    EyeValue* out) {
    if (n > kMaxEyeShapePoints) return false;
    EyePoint eps[kMaxEyeShapePoints];
    int half = -1;
    for (int i = 0; i < n; ++i) {
        eps[i].point = pts[i];
        eps[i].stone = b.at(pts[i]) == opponent(c);
        const EyeTopology kind = spaces.topology(pts[i], c).kind;
        // A false point is marginal when the opponent can play it, and a
        // dead stone on it is a false stone: captured, it gives no eye.
        const bool spoilt =
            kind == EyeTopology::False && (eps[i].stone || b.is_legal(pts[i], opponent(c)));
        eps[i].marginal = spaces.marginal(pts[i], c) || spoilt;
        if (!eps[i].marginal && kind == EyeTopology::Half) half = half == -1 ? i : -2;
    }
    const int outside = wall_outside_liberties(b, c, pts, n, 1) > 0 ? 2 : 0;
    EyeShapeValue plain;
    if (!shape_value(eps, n, b.size(), outside, &plain)) return false;
    out->min_eyes = plain.attacker_first;
    out->max_eyes = plain.defender_first;
    out->attack = plain.attack;
    out->defense = plain.defense;
    if (half < 0) return true;
    eps[half].marginal = true;
    EyeShapeValue turned;
    if (!shape_value(eps, n, b.size(), outside, &turned)) return true;
    const EyeTopologyInfo t = spaces.topology(pts[half], c);
    if (turned.defender_first < out->min_eyes) {
        out->min_eyes = turned.defender_first;
        out->attack = t.attack;
    }
    // Through a ko, the owner moving first keeps the point (it wins the ko);
    // nor can the attacker spoil it when the owner's move inside has left
    // the diagonal unplayable.
    const bool kept = t.ko || !still_weak(b, c, pts[half], plain.defense, t.attack);
    const int inside =
        kept ? plain.defender_first : std::min(plain.defender_first, turned.defender_first);
    out->max_eyes = std::max(plain.attacker_first, inside);
    if (plain.attacker_first >= inside) out->defense = t.defense;
    if (out->min_eyes < out->max_eyes && out->attack.is_pass()) out->attack = t.attack;
    return true;
}

}  // namespace

bool evaluate_eye(Board& b, const EyeSpaces& spaces, Point p, EyeValue* out) {
    if (!b.on_board(p)) return false;
    if (is_stone(b.at(p)) && spaces.lively(p)) return false;
    Color c = Color::Empty;
    for (Color k : {Color::Black, Color::White})
        if (spaces.in_space(p, k) && !spaces.marginal(p, k) && c == Color::Empty) c = k;
    for (Color k : {Color::Black, Color::White})
        if (spaces.in_space(p, k) && c == Color::Empty) c = k;
    if (c == Color::Empty) return false;
    Point pts[kBoardMax];
    const int n = spaces.space_points(p, c, pts, kBoardMax);
    *out = EyeValue{};
    out->owner = c;
    if (n == 1 || !value_by_table(b, spaces, c, pts, n, out))
        value_by_rule(b, spaces, c, pts, n, out);
    if (out->min_eyes == out->max_eyes) out->attack = out->defense = Point::pass();
    return true;
}

}  // namespace yomi
