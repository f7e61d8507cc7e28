// Unit tests of Benson's unconditional life and the dead-stone extension
// (reading/benson.h) on ASCII diagrams.  Every expected status was read by
// hand and compared with GNU Go 3.8's unconditional_status on the same
// position; where GNU Go answers otherwise the test says so.
#include <yomi/reading/benson.h>

#include <gtest/gtest.h>

#include <cstdio>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <yomi/engine/board/tests/diagram.h>

namespace yomi {
namespace {

using test::board_from_diagram;
using test::vertex;

// The status of every stone of `points`, each expected to be `want`; checks
// the board is not changed.
void expect_status(const Board& b, std::vector<std::string_view> points, UnconditionalStatus want) {
    const uint64_t hash = b.hash();
    for (const std::string_view v : points)
        EXPECT_EQ(unconditional_status(b, vertex(b, v)), want) << v;
    EXPECT_EQ(b.hash(), hash);
    EXPECT_EQ(b.check_consistency(), "");
}

// Every stone of colour c has status `want`.
void expect_all(const Board& b, Color c, UnconditionalStatus want) {
    for (int i = 0; i < kBoardMax; ++i) {
        const Point p(i);
        if (!b.on_board(p) || b.at(p) != c) continue;
        EXPECT_EQ(unconditional_status(b, p), want) << vertex_name(p, b.size());
    }
}

int count(const PointMask& m) {
    int n = 0;
    for (const uint8_t f : m) n += f;
    return n;
}

TEST(Benson, EmptyBoardHasNothingSettled) {
    const Board b(9);
    const UnconditionalLife life = analyze_unconditional(b);
    EXPECT_EQ(count(life.alive), 0);
    EXPECT_EQ(count(life.dead), 0);
    EXPECT_EQ(count(life.black_territory), 0);
    EXPECT_EQ(count(life.white_territory), 0);
    EXPECT_EQ(unconditional_status(b, vertex(b, "E5")), UnconditionalStatus::Undecided);
    EXPECT_EQ(unconditional_status(b, Point::pass()), UnconditionalStatus::Undecided);
}

// Two black strings, neither of which has an eye of its own: each borders
// both one-point eyes (D4 and C3), so together they are alive.
TEST(Benson, TwoStringsSharingTwoEyesAreAlive) {
    const Board b = board_from_diagram(R"(
        . . . . . . .
        . . X X . . .
        . X X . X . .
        . X . X X . .
        . . X X . . .
        . . . . . . .
        . . . . . . .)");
    EXPECT_FALSE(b.same_string(vertex(b, "C6"), vertex(b, "E5")));
    expect_all(b, Color::Black, UnconditionalStatus::Alive);
    PointMask alive;
    benson_alive(b, Color::Black, alive);
    EXPECT_EQ(count(alive), 10);
    benson_alive(b, Color::White, alive);
    EXPECT_EQ(count(alive), 0);
}

// Two real eyes in the corner (A1, C1): alive; the white wall is not.
TEST(Benson, TwoRealEyesAreAlive) {
    const Board b = board_from_diagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O O . . . .
        X X X X O . . . .
        . X . X O . . . .)");
    expect_all(b, Color::Black, UnconditionalStatus::Alive);
    expect_all(b, Color::White, UnconditionalStatus::Undecided);
    const UnconditionalLife life = analyze_unconditional(b);
    // Both eyes are black territory (no interior: every point touches black).
    EXPECT_TRUE(life.black_territory[vertex(b, "A1").index()]);
    EXPECT_TRUE(life.black_territory[vertex(b, "C1").index()]);
    EXPECT_EQ(count(life.black_territory), 2);
}

// One real eye (A1) and a false one (C1): C1 is vital to the black string
// and to the lone D1, which has no second region, so the iteration removes
// D1, then C1, then the string.  White captures D1 from C1 and kills.
TEST(Benson, OneEyeAndAFalseEyeIsUndecided) {
    const Board b = board_from_diagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O O O . . .
        X X X O O . . . .
        . X . X O . . . .)");
    expect_all(b, Color::Black, UnconditionalStatus::Undecided);
    expect_all(b, Color::White, UnconditionalStatus::Undecided);
}

// Two "eyes", but the corner square's A1 is no liberty of the string: White
// fills A2, B2 and B1 while Black passes, then E2.  Not unconditionally alive.
TEST(Benson, CornerSquareAndOneEyeLooksAliveButIsNot) {
    const Board b = board_from_diagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O O O O . .
        X X X X X X O . .
        . . X X . X O . .
        . . X X X X O . .)");
    expect_all(b, Color::Black, UnconditionalStatus::Undecided);
}

// The same square with two white stones in it: now every empty point of the
// square is a liberty, Black is alive and the white stones are dead.
TEST(Benson, CornerSquareWithWhiteStonesIsAnEye) {
    const Board b = board_from_diagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O O O O . .
        X X X X X X O . .
        . O X X . X O . .
        O . X X X X O . .)");
    expect_all(b, Color::Black, UnconditionalStatus::Alive);
    expect_status(b, {"A1", "B2"}, UnconditionalStatus::Dead);
    expect_status(b, {"A4", "G1"}, UnconditionalStatus::Undecided);
}

// A 3x3 corner space with a white stone at B2 and the eye E1: A1, A2 and B1
// are no liberties of Black, and White, playing while Black passes, lives
// there (A1, A3, B3, C3, C2, C1 with B2 make the eyes A2 and B1).
// Undecided, as GNU Go.
TEST(Benson, OpenCornerSpaceIsNotVital) {
    const Board b = board_from_diagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X X X . . . . .
        . . . X . . . . .
        . O . X X X . . .
        . . . X . X . . .)");
    expect_all(b, Color::Black, UnconditionalStatus::Undecided);
    expect_all(b, Color::White, UnconditionalStatus::Undecided);
}

// A white stone in the middle of a 3x3 space of an alive black group: the
// space's interior is E3 alone, so White can never make two eyes there.
TEST(Benson, StoneInsideAThreeByThreeSpaceIsDead) {
    const Board b = board_from_diagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X X X X X X . .
        X . X . . . X . .
        X X X . O O X . .
        . . X . . . X . .
        . . X X X X X . .)");
    expect_all(b, Color::Black, UnconditionalStatus::Alive);
    expect_status(b, {"E3", "F3"}, UnconditionalStatus::Dead);
    const UnconditionalLife life = analyze_unconditional(b);
    // B4 and the 3x3 space (interior one point) are territory; the corner
    // A1-B2 touches the edge, not Black, at A1: its interior is A1 alone, so
    // it is territory too.
    EXPECT_TRUE(life.black_territory[vertex(b, "D4").index()]);
    EXPECT_TRUE(life.black_territory[vertex(b, "B4").index()]);
    EXPECT_TRUE(life.black_territory[vertex(b, "A1").index()]);
    EXPECT_FALSE(life.black_territory[vertex(b, "E3").index()]);
    EXPECT_FALSE(life.black_territory[vertex(b, "J9").index()]);
    EXPECT_EQ(count(life.white_territory), 0);
}

// A 3x4 space whose two interior points (neighbours) both hold white stones:
// dead, and the space is territory (rule (b): one eye at most there).
TEST(Benson, StonesOnATwoPointInteriorAreDead) {
    const Board b = board_from_diagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X X X X X X . .
        X . X . . . X . .
        X X X . O . X . .
        . X X . O . X . .
        . . X . . . X . .
        . X X X X X X . .)");
    expect_all(b, Color::Black, UnconditionalStatus::Alive);
    expect_status(b, {"E4", "E3"}, UnconditionalStatus::Dead);
    const UnconditionalLife life = analyze_unconditional(b);
    EXPECT_TRUE(life.black_territory[vertex(b, "D4").index()]);
    EXPECT_TRUE(life.black_territory[vertex(b, "B5").index()]);
    EXPECT_FALSE(life.black_territory[vertex(b, "E4").index()]);
}

// The same 3x4 space with one white stone and the empty interior point E3:
// still one eye at most for White, dead (as GNU Go).
TEST(Benson, TwoPointInteriorWithAnEmptyPointIsDead) {
    const Board b = board_from_diagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X X X X X X . .
        X . X . . . X . .
        X X X . O . X . .
        . X X . . . X . .
        X . X . . . X . .
        . X X X X X X . .)");
    expect_all(b, Color::Black, UnconditionalStatus::Alive);
    expect_status(b, {"E4"}, UnconditionalStatus::Dead);
    EXPECT_TRUE(analyze_unconditional(b).black_territory[vertex(b, "E3").index()]);
}

// A 3x5 space: the interior E5-E4-E3 has room for two eyes (E5 and E3), so
// the white stone on E4 is left undecided (GNU Go: undecided too).
TEST(Benson, ThreePointInteriorIsUndecided) {
    const Board b = board_from_diagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        X X X X X X X . .
        X . X . . . X . .
        X X X . . . X . .
        . X X . O . X . .
        X . X . . . X . .
        . X X . . . X . .
        . . X X X X X . .)");
    expect_all(b, Color::Black, UnconditionalStatus::Alive);
    expect_status(b, {"E4"}, UnconditionalStatus::Undecided);
    EXPECT_FALSE(analyze_unconditional(b).black_territory[vertex(b, "E3").index()]);
}

// Two interior points apart (C3, E3: D4 makes D3 touch Black): White could
// live there with a ring on every other point of the space and the eyes C3
// and E3, so its stone on D3 is undecided (GNU Go: undecided too).
TEST(Benson, TwoInteriorPointsApartAreUndecided) {
    const Board b = board_from_diagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        X X X X X X X . .
        X . X . X . X . .
        X X X X X X X . .
        X . . X . . X . .
        X . . O . . X . .
        X . . . . . X . .
        X X X X X X X . .)");
    expect_all(b, Color::Black, UnconditionalStatus::Alive);
    expect_status(b, {"D3"}, UnconditionalStatus::Undecided);
    // The ring White would need is unconditionally alive indeed.
    Board ring = b;
    for (const char* v : {"B4", "C4", "E4", "F4", "B3", "F3", "B2", "C2", "D2", "E2", "F2"})
        ring.set_stone(vertex(ring, v), Color::White);
    expect_all(ring, Color::White, UnconditionalStatus::Alive);
}

// Shared liberties inside an alive wall (A1, E1 between the white string
// and B1-D1): a seki.  Either side filling one dies: Black at A1 lets White
// capture four stones and live with a straight four.  Undecided, as GNU Go.
TEST(Benson, SekiInsideAnAliveWallIsUndecided) {
    const Board b = board_from_diagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X X X X X X . .
        X . X . . . X . .
        X X X X X X X . .
        O O O O O X . . .
        . X X X . X . . .)");
    expect_status(b, {"A5", "F1"}, UnconditionalStatus::Alive);
    expect_status(b, {"A2", "E2", "B1", "D1"}, UnconditionalStatus::Undecided);
}

// Black B1's two liberties are shared with White, but a sacrifice breaks
// this seki-looking shape (Black A1, White C1 captures two, Black B1 leaves
// White a two-point eye).  GNU Go calls White dead and B1 alive; the rule
// here does not read sacrifices and answers undecided: no wrong answer.
TEST(Benson, SacrificeShapeIsLeftUndecided) {
    const Board b = board_from_diagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X X X X X . . .
        X . X . . X . . .
        X X X X X X . . .
        O O O O X . . . .
        . X . O X . . . .)");
    expect_status(b, {"A5", "E1"}, UnconditionalStatus::Alive);
    expect_status(b, {"A2", "D1", "B1"}, UnconditionalStatus::Undecided);
}

// Both colours on a 5x5 board: two black strings each with two eyes of its
// own, and White's lone stone in the row between them (no interior) dead.
// Then the same with the colours swapped.
TEST(Benson, WholeBoardBothColours) {
    constexpr const char* kBlack = R"(
        . . X . X
        X X X X X
        . O . . .
        X X X X X
        . X . X .)";
    const Board b = board_from_diagram(kBlack);
    expect_all(b, Color::Black, UnconditionalStatus::Alive);
    expect_status(b, {"B3"}, UnconditionalStatus::Dead);
    std::string swapped(kBlack);
    for (char& ch : swapped) ch = ch == 'X' ? 'O' : ch == 'O' ? 'X' : ch;
    const Board w = board_from_diagram(swapped);
    expect_all(w, Color::White, UnconditionalStatus::Alive);
    expect_status(w, {"B3"}, UnconditionalStatus::Dead);
    const UnconditionalLife life = analyze_unconditional(w);
    EXPECT_EQ(count(life.white_territory), 25 - 14 - 1);
    EXPECT_EQ(count(life.black_territory), 0);
}

// Rule (a) needs one string over the interior: here the interior E7-E6 and
// E4-E3 holds two white strings, and capturing one would empty interior
// points next to the other.  Undecided (GNU Go: dead; both strings die in
// practice, the rule does not read it); joined by E5 they are dead.
TEST(Benson, TwoStringsOverTheInteriorAreUndecided) {
    constexpr const char* kApart = R"(
        X X X X X X X . .
        X . X . . . X . .
        X X X . O . X . .
        . . X . O . X . .
        . . X X . X X . .
        . . X . O . X . .
        . . X . O . X . .
        . . X . . . X . .
        . . X X X X X . .)";
    Board b = board_from_diagram(kApart);
    expect_all(b, Color::Black, UnconditionalStatus::Alive);
    expect_all(b, Color::White, UnconditionalStatus::Undecided);
    b.set_stone(vertex(b, "E5"), Color::White);
    expect_all(b, Color::Black, UnconditionalStatus::Alive);
    expect_all(b, Color::White, UnconditionalStatus::Dead);
}

// One move of the killer's strategy of benson.h against the stones marked
// dead (`targets`, still standing where targets[p] is set): a liberty next to
// a stone of x of a target string without interior points, else of any target
// string, else the last liberty of a target (a capture).  Pass when none.
Point killer_move(const Board& b, Color x, const PointMask& targets, const PointMask& interior) {
    Point best = Point::pass();
    int best_rank = 4;
    for (int i = 0; i < kBoardMax; ++i) {
        const Point s(i);
        if (!targets[i] || b.at(s) != opponent(x)) continue;
        bool on_interior = false;
        for (Point q = b.next_stone(s);; q = b.next_stone(q)) {
            on_interior = on_interior || interior[q.index()];
            if (q == s) break;
        }
        Point libs[kBoardMax];
        const int n = b.findlib(s, kBoardMax, libs);
        for (int k = 0; k < n; ++k) {
            bool touches = false;
            for (int d = 0; d < 4; ++d) touches = touches || b.at(neighbor(libs[k], d)) == x;
            const int rank = touches ? (on_interior ? 1 : 0) : (n == 1 ? 2 : 3);
            if (rank < best_rank && b.is_legal(libs[k], x)) {
                best_rank = rank;
                best = libs[k];
            }
        }
    }
    return best;
}

// Plays the killer's strategy for each colour against opponent moves (random
// or greedy) inside the regions of the stones marked dead on `start`: every such stone
// is captured within 4 * size^2 rounds, the strategy always has a legal move
// and no alive stone falls.  Adds to *checked the colours that had targets.
void kill_dead_stones(const Board& start, std::mt19937& rng, int* checked) {
    const UnconditionalLife life = analyze_unconditional(start);
    const int size = start.size();
    for (const Color x : {Color::Black, Color::White}) {
        const Color y = opponent(x);
        PointMask targets{}, area{}, interior{};
        int left = 0;
        for (int i = 0; i < kBoardMax; ++i) {
            if (!life.dead[i] || start.at(Point(i)) != y) continue;
            targets[i] = 1;
            ++left;
        }
        if (left == 0) continue;
        ++*checked;
        // The regions holding the targets: non-x points reached from them.
        std::vector<Point> stack;
        for (int i = 0; i < kBoardMax; ++i)
            if (targets[i]) stack.push_back(Point(i));
        while (!stack.empty()) {
            const Point p = stack.back();
            stack.pop_back();
            if (area[p.index()]) continue;
            area[p.index()] = 1;
            bool touches = false;
            for (int d = 0; d < 4; ++d) {
                const Point q = neighbor(p, d);
                if (start.on_board(q) && start.at(q) != x) stack.push_back(q);
                touches = touches || start.at(q) == x;
            }
            interior[p.index()] = touches ? 0 : 1;
        }
        Board b = start;
        for (int round = 0; round < 4 * size * size && left > 0; ++round) {
            const Point k = killer_move(b, x, targets, interior);
            ASSERT_FALSE(k.is_pass()) << start.to_string() << b.to_string();
            ASSERT_TRUE(b.trymove(k, x));
            // The defence: a random move, or (half the time) the first of
            // a capture of the killer's stones, an interior point, any move.
            std::vector<Point> legal, best;
            int best_score = 0;
            for (int i = 0; i < kBoardMax; ++i) {
                const Point p(i);
                if (!area[i] || !b.is_legal(p, y)) continue;
                legal.push_back(p);
                const int before = b.stone_count(x);
                ASSERT_TRUE(b.trymove(p, y));
                const int score = b.stone_count(x) < before ? 3 : interior[i] ? 2 : 1;
                b.popgo();
                if (score > best_score) {
                    best.clear();
                    best_score = score;
                }
                if (score == best_score) best.push_back(p);
            }
            const bool smart = rng() % 2 == 0;
            if (!legal.empty() && rng() % 8 != 0) {
                const std::vector<Point>& from = smart ? best : legal;
                ASSERT_TRUE(b.trymove(from[rng() % from.size()], y));
            }
            left = 0;
            for (int i = 0; i < kBoardMax; ++i) {
                if (targets[i] && b.at(Point(i)) != y) targets[i] = 0;  // captured
                left += targets[i];
                if (life.alive[i] && start.at(Point(i)) == x) {
                    ASSERT_EQ(b.at(Point(i)), x) << start.to_string();
                }
            }
        }
        EXPECT_EQ(left, 0) << start.to_string();
    }
}

// The dead stones' guarantee on random positions (1,500 boards).
TEST(Benson, DeadStonesAreCapturedAgainstRandomDefence) {
    std::mt19937 rng(29);
    int checked = 0;
    for (int game = 0; game < 1500; ++game) {
        const int size = 5 + static_cast<int>(rng() % 5);
        kill_dead_stones(test::random_position(rng, size, size * size * 2), rng, &checked);
    }
    std::printf("regions with dead stones checked: %d\n", checked);
    EXPECT_GT(checked, 20);
}

// The same guarantee inside spaces of each kind the rule knows (a one-point
// interior, a two-point interior in the middle and in the corner): random
// white stones in the space (each string keeping a liberty), each position
// played out 20 times.
TEST(Benson, DeadStonesInSpacesAreCapturedAgainstRandomDefence) {
    constexpr const char* kSpaces[] = {
        R"(
        . . . . . . . . .
        . . . . . . . . .
        X X X X X X X . .
        X . X . X . X . .
        X X X X X X X . .
        . . X . . . X . .
        . . X . . . X . .
        . . X . . . X . .
        . . X X X X X . .)",
        R"(
        . . . . . . . . .
        X X X X X X X . .
        X . X . X . X . .
        X X X X X X X . .
        . . X . . . X . .
        . . X . . . X . .
        . . X . . . X . .
        . . X . . . X . .
        . . X X X X X . .)",
        R"(
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        X X X X X X X
        . . . X . X .
        . . . X X X .)",
    };
    std::mt19937 rng(41);
    int checked = 0;
    for (const char* diagram : kSpaces) {
        const Board wall = board_from_diagram(diagram);
        // The space: Black's territory in the wall position.
        std::vector<Point> space;
        const UnconditionalLife life = analyze_unconditional(wall);
        for (int i = 0; i < kBoardMax; ++i)
            if (life.black_territory[i]) space.push_back(Point(i));
        ASSERT_GT(space.size(), 4u);
        for (int trial = 0; trial < 200; ++trial) {
            Board b = wall;
            for (const Point p : space)
                if (rng() % 3 == 0 && b.is_legal(p, Color::White)) b.set_stone(p, Color::White);
            bool legal = true;
            for (const Point p : space)
                if (b.at(p) == Color::White && b.countlib(p) == 0) legal = false;
            if (!legal || b.stone_count(Color::White) == 0) continue;
            for (const Point p : space) {
                if (b.at(p) != Color::White) continue;
                EXPECT_EQ(unconditional_status(b, p), UnconditionalStatus::Dead) << b.to_string();
            }
            for (int play = 0; play < 20; ++play) kill_dead_stones(b, rng, &checked);
        }
    }
    std::printf("spaces played out: %d\n", checked);
    EXPECT_GT(checked, 1000);
}

// Benson's guarantee on random positions: let the opponent of every alive
// chain play 60 random legal moves in a row (the owner passes) and no alive
// stone is ever captured.  Also: no stone is both alive and dead, and dead
// stones and territory lie where the rule says.
TEST(Benson, AliveChainsSurviveAnyOpponentMovesOnRandomBoards) {
    std::mt19937 rng(17);
    int alive_seen = 0, dead_seen = 0;
    for (int game = 0; game < 300; ++game) {
        const int size = 5 + static_cast<int>(rng() % 5);
        Board b = test::random_position(rng, size, size * size * 2);
        const UnconditionalLife life = analyze_unconditional(b);
        for (int i = 0; i < kBoardMax; ++i) {
            ASSERT_FALSE(life.alive[i] && life.dead[i]);
            if (life.dead[i]) ++dead_seen;
        }
        for (const Color x : {Color::Black, Color::White}) {
            PointMask alive;
            benson_alive(b, x, alive);
            std::vector<Point> stones;
            for (int i = 0; i < kBoardMax; ++i)
                if (alive[i]) stones.push_back(Point(i));
            alive_seen += static_cast<int>(stones.size());
            if (stones.empty()) continue;
            Board copy = b;
            const Color y = opponent(x);
            for (int move = 0; move < 60; ++move) {
                std::vector<Point> legal;
                for (int i = 0; i < kBoardMax; ++i)
                    if (copy.on_board(Point(i)) && copy.is_legal(Point(i), y))
                        legal.push_back(Point(i));
                if (legal.empty()) break;
                ASSERT_TRUE(copy.trymove(legal[rng() % legal.size()], y));
                for (const Point p : stones) {
                    ASSERT_EQ(copy.at(p), x) << copy.to_string();
                }
            }
        }
    }
    // The random boards do hold settled groups (a test that sees none
    // checks nothing).
    std::printf("alive stones %d, dead stones %d\n", alive_seen, dead_seen);
    EXPECT_GT(alive_seen, 100);
    EXPECT_GT(dead_seen, 0);
}

}  // namespace
}  // namespace yomi
