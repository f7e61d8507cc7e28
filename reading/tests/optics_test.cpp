// Unit tests of the eye spaces (reading/optics.h) on ASCII diagrams: which
// points each colour's space holds, marginal and false-margin points, dead
// stones inside, the topology of one-point eyes, and eval_eye's answers.
#include <yomi/reading/optics.h>

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include <yomi/engine/board/tests/diagram.h>
#include <yomi/reading/tactical.h>

namespace yomi {
namespace {

using test::board_from_diagram;
using test::vertex;

struct Analysis {
    Board board;
    StringSafety safety;
    explicit Analysis(std::string_view diagram) : board(board_from_diagram(diagram)) {
        TacticalReader reader(board);
        safety = tactical_safety(board, reader);
    }
    Point at(std::string_view v) const { return vertex(board, v); }
};

// eval_eye's answer as the GTP command prints it.
std::string eval(Analysis& a, std::string_view v) {
    const uint64_t hash = a.board.hash();
    const EyeSpaces spaces(a.board, a.safety);
    EyeValue value;
    const bool found = evaluate_eye(a.board, spaces, a.at(v), &value);
    EXPECT_EQ(a.board.hash(), hash);
    EXPECT_EQ(a.board.check_consistency(), "");
    if (!found) return "-1";
    std::string out = std::to_string(value.min_eyes) + " " + std::to_string(value.max_eyes);
    if (value.min_eyes != value.max_eyes)
        out += " " + vertex_name(value.attack, a.board.size()) + " " +
               vertex_name(value.defense, a.board.size());
    return out;
}

// A black wall on the lower left closes A1-B1 and C1 is open to White.
constexpr std::string_view kCornerSpaces = R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X . . . . .
. . . X O . . . .
X X X X O . . . .
. . . X O . . . .
)";

TEST(Optics, EnclosedPointsAreTheOwnersSpace) {
    Analysis a(kCornerSpaces);
    const EyeSpaces s(a.board, a.safety);
    for (const char* v : {"A1", "B1", "C1", "A3", "B3", "C3"}) {
        EXPECT_TRUE(s.in_space(a.at(v), Color::Black)) << v;
        EXPECT_FALSE(s.marginal(a.at(v), Color::Black)) << v;
        EXPECT_FALSE(s.in_space(a.at(v), Color::White)) << v;
    }
    // The open board is nobody's: both colours reach it.
    for (const char* v : {"E5", "H9", "F1"}) {
        EXPECT_FALSE(s.in_space(a.at(v), Color::Black)) << v;
        EXPECT_FALSE(s.in_space(a.at(v), Color::White)) << v;
    }
}

// White's stone on F1 touches E1: E1 lies in both colours' reach, next to
// Black's space D1... so it is a marginal point of Black's space, White can
// play it from outside.
TEST(Optics, APointTheOpponentTouchesIsMarginal) {
    Analysis a(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X X X . . .
X . . . X O O . .
X X . . . O . . .
)");
    const EyeSpaces s(a.board, a.safety);
    EXPECT_TRUE(s.in_space(a.at("E1"), Color::Black));
    EXPECT_TRUE(s.marginal(a.at("E1"), Color::Black));
    EXPECT_TRUE(s.in_space(a.at("C1"), Color::Black));
    EXPECT_FALSE(s.marginal(a.at("C1"), Color::Black));
    Point pts[16];
    EXPECT_EQ(s.space_points(a.at("C1"), Color::Black, pts, 16), 6);  // B2 C2 D2 C1 D1 E1
}

// A white stone in atari inside Black's corner is dead: its point is part of
// Black's space, and eval_eye on it answers for Black's space.
TEST(Optics, DeadStonesBelongToTheSpaceAroundThem) {
    Analysis a(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X . . . . .
. O . X . . . . .
. . . X . . . . .
)");
    EXPECT_FALSE(a.safety.lively[a.at("B2").index()]);
    const EyeSpaces s(a.board, a.safety);
    EXPECT_TRUE(s.in_space(a.at("B2"), Color::Black));
    EXPECT_NE(eval(a, "B2"), "-1");
    // A lively stone is in no eye space.
    EXPECT_EQ(eval(a, "D2"), "-1");
}

// Stones in a small area that the other colour closes (six points here)
// cannot make two eyes: they count as dead, their area as Black's space.
// (Here the tactical reader captures them anyway; the rule itself decides
// optics.tst 1101, a seki where the tactical reader cannot.)
TEST(Optics, StonesInASmallClosedAreaAreDead) {
    Analysis a(R"(
. . . . . . .
. . . . . . .
. . . . . . .
X X X X X . .
X . O O X . .
X . . . X . .
X X X X X . .
)");
    EXPECT_FALSE(a.safety.lively[a.at("C3").index()]);
    const EyeSpaces s(a.board, a.safety);
    for (const char* v : {"B3", "C3", "D3", "B2", "C2", "D2"})
        EXPECT_TRUE(s.in_space(a.at(v), Color::Black)) << v;
    EXPECT_NE(eval(a, "C2"), "-1");
}

// One-point eyes: true with every diagonal the owner's, false on the edge
// with a lively opponent stone on a diagonal.
TEST(Optics, OnePointEyesFromTheDiagonals) {
    Analysis a(R"(
. . . . . . .
. . . . . . .
O O O O O O O
X X X X X O .
X . X . X O .
X X X X X O .
. X . X . X O
)");
    EXPECT_EQ(eval(a, "A1"), "1 1");  // corner, B2 Black's
    EXPECT_EQ(eval(a, "C1"), "1 1");  // edge, B2 and D2 Black's
    EXPECT_EQ(eval(a, "B3"), "1 1");  // centre, every diagonal Black's
    EXPECT_EQ(eval(a, "D3"), "1 1");
    // E1 on the edge: F2 is a lively white stone.
    EXPECT_EQ(eval(a, "E1"), "0 0");
    EXPECT_EQ(a.board.at(a.at("F1")), Color::Black);
    EXPECT_TRUE(a.safety.capturable[a.at("F1").index()]);  // White E1 takes it, Black E1 saves it
}

// The black groups left and right of D1 connect only there: E2 is White's
// (lively), so D1 is a false eye for Black.  White's dead stone on it is a
// false stone: Black captures it by filling C1 and the point it leaves is
// false, so the space C1-D1 gives no eye.  A1 is a true eye.
TEST(Optics, ADeadStoneOnAFalsePointGivesNoEye) {
    Analysis a(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . O . . . .
X X X X O . X X X
. . . X O . X . .
X X X X O . X . .
X X X X O X X . .
. X . O X X . . .
)");
    EXPECT_FALSE(a.safety.lively[a.at("D1").index()]);
    const EyeSpaces s(a.board, a.safety);
    EXPECT_EQ(s.topology(a.at("D1"), Color::Black).kind, EyeTopology::False);
    EXPECT_EQ(eval(a, "C1"), "0 0");
    EXPECT_EQ(eval(a, "D1"), "0 0");
    EXPECT_EQ(eval(a, "A1"), "1 1");
}

// D1 is false (E2 is White's) and White can play it (joining C1, which has
// B1 left): a marginal point, although it touches White's dead stone.  The
// space is then one eye for Black if it plays D1 first, none if White does.
TEST(Optics, AFalsePointNextToADeadStoneIsMarginal) {
    Analysis a(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . O . . . .
X X X X O . X X X
. . . X O . X . .
X X X X O . X . .
X X X X O X X . .
X . O . X X . . .
)");
    EXPECT_FALSE(a.safety.lively[a.at("C1").index()]);
    const EyeSpaces s(a.board, a.safety);
    EXPECT_EQ(s.topology(a.at("D1"), Color::Black).kind, EyeTopology::False);
    EXPECT_EQ(eval(a, "B1"), "0 1 D1 D1");
}

// C1 is false for Black (B2 is White's), but White cannot play it (it would
// join D1 without a liberty): Black's point.  Black C1 captures D1, whose
// point is a true eye.
TEST(Optics, AFalsePointTheOpponentCannotPlayStaysPlain) {
    Analysis a(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. O . . . . . . .
. O . . . . . . .
. O X X X X . . .
X O X . . X . . .
X O X X X X . . .
X X . O X . . . .
)");
    EXPECT_FALSE(a.safety.lively[a.at("D1").index()]);
    EXPECT_TRUE(a.safety.lively[a.at("B2").index()]);
    const EyeSpaces s(a.board, a.safety);
    EXPECT_EQ(s.topology(a.at("C1"), Color::Black).kind, EyeTopology::False);
    EXPECT_EQ(eval(a, "C1"), "1 1");
}

// White's dead stone D1 sits on a half eye: E2 is empty and White can play
// it.  White E2 makes the point false (capturing D1 then gives nothing);
// Black E2 makes it true (capturing D1 gives an eye).
TEST(Optics, ADeadStoneOnAHalfEye) {
    Analysis a(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . O . . . .
X X X X O . X X X
. . . X O . X . .
X X X X O . X . .
X X X X . X X . .
X X . O X X . . .
)");
    EXPECT_FALSE(a.safety.lively[a.at("D1").index()]);
    const EyeSpaces s(a.board, a.safety);
    EXPECT_EQ(s.topology(a.at("D1"), Color::Black).kind, EyeTopology::Half);
    EXPECT_EQ(eval(a, "C1"), "0 1 E2 E2");
}

// White's dead stone A2 sits on a half eye: White B1 would capture A1.  But
// Black's best move inside, B2, captures A2 and leaves B1 without a liberty
// for White, so the half eye cannot be spoilt any more: two eyes if Black
// plays first, one if White takes B2.
TEST(Optics, AHalfEyeTheOwnersMoveInsideSecures) {
    Analysis a(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X . . . . .
X X X X . . . . .
O . X X . . . . .
X . X . . . . . .
)");
    const EyeSpaces s(a.board, a.safety);
    EXPECT_EQ(s.topology(a.at("A2"), Color::Black).kind, EyeTopology::Half);
    EXPECT_EQ(eval(a, "B1"), "1 2 B2 B2");
}

TEST(Optics, OpenPointsAndStonesAreNoEye) {
    Analysis a(kCornerSpaces);
    EXPECT_EQ(eval(a, "H8"), "-1");
    EXPECT_EQ(eval(a, "D1"), "-1");  // a lively stone
    Analysis empty(". . .\n. . .\n. . .\n");
    EXPECT_EQ(eval(empty, "B2"), "-1");
}

}  // namespace
}  // namespace yomi
