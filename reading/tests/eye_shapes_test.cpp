// Tests of the eye-shape table (reading/eye_shapes.h): known shapes pinned as
// diagrams, a random sample of the table re-solved by an independent search
// (the df-pn reader's enclosed life game, reading/dfpn_reader.h, where the
// generator used its own alpha-beta), invariance of the lookup under the
// board's symmetries and translation, and the shapes the table does not hold.
#include <yomi/reading/eye_shapes.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <yomi/reading/dfpn_reader.h>

namespace yomi {
namespace {

// A space drawn in its frame: '.' empty, '!' marginal, 'X' an attacker stone,
// '$' a false stone, ' ' not in the space, '*' the point expected as attack and defence (empty).
// A first line of '#' is the top edge, a leading '#' on every row the left
// edge.  The space is put on a 19x19 board at (5, 5), or against the edges.
struct Drawn {
    std::vector<EyePoint> points;
    Point star = Point::pass();
};

Drawn draw(std::string_view diagram) {
    std::vector<std::string> rows;
    size_t start = 0;
    while (start < diagram.size()) {
        const size_t end = std::min(diagram.find('\n', start), diagram.size());
        rows.emplace_back(diagram.substr(start, end - start));
        start = end + 1;
    }
    const bool top =
        !rows.empty() && !rows[0].empty() && rows[0].find_first_not_of('#') == std::string::npos;
    if (top) rows.erase(rows.begin());
    const bool left = !rows.empty() && !rows[0].empty() && rows[0][0] == '#';
    Drawn d;
    for (size_t r = 0; r < rows.size(); ++r) {
        const std::string row = left ? rows[r].substr(1) : rows[r];
        for (size_t c = 0; c < row.size(); ++c) {
            const char ch = row[c];
            if (ch == ' ') continue;
            const Point p = Point::at(static_cast<int>(r) + (top ? 0 : 5),
                                      static_cast<int>(c) + (left ? 0 : 5));
            d.points.push_back(EyePoint{p, ch == '!' || ch == '$', ch == 'X' || ch == '$'});
            if (ch == '*') d.star = p;
        }
    }
    return d;
}

// The four values as a string ("1122"), with " ko" when flagged.
std::string values(const EyeShapeValue& v) {
    std::string s;
    for (const int x : {v.attacker_twice, v.attacker_first, v.defender_first, v.defender_twice})
        s += static_cast<char>('0' + x);
    return v.ko ? s + " ko" : s;
}

// Looks the drawn space up: its values, and (when a '*' is drawn) that the
// attack and the defence are the starred point.
void expect_shape(std::string_view diagram, std::string_view want, int outside_liberties = 0) {
    const Drawn d = draw(diagram);
    EyeShapeValue v;
    ASSERT_TRUE(eye_shape_value(d.points.data(), static_cast<int>(d.points.size()), 19, &v,
                                outside_liberties))
        << diagram;
    EXPECT_EQ(values(v), want) << diagram;
    if (!d.star.is_pass()) {
        EXPECT_EQ(v.attack, d.star) << diagram << "attack " << vertex_name(v.attack, 19);
        EXPECT_EQ(v.defense, d.star) << diagram << "defense " << vertex_name(v.defense, 19);
    }
}

TEST(EyeShapes, OnePointEyes) {
    expect_shape(".", "1111");
    expect_shape("##\n.", "1111");
    expect_shape("###\n#.", "1111");
    expect_shape("..", "1111");
}

TEST(EyeShapes, ThreeAndFour) {
    expect_shape(".*.", "1122");      // straight three
    expect_shape("*.\n.", "1122");    // bent three: the bend
    expect_shape(".*.\n .", "1122");  // pyramid four: the centre
    expect_shape("....", "1222");     // straight four
    expect_shape("..\n..", "1112");   // square four
    expect_shape("...\n.", "1222");   // bent four in the centre
}

TEST(EyeShapes, FiveAndSix) {
    expect_shape(" . \n.*.\n . ", "1122");  // cross five: the centre
    expect_shape("..\n.*\n .", "1122");     // bulky five: the block point next to the tail
    expect_shape(" . \n.*.\n ..", "1122");  // rabbity six: the centre
    expect_shape("...\n...", "1222");       // rectangular six in the centre
}

TEST(EyeShapes, CornerShapes) {
    // Bent four in the corner: the attacker first makes a ko it wins when
    // neither side has threats; flagged.
    expect_shape("####\n#...\n#.", "1122 ko");
    // Rectangular six in the corner, no outside liberty: dead when the
    // attacker moves first.
    expect_shape("####\n#...\n#...", "1122");
}

TEST(EyeShapes, MarginalAndStones) {
    expect_shape("!.", "0011");   // two points, one marginal
    expect_shape(".!.", "0022");  // the attacker's marginal middle splits nothing
    expect_shape("X.X", "1122");  // the middle captures (or kills, no liberty outside)
    // Bulky five holding four stones: whoever fills the vital point first wins
    // it (the attacker captures the wall, which has no outside liberty).
    expect_shape("XX\nX*\n X", "1122");
}

// With two outside liberties the attacker can no longer fill the space to
// capture the wall (the shapes known to depend on outside liberties).
TEST(EyeShapes, OutsideLiberties) {
    expect_shape("####\n#...\n#...", "1222", 2);  // rectangular six in the corner lives
    expect_shape("...\n...", "1222", 2);
    expect_shape(" X\nX*", "1122", 0);  // the attacker fills the bend and captures
    expect_shape(" X\nX.", "2222", 2);  // the owner captures at leisure
    expect_shape(".*.", "1122", 2);
    EyeShapeValue v;
    const Drawn d = draw(".*.");
    EXPECT_FALSE(eye_shape_value(d.points.data(), 3, 19, &v, 1));  // not a model of the table
}

TEST(EyeShapes, TableIsSortedCanonicalAndMonotone) {
    const EyeTableEntry* begin = eye_table_begin();
    const EyeTableEntry* end = eye_table_end();
    ASSERT_GT(end - begin, 1000);
    for (const EyeTableEntry* e = begin; e != end; ++e) {
        if (e != begin) {
            ASSERT_LT((e - 1)->key, e->key);
        }
        EyeShape shape;
        ASSERT_TRUE(eye_shape_from_key(e->key, &shape)) << std::hex << e->key;
        ASSERT_EQ(canonical_eye_key(shape), e->key) << eye_shape_diagram(shape);
        for (const uint32_t word : {e->value, e->value_libs}) {
            const EyeShapeSolution s = unpack_eye_value(word);
            const EyeShapeValue& v = s.value;
            EXPECT_LE(v.attacker_twice, v.attacker_first);
            EXPECT_LE(v.attacker_first, v.defender_first);
            EXPECT_LE(v.defender_first, v.defender_twice);
            EXPECT_LE(v.defender_twice, 2);
            const int n = static_cast<int>(shape.cells.size());
            EXPECT_LT(s.attack_cell, n);
            EXPECT_LT(s.defense_cell, n);
            if (v.attacker_first == v.defender_first) {
                EXPECT_EQ(s.attack_cell, -1) << eye_shape_diagram(shape);
                EXPECT_EQ(s.defense_cell, -1) << eye_shape_diagram(shape);
            } else {
                EXPECT_GE(s.defense_cell, 0) << eye_shape_diagram(shape);
            }
        }
    }
}

// --- The independent search: df-pn's enclosed life game on the realised board.

class DfpnEyes {
  public:
    explicit DfpnEyes(const EyeShapeBoard& pos) : m_pos(pos), m_board(pos.board) {
        for (const Point p : pos.cells) m_region[p.index()] = 1;
        for (const Point p : pos.outside) m_region[p.index()] = 1;
        for (const Point p : pos.inner) m_region[p.index()] = 1;
        if (!pos.eye.is_pass()) m_region[pos.eye.index()] = 1;
    }
    Board& board() { return m_board; }
    Color owner() const { return m_pos.owner; }
    Color attacker() const { return opponent(m_pos.owner); }
    // Does the attacker capture the wall, to_move first?
    bool kills(Color to_move) {
        if (m_board.at(m_pos.anchor) != m_pos.owner) return true;
        DfpnParams params;
        params.node_limit = 2000000;
        DfpnReader r(m_board, nullptr, params);
        const DfpnResult res = to_move == attacker() ? r.prove_kill(m_pos.anchor, m_region)
                                                     : r.prove_live(m_pos.anchor, m_region);
        EXPECT_NE(res.proof, Proof::Unknown);
        return res.proof == Proof::Proven;
    }
    // The moves of c in the space (and the extra eye).
    std::vector<Point> moves() const {
        std::vector<Point> out = m_pos.cells;
        if (!m_pos.eye.is_pass()) out.push_back(m_pos.eye);
        out.insert(out.end(), m_pos.outside.begin(), m_pos.outside.end());
        return out;
    }
    // The owner lives: 0 attacker twice, 1 attacker first, 2 owner first, 3 owner twice.
    bool lives(int which) {
        const Color a = attacker(), o = owner();
        if (which == 1) return !kills(a);
        if (which == 2) return !kills(o);
        if (which == 0) {
            if (kills(a)) return false;
            for (const Point p : moves()) {
                TryMove m(m_board, p, a);
                if (m && kills(a)) return false;
            }
            return true;
        }
        if (!kills(o)) return true;
        for (const Point p : m_pos.cells) {
            TryMove m(m_board, p, o);
            if (m && !kills(o)) return true;
        }
        return false;
    }

  private:
    const EyeShapeBoard& m_pos;
    Board m_board;
    PointMask m_region{};
};

// The eyes after c's first move at cell i, as the generator defines them
// (-1: illegal in both games; legal only without the extra eye: the game with
// the eye as it was).
int dfpn_value_after(DfpnEyes& g0, DfpnEyes& g1, Point p, Color c) {
    bool legal0 = false, legal1 = false;
    {
        TryMove m(g0.board(), p, c);
        legal0 = m.ok();
        if (legal0 && !g0.kills(opponent(c))) return 2;
    }
    TryMove m(g1.board(), p, c);
    legal1 = m.ok();
    if (!legal0 && !legal1) return -1;
    return g1.kills(opponent(c)) ? 0 : 1;
}

// Re-solves the entry's value word in the model with `libs` outside
// liberties by df-pn and compares.
void expect_dfpn_agrees(const EyeTableEntry& e, int libs) {
    EyeShapeBoard plain, with_eye;
    ASSERT_TRUE(realise_eye_shape(e.key, false, &plain, libs));
    ASSERT_TRUE(realise_eye_shape(e.key, true, &with_eye, libs));
    EyeShape shape;
    eye_shape_from_key(e.key, &shape);
    const EyeShapeSolution s = unpack_eye_value(libs == 0 ? e.value : e.value_libs);
    DfpnEyes g0(plain), g1(with_eye);
    const int want[4] = {s.value.attacker_twice, s.value.attacker_first, s.value.defender_first,
                         s.value.defender_twice};
    for (int w = 0; w < 4; ++w) {
        const int eyes = g0.lives(w) ? 2 : g1.lives(w) ? 1 : 0;
        EXPECT_EQ(eyes, want[w]) << "case " << w << " libs " << libs << "\n"
                                 << eye_shape_diagram(shape);
    }
    if (s.attack_cell >= 0) {
        EXPECT_EQ(dfpn_value_after(g0, g1, plain.cells[s.attack_cell], g0.attacker()),
                  s.value.attacker_first)
            << "attack, libs " << libs << "\n"
            << eye_shape_diagram(shape);
    }
    if (s.defense_cell >= 0) {
        EXPECT_EQ(dfpn_value_after(g0, g1, plain.cells[s.defense_cell], g0.owner()),
                  s.value.defender_first)
            << "defense, libs " << libs << "\n"
            << eye_shape_diagram(shape);
    }
}

TEST(EyeShapes, RandomSampleAgreesWithDfpn) {
    const EyeTableEntry* begin = eye_table_begin();
    const size_t size = static_cast<size_t>(eye_table_end() - begin);
    std::mt19937 rng(20261127);
    for (int k = 0; k < 50; ++k) {
        const EyeTableEntry& e = begin[rng() % size];
        expect_dfpn_agrees(e, 0);
        expect_dfpn_agrees(e, 2);
    }
}

// --- Invariance of the lookup and the shapes outside the table.

// The 8 symmetries of a board of `size`.
Point transform(Point p, int t, int size) {
    int r = p.row(), c = p.col();
    if (t & 4) std::swap(r, c);
    if (t & 1) r = size - 1 - r;
    if (t & 2) c = size - 1 - c;
    return Point::at(r, c);
}

TEST(EyeShapes, LookupIsInvariantUnderSymmetryAndTranslation) {
    const EyeTableEntry* begin = eye_table_begin();
    const size_t size = static_cast<size_t>(eye_table_end() - begin);
    std::mt19937 rng(7);
    for (int k = 0; k < 200; ++k) {
        const EyeTableEntry& e = begin[rng() % size];
        EyeShape shape;
        ASSERT_TRUE(eye_shape_from_key(e.key, &shape));
        const EyeShapeSolution want = unpack_eye_value(e.value);
        const int board = 9 + static_cast<int>(rng() % 11);  // 9..19
        const int room_r = board - shape.height - 2, room_c = board - shape.width - 2;
        if (room_r < 1 || room_c < 1) continue;
        const int row0 =
            shape.placement == EyePlacement::Centre ? 1 + static_cast<int>(rng() % room_r) : 0;
        const int col0 =
            shape.placement == EyePlacement::Corner ? 0 : 1 + static_cast<int>(rng() % room_c);
        for (int t = 0; t < 8; ++t) {
            std::vector<EyePoint> points;
            for (const EyeShapeCell& c : shape.cells)
                points.push_back(
                    EyePoint{transform(Point::at(c.row + row0, c.col + col0), t, board),
                             c.flag == EyeFlag::Marginal, c.flag == EyeFlag::Stone});
            std::shuffle(points.begin(), points.end(), rng);
            EyeShapeValue v;
            ASSERT_TRUE(eye_shape_value(points.data(), static_cast<int>(points.size()), board, &v))
                << eye_shape_diagram(shape) << "t " << t << " board " << board;
            EXPECT_EQ(values(v), values(want.value)) << eye_shape_diagram(shape);
            EyeShapeValue libs;
            ASSERT_TRUE(
                eye_shape_value(points.data(), static_cast<int>(points.size()), board, &libs, 2));
            EXPECT_EQ(values(libs), values(unpack_eye_value(e.value_libs).value));
            const auto in_space = [&points](Point p) {
                return std::any_of(points.begin(), points.end(),
                                   [p](const EyePoint& q) { return q.point == p; });
            };
            EXPECT_EQ(v.attack.is_pass(), want.attack_cell < 0);
            EXPECT_EQ(v.defense.is_pass(), want.defense_cell < 0);
            EXPECT_TRUE(v.attack.is_pass() || in_space(v.attack));
            EXPECT_TRUE(v.defense.is_pass() || in_space(v.defense));
        }
    }
}

// The memo answers the table's shapes from the table and solves the others:
// an 8-point line with a marginal end (flags are generated up to 6 points).
TEST(EyeShapes, MemoSolvesShapesOutsideTheTable) {
    EyeShapeMemo memo;
    const Drawn in_table = draw(".*.");
    EyeShapeValue v;
    ASSERT_TRUE(memo.value(in_table.points.data(), 3, 19, &v));
    EXPECT_EQ(values(v), "1122");
    EXPECT_EQ(memo.solved(), 0u);
    const Drawn d = draw("!.......");
    ASSERT_FALSE(eye_shape_value(d.points.data(), 8, 19, &v));
    ASSERT_TRUE(memo.value(d.points.data(), 8, 19, &v));
    EXPECT_EQ(memo.solved(), 1u);
    std::array<Point, kMaxEyeShapePoints> cells{};
    const uint64_t key = canonical_eye_key(d.points.data(), 8, 19, cells.data());
    EyeShapeSolution s;
    ASSERT_TRUE(solve_eye_shape(key, &s));
    EXPECT_EQ(values(v), values(s.value));
    EXPECT_EQ(values(v), "2222");  // alive even if the attacker plays twice
    EyeShapeValue again;
    ASSERT_TRUE(memo.value(d.points.data(), 8, 19, &again, 2));
    EXPECT_EQ(memo.solved(), 1u);          // remembered
    const Drawn bad = draw("!!!!!!!!!!");  // no gate can leave the wall in one string
    EXPECT_FALSE(memo.value(bad.points.data(), 10, 19, &v, 1));
}

// False stones ('$'): a dead stone on a point the diagonals make false.  The
// owner must capture it and fill the point, which never gives an eye; the
// values are those GNU Go's eye database gives these shapes.  No such shape
// is in the table: the memo solves them.
void expect_solved(std::string_view diagram, std::string_view want) {
    const Drawn d = draw(diagram);
    const int n = static_cast<int>(d.points.size());
    EyeShapeValue v;
    EXPECT_FALSE(eye_shape_value(d.points.data(), n, 19, &v)) << diagram;
    EyeShapeMemo memo;
    ASSERT_TRUE(memo.value(d.points.data(), n, 19, &v)) << diagram;
    EXPECT_EQ(values(v), want) << diagram;
    if (!d.star.is_pass()) {
        EXPECT_EQ(v.attack, d.star) << diagram << "attack " << vertex_name(v.attack, 19);
        EXPECT_EQ(v.defense, d.star) << diagram << "defense " << vertex_name(v.defense, 19);
    }
}

TEST(EyeShapes, FalseStones) {
    expect_solved("$.", "0000");    // captured by filling the eye: nothing left
    expect_solved("$*.", "0011");   // the middle captures and leaves one eye
    expect_solved("$.X", "1111");   // the middle captures both: the stone's point is the eye
    expect_solved("$X.", "0001");   // the capture leaves the false point and one more
    expect_solved(".XX$", "1111");  // three stones captured: one eye
    expect_solved("$..$", "0000");
    expect_shape("X.", "1111");  // a plain stone: its point becomes the eye
    EyeShapeSolution s;
    const Drawn d = draw("$.");
    const uint64_t key = canonical_eye_key(d.points.data(), 2, 19, nullptr);
    EyeShape shape;
    ASSERT_TRUE(eye_shape_from_key(key, &shape));
    EXPECT_EQ(eye_shape_diagram(shape), "$.\n");
    ASSERT_TRUE(solve_eye_shape(key, &s));
    EXPECT_EQ(values(s.value), "0000");
}

// A node budget makes the solver give up (false) instead of searching on.
TEST(EyeShapes, SolverGivesUpBeyondItsNodeBudget) {
    const Drawn d = draw("$.X.");
    const uint64_t key = canonical_eye_key(d.points.data(), 4, 19, nullptr);
    EyeShapeSolution full, budgeted;
    ASSERT_TRUE(solve_eye_shape(key, &full, 2, true));
    ASSERT_GT(full.nodes, 20u);
    EXPECT_FALSE(solve_eye_shape(key, &budgeted, 2, true, 20));
    ASSERT_TRUE(solve_eye_shape(key, &budgeted, 2, true, full.nodes));
    EXPECT_EQ(values(budgeted.value), values(full.value));
}

TEST(EyeShapes, ShapesOutsideTheTable) {
    EyeShapeValue v;
    v.attacker_first = 7;
    const auto line = [](int n, int row, int col) {
        std::vector<EyePoint> p;
        for (int i = 0; i < n; ++i) p.push_back(EyePoint{Point::at(row, col + i)});
        return p;
    };
    std::vector<EyePoint> p = line(11, 5, 3);  // too many points
    EXPECT_FALSE(eye_shape_value(p.data(), 11, 19, &v));
    p = line(8, 5, 3);  // eight points with a marginal one: not generated
    p[0].marginal = true;
    EXPECT_FALSE(eye_shape_value(p.data(), 8, 19, &v));
    p[0].marginal = false;
    EXPECT_TRUE(eye_shape_value(p.data(), 8, 19, &v));
    v.attacker_first = 7;
    p = line(5, 2, 0);  // touches two opposite edges of a 5x5 board
    EXPECT_FALSE(eye_shape_value(p.data(), 5, 5, &v));
    p = line(3, 5, 3);
    p[2].point = Point::at(5, 6);  // not connected
    EXPECT_FALSE(eye_shape_value(p.data(), 3, 19, &v));
    p[2].point = p[1].point;  // a point twice
    EXPECT_FALSE(eye_shape_value(p.data(), 3, 19, &v));
    p = line(3, 5, 3);
    p[1].marginal = p[1].stone = true;  // both flags: a false stone, never in the table
    EXPECT_FALSE(eye_shape_value(p.data(), 3, 19, &v));
    p = line(3, 5, 17);  // off a 19x19 board
    EXPECT_FALSE(eye_shape_value(p.data(), 3, 19, &v));
    p = line(3, 0, 0);
    p[0].stone = p[1].stone = p[2].stone = true;  // no empty point: cannot be realised
    EXPECT_FALSE(eye_shape_value(p.data(), 3, 19, &v));
    EXPECT_FALSE(eye_shape_value(p.data(), 0, 19, &v));
    EXPECT_EQ(v.attacker_first, 7);  // never written on failure
}

}  // namespace
}  // namespace yomi
