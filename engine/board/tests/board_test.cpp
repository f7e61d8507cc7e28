#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include <yomi/engine/board/board.h>
#include <yomi/engine/board/tests/diagram.h>
#include <yomi/engine/board/zobrist.h>

namespace yomi {
namespace {

using test::board_from_diagram;
using test::vertex;

TEST(Board, EmptyBoardHashIsTheSizeKey) {
    for (int size = 1; size <= 19; ++size) {
        Board b(size);
        EXPECT_EQ(b.hash(), zobrist::size_key(size));
        EXPECT_EQ(b.check_consistency(), "");
    }
    // Pinned so that a change of the key scheme is noticed (cache files).
    EXPECT_EQ(Board(19).hash(), zobrist::kTables.size[19]);
    EXPECT_NE(Board(19).hash(), Board(9).hash());
}

TEST(Board, RejectsAbsurdSizes) {
    Board b(9);
    EXPECT_THROW(b.reset(0), std::invalid_argument);
    EXPECT_THROW(b.reset(20), std::invalid_argument);
    EXPECT_THROW(b.reset(-3), std::invalid_argument);
    EXPECT_EQ(b.size(), 9);
}

TEST(Board, VertexRoundTrip) {
    EXPECT_EQ(vertex_name(*parse_vertex("A1", 19), 19), "A1");
    EXPECT_EQ(vertex_name(*parse_vertex("t19", 19), 19), "T19");
    EXPECT_EQ(vertex_name(*parse_vertex("J10", 19), 19), "J10");
    EXPECT_FALSE(parse_vertex("I5", 19));
    EXPECT_FALSE(parse_vertex("K10", 9));
    EXPECT_FALSE(parse_vertex("A0", 9));
    EXPECT_FALSE(parse_vertex("A01", 9));
    EXPECT_FALSE(parse_vertex("", 9));
    EXPECT_TRUE(parse_vertex("pass", 9)->is_pass());
    EXPECT_EQ(parse_vertex("A1", 19)->row(), 18);
}

TEST(Board, SingleCaptureAndLiberties) {
    Board b = board_from_diagram(R"(
        . X . . .
        X O X . .
        . . . . .
        . . . . .
        . . . . .)");
    const Point o = vertex(b, "B4");
    EXPECT_EQ(b.countlib(o), 1);
    EXPECT_TRUE(b.play(vertex(b, "B3"), Color::Black));
    EXPECT_EQ(b.at(o), Color::Empty);
    EXPECT_EQ(b.captures(Color::White), 1);
    EXPECT_EQ(b.countlib(vertex(b, "B3")), 4);
    EXPECT_EQ(b.check_consistency(), "");
    EXPECT_TRUE(b.undo());
    EXPECT_EQ(b.at(o), Color::White);
    EXPECT_EQ(b.captures(Color::White), 0);
    EXPECT_EQ(b.check_consistency(), "");
}

TEST(Board, SuicideIsIllegalButCaptureIsNot) {
    Board b = board_from_diagram(R"(
        . X . . .
        X . . . .
        . . . . .
        . . . . .
        . . . . .)");
    // A5 for white: no liberty, captures nothing -> suicide.
    EXPECT_FALSE(b.is_legal(vertex(b, "A5"), Color::White));
    EXPECT_TRUE(b.is_suicide(vertex(b, "A5"), Color::White));
    // A5 for black connects to stones with other liberties: legal.
    EXPECT_TRUE(b.is_legal(vertex(b, "A5"), Color::Black));
    const uint64_t h = b.hash();
    EXPECT_FALSE(b.play(vertex(b, "A5"), Color::White));
    EXPECT_EQ(b.hash(), h);
    EXPECT_FALSE(b.play(vertex(b, "B5"), Color::White));  // occupied
}

TEST(Board, SimpleKoAndTryko) {
    Board b = board_from_diagram(R"(
        . . . . .
        . X O . .
        X O . O .
        . X O . .
        . . . . .)");
    // White B3 has one liberty, C3; black C3 captures it and makes a ko.
    const Point c3 = vertex(b, "C3");
    const Point b3 = vertex(b, "B3");
    ASSERT_EQ(b.countlib(b3), 1);
    ASSERT_TRUE(b.play(c3, Color::Black));
    EXPECT_EQ(b.at(b3), Color::Empty);
    EXPECT_EQ(b.ko_point(), b3);
    EXPECT_FALSE(b.is_legal(b3, Color::White));
    EXPECT_FALSE(b.trymove(b3, Color::White));
    EXPECT_TRUE(b.is_ko_capture(b3, Color::White));
    // Black may fill the ko.
    EXPECT_TRUE(b.is_legal(b3, Color::Black));
    // tryko takes the ko as if after a threat.
    const uint64_t h = b.hash();
    ASSERT_TRUE(b.tryko(b3, Color::White));
    EXPECT_EQ(b.at(c3), Color::Empty);
    EXPECT_EQ(b.ko_point(), c3);
    EXPECT_EQ(b.check_consistency(), "");
    b.popgo();
    EXPECT_EQ(b.hash(), h);
    EXPECT_EQ(b.ko_point(), b3);
    // After a move elsewhere the ko point clears, as the predicted hash says.
    const uint64_t predicted = b.hash_after_quiet_move(vertex(b, "E1"), Color::White);
    ASSERT_TRUE(b.play(vertex(b, "E1"), Color::White));
    EXPECT_TRUE(b.ko_point().is_pass());
    EXPECT_EQ(b.hash(), predicted);
    EXPECT_EQ(b.check_consistency(), "");
}

TEST(Board, HashAfterQuietMoveMatchesTheMove) {
    Board b = board_from_diagram(R"(
        . . X . .
        . X O . .
        . . X . .
        . . . . .
        . . . . .)");
    const Point d2 = vertex(b, "D2");
    const uint64_t quiet = b.hash_after_quiet_move(d2, Color::White);
    ASSERT_TRUE(b.trymove(d2, Color::White));
    EXPECT_EQ(b.hash(), quiet);
    b.popgo();
    // Black D4 captures C4: not a quiet move, the guess is off.
    const Point d4 = vertex(b, "D4");
    const uint64_t guess = b.hash_after_quiet_move(d4, Color::Black);
    ASSERT_TRUE(b.trymove(d4, Color::Black));
    ASSERT_EQ(b.at(vertex(b, "C4")), Color::Empty);
    EXPECT_NE(b.hash(), guess);
    b.popgo();
}

TEST(Board, CapturingTwoStonesIsNotKo) {
    Board b = board_from_diagram(R"(
        . . . . .
        O O . . .
        X X O . .
        . . O . .
        . . . . .)");
    // White A2 captures... no: white A3-B3 have liberties; black A3/B3 string
    // (row 3) has liberties A2, B2.  White B2 then A2 captures two stones.
    ASSERT_TRUE(b.play(vertex(b, "B2"), Color::White));
    ASSERT_TRUE(b.play(vertex(b, "A2"), Color::White));
    EXPECT_EQ(b.captures(Color::Black), 2);
    EXPECT_TRUE(b.ko_point().is_pass());
    EXPECT_EQ(b.check_consistency(), "");
}

TEST(Board, MergeAndCaptureBigString) {
    Board b(9);
    // A wall of black on row 1 captured by white surrounding it.
    for (int c = 0; c < 8; ++c) ASSERT_TRUE(b.play(Point::at(8, c), Color::Black));
    EXPECT_EQ(b.string_size(Point::at(8, 0)), 8);
    EXPECT_EQ(b.countlib(Point::at(8, 0)), 9);
    for (int c = 0; c < 9; ++c) ASSERT_TRUE(b.play(Point::at(7, c), Color::White));
    // Last liberty I1 (8,8): white plays it and captures 8 stones.
    ASSERT_TRUE(b.play(Point::at(8, 8), Color::White));
    EXPECT_EQ(b.captures(Color::Black), 8);
    EXPECT_EQ(b.countlib(Point::at(7, 0)), 9 + 8);
    EXPECT_EQ(b.check_consistency(), "");
    while (b.undo()) EXPECT_EQ(b.check_consistency(), "");
    EXPECT_EQ(b.hash(), Board(9).hash());
}

TEST(Board, TranspositionsShareTheHash) {
    Board a(9), b(9);
    ASSERT_TRUE(a.play(Point::at(2, 2), Color::Black));
    ASSERT_TRUE(a.play(Point::at(6, 6), Color::White));
    ASSERT_TRUE(a.play(Point::at(2, 6), Color::Black));
    ASSERT_TRUE(b.play(Point::at(2, 6), Color::Black));
    ASSERT_TRUE(b.play(Point::at(6, 6), Color::White));
    ASSERT_TRUE(b.play(Point::at(2, 2), Color::Black));
    EXPECT_EQ(a.hash(), b.hash());
}

TEST(Board, SetupStonesAndIl) {
    Board b(5);
    b.set_stone(vertex(b, "A1"), Color::Black);
    b.set_stone(vertex(b, "B1"), Color::Black);
    b.set_stone(vertex(b, "A2"), Color::White);
    EXPECT_EQ(b.string_size(vertex(b, "A1")), 2);
    EXPECT_EQ(b.countlib(vertex(b, "A1")), 2);
    b.set_stone(vertex(b, "B1"), Color::Empty);
    EXPECT_EQ(b.countlib(vertex(b, "A1")), 1);
    EXPECT_EQ(b.check_consistency(), "");
    b.set_ko_point(vertex(b, "B1"));
    EXPECT_EQ(b.check_consistency(), "");
    EXPECT_FALSE(b.is_legal(vertex(b, "B1"), Color::White));
    EXPECT_TRUE(b.is_legal(vertex(b, "B1"), Color::Black));
}

TEST(Board, TryMoveGuardRestores) {
    Board b(9);
    const uint64_t h = b.hash();
    {
        TryMove t(b, Point::at(4, 4), Color::Black);
        EXPECT_TRUE(t);
        EXPECT_EQ(b.stack_depth(), 1);
        EXPECT_FALSE(b.play(Point::at(3, 3), Color::White));  // refused while reading
        TryMove bad(b, Point::at(4, 4), Color::White);
        EXPECT_FALSE(bad);
    }
    EXPECT_EQ(b.stack_depth(), 0);
    EXPECT_EQ(b.hash(), h);
}

TEST(Board, CopiesAreIndependent) {
    Board a(9);
    ASSERT_TRUE(a.play(Point::at(4, 4), Color::Black));
    ASSERT_TRUE(a.trymove(Point::at(4, 5), Color::White));
    Board b = a;
    b.popgo();
    EXPECT_TRUE(b.undo());
    EXPECT_EQ(b.hash(), Board(9).hash());
    EXPECT_EQ(a.at(Point::at(4, 5)), Color::White);
    a.popgo();
    EXPECT_EQ(a.check_consistency(), "");
    EXPECT_EQ(b.check_consistency(), "");
}

// Random games: after every move and every undo the board is consistent, and
// popping everything returns the exact starting hash.
TEST(Board, RandomPlayUndoKeepsInvariants) {
    std::mt19937 rng(12345);
    for (int size : {2, 3, 5, 9, 13, 19}) {
        Board b(size);
        std::vector<uint64_t> hashes;
        for (int move = 0; move < 600; ++move) {
            const Color c = (move % 2) ? Color::White : Color::Black;
            Point legal[kBoardMax];
            int n = 0;
            for (int r = 0; r < size; ++r)
                for (int col = 0; col < size; ++col)
                    if (b.is_legal(Point::at(r, col), c)) legal[n++] = Point::at(r, col);
            hashes.push_back(b.hash());
            const Point p = n ? legal[rng() % n] : Point::pass();
            const bool ko = n == 0 || rng() % 8 == 0;
            ASSERT_TRUE(ko ? b.tryko(p, c) : b.trymove(p, c));
            ASSERT_EQ(b.check_consistency(), "") << "size " << size << " move " << move;
            if (rng() % 3 == 0) {
                b.popgo();
                ASSERT_EQ(b.hash(), hashes.back());
                hashes.pop_back();
                ASSERT_EQ(b.check_consistency(), "");
            }
        }
        while (b.stack_depth() > 0) {
            b.popgo();
            ASSERT_EQ(b.hash(), hashes.back());
            hashes.pop_back();
        }
        EXPECT_EQ(b.hash(), Board(size).hash());
        EXPECT_EQ(b.check_consistency(), "");
    }
}

TEST(Board, ApproxlibAfterDoesNotChangeTheBoard) {
    Board b = board_from_diagram(R"(
        . . . . .
        . O O . .
        O X X O .
        . O X O .
        . . O . .)");
    const uint64_t h = b.hash();
    Point libs[8];
    // Black B1: neighbours A1 (empty), B2 and C1 (white, two liberties each).
    const int n = b.approxlib_after(vertex(b, "B1"), Color::Black, 8, libs);
    ASSERT_EQ(n, 1);
    EXPECT_EQ(libs[0], vertex(b, "A1"));
    EXPECT_EQ(b.hash(), h);
    EXPECT_EQ(b.stack_depth(), 0);
}

TEST(Board, FindlibPrefixAndCount) {
    Board b = test::board_from_diagram(R"(
        . . . . .
        . X X X .
        . X . . .
        . . . . .
        . . . . .)");
    const Point str = test::vertex(b, "B4");
    Point all[16];
    const int n = b.findlib(str, 16, all);
    EXPECT_EQ(n, b.countlib(str));
    EXPECT_EQ(n, 9);
    for (int k = 0; k <= n; ++k) {
        Point some[16];
        EXPECT_EQ(b.findlib(str, k, some), n);
        for (int i = 0; i < k; ++i) EXPECT_EQ(some[i], all[i]);
    }
}

// The liberties of every string, as a sorted list, found the slow way.
std::vector<int> liberties_by_hand(const Board& b, Point str) {
    std::vector<int> libs;
    Point stones[kBoardMax];
    const int n = b.string_stones(str, kBoardMax, stones);
    for (int i = 0; i < n; ++i)
        for (int d : kDelta) {
            const Point q(stones[i].index() + d);
            if (b.at(q) == Color::Empty) libs.push_back(q.index());
        }
    std::sort(libs.begin(), libs.end());
    libs.erase(std::unique(libs.begin(), libs.end()), libs.end());
    return libs;
}

// findlib remembers short liberty lists between calls: after moves, captures,
// ko captures and undos it must still answer the board as it is.
TEST(Board, FindlibFollowsMovesAndUndos) {
    std::mt19937 rng(777);
    Board b(7);
    for (int step = 0; step < 3000; ++step) {
        const Color c = (step % 2) ? Color::White : Color::Black;
        if (b.stack_depth() > 0 && rng() % 3 == 0) {
            b.popgo();
        } else {
            const Point p = Point::at(static_cast<int>(rng() % 7), static_cast<int>(rng() % 7));
            if (!b.trymove(p, c)) b.tryko(p, c);
        }
        for (int r = 0; r < 7; ++r)
            for (int col = 0; col < 7; ++col) {
                const Point s = Point::at(r, col);
                if (!is_stone(b.at(s))) continue;
                Point libs[kBoardMax];
                const int n = b.findlib(s, kBoardMax, libs);
                std::vector<int> got;
                for (int i = 0; i < n; ++i) got.push_back(libs[i].index());
                std::sort(got.begin(), got.end());
                ASSERT_EQ(got, liberties_by_hand(b, s)) << "step " << step << "\n" << b.to_string();
                Point first;
                if (n > 0) {
                    ASSERT_EQ(b.findlib(s, 1, &first), n);
                    ASSERT_EQ(first, libs[0]);
                }
            }
    }
}

}  // namespace
}  // namespace yomi
