#include "reading/tactical.h"

#include <gtest/gtest.h>

#include "engine/tests/diagram.h"

namespace yomi {
namespace {

using test::board_from_diagram;
using test::vertex;

TEST(Tactical, CapturesStringInAtari) {
    Board b = board_from_diagram(R"(
        . . . . .
        . X O . .
        . . X . .
        . . . . .
        . . . . .)");
    TacticalReader r(b);
    // O at C4 has liberties D4 and C5.
    const ReadResult res = r.attack(vertex(b, "C4"));
    EXPECT_EQ(res.code, ReadCode::Win);
}

}  // namespace
}  // namespace yomi
