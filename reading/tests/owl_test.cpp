// Unit tests of the owl reader and its eye-space analysis on ASCII diagrams
// (each expectation checked by hand and with GNU Go 3.8's dragon_status on
// the same position), and the cache invariants: the same answers with no
// cache, a one-bucket table and a large one, the board restored.
#include <yomi/reading/owl.h>

#include <gtest/gtest.h>

#include <cstdio>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/tests/diagram.h>
#include <yomi/reading/eye_space.h>

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

TEST(EyeSpace, EvalEyeFindsTheEnclosingColour) {
    // A1 is Black's eye although Black's group sits inside White's area.
    Board b = board_from_diagram(R"(
        . . . . .
        . . . . .
        O O O O .
        X X X O .
        . X . O .)");
    EyeValue v;
    ASSERT_TRUE(eye_value_at(b, vertex(b, "A1"), &v));
    EXPECT_EQ(v.owner, Color::Black);
    EXPECT_EQ(v.min_eyes, 1);
    EXPECT_EQ(v.max_eyes, 1);
    EXPECT_FALSE(eye_value_at(b, vertex(b, "B1"), &v));  // a stone
    // Above the wall: White's open area, a pocket of White's.
    ASSERT_TRUE(eye_value_at(b, vertex(b, "C4"), &v));
    EXPECT_EQ(v.owner, Color::White);
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

// Black's second-line group in the corner after White's placement at A2
// (GNU Go's ld_owl.tst 8): Black's A5 closes an eye space of four points
// holding the white stone (A1-A4), whose vital point, from the eye-shape
// table, is A3: White kills there.  The attacker reads three moves a node
// below the root, so it must find A3 among its first.
constexpr const char* kSecondLinePlacement = R"(
    . O . . . . . . .
    . O O . . . . . .
    . . O . . . . . .
    . . O . . . . . .
    . X O . . . . . .
    . X O . . . . . .
    . X O . . . . . .
    O X O O . . . . .
    . X . . . . . . .)";

TEST(Owl, TableVitalPointOfAnEyeSpaceHoldingAStone) {
    Board b = board_from_diagram(kSecondLinePlacement);
    ReadingParams p;
    p.owl_proof = false;  // the heuristic search
    OwlReader r(b, p);
    EXPECT_EQ(r.owl_does_defend(vertex(b, "A5"), vertex(b, "B2")), ReadCode::Fail);
    const TryMove a5(b, vertex(b, "A5"), Color::Black);
    ASSERT_TRUE(a5);
    EXPECT_EQ(r.owl_attack(vertex(b, "B2")), (ReadResult{ReadCode::Win, vertex(b, "A3")}));
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
                large.stats().by_routine[static_cast<int>(routine::OwlAttack)].stores,
                0u);
    }
}

TEST(Owl, NodeLimitIsKept) {
    Board b = board_from_diagram(kStraightThree);
    ReadingParams p;
    p.owl_node_limit = 3;
    p.owl_proof = false;
    OwlReader r(b, p);
    r.owl_attack(vertex(b, "B2"));
    EXPECT_LE(r.node_count(), 3u + 8u);  // the limit, plus the root's last tries
}


// --- Properties over random positions.

// Without the owl node limit (a limit cuts differently with and without a
// cache), and shallower than the default so that every question finishes
// quickly.  Each tactical question inside keeps its own limit: it starts
// afresh every time, so the same question gets the same answer.
ReadingParams unlimited() {
    ReadingParams p;
    p.owl_node_limit = 0;
    p.owl_depth = 6;
    return p;
}

Board random_board(std::mt19937& rng, int size, int moves) {
    return test::random_position(rng, size, moves);
}

// One stone of each dragon.
std::vector<Point> dragons(Board& b) {
    OwlReader r(b);
    std::vector<Point> out;
    PointMask done{};
    for (int row = 0; row < b.size(); ++row)
        for (int col = 0; col < b.size(); ++col) {
            const Point p = Point::at(row, col);
            if (!is_stone(b.at(p)) || done[p.index()]) continue;
            PointMask d;
            r.dragon_of(p, d);
            for (int i = 0; i < kBoardMax; ++i) done[i] |= d[i];
            out.push_back(p);
        }
    return out;
}

// Five black stones on the second line under a white wall, the corner open
// (a generated position; GNU Go 3.8: critical J8 J8).  The owner's vital
// point J8 is the attacker's too: dragon_status names it for both, where the
// searches alone give attack J7, defence J8.
constexpr const char* kSecondLineFive = R"(
    . . . . . . . . .
    . . O X X X X X .
    . . O O O O O O .
    . . . . . . . O .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .)";

TEST(Owl, TheOpponentsVitalPointIsOnesOwn) {
    Board b = board_from_diagram(kSecondLineFive);
    OwlReader r(b);
    const DragonReport rep = r.dragon_status(vertex(b, "E8"));
    EXPECT_EQ(rep.status, DragonStatus::Critical);
    EXPECT_EQ(rep.attack, vertex(b, "J8"));
    EXPECT_EQ(rep.defense, vertex(b, "J8"));
    EXPECT_EQ(r.owl_does_attack(vertex(b, "J8"), vertex(b, "E8")), ReadCode::Win);
    EXPECT_EQ(r.owl_does_defend(vertex(b, "J8"), vertex(b, "E8")), ReadCode::Win);
}

// Three black stones on the third line under a loose white cap, the lower
// half of the board empty (a generated position; GNU Go 3.8: owl_attack 0):
// the group has room to make life or run, so no attack works - not even
// E1, which yomi once read as a kill.
constexpr const char* kRoomBelow = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . O O O . O .
    . . . . X X X . .
    . . . . . . . . .
    . . . . . . . . .)";

TEST(Owl, RoomToRunLives) {
    Board b = board_from_diagram(kRoomBelow);
    OwlReader r(b);
    EXPECT_EQ(r.owl_attack(vertex(b, "F3")), ReadResult{});
    EXPECT_EQ(r.owl_does_attack(vertex(b, "E1"), vertex(b, "F3")), ReadCode::Fail);
}

TEST(OwlProperties, ConsistentAndRestoring) {
    std::mt19937 rng(2026);
    int checked = 0;
    for (int game = 0; game < 8; ++game) {
        Board b = random_board(rng, 9, 50);
        for (Point d : dragons(b)) {
            const uint64_t h = b.hash();
            OwlReader r(b, unlimited());
            const ReadResult att = r.owl_attack(d);
            const ReadResult def = r.owl_defend(d);
            ASSERT_EQ(b.hash(), h);
            ASSERT_EQ(b.check_consistency(), "");
            ASSERT_EQ(b.stack_depth(), 0);
            if (att.code == ReadCode::Fail) {
                EXPECT_EQ(att.move, Point::pass());
                EXPECT_NE(def.code, ReadCode::Fail) << b.to_string();
            } else if (att.code == ReadCode::Win) {
                // The killing move kills when played (the same tree below it).
                if (!att.move.is_pass())
                    EXPECT_EQ(r.owl_does_attack(att.move, d), ReadCode::Win) << b.to_string();
            }
            if (def.code == ReadCode::Win && !def.move.is_pass())
                EXPECT_EQ(r.owl_does_defend(def.move, d), ReadCode::Win) << b.to_string();
            ASSERT_EQ(b.hash(), h);
            ++checked;
        }
    }
    EXPECT_GT(checked, 50);
}

// No cache, a tiny table and a large one: the same answers but for rare
// differences at the depth horizon (a position met first deeper in the tree
// was read with less depth left), as for the tactical reader.
TEST(OwlProperties, CacheSizesAgree) {
    std::mt19937 rng(4242);
    cache::Table tiny(0.0625);
    cache::Table large(16);
    int differ = 0, total = 0;
    for (int game = 0; game < 6; ++game) {
        Board b = random_board(rng, 9, 50);
        tiny.clear();
        large.clear();
        for (Point d : dragons(b)) {
            OwlReader none(b, unlimited()), t(b, unlimited(), &tiny), l(b, unlimited(), &large);
            const ReadCode a0 = none.owl_attack(d).code, a1 = t.owl_attack(d).code,
                           a2 = l.owl_attack(d).code;
            const ReadCode d0 = none.owl_defend(d).code, d1 = t.owl_defend(d).code,
                           d2 = l.owl_defend(d).code;
            differ += (a0 != a1) + (a0 != a2) + (d0 != d1) + (d0 != d2);
            total += 4;
        }
    }
    EXPECT_LE(differ * 50, total) << differ << " of " << total;
    std::printf("owl cache sizes: %d of %d answers differ from the uncached ones\n", differ,
                total);
}

// Threads, each with its own board and reader, share one table and answer as
// one thread does.
TEST(OwlProperties, ThreadsShareOneTable) {
    std::mt19937 rng(7);
    std::vector<Board> boards;
    for (int i = 0; i < 6; ++i) boards.push_back(random_board(rng, 9, 50));
    auto answers = [&](cache::Table* table, int thread_count) {
        std::vector<std::vector<ReadResult>> out(boards.size());
        std::vector<std::thread> threads;
        for (int t = 0; t < thread_count; ++t)
            threads.emplace_back([&, t] {
                for (size_t i = t; i < boards.size(); i += thread_count) {
                    Board b = boards[i];
                    OwlReader r(b, unlimited(), table);
                    for (Point d : dragons(b)) out[i].push_back(r.owl_attack(d));
                }
            });
        for (auto& th : threads) th.join();
        return out;
    };
    cache::Table one(8), shared(8);
    const auto serial = answers(&one, 1);
    const auto parallel = answers(&shared, 3);
    int differ = 0, total = 0;
    for (size_t i = 0; i < boards.size(); ++i)
        for (size_t j = 0; j < serial[i].size(); ++j) {
            differ += !(serial[i][j] == parallel[i][j]);
            ++total;
        }
    EXPECT_EQ(differ, 0) << " of " << total;
    EXPECT_GT(total, 20);
}

}  // namespace
}  // namespace yomi
