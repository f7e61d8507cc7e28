// Unit tests of the owl's proofs in a closed region (reading/owl_proof.h) on
// ASCII diagrams.  The codes and moves of the ko positions were found by our
// independent exhaustive solver (regression/tools/ld_solve.py), the others
// read by hand.
#include <yomi/reading/owl_proof.h>

#include <gtest/gtest.h>

#include <string>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/tests/diagram.h>
#include <yomi/reading/owl.h>
#include <yomi/reading/question.h>

namespace yomi {
namespace {

using test::board_from_diagram;
using test::vertex;

// Black's corner with a straight three of eye space: B1 kills and saves.
constexpr const char* kStraightThree = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O O . . .
    O O O O O O . . .
    X X X X O O . . .
    . . . X O O . . .)";

// Two separate one-point eyes: alive, Benson's way.
constexpr const char* kTwoEyes = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O O . . .
    O O O O O O . . .
    X X X X X O . . .
    . X . X X O . . .
    X X X X X O . . .)";

// Black lives only through a ko at C1 when White starts (ld_solve.py:
// attack 2 C1; defend 1 at B1, C1, D1, E1 or E2).
constexpr const char* kKoToKill = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O O O . .
    O O O O O O O . .
    X X X X . O O . .
    . X . X . O O . .
    O . . . . O O . .)";

// White kills only through a ko it must win with a threat (ld_solve.py:
// attack 3 C1; defend 1 at A3, B1 or C1).
constexpr const char* kBadKo = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O O O . .
    O O O O O O O . .
    . X X X . O O . .
    O X . X X O O . .
    . . . . X O O . .)";

// A black group in the open: no closed region.
constexpr const char* kOpen = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . X X . . .
    . . . X . X . . .
    . . . . X X . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .)";

// Black's straight three on the first line under a white wall that ends at
// H2: the region is open along the first line (E1, F1, G1, ... to the open
// right side), so only a bounded region holds it.  White's G1 ends it.
// B1 kills and saves.
constexpr const char* kStraightThreeOpen = R"(
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    O O O O O O O O . . . . .
    X X X X O O O O . . . . .
    . . . X . . . . . . . . .)";

OwlRegion region_of(Board& b, const char* stone, int radius = 0, int max_empty = 20) {
    TacticalReader tactical(b);
    PointMask goal{};
    goal[vertex(b, stone).index()] = 1;
    close_dragon(b, b.at(vertex(b, stone)), goal);
    OwlRegion r;
    find_owl_region(b, tactical, goal, b.at(vertex(b, stone)), max_empty, &r, radius);
    return r;
}

std::string answer(const Board& b, const OwlProof& p) {
    if (!p.settled) return "unsettled";
    std::string s = std::to_string(wire_code(p.code));
    if (p.code != ReadCode::Fail) s += " " + vertex_name(p.move, b.size());
    return s;
}

TEST(OwlRegion, ClosedCornerAndWall) {
    Board b = board_from_diagram(kStraightThree);
    const OwlRegion r = region_of(b, "A2");
    ASSERT_TRUE(r.closed);
    EXPECT_EQ(r.empty_count, 3);  // A1 B1 C1
    EXPECT_TRUE(r.points[vertex(b, "B1").index()]);
    EXPECT_TRUE(r.points[vertex(b, "D2").index()]);   // the dragon's own stones
    EXPECT_FALSE(r.points[vertex(b, "E1").index()]);  // the wall
    EXPECT_GE(r.wall_count, 1);
}

TEST(OwlRegion, OpenGroupHasNone) {
    Board b = board_from_diagram(kOpen);
    const OwlRegion r = region_of(b, "E6");
    EXPECT_FALSE(r.closed);
}

TEST(OwlRegion, UnconditionalLifeInsideTheRegion) {
    Board b = board_from_diagram(kTwoEyes);
    OwlRegion r = region_of(b, "A3");
    ASSERT_TRUE(r.closed);
    EXPECT_TRUE(alive_in_region(b, r.points, vertex(b, "A3")));
    Board three = board_from_diagram(kStraightThree);
    r = region_of(three, "A2");
    EXPECT_FALSE(alive_in_region(three, r.points, vertex(three, "A2")));
}

TEST(OwlProof, StraightThreeVitalPoint) {
    Board b = board_from_diagram(kStraightThree);
    const std::string before = b.to_string();
    const OwlRegion r = region_of(b, "A2");
    OwlProver prover(b, nullptr);
    EXPECT_EQ(answer(b, prover.attack(vertex(b, "A2"), r)), "1 B1");
    EXPECT_EQ(answer(b, prover.defend(vertex(b, "A2"), r)), "1 B1");
    EXPECT_EQ(prover.move_works(vertex(b, "A2"), r, vertex(b, "A1"), true, ReadCode::Win),
              Proof::Disproven);
    EXPECT_EQ(b.to_string(), before);
}

TEST(OwlProof, TwoEyesCannotBeKilled) {
    Board b = board_from_diagram(kTwoEyes);
    const OwlRegion r = region_of(b, "A3");
    OwlProver prover(b, nullptr);
    EXPECT_EQ(answer(b, prover.attack(vertex(b, "A3"), r)), "0");
}

TEST(OwlProof, KoCodes) {
    Board b = board_from_diagram(kKoToKill);
    OwlRegion r = region_of(b, "C3");
    ASSERT_TRUE(r.closed);
    OwlProver prover(b, nullptr);
    EXPECT_EQ(answer(b, prover.attack(vertex(b, "C3"), r)), "2 C1");
    const OwlProof d = prover.defend(vertex(b, "C3"), r);
    EXPECT_EQ(wire_code(d.code), 1);
    EXPECT_NE(std::string("B1 C1 D1 E1 E2").find(vertex_name(d.move, 9)), std::string::npos);

    Board bad = board_from_diagram(kBadKo);
    r = region_of(bad, "E2");
    ASSERT_TRUE(r.closed);
    OwlProver second(bad, nullptr);
    EXPECT_EQ(answer(bad, second.attack(vertex(bad, "E2"), r)), "3 C1");
}

TEST(OwlRegion, BoundedRegionAndItsFrontier) {
    Board b = board_from_diagram(kStraightThreeOpen);
    EXPECT_FALSE(region_of(b, "A2").closed);  // the first line leads out
    const OwlRegion r = region_of(b, "A2", 2, 11);
    ASSERT_TRUE(r.closed);
    EXPECT_EQ(r.empty_count, 5);  // A1 B1 C1, and E1 F1 within two steps
    EXPECT_TRUE(r.points[vertex(b, "F1").index()]);
    EXPECT_FALSE(r.points[vertex(b, "G1").index()]);
    ASSERT_EQ(r.frontier_count, 1);
    EXPECT_EQ(r.frontier[0], vertex(b, "G1"));
    EXPECT_TRUE(r.frontier_blocked[0]);  // next to White's G2
}

TEST(OwlProof, BoundedRegionGames) {
    Board b = board_from_diagram(kStraightThreeOpen);
    const std::string before = b.to_string();
    const OwlRegion r = region_of(b, "A2", 2, 11);
    OwlProver prover(b, nullptr);
    using F = OwlProver::Frontier;
    const Point a2 = vertex(b, "A2");
    // White's kill, with White only on the blocked G1; Black's life, with
    // White on every frontier point.
    EXPECT_EQ(answer(b, prover.prove_bounded(a2, r, true, F::Blocked, ReadCode::Win)), "1 B1");
    EXPECT_EQ(answer(b, prover.prove_bounded(a2, r, false, F::All, ReadCode::Win)), "1 B1");
    EXPECT_EQ(prover.bounded_move_works(a2, r, vertex(b, "C1"), true, F::Blocked, ReadCode::Win),
              Proof::Disproven);
    EXPECT_EQ(b.to_string(), before);
    EXPECT_EQ(b.stack_depth(), 0);
    // The owl reader answers from these games, and its does_* agree.
    OwlReader owl(b);
    const ReadResult att = owl.owl_attack(a2);
    EXPECT_EQ(att, (ReadResult{ReadCode::Win, vertex(b, "B1")}));
    EXPECT_EQ(owl.owl_does_attack(att.move, a2), ReadCode::Win);
    const ReadResult def = owl.owl_defend(a2);
    EXPECT_EQ(def, (ReadResult{ReadCode::Win, vertex(b, "B1")}));
    EXPECT_EQ(owl.owl_does_defend(def.move, a2), ReadCode::Win);
    EXPECT_EQ(b.to_string(), before);
}

// Proven answers are the same with no table, a tiny (0.1 MB) and a large
// (64 MB) table, and a table made without the readers' schema (which df-pn
// must not use), asked twice (the second time from what the first stored).
TEST(OwlProof, SameAnswersWhateverTheCache) {
    for (const char* diagram : {kStraightThree, kTwoEyes, kKoToKill, kBadKo}) {
        Board b = board_from_diagram(diagram);
        const char* stone = diagram == kKoToKill ? "C3" : diagram == kBadKo ? "E2" : "A2";
        if (diagram == kTwoEyes) stone = "A3";
        const OwlRegion r = region_of(b, stone);
        OwlProver none(b, nullptr);
        const std::string att = answer(b, none.attack(vertex(b, stone), r));
        const std::string def = answer(b, none.defend(vertex(b, stone), r));
        cache::Table tiny(0.1, cache::Tuning{}, reading_schema());
        cache::Table large(64, cache::Tuning{}, reading_schema());
        cache::Table bare(16);
        for (cache::Table* t : {&tiny, &large, &bare}) {
            OwlProver p(b, t);
            for (int round = 0; round < 2; ++round) {
                EXPECT_EQ(answer(b, p.attack(vertex(b, stone), r)), att) << diagram;
                EXPECT_EQ(answer(b, p.defend(vertex(b, stone), r)), def) << diagram;
            }
        }
    }
}

// The owl reader answers from the proof where the region is closed, and its
// does_attack agrees with the move it names.
TEST(OwlProof, OwlReaderUsesTheProof) {
    Board b = board_from_diagram(kKoToKill);
    OwlReader owl(b);
    const ReadResult a = owl.owl_attack(vertex(b, "C3"));
    EXPECT_EQ(wire_code(a.code), 2);
    EXPECT_EQ(owl.owl_does_attack(a.move, vertex(b, "C3")), a.code);
    ReadingParams off;
    off.owl_proof = false;
    OwlReader heuristic(b, off);
    heuristic.owl_attack(vertex(b, "C3"));  // whatever it says, it runs without the proof
    EXPECT_GT(heuristic.node_count(), 0u);
}

}  // namespace
}  // namespace yomi
