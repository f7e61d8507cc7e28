// Unit tests of the semeai reader on ASCII diagrams (checked by hand and
// with GNU Go 3.8's analyze_semeai on the same positions).
#include <yomi/reading/semeai.h>

#include <gtest/gtest.h>

#include <yomi/cache/reading_cache.h>
#include <yomi/reading/board_status.h>
#include <yomi/reading/owl.h>
#include <yomi/reading/semeai_counter.h>
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

SemeaiResult ask(Board& b, std::string_view a, std::string_view d, cache::Table* t = nullptr,
                 bool playout = false) {
    ReadingParams params;
    params.semeai_playout = playout;
    SemeaiReader r(b, params, t);
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

TEST(Semeai, AsTheFallbackTheCountNamesTheMoveOfALivingA) {
    // Black lives and kills whoever moves: the count alone answers PASS;
    // as the play-out's fallback it names the move that gets there.
    Board b = board_from_diagram(kEyeAgainstNoEye);
    SemeaiCounter alone(b);
    const SemeaiResult pass = alone.analyze(vertex(b, "A2"), vertex(b, "A4"));
    EXPECT_EQ(pass, (SemeaiResult{ReadCode::Win, ReadCode::Win, Point::pass()}));
    SemeaiCounter fallback(b);
    fallback.set_name_move(true);
    const SemeaiResult named = fallback.analyze(vertex(b, "A2"), vertex(b, "A4"));
    EXPECT_EQ(named.a_lives, ReadCode::Win);
    EXPECT_EQ(named.b_dies, ReadCode::Win);
    EXPECT_FALSE(named.move.is_pass());
    // White dies whatever it plays: no move to name.
    EXPECT_EQ(fallback.analyze(vertex(b, "A4"), vertex(b, "A2")).move, Point::pass());
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

// The play-out (ReadingParams::semeai_playout).

// Black's dragon (H9-H8, G8-G5, H5-J5, J6) holds White's three stones H7,
// J7, J8; White's wall (F9-F4, G4-J4) lives outside.  Black's liberties:
// G9, and J9 and H6, which White's three stones share (their only ones).
// Black can capture them (J9, then H6), but the capture leaves Black a
// bent three that White's stone on its vital point kills: capturing counts
// only if the capturer then lives.  White cannot approach either: seki
// whoever moves (1 0), checked with GNU Go 3.8.  The first version (a
// count) answers 1 1 J9.
constexpr const char* kSekiInTheCorner = R"(
    . . . . . O . X .
    . . . . . O X X O
    . . . . . O X O O
    . . . . . O X . X
    . . . . . O X X X
    . . . . . O O O O
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .)";

TEST(SemeaiPlayout, SharedLibertiesWithoutEyesAreSeki) {
    Board b = board_from_diagram(kSekiInTheCorner);
    const SemeaiResult seki{ReadCode::Win, ReadCode::Fail, Point::pass()};
    EXPECT_EQ(ask(b, "H9", "J8", nullptr, true), seki);
    EXPECT_EQ(ask(b, "J8", "H9", nullptr, true), seki);
    cache::Table t(1.0);
    EXPECT_EQ(ask(b, "H9", "J8", &t, true), seki);
    EXPECT_EQ(ask(b, "H9", "J8", &t, true), seki);  // from the cache
}

TEST(SemeaiPlayout, DragonStatusAgreesAboutSeki) {
    // White's three stones: the owl alone calls them dead; in seki with
    // Black's dragon (which the owl without its proofs does not call alive)
    // they live, as GNU Go says.  With the proofs the owl calls Black's dragon
    // alive (it plays the seki out: a seki lives), and the race check, which
    // asks only neighbours the owl does not call alive, then leaves White's
    // stones dead: a gap (reading/README.md, the semeai reader).
    Board b = board_from_diagram(kSekiInTheCorner);
    ReadingParams params;
    params.semeai_playout = true;
    OwlReader proving(b, params);
    EXPECT_EQ(proving.dragon_status(vertex(b, "H9")).status, DragonStatus::Alive);
    params.owl_proof = false;
    OwlReader owl(b, params);
    EXPECT_EQ(owl.dragon_status(vertex(b, "J8")).status, DragonStatus::Dead);
    const uint64_t h = b.hash();
    EXPECT_EQ(dragon_status_with_races(b, params, nullptr, vertex(b, "J8")).status,
              DragonStatus::Alive);
    EXPECT_EQ(b.hash(), h);
}

TEST(SemeaiPlayout, EyeBeatsNoEyeWhoeverMoves) {
    Board b = board_from_diagram(kEyeAgainstNoEye);
    // Black kills whoever moves and names a killing move, a shared liberty
    // (ReadingParams::semeai_name_kill; GNU Go 3.8 answers 1 1 B3).
    const SemeaiResult bl = ask(b, "A2", "A4", nullptr, true);
    EXPECT_EQ(bl.a_lives, ReadCode::Win);
    EXPECT_EQ(bl.b_dies, ReadCode::Win);
    EXPECT_TRUE(bl.move == vertex(b, "A3") || bl.move == vertex(b, "B3") ||
                bl.move == vertex(b, "C3"))
        << vertex_name(bl.move, b.size());
    const SemeaiResult w = ask(b, "A4", "A2", nullptr, true);
    EXPECT_EQ(w.a_lives, ReadCode::Fail);
    EXPECT_EQ(w.b_dies, ReadCode::Fail);
}

// Black's inner group (A2-C2, B1) has an eye at A1 and a ko for a second
// one: White's C1 would take D1 (and Black's D1 take it back).  White's
// group (A3-E3, D2-E2, E1) is shut in by Black's wall with two liberties,
// F2 and F1.  Black first fills F2, and White takes the ko: Black lives and
// kills only when it can retake, with a threat (3 3, as GNU Go 3.8 says).
// Without ko the race read White's capture as final (0 0).
constexpr const char* kKoForTheSecondEye = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X X . . .
    O O O O O X . . .
    X X X O O . . . .
    . X . X O . . . .)";

TEST(SemeaiPlayout, KoCodesWhenTheRaceTurnsOnAKo) {
    Board b = board_from_diagram(kKoForTheSecondEye);
    cache::Table t(8.0);
    const SemeaiResult black = ask(b, "A2", "A3", &t, true);
    EXPECT_EQ(black.a_lives, ReadCode::KoB);
    EXPECT_EQ(black.b_dies, ReadCode::KoB);
    EXPECT_EQ(black.move, vertex(b, "F2"));
}

// Black's group (A4-B4, B3-B2, C2-D2, D1) has no eye and is shut in by
// White's live wall; it can take White's three corner stones (A2, A1, B1;
// liberties A3 and C1), but the bent three the capture leaves is killed by
// White's stone on its vital point: capturing counts only if the capturer
// then lives.  Black first: Black dies (0 0); White first: White kills (1 1),
// as GNU Go 3.8 says.  The race asks the owl whether the capturer lives with
// the owl's search alone (ReadingParams::semeai_owl_proof off): the df-pn
// proofs of the closed region called Black alive there (seki, 1 0).
constexpr const char* kCaptureThenNakade = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O . . . .
    . . . . O . . . .
    X X O O O . . . .
    . X . . O . . . .
    O X X X O . . . .
    O O . X O . . . .)";

TEST(SemeaiPlayout, CapturingCountsOnlyIfTheCapturerLives) {
    Board b = board_from_diagram(kCaptureThenNakade);
    cache::Table t(8.0);
    const SemeaiResult black = ask(b, "A4", "A2", &t, true);
    EXPECT_EQ(black.a_lives, ReadCode::Fail);
    EXPECT_EQ(black.b_dies, ReadCode::Fail);
    const SemeaiResult white = ask(b, "A2", "A4", &t, true);
    EXPECT_EQ(white.a_lives, ReadCode::Win);
    EXPECT_EQ(white.b_dies, ReadCode::Win);
}

TEST(SemeaiPlayout, NamesTheKillingMoveWhenAsked) {
    // Black kills whoever moves; with semeai_name_kill the answer names the
    // killing move read (a fill of a shared liberty), not PASS.
    Board b = board_from_diagram(kEyeAgainstNoEye);
    ReadingParams params;
    params.semeai_name_kill = true;
    SemeaiReader r(b, params);
    const uint64_t h = b.hash();
    const SemeaiResult black = r.analyze_semeai(vertex(b, "A2"), vertex(b, "A4"));
    EXPECT_EQ(b.hash(), h);
    EXPECT_EQ(black.a_lives, ReadCode::Win);
    EXPECT_EQ(black.b_dies, ReadCode::Win);
    EXPECT_FALSE(black.move.is_pass());
    // The named move keeps the kill.
    Board played = b;
    ASSERT_TRUE(played.play(black.move, Color::Black));
    EXPECT_EQ(ask(played, "A4", "A2", nullptr, true).a_lives, ReadCode::Fail);
}

TEST(SemeaiPlayout, NakadeLibertiesLessTheStonesInside) {
    // An eye of 3, 4, 5, 6 points gives 3, 5, 8, 12 liberties; each dead
    // stone inside is one less, never below one.
    EXPECT_EQ(eye_region_liberties(1, 0), 1);
    EXPECT_EQ(eye_region_liberties(3, 0), 3);
    EXPECT_EQ(eye_region_liberties(4, 0), 5);
    EXPECT_EQ(eye_region_liberties(5, 0), 8);
    EXPECT_EQ(eye_region_liberties(6, 0), 12);
    EXPECT_EQ(eye_region_liberties(5, 2), 6);
    EXPECT_EQ(eye_region_liberties(2, 2), 1);
    EXPECT_EQ(eye_region_liberties(0, 0), 0);
}

}  // namespace
}  // namespace yomi
