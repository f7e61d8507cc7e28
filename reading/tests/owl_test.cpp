// Unit tests of the owl reader and its eye-space analysis on ASCII diagrams
// (each expectation checked by hand and with GNU Go 3.8's dragon_status on
// the same position), and the cache invariants: the same answers with no
// cache, a one-bucket table and a large one, the board restored.
#include "reading/owl.h"

#include <gtest/gtest.h>

#include <string>

#include "cache/reading_cache.h"
#include "engine/tests/diagram.h"
#include "reading/eye_space.h"

namespace yomi {
namespace {

using test::board_from_diagram;
using test::vertex;

// Black's corner group with a straight three of eye space: vital point B1.
constexpr const char* kStraightThree = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O . . . .
    X X X X O . . . .
    . . . X O . . . .)";

// Two separate one-point eyes (A2, C2): alive whoever moves.
constexpr const char* kTwoEyes = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O O . . .
    X X X X X O . . .
    . X . X X O . . .
    X X X X X O . . .)";

// A two-point eye space (A1, B1): one eye, dead whoever moves.
constexpr const char* kOneEye = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O . . . .
    X X X X O . . . .
    . . X X O . . . .)";

// Every owl answer about the dragon at v, checking the board is restored.
struct OwlAnswers {
    ReadResult attack, defense;
    DragonReport status;
    friend bool operator==(const OwlAnswers& a, const OwlAnswers& b) {
        return a.attack == b.attack && a.defense == b.defense &&
               a.status.status == b.status.status && a.status.attack == b.status.attack &&
               a.status.defense == b.status.defense;
    }
};

OwlAnswers ask(Board& b, std::string_view v, cache::Table* table = nullptr) {
    OwlReader r(b, ReadingParams{}, table);
    const uint64_t h = b.hash();
    OwlAnswers a{r.owl_attack(vertex(b, v)), r.owl_defend(vertex(b, v)),
                 r.dragon_status(vertex(b, v))};
    EXPECT_EQ(b.hash(), h) << "board not restored";
    EXPECT_EQ(b.stack_depth(), 0);
    EXPECT_EQ(b.check_consistency(), "");
    return a;
}

TEST(EyeSpace, StraightThreeIsOneEyeOrTwoWithVitalPointInTheMiddle) {
    Board b = board_from_diagram(kStraightThree);
    OwlReader r(b);
    PointMask goal;
    r.dragon_of(vertex(b, "B2"), goal);
    EyeSummary eyes;
    analyze_eyes(b, goal, Color::Black, &eyes);
    ASSERT_EQ(eyes.count, 1);
    EXPECT_TRUE(eyes.regions[0].closed);
    EXPECT_EQ(eyes.regions[0].size, 3);
    EXPECT_EQ(eyes.regions[0].min_eyes, 1);
    EXPECT_EQ(eyes.regions[0].max_eyes, 2);
    EXPECT_EQ(eyes.regions[0].vital, vertex(b, "B1"));
    EXPECT_EQ(eyes.sure_eyes, 1);
}

TEST(EyeSpace, TwoOnePointEyesAreSure) {
    Board b = board_from_diagram(kTwoEyes);
    OwlReader r(b);
    PointMask goal;
    r.dragon_of(vertex(b, "A1"), goal);
    // The dragon holds both strings (A1's and the rest are one string here).
    EXPECT_TRUE(goal[vertex(b, "E1").index()]);
    EyeSummary eyes;
    analyze_eyes(b, goal, Color::Black, &eyes);
    EXPECT_EQ(eyes.sure_eyes, 2);
}

TEST(EyeSpace, RectangularSixInTheCornerNeedsOutsideLiberties) {
    // Without an outside liberty the corner's 2x3 has its vital point at B2.
    Board b = board_from_diagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O O . . . .
        X X X X O . . . .
        . . . X O . . . .
        . . . X O . . . .)");
    OwlReader r(b);
    PointMask goal;
    r.dragon_of(vertex(b, "D1"), goal);
    EyeSummary eyes;
    analyze_eyes(b, goal, Color::Black, &eyes);
    ASSERT_EQ(eyes.count, 1);
    EXPECT_EQ(eyes.regions[0].min_eyes, 1);
    EXPECT_EQ(eyes.regions[0].max_eyes, 2);
    EXPECT_EQ(eyes.regions[0].vital, vertex(b, "B2"));
    // One outside liberty (E1 emptied): two eyes.
    b.set_stone(vertex(b, "E1"), Color::Empty);
    analyze_eyes(b, goal, Color::Black, &eyes);
    EXPECT_EQ(eyes.sure_eyes, 2);
}

TEST(EyeSpace, DragonJoinsStringsSharingTwoLiberties) {
    // B2 and C3 are diagonal with both crossing points empty: one dragon.
    // E5 touches nothing: not part of it.
    Board b = board_from_diagram(R"(
        . . . . .
        . . . . X
        . . X . .
        . X . . .
        . . . . .)");
    OwlReader r(b);
    PointMask goal;
    r.dragon_of(vertex(b, "B2"), goal);
    EXPECT_TRUE(goal[vertex(b, "C3").index()]);
    EXPECT_FALSE(goal[vertex(b, "E4").index()]);
}

TEST(Owl, StraightThreeIsCriticalAtTheVitalPoint) {
    Board b = board_from_diagram(kStraightThree);
    const OwlAnswers a = ask(b, "B2");
    EXPECT_EQ(a.attack, (ReadResult{ReadCode::Win, vertex(b, "B1")}));
    EXPECT_EQ(a.defense, (ReadResult{ReadCode::Win, vertex(b, "B1")}));
    EXPECT_EQ(a.status.status, DragonStatus::Critical);
    OwlReader r(b);
    EXPECT_EQ(r.owl_does_attack(vertex(b, "B1"), vertex(b, "B2")), ReadCode::Win);
    EXPECT_EQ(r.owl_does_defend(vertex(b, "B1"), vertex(b, "B2")), ReadCode::Win);
    // The wrong moves: White's A1 is captured, Black's A1 leaves one eye.
    EXPECT_EQ(r.owl_does_attack(vertex(b, "A1"), vertex(b, "B2")), ReadCode::Fail);
    EXPECT_EQ(r.owl_does_defend(vertex(b, "A1"), vertex(b, "B2")), ReadCode::Fail);
}

TEST(Owl, TwoEyesLive) {
    Board b = board_from_diagram(kTwoEyes);
    const OwlAnswers a = ask(b, "B2");
    EXPECT_EQ(a.attack.code, ReadCode::Fail);
    EXPECT_EQ(a.attack.move, Point::pass());
    EXPECT_EQ(a.defense.code, ReadCode::Win);
    EXPECT_EQ(a.status.status, DragonStatus::Alive);
}

TEST(Owl, OneEyeDies) {
    Board b = board_from_diagram(kOneEye);
    const OwlAnswers a = ask(b, "C1");
    EXPECT_EQ(a.attack.code, ReadCode::Win);
    EXPECT_EQ(a.defense, (ReadResult{}));
    EXPECT_EQ(a.status.status, DragonStatus::Dead);
}

TEST(Owl, EmptyPointIsNoDragon) {
    Board b = board_from_diagram(kOneEye);
    OwlReader r(b);
    EXPECT_EQ(r.owl_attack(vertex(b, "A1")), ReadResult{});
    EXPECT_EQ(r.owl_defend(vertex(b, "A1")), ReadResult{});
    EXPECT_EQ(r.dragon_status(vertex(b, "A1")).status, DragonStatus::Alive);
}

TEST(Owl, AnswersDoNotDependOnTheCacheSize) {
    for (const char* diagram : {kStraightThree, kTwoEyes, kOneEye}) {
        Board b = board_from_diagram(diagram);
        const OwlAnswers none = ask(b, "B2");
        cache::Table tiny(64.0 / (1 << 20));  // one bucket
        cache::Table large(8.0);
        EXPECT_EQ(ask(b, "B2", &tiny), none) << diagram;
        EXPECT_EQ(ask(b, "B2", &large), none) << diagram;
        // Asked again, from the filled table.
        EXPECT_EQ(ask(b, "B2", &large), none) << diagram;
        // The straight three needs a search, whose results are stored.
        if (diagram == kStraightThree)
            EXPECT_GT(
                large.stats().by_routine[static_cast<int>(cache::Routine::OwlAttack)].stores,
                0u);
    }
}

TEST(Owl, NodeLimitIsKept) {
    Board b = board_from_diagram(kStraightThree);
    ReadingParams p;
    p.owl_node_limit = 3;
    OwlReader r(b, p);
    r.owl_attack(vertex(b, "B2"));
    EXPECT_LE(r.node_count(), 3u + 8u);  // the limit, plus the root's last tries
}

}  // namespace
}  // namespace yomi
