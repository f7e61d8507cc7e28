// Eye shapes: the realisation of a shape on a board and the exact solver that
// generates the table (reading/eye_shapes.h says what both do).
#include <yomi/reading/eye_shapes.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <unordered_map>
#include <vector>

namespace yomi {

namespace {

constexpr int kMaxDepth = 150;  // plies; deeper lines end as losses for the attacker (never seen)
constexpr uint64_t kSideKey = 0x9e3779b97f4a7c15ull;  // owner to move
constexpr uint64_t kPassKey = 0xc2b2ae3d27d4eb4full;  // the last move was a pass

// A grid of what the realisation puts where, before the board is set up.
enum class Put : uint8_t { Owner, Empty, Attacker, Reserved };

struct Layout {
    int size = 0;
    std::vector<Put> put;    // size * size
    std::vector<int> space;  // index of S cells (row * size + col), canonical order
    std::vector<bool> in_space;
    std::vector<int> distance;  // Chebyshev distance to S (capped at 9)
    int at(int r, int c) const { return r * size + c; }
    bool inside(int r, int c) const { return r >= 0 && c >= 0 && r < size && c < size; }
};

constexpr int kDr[4] = {1, 0, -1, 0};
constexpr int kDc[4] = {0, -1, 0, 1};

// Gives the marginal cell (r, c) a gate in direction d: the wall point w
// must touch no other point of S, and the liberty L beyond w must be free of
// S, the wall and other gates.  False (l unchanged) when it cannot.
bool add_gate(Layout& l, int r, int c, int d) {
    const int wr = r + kDr[d], wc = c + kDc[d];
    const int lr = wr + kDr[d], lc = wc + kDc[d];
    if (!l.inside(wr, wc) || !l.inside(lr, lc)) return false;
    const int w = l.at(wr, wc), lib = l.at(lr, lc);
    if (l.in_space[w] || l.put[w] != Put::Owner || l.put[lib] != Put::Owner || l.distance[lib] < 2)
        return false;
    for (int e = 0; e < 4; ++e) {  // w touches no point of S but (r, c)
        const int nr = wr + kDr[e], nc = wc + kDc[e];
        if (l.inside(nr, nc) && l.in_space[l.at(nr, nc)] && !(nr == r && nc == c)) return false;
    }
    for (int e = 0; e < 4; ++e) {  // L's other neighbours can be the attacker's
        const int nr = lr + kDr[e], nc = lc + kDc[e];
        if (!l.inside(nr, nc) || (nr == wr && nc == wc)) continue;
        const int q = l.at(nr, nc);
        if (l.distance[q] < 2 || l.put[q] == Put::Reserved) return false;
    }
    l.put[w] = Put::Attacker;
    l.put[lib] = Put::Reserved;
    for (int e = 0; e < 4; ++e) {
        const int nr = lr + kDr[e], nc = lc + kDc[e];
        if (l.inside(nr, nc) && l.put[l.at(nr, nc)] == Put::Owner)
            l.put[l.at(nr, nc)] = Put::Attacker;
    }
    return true;
}

// The layout is a legal position with the owner's stones in one string:
// every string (owner, attacker) has a liberty (an empty or reserved point).
// Extended, the wall is one string but for owner strings
// of at most this many stones cut off by the space, the edge or a gate (a
// corner point between the space and the edges): weak stones of the owner,
// captured without killing it.
constexpr int kMaxInnerStones = 2;

bool legal_layout(const Layout& l, bool extended) {
    const int cells = l.size * l.size;
    std::vector<int> component(cells, -1);
    int big_owner_strings = 0, owner_strings = 0;
    for (int start = 0; start < cells; ++start) {
        const Put colour = l.put[start];
        if (component[start] >= 0 || colour == Put::Empty || colour == Put::Reserved) continue;
        bool liberty = false;
        int stones = 0;
        std::vector<int> stack{start};
        component[start] = start;
        while (!stack.empty()) {
            const int i = stack.back();
            stack.pop_back();
            ++stones;
            for (int d = 0; d < 4; ++d) {
                const int r = i / l.size + kDr[d], c = i % l.size + kDc[d];
                if (!l.inside(r, c)) continue;
                const int q = l.at(r, c);
                if (l.put[q] == Put::Empty || l.put[q] == Put::Reserved) liberty = true;
                if (l.put[q] == colour && component[q] < 0) {
                    component[q] = start;
                    stack.push_back(q);
                }
            }
        }
        // Extended, the wall may take its liberties from the outside ones,
        // added later (legal_setup checks the final position).
        if (!liberty && !(extended && colour == Put::Owner)) return false;
        owner_strings += colour == Put::Owner;
        if (colour == Put::Owner && stones > kMaxInnerStones) ++big_owner_strings;
    }
    return big_owner_strings == 1 && (extended || owner_strings == 1);
}

// Gives the marginal cells from `next` on their gates, trying the directions
// in order (the first legal layout wins).
bool add_gates(Layout& l, const std::vector<int>& marginal, size_t next, bool extended) {
    if (next == marginal.size()) return legal_layout(l, extended);
    const int r = marginal[next] / l.size, c = marginal[next] % l.size;
    for (int d = 0; d < 4; ++d) {
        Layout tried = l;
        if (add_gate(tried, r, c, d) && add_gates(tried, marginal, next + 1, extended)) {
            l = std::move(tried);
            return true;
        }
    }
    return false;
}

// Every string of the board has a liberty, and the owner's stones are one string.
bool legal_setup(const Board& b, Color owner, Point anchor, bool extended) {
    if (b.at(anchor) != owner) return false;
    if (!extended && b.string_size(anchor) != b.stone_count(owner)) return false;
    for (int i = 0; i < kBoardMax; ++i) {
        const Point p(i);
        if (!b.on_board(p) || !is_stone(b.at(p))) continue;
        if (b.countlib(p) == 0) return false;
        if (b.at(p) == owner && !b.same_string(p, anchor) && b.string_size(p) > kMaxInnerStones)
            return false;
    }
    return true;
}

// Nodes left to all the searches of one solve; once none is left, every
// search gives up (its results are then meaningless) and `spent` is set.
struct NodeBudget {
    uint64_t left = 0;
    bool spent = false;
};

// The exact search of one realised position under one ko rule.
class EyeSearch {
  public:
    EyeSearch(const EyeShapeBoard& pos, EyeKoRule rule, NodeBudget* budget = nullptr)
        : m_pos(pos),
          m_board(pos.board),
          m_rule(rule),
          m_attacker(opponent(pos.owner)),
          m_budget(budget) {}

    Board& board() { return m_board; }
    Color attacker() const { return m_attacker; }
    Color owner() const { return m_pos.owner; }
    uint64_t nodes() const { return m_nodes; }

    // Plays a first move of `c` under the ko rule (false if illegal).
    bool play(Point p, Color c) {
        return allow_ko(c) ? m_board.tryko(p, c) : m_board.trymove(p, c);
    }

    // Does the attacker capture the wall, `to_move` to play?
    bool attacker_wins(Color to_move) {
        bool tainted = false;
        m_path.clear();
        return search(to_move, false, tainted);
    }

    // The moves of `c`: empty points of S (most empty neighbours in S first,
    // then canonical order), the extra eye for the attacker, no pass.
    std::vector<Point> moves(Color c) const {
        std::vector<std::pair<int, Point>> scored;
        for (size_t i = 0; i < m_pos.cells.size(); ++i) {
            const Point p = m_pos.cells[i];
            if (m_board.at(p) != Color::Empty) continue;
            int libs = 0;
            for (int d = 0; d < 4; ++d) libs += m_board.at(neighbor(p, d)) == Color::Empty;
            scored.push_back({-libs * 16 + static_cast<int>(i), p});
        }
        std::stable_sort(scored.begin(), scored.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        std::vector<Point> out;
        if (c == m_attacker && !m_pos.eye.is_pass()) out.push_back(m_pos.eye);
        for (const auto& s : scored) out.push_back(s.second);
        for (const Point p : m_pos.inner)
            if (m_board.at(p) == Color::Empty) out.push_back(p);
        if (c == m_attacker)
            for (const Point p : m_pos.outside)
                if (m_board.at(p) == Color::Empty) out.push_back(p);
        return out;
    }

  private:
    // The owner may pass only when it holds every false stone's point (it
    // must capture a false stone and fill its point: the point is false).
    bool may_pass() const {
        for (const Point p : m_pos.false_stones)
            if (m_board.at(p) != m_pos.owner) return false;
        return true;
    }

    bool allow_ko(Color c) const {
        return (m_rule == EyeKoRule::Attacker && c == m_attacker) ||
               (m_rule == EyeKoRule::Owner && c == m_pos.owner);
    }

    uint64_t key(Color to_move, bool after_pass) const {
        return m_board.hash() ^ (to_move == m_pos.owner ? kSideKey : 0) ^
               (after_pass ? kPassKey : 0);
    }

    // Won/lost search.  tainted: the result rests on a repetition or the depth
    // limit (then it is not stored).
    bool search(Color to_move, bool after_pass, bool& tainted) {
        ++m_nodes;
        if (m_budget) {
            if (m_budget->left == 0) {
                m_budget->spent = true;
                tainted = true;
                return false;
            }
            --m_budget->left;
        }
        if (m_board.at(m_pos.anchor) != m_pos.owner) return true;
        const uint64_t k = key(to_move, after_pass);
        if (const auto it = m_table.find(k); it != m_table.end()) return it->second;
        if (std::find(m_path.begin(), m_path.end(), k) != m_path.end() ||
            static_cast<int>(m_path.size()) >= kMaxDepth) {
            tainted = true;
            return false;
        }
        m_path.push_back(k);
        const bool attacking = to_move == m_attacker;
        const Color next = opponent(to_move);
        // The attacker wants one winning move; the owner one move that holds.
        bool result = !attacking;
        bool any_tainted = false;
        bool clean_win = false;
        for (const Point p : moves(to_move)) {
            if (!play(p, to_move)) continue;
            bool t = false;
            const bool r = search(next, false, t);
            m_board.popgo();
            if (r != attacking) {
                any_tainted |= t;
            } else if (!t) {
                clean_win = true;
                break;
            } else {  // decided by a tainted line; look on for a clean one
                result = attacking;
                any_tainted = true;
            }
        }
        if (clean_win) {
            result = attacking;
            any_tainted = false;
        } else if (result != attacking && (attacking || may_pass())) {
            // pass: two in a row end the game, the wall alive
            bool t = false;
            const bool r = after_pass ? false : search(next, true, t);
            if (r == attacking) {
                result = attacking;
                any_tainted = t;
            } else {
                any_tainted |= t;
            }
        }
        m_path.pop_back();
        if (any_tainted)
            tainted = true;
        else
            m_table.emplace(k, result);
        return result;
    }

    const EyeShapeBoard& m_pos;
    Board m_board;
    EyeKoRule m_rule;
    Color m_attacker;
    NodeBudget* m_budget;
    std::unordered_map<uint64_t, bool> m_table;
    std::vector<uint64_t> m_path;
    uint64_t m_nodes = 0;
};

// The owner lives in `s` in one of the four cases (0 attacker twice, 1
// attacker first, 2 owner first, 3 owner twice).
bool owner_lives(EyeSearch& s, int which) {
    const Color a = s.attacker(), o = s.owner();
    switch (which) {
        case 0: {
            if (s.attacker_wins(a)) return false;
            for (const Point p : s.moves(a)) {
                if (!s.play(p, a)) continue;
                const bool dead = s.attacker_wins(a);
                s.board().popgo();
                if (dead) return false;
            }
            return true;
        }
        case 1:
            return !s.attacker_wins(a);
        case 2:
            return !s.attacker_wins(o);
        default: {
            if (!s.attacker_wins(o)) return true;
            for (const Point p : s.moves(o)) {
                if (!s.play(p, o)) continue;
                const bool lives = !s.attacker_wins(o);
                s.board().popgo();
                if (lives) return true;
            }
            return false;
        }
    }
}

struct Games {
    EyeShapeBoard plain, with_eye;
    NodeBudget* budget = nullptr;
};

// The four values under one ko rule.
std::array<int, 4> values(const Games& g, EyeKoRule rule, uint64_t* nodes) {
    EyeSearch s0(g.plain, rule, g.budget), s1(g.with_eye, rule, g.budget);
    std::array<int, 4> v{};
    for (int w = 0; w < 4; ++w) v[w] = owner_lives(s0, w) ? 2 : owner_lives(s1, w) ? 1 : 0;
    *nodes += s0.nodes() + s1.nodes();
    return v;
}

// The eyes after c's first move at p (the other side to move), or -1 when it
// is illegal in both games.  A move legal only without the extra eye (the
// attacker capturing the wall) leaves the game with the eye as it was.
int value_after(EyeSearch& s0, EyeSearch& s1, Point p, Color c) {
    const Color next = opponent(c);
    const bool legal0 = s0.play(p, c);
    if (legal0) {
        const bool lives0 = !s0.attacker_wins(next);
        s0.board().popgo();
        if (lives0) return 2;
    }
    const bool legal1 = s1.play(p, c);
    if (!legal0 && !legal1) return -1;
    const bool lives1 = !s1.attacker_wins(next);
    if (legal1) s1.board().popgo();
    return lives1 ? 1 : 0;
}

// The first moves of c reaching `want` eyes (cell indices).
std::vector<int> first_moves(const Games& g, Color c, int want, uint64_t* nodes) {
    EyeSearch s0(g.plain, EyeKoRule::Nobody, g.budget), s1(g.with_eye, EyeKoRule::Nobody, g.budget);
    std::vector<int> out;
    for (size_t i = 0; i < g.plain.cells.size(); ++i)
        if (value_after(s0, s1, g.plain.cells[i], c) == want) out.push_back(static_cast<int>(i));
    *nodes += s0.nodes() + s1.nodes();
    return out;
}

// The move a strong player names among `moves`: one that is also the other
// side's key point, then the most empty neighbours in S, then the farthest
// from the edge (the 2-2 point before the 1-2 point), then the first.
int vital(const EyeShapeBoard& pos, const std::vector<int>& moves, const std::vector<int>& other) {
    int best = -1, best_score = -1;
    for (const int i : moves) {
        const Point p = pos.cells[i];
        int libs = 0, on_board = 0;
        for (int d = 0; d < 4; ++d) {
            libs += pos.board.at(neighbor(p, d)) == Color::Empty;
            on_board += pos.board.at(neighbor(p, d)) != Color::Border;
        }
        const bool shared = std::find(other.begin(), other.end(), i) != other.end();
        const int score = (shared ? 32 : 0) + 5 * libs + on_board;
        if (score > best_score) best = i, best_score = score;
    }
    return best;
}

}  // namespace

bool realise_eye_shape(uint64_t key, bool extra_eye, EyeShapeBoard* out, int outside_liberties,
                       bool extended) {
    EyeShape shape;
    if (!eye_shape_from_key(key, &shape) || outside_liberties < 0 || outside_liberties > 2)
        return false;
    Layout l;
    // Room for the gates (3 points beyond the space) and, with outside
    // liberties, two more rows and columns (a 10-point shape is a line: 19 is enough).
    l.size = std::min(kMaxBoardSize,
                      std::max(shape.width, shape.height) + (outside_liberties > 0 ? 10 : 8));
    const int row0 = shape.placement == EyePlacement::Centre ? 4 : 0;
    const int col0 = shape.placement == EyePlacement::Corner ? 0 : 4;
    const int cells = l.size * l.size;
    l.put.assign(cells, Put::Owner);
    l.in_space.assign(cells, false);
    l.distance.assign(cells, 9);
    for (const EyeShapeCell& c : shape.cells) {
        const int i = l.at(c.row + row0, c.col + col0);
        l.space.push_back(i);
        l.in_space[i] = true;
        const bool stone = c.flag == EyeFlag::Stone || c.flag == EyeFlag::FalseStone;
        l.put[i] = stone ? Put::Attacker : Put::Empty;
    }
    for (int r = 0; r < l.size; ++r)
        for (int c = 0; c < l.size; ++c)
            for (const int s : l.space)
                l.distance[l.at(r, c)] =
                    std::min(l.distance[l.at(r, c)],
                             std::max(std::abs(r - s / l.size), std::abs(c - s % l.size)));
    std::vector<int> marginal;
    for (const EyeShapeCell& c : shape.cells)
        if (c.flag == EyeFlag::Marginal) marginal.push_back(l.at(c.row + row0, c.col + col0));
    if (!add_gates(l, marginal, 0, extended)) return false;
    // Outside liberties: empty points in the bottom-left corner next to the
    // wall and to attacker stones around a point no one fills.
    std::vector<Point> outside;
    if (outside_liberties > 0) {
        const int b = l.size - 1;
        l.put[l.at(b, 1)] = Put::Reserved;
        for (const int i : {l.at(b, 0), l.at(b, 2), l.at(b - 1, 1)}) l.put[i] = Put::Attacker;
        for (int k = 0; k < outside_liberties; ++k) {
            l.put[l.at(b - 1, 2 * k)] = Put::Empty;
            outside.push_back(Point::at(b - 1, 2 * k));
        }
    }
    EyeShapeBoard pos;
    pos.outside = outside;
    pos.board.reset(l.size);
    pos.owner = Color::Black;
    for (int r = 0; r < l.size; ++r)
        for (int c = 0; c < l.size; ++c) {
            const Put p = l.put[l.at(r, c)];
            if (p == Put::Owner) pos.board.set_stone(Point::at(r, c), pos.owner);
            if (p == Put::Attacker) pos.board.set_stone(Point::at(r, c), opponent(pos.owner));
        }
    pos.eye = extra_eye ? Point::at(l.size - 1, l.size - 1) : Point::pass();
    if (extra_eye) pos.board.set_stone(pos.eye, Color::Empty);
    pos.anchor = Point::at(l.size - 1, l.size - 2);
    for (const int i : l.space) pos.cells.push_back(Point::at(i / l.size, i % l.size));
    for (size_t k = 0; k < shape.cells.size(); ++k)
        if (shape.cells[k].flag == EyeFlag::FalseStone) pos.false_stones.push_back(pos.cells[k]);
    if (!legal_setup(pos.board, pos.owner, pos.anchor, extended)) return false;
    for (int r = 0; r < l.size; ++r)
        for (int c = 0; c < l.size; ++c) {
            const Point p = Point::at(r, c);
            if (pos.board.at(p) == pos.owner && !pos.board.same_string(p, pos.anchor))
                pos.inner.push_back(p);
        }
    pos.board.set_to_move(opponent(pos.owner));
    *out = std::move(pos);
    return true;
}

bool solve_eye_shape(uint64_t key, EyeShapeSolution* out, int outside_liberties, bool extended,
                     uint64_t max_nodes) {
    Games g;
    NodeBudget budget{max_nodes};
    if (max_nodes > 0) g.budget = &budget;
    if (!realise_eye_shape(key, false, &g.plain, outside_liberties, extended) ||
        !realise_eye_shape(key, true, &g.with_eye, outside_liberties, extended))
        return false;
    EyeShapeSolution s;
    const std::array<int, 4> v = values(g, EyeKoRule::Nobody, &s.nodes);
    s.value.attacker_twice = v[0];
    s.value.attacker_first = v[1];
    s.value.defender_first = v[2];
    s.value.defender_twice = v[3];
    s.value.ko = values(g, EyeKoRule::Attacker, &s.nodes) != values(g, EyeKoRule::Owner, &s.nodes);
    if (v[1] != v[2]) {
        const Color owner = g.plain.owner;
        const std::vector<int> attacks = first_moves(g, opponent(owner), v[1], &s.nodes);
        const std::vector<int> defenses = first_moves(g, owner, v[2], &s.nodes);
        s.attack_cell = vital(g.plain, attacks, defenses);
        s.defense_cell = vital(g.plain, defenses, attacks);
    }
    if (budget.spent) return false;  // gave up: the values are not known
    *out = s;
    return true;
}

}  // namespace yomi
