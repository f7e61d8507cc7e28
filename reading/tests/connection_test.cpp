// Unit tests of the connection reader on ASCII diagrams (checked by hand
// and with GNU Go 3.8's connect/disconnect on the same positions).
#include <yomi/reading/connection.h>

#include <gtest/gtest.h>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/tests/diagram.h>

namespace yomi {
namespace {

using test::board_from_diagram;
using test::vertex;

struct Both {
    ReadResult connect, disconnect;
    friend bool operator==(const Both&, const Both&) = default;
};

Both ask(Board& b, std::string_view x, std::string_view y, cache::Table* t = nullptr) {
    ConnectionReader r(b, ReadingParams{}, t);
    const uint64_t h = b.hash();
    Both out{r.connect(vertex(b, x), vertex(b, y)), r.disconnect(vertex(b, x), vertex(b, y))};
    EXPECT_EQ(b.hash(), h) << "board not restored";
    EXPECT_EQ(b.stack_depth(), 0);
    EXPECT_EQ(b.check_consistency(), "");
    return out;
}

// B4 and D4 share C4 only, with White above and below it: whoever plays C4.
constexpr const char* kOnePointJump = R"(
    . . . . . . .
    . . . . . . .
    . . O . . . .
    . X . X . . .
    . . O . . . .
    . . . . . . .
    . . . . . . .)";

TEST(Connection, CuttingPointDecides) {
    Board b = board_from_diagram(kOnePointJump);
    const Both a = ask(b, "B4", "D4");
    EXPECT_EQ(a.connect, (ReadResult{ReadCode::Win, vertex(b, "C4")}));
    EXPECT_EQ(a.disconnect, (ReadResult{ReadCode::Win, vertex(b, "C4")}));
}

TEST(Connection, DiagonalWithBothPointsEmptyIsLinked) {
    Board b = board_from_diagram(R"(
        . . . . .
        . . . . .
        . X . . .
        . . X . .
        . . . . .)");
    const Both a = ask(b, "B3", "C2");
    EXPECT_EQ(a.connect, (ReadResult{ReadCode::Win, Point::pass()}));
    EXPECT_EQ(a.disconnect, ReadResult{});
}

TEST(Connection, OneStringIsLinkedAndBadInputFails) {
    Board b = board_from_diagram(kOnePointJump);
    ConnectionReader r(b);
    EXPECT_EQ(r.connect(vertex(b, "B4"), vertex(b, "B4")),
              (ReadResult{ReadCode::Win, Point::pass()}));
    EXPECT_EQ(r.disconnect(vertex(b, "B4"), vertex(b, "C5")), ReadResult{});  // two colours
    EXPECT_EQ(r.connect(vertex(b, "A1"), vertex(b, "B4")), ReadResult{});     // empty
}

TEST(Connection, AnswersDoNotDependOnTheCacheSize) {
    Board b = board_from_diagram(kOnePointJump);
    const Both none = ask(b, "B4", "D4");
    cache::Table tiny(64.0 / (1 << 20));
    cache::Table large(8.0);
    EXPECT_EQ(ask(b, "B4", "D4", &tiny), none);
    EXPECT_EQ(ask(b, "B4", "D4", &large), none);
    EXPECT_EQ(ask(b, "D4", "B4", &large), none);
}

}  // namespace
}  // namespace yomi
