// Unit tests of the semeai reader on ASCII diagrams (checked by hand and
// with GNU Go 3.8's analyze_semeai on the same positions).
#include <yomi/reading/semeai.h>

#include <gtest/gtest.h>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/tests/diagram.h>

namespace yomi {
namespace {

using test::board_from_diagram;
using test::vertex;

// Black's inner group (A2-C2, C1) has an eye (A1-B1); White's group around it
// (A4-D4, D3-D1) has none, and their three liberties A3-C3 are shared: the
// shared liberties count for the eye, so Black wins whoever moves.
constexpr const char* kEyeAgainstNoEye = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X . . . .
    O O O O X . . . .
    . . . O X . . . .
    X X X O X . . . .
    . . X O X . . . .)";

SemeaiResult ask(Board& b, std::string_view a, std::string_view d, cache::Table* t = nullptr) {
    SemeaiReader r(b, ReadingParams{}, t);
    const uint64_t h = b.hash();
    const SemeaiResult res = r.analyze_semeai(vertex(b, a), vertex(b, d));
    EXPECT_EQ(b.hash(), h) << "board not restored";
    EXPECT_EQ(b.stack_depth(), 0);
    EXPECT_EQ(b.check_consistency(), "");
    return res;
}

TEST(Semeai, EyeBeatsNoEyeWhoeverMoves) {
    Board b = board_from_diagram(kEyeAgainstNoEye);
    // Black first: Black lives and White dies, with no move needed.
    EXPECT_EQ(ask(b, "A2", "A4"), (SemeaiResult{ReadCode::Win, ReadCode::Win, Point::pass()}));
    // White first: White can neither live nor kill.
    const SemeaiResult w = ask(b, "A4", "A2");
    EXPECT_EQ(w.a_lives, ReadCode::Fail);
    EXPECT_EQ(w.b_dies, ReadCode::Fail);
}

TEST(Semeai, BadInputIsAllFail) {
    Board b = board_from_diagram(kEyeAgainstNoEye);
    EXPECT_EQ(ask(b, "A2", "C1"), SemeaiResult{});  // one colour
    SemeaiReader r(b);
    EXPECT_EQ(r.analyze_semeai(vertex(b, "A1"), vertex(b, "A4")), SemeaiResult{});  // empty
}

TEST(Semeai, AnswersDoNotDependOnTheCacheSize) {
    Board b = board_from_diagram(kEyeAgainstNoEye);
    const SemeaiResult none = ask(b, "A2", "A4");
    cache::Table tiny(64.0 / (1 << 20));
    cache::Table large(8.0);
    EXPECT_EQ(ask(b, "A2", "A4", &tiny), none);
    EXPECT_EQ(ask(b, "A2", "A4", &large), none);
    EXPECT_EQ(ask(b, "A2", "A4", &large), none);
    EXPECT_EQ(ask(b, "A4", "A2", &large), ask(b, "A4", "A2"));
}

}  // namespace
}  // namespace yomi
