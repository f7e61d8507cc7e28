// The semeai reader's view of a node: each dragon's state (critical
// strings, eyes, weak strings) and the race moves of the side to move, in
// GNU Go's order (see semeai.h).
#include <algorithm>

#include <yomi/reading/scored_moves.h>
#include <yomi/reading/semeai.h>
#include <yomi/reading/semeai_internal.h>

namespace yomi {

namespace {
// Dragon strings with at most this many liberties get a tactical read.
constexpr int kWeakLibs = 2;

bool touches(const PointMask& goal, Point p) {
    for (int d = 0; d < 4; ++d)
        if (goal[neighbor(p, d).index()]) return true;
    return false;
}

bool touches_point(Point p, Point q) {
    for (int d = 0; d < 4; ++d)
        if (neighbor(p, d) == q) return true;
    return false;
}

// Whether the string at p touches the string at str.
bool adjacent_to_string(const Board& board, Point p, Point str) {
    Point stones[8];
    const int n = std::min(board.string_stones(p, 8, stones), 8);
    for (int i = 0; i < n; ++i)
        for (int d = 0; d < 4; ++d)
            if (board.same_string(neighbor(stones[i], d), str) &&
                is_stone(board.at(neighbor(stones[i], d))))
                return true;
    return false;
}

// The closed eye region of s holding p, or nullptr.
const EyeRegion* closed_region_of(const SemeaiSide& s, Point p) {
    for (int k = 0; k < s.eyes.count; ++k) {
        const EyeRegion& r = s.eyes.regions[k];
        if (!r.closed) continue;
        for (int i = 0; i < r.size; ++i)
            if (r.points[i] == p) return &r;
    }
    return nullptr;
}
}  // namespace

bool semeai_in_closed_eye(const SemeaiSide& s, Point p) { return closed_region_of(s, p); }

void SemeaiReader::side_state(SemeaiSide& s, Point origin, const PointMask& root_goal,
                              Color owner, const PointMask* /*other_goal*/) {
    s.owner = owner;
    s.origin = origin;
    if (m_board.at(origin) != owner) {
        s.captured = true;
        return;
    }
    const uint64_t key =
        (m_board.hash() ^ m_goals_hash ^ (owner == Color::Black ? 0x6a09e667f3bcc909ULL : 0)) | 1;
    SideShape& memo = m_shapes[key >> (64 - kShapeMemoBits)];
    if (memo.key != key) {
        memo.key = key;
        memo.goal = root_goal;
        close_dragon(m_board, owner, memo.goal);
        analyze_eyes(m_board, memo.goal, owner, &memo.eyes);
    }
    s.goal = memo.goal;
    s.eyes = memo.eyes;
    for (int i = 0; i < kBoardMax; ++i) {
        const Point p(i);
        if (!s.goal[i] || m_board.string_id(p) != p || m_board.countlib(p) > kWeakLibs ||
            s.weak_count == SemeaiSide::kMaxStrings)
            continue;
        const ReadResult a = m_tactical.attack(p);
        if (a.code == ReadCode::Fail) continue;
        s.weak[s.weak_count] = p;
        s.weak_capture[s.weak_count] = a.move;
        s.weak_defense[s.weak_count++] = m_tactical.find_defense(p).move;
    }
}

namespace {
// The critical strings of s against t (see SemeaiSide).
void find_critical(const Board& board, SemeaiSide& s, const SemeaiSide& t) {
    s.critical_count = 0;
    auto add = [&](Point p) {
        const Point id = board.string_id(p);
        for (int k = 0; k < s.critical_count; ++k)
            if (board.string_id(s.critical[k]) == id) return;
        if (s.critical_count < SemeaiSide::kMaxStrings) s.critical[s.critical_count++] = p;
    };
    for (int pass = 0; pass < 2 && s.critical_count == 0; ++pass) {
        for (int i = 0; i < kBoardMax; ++i) {
            if (!s.goal[i]) continue;
            const Point p(i);
            for (int d = 0; d < 4; ++d) {
                const Point q = neighbor(p, d);
                if (pass == 0 ? t.goal[q.index()] != 0
                              : board.at(q) == Color::Empty && touches(t.goal, q))
                    add(p);
            }
        }
    }
    if (s.critical_count == 0) add(s.origin);
    s.weakest = s.critical[0];
    s.weakest_libs = board.countlib(s.weakest);
    for (int k = 1; k < s.critical_count; ++k) {
        const int l = board.countlib(s.critical[k]);
        if (l < s.weakest_libs) {
            s.weakest = s.critical[k];
            s.weakest_libs = l;
        }
    }
    // A capturable string counts against life only when it is critical or
    // in atari (a lunch the other side can take for an eye).
}
}  // namespace

namespace {
bool region_holds(const EyeRegion& r, Point p) {
    for (int i = 0; i < r.size; ++i)
        if (r.points[i] == p) return true;
    return false;
}

// Whether region r of s is no eye of s in the race against t: it holds
// stones of t's dragon that have an eye region of their own inside it (t
// lives inside r, as one group around another's eye does not enclose it).
bool not_an_eye(const EyeRegion& r, const SemeaiSide& t) {
    bool holds = false;
    for (int i = 0; i < r.size && !holds; ++i) holds = t.goal[r.points[i].index()] != 0;
    if (!holds) return false;
    for (int k = 0; k < t.eyes.count; ++k) {
        const EyeRegion& q = t.eyes.regions[k];
        if (q.closed && q.size > 0 && region_holds(r, q.points[0])) return true;
    }
    return false;
}

// Drops the regions of s that are no eye against t (see above), using the
// regions t had before its own were dropped (drop[k] says which), and sets
// s.alive.
void drop_regions(SemeaiSide& s, const bool* drop) {
    EyeSummary& e = s.eyes;
    int kept = 0;
    e.sure_eyes = 0;
    e.max_eyes = 0;
    for (int k = 0; k < e.count; ++k) {
        const EyeRegion& r = e.regions[k];
        if (drop[k]) continue;
        if (r.closed) e.sure_eyes += r.min_eyes;
        e.max_eyes += r.max_eyes;
        if (kept != k) e.regions[kept] = r;
        ++kept;
    }
    e.count = kept;
    s.alive = e.sure_eyes >= 2 && s.weak_count == 0;
}
}  // namespace

void SemeaiReader::pair_state(SemeaiSide& a, SemeaiSide& b) {
    if (a.captured || b.captured) return;
    bool drop_a[EyeSummary::kMaxRegions], drop_b[EyeSummary::kMaxRegions];
    for (int k = 0; k < a.eyes.count; ++k) drop_a[k] = not_an_eye(a.eyes.regions[k], b);
    for (int k = 0; k < b.eyes.count; ++k) drop_b[k] = not_an_eye(b.eyes.regions[k], a);
    drop_regions(a, drop_a);
    drop_regions(b, drop_b);
    find_critical(m_board, a, b);
    find_critical(m_board, b, a);
}

void SemeaiReader::race_moves(const SemeaiSide& x, const SemeaiSide& y, Moves& moves) {
    Point libs[8];
    // Rescue one's critical strings in atari: extend, or capture a neighbour.
    for (int k = 0; k < x.critical_count; ++k) {
        const Point s = x.critical[k];
        if (m_board.countlib(s) != 1) continue;
        m_board.findlib(s, 1, libs);
        if (m_board.approxlib_after(libs[0], x.owner, 3, libs + 1) >= 2) moves.add(libs[0], 900);
        Point adj[32];
        const int n = m_board.adjacent_strings(s, 32, adj);
        for (int i = 0; i < n; ++i)
            if (m_board.countlib(adj[i]) == 1) {
                m_board.findlib(adj[i], 1, libs);
                moves.add(libs[0], 910);
            }
    }
    for (int k = 0; k < x.weak_count; ++k) moves.add(x.weak_defense[k], 600);
    // Lunches: strings next to one's critical strings in atari (part of the
    // other dragon or not).
    for (int k = 0; k < x.critical_count; ++k) {
        Point adj[32];
        const int n = m_board.adjacent_strings(x.critical[k], 32, adj);
        for (int i = 0; i < n; ++i) {
            const int l = m_board.countlib(adj[i]);
            if (l == 1) {
                m_board.findlib(adj[i], 1, libs);
                moves.add(libs[0], 820);
            }
        }
    }
    // Lunches and critical strings the tactical reader captures.
    for (int k = 0; k < y.weak_count; ++k) {
        bool critical = false;
        for (int i = 0; i < y.critical_count; ++i)
            critical |= m_board.same_string(y.critical[i], y.weak[k]);
        moves.add(y.weak_capture[k], critical ? 850 : 650);
    }
    // Eye vital points: one's own (making an eye), the other's (taking it).
    for (int k = 0; k < x.eyes.count; ++k) {
        const EyeRegion& r = x.eyes.regions[k];
        if (r.closed && r.max_eyes > r.min_eyes) moves.add(r.vital, 700);
    }
    for (int k = 0; k < y.eyes.count; ++k) {
        const EyeRegion& r = y.eyes.regions[k];
        if (r.closed && r.max_eyes > r.min_eyes) moves.add(r.vital, 690);
    }
    // Inside one's own closed eye space that holds the other's stones: its
    // empty points shape the eye the capture will leave (a nakade point, or
    // a point that keeps the space from being reduced); the points with more
    // empty neighbours inside first.
    for (int k = 0; k < x.eyes.count; ++k) {
        const EyeRegion& r = x.eyes.regions[k];
        if (!r.closed || !r.has_opponent_stones) continue;
        for (int i = 0; i < r.size; ++i) {
            const Point p = r.points[i];
            if (m_board.at(p) != Color::Empty) continue;
            int inside = 0;
            for (int d = 0; d < 4; ++d) {
                const Point q = neighbor(p, d);
                inside += m_board.at(q) == Color::Empty &&
                          std::find(r.points, r.points + r.size, q) != r.points + r.size;
            }
            moves.add(p, 350 + 10 * inside);
        }
    }
    // Open pockets: closing one makes an eye (its vital point, or its only
    // way out), taking its way out or its point prevents it.
    for (const SemeaiSide* s : {&x, &y}) {
        for (int k = 0; k < s->eyes.count; ++k) {
            const EyeRegion& r = s->eyes.regions[k];
            if (r.closed || r.max_eyes == 0) continue;
            const int score = s == &x ? 840 : 830;
            if (r.margin_count == 1) {
                moves.add(r.margins[0], score);
                // The pocket's point at its way out seals it as well.
                for (int i = 0; i < r.size; ++i)
                    if (touches_point(r.points[i], r.margins[0])) moves.add(r.points[i], score - 3);
            }
            moves.add(r.vital, score - 5);
        }
    }
    liberty_moves(x, y, moves);
}

void SemeaiReader::liberty_moves(const SemeaiSide& x, const SemeaiSide& y, Moves& moves) {
    Point libs[32], after[4];
    for (int k = 0; k < y.critical_count; ++k) {
        const Point s = y.critical[k];
        const int n = std::min(m_board.findlib(s, 32, libs), 32);
        const int urgency = std::max(0, 20 - n);
        for (int i = 0; i < n; ++i) {
            const Point l = libs[i];
            if (const EyeRegion* r = closed_region_of(y, l)) {
                // Filling the other's eye: its vital point first.
                moves.add(l, 200 + urgency + (l == r->vital ? 20 : 0));
                continue;
            }
            const bool shared = touches(x.goal, l);
            const int base = shared ? 300 : 500;
            const int got = m_board.approxlib_after(l, x.owner, 4, after);
            if (got >= 2 || (got == 1 && m_board.countlib(s) == 1)) {
                moves.add(l, base + urgency);
                continue;
            }
            if (got != 1) continue;
            // Not fillable directly: the filling stone would be in atari.
            // The approach move takes that stone's last liberty first (or
            // backfills it), unless that would fill one's own liberty.
            const Point q = after[0];
            // A sacrifice: where the other can capture only by filling a
            // liberty of its own string, the stone in atari costs it a move.
            if (m_board.is_liberty_of(q, s)) moves.add(l, base - 60 + urgency);
            if (touches(x.goal, q) && !touches(y.goal, q)) continue;
            if (m_board.approxlib_after(q, x.owner, 3, after) >= 2)
                moves.add(q, base - 50 + urgency);
        }
    }
    // Lengthen one's own weakest string where it gains liberties.
    const int n = std::min(m_board.findlib(x.weakest, 32, libs), 32);
    for (int i = 0; i < n; ++i) {
        if (touches(y.goal, libs[i]) || closed_region_of(x, libs[i])) continue;
        if (m_board.approxlib_after(libs[i], x.owner, 4, after) > x.weakest_libs)
            moves.add(libs[i], 100);
    }
}

bool SemeaiReader::acceptable(const SemeaiSide& x, const SemeaiSide& y, Point m,
                              bool captured) const {
    (void)x;
    if (captured || m_board.countlib(m) >= 2) return true;
    // A sacrifice of at most two stones on a liberty of the other's
    // critical string, which it can capture only by filling another.
    Point q;
    m_board.findlib(m, 1, &q);
    if (m_board.string_size(m) <= 2)
        for (int k = 0; k < y.critical_count; ++k)
            if (m_board.is_liberty_of(q, y.critical[k]) &&
                adjacent_to_string(m_board, m, y.critical[k]))
                return true;
    // A stone in atari is accepted inside the other's eye (nakade): its
    // capture gives back a smaller eye.
    return m_board.string_size(m) < 7 && semeai_in_closed_eye(y, m);
}

}  // namespace yomi

namespace yomi {

bool SemeaiReader::simple_race(const SemeaiSide& x, const SemeaiSide& y) {
    // A race the liberty count settles: no capturable string, no eye still
    // to be made or taken, no neighbour in atari, every liberty of the
    // weakest strings fillable directly.
    for (const SemeaiSide* s : {&x, &y}) {
        const SemeaiSide& t = s == &x ? y : x;
        if (s->weak_count > 0) return false;
        for (int k = 0; k < s->eyes.count; ++k) {
            const EyeRegion& r = s->eyes.regions[k];
            if (r.max_eyes != r.min_eyes || (r.closed && r.has_opponent_stones)) return false;
        }
        Point adj[32], libs[64], after[2];
        const int na = m_board.adjacent_strings(s->weakest, 32, adj);
        // A neighbour in atari, or one outside the other dragon short of
        // liberties (a third string in the race), needs reading.
        for (int i = 0; i < na; ++i) {
            const int l = m_board.countlib(adj[i]);
            if (l == 1 || (!t.goal[adj[i].index()] && l <= s->weakest_libs + 1)) return false;
        }
        const int n = std::min(m_board.findlib(s->weakest, 64, libs), 64);
        for (int i = 0; i < n; ++i)
            if (!semeai_in_closed_eye(*s, libs[i]) &&
                m_board.approxlib_after(libs[i], t.owner, 2, after) < 2)
                return false;
    }
    return true;
}

}  // namespace yomi
