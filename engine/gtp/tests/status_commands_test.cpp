// The unconditional_status GTP command (engine/gtp/status_commands.cpp),
// driven through gtp::Engine: its three answers and its errors.
#include <gtest/gtest.h>

#include <string>

#include <yomi/engine/gtp/gtp.h>

namespace yomi::gtp {
namespace {

std::string answer(Engine& e, const std::string& line) {
    return e.execute(line);
}

void play(Engine& e, const char* color, std::initializer_list<const char*> vertices) {
    for (const char* v : vertices)
        ASSERT_EQ(answer(e, std::string("play ") + color + " " + v), "= \n\n") << v;
}

// Black's corner group with the eye A1 and a white stone on D1 in its second
// space C1-E1: alive, dead, and White's wall undecided.
//   4 O O O O O O O .
//   3 X X X X X X O .
//   2 X X X X X X O .
//   1 . X . O . X O .
void corner_position(Engine& e) {
    ASSERT_EQ(answer(e, "boardsize 9"), "= \n\n");
    play(e, "black",
         {"A3", "B3", "C3", "D3", "E3", "F3", "A2", "B2", "C2", "D2", "E2", "F2", "B1", "F1"});
    play(e, "white", {"A4", "B4", "C4", "D4", "E4", "F4", "G4", "G3", "G2", "G1", "D1"});
}

TEST(StatusGtp, AliveDeadUndecided) {
    Engine e;
    corner_position(e);
    EXPECT_EQ(answer(e, "1 unconditional_status B2"), "=1 alive\n\n");
    EXPECT_EQ(answer(e, "2 unconditional_status F1"), "=2 alive\n\n");
    EXPECT_EQ(answer(e, "3 unconditional_status D1"), "=3 dead\n\n");
    EXPECT_EQ(answer(e, "4 unconditional_status A4"), "=4 undecided\n\n");
    EXPECT_EQ(answer(e, "5 unconditional_status G1"), "=5 undecided\n\n");
    // White C1: White's two stones have the one liberty E1, which White can
    // never fill; Black stays alive and both stones are dead.
    ASSERT_EQ(answer(e, "play white C1"), "= \n\n");
    EXPECT_EQ(answer(e, "6 unconditional_status B2"), "=6 alive\n\n");
    EXPECT_EQ(answer(e, "7 unconditional_status C1"), "=7 dead\n\n");
    // Without the eye A1 (Black's own stone there), nothing is settled.
    EXPECT_EQ(answer(e, "undo"), "= \n\n");
    ASSERT_EQ(answer(e, "play black A1"), "= \n\n");
    EXPECT_EQ(answer(e, "8 unconditional_status B2"), "=8 undecided\n\n");
    EXPECT_EQ(answer(e, "9 unconditional_status D1"), "=9 undecided\n\n");
    EXPECT_EQ(answer(e, "undo"), "= \n\n");
    EXPECT_EQ(answer(e, "10 unconditional_status B2"), "=10 alive\n\n");
}

TEST(StatusGtp, BadInputIsAnError) {
    Engine e;
    // No position: the board is empty, every vertex is an empty point.
    EXPECT_EQ(answer(e, "unconditional_status E5"), "? vertex must not be empty\n\n");
    corner_position(e);
    EXPECT_EQ(answer(e, "unconditional_status A1"), "? vertex must not be empty\n\n");
    EXPECT_EQ(answer(e, "unconditional_status K9"), "? invalid coordinate\n\n");
    EXPECT_EQ(answer(e, "unconditional_status A10"), "? invalid coordinate\n\n");
    EXPECT_EQ(answer(e, "unconditional_status pass"), "? invalid coordinate\n\n");
    EXPECT_EQ(answer(e, "unconditional_status 3"), "? invalid coordinate\n\n");
    EXPECT_EQ(answer(e, "unconditional_status"), "? expected 1 argument\n\n");
    EXPECT_EQ(answer(e, "unconditional_status B2 C2"), "? too many arguments\n\n");
    // The engine keeps serving, and the position is untouched.
    EXPECT_EQ(answer(e, "unconditional_status B2"), "= alive\n\n");
    EXPECT_EQ(answer(e, "known_command unconditional_status"), "= true\n\n");
}

}  // namespace
}  // namespace yomi::gtp
