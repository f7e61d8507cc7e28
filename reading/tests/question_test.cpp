// Questions and their cache keys (reading/question.h): the one place keys are made.
#include <gtest/gtest.h>

#include <stdexcept>
#include <unordered_set>

#include <yomi/reading/connection.h>
#include <yomi/reading/dfpn_reader.h>
#include <yomi/reading/owl.h>
#include <yomi/reading/question.h>
#include <yomi/reading/semeai.h>
#include <yomi/reading/tactical.h>

namespace yomi {
namespace {

const cache::Routine kAllRoutines[] = {routine::Attack,     routine::FindDefense,
                                       routine::OwlAttack,  routine::OwlDefend,
                                       routine::Semeai,     routine::Connect,
                                       routine::Disconnect, routine::DfpnCapture,
                                       routine::DfpnLife};

TEST(QuestionKeys, DifferentQuestionsOnOnePositionNeverShareAKey) {
    Board b(19);
    b.play(Point::at(3, 3), Color::Black);
    b.play(Point::at(15, 15), Color::White);
    std::unordered_set<uint64_t> keys;
    size_t made = 0;
    const Point seconds[] = {Point::pass(), Point::at(0, 0), Point::at(9, 9), Point::at(18, 18)};
    for (cache::Routine r : kAllRoutines)
        for (int row = 0; row < 19; ++row)
            for (int col = 0; col < 19; ++col)
                for (Point t2 : seconds)
                    for (Color owner : {Color::Empty, Color::Black, Color::White})
                        for (uint8_t variant = 0; variant < 4; ++variant) {
                            Question q{r, Point::at(row, col), t2, owner, variant, 0};
                            keys.insert(q.key(b));
                            ++made;
                        }
    EXPECT_EQ(keys.size(), made);
    // The goal separates keys too, and 0 means "none".
    Question q{routine::OwlAttack, Point::at(3, 3)};
    const uint64_t k = q.key(b);
    q.goal = 1;
    EXPECT_NE(k, q.key(b));
    const uint64_t k1 = q.key(b);
    q.goal = 2;
    EXPECT_NE(k1, q.key(b));
    // Target order matters (the first and second target tables differ).
    EXPECT_NE((Question{routine::Connect, Point::at(1, 1), Point::at(2, 2)}.key(b)),
              (Question{routine::Connect, Point::at(2, 2), Point::at(1, 1)}.key(b)));
}

TEST(QuestionKeys, TheKoPointCountsOnceThroughThePositionHash) {
    // Two boards that differ only by their ko point: the keys differ (the
    // board hash holds the ko point), and the question adds nothing of its own.
    Board a(9), b(9);
    b.set_ko_point(Point::at(4, 4));
    const Question q{routine::Attack, Point::at(2, 2)};
    EXPECT_NE(q.key(a), q.key(b));
    EXPECT_EQ(q.key(a) ^ a.hash(), q.key(b) ^ b.hash());
}

TEST(QuestionKeys, TransposedMoveOrdersShareAKey) {
    Board a(19), b(19);
    const Point p1 = Point::at(3, 3), p2 = Point::at(3, 4), p3 = Point::at(4, 3);
    ASSERT_TRUE(a.trymove(p1, Color::Black));
    ASSERT_TRUE(a.trymove(p2, Color::White));
    ASSERT_TRUE(a.trymove(p3, Color::Black));
    ASSERT_TRUE(b.trymove(p3, Color::Black));
    ASSERT_TRUE(b.trymove(p2, Color::White));
    ASSERT_TRUE(b.trymove(p1, Color::Black));
    EXPECT_EQ((Question{routine::Attack, p2}.key(a)), (Question{routine::Attack, p2}.key(b)));
    EXPECT_NE((Question{routine::Attack, p2}.key(a)),
              (Question{routine::FindDefense, p2}.key(a)));
}

TEST(QuestionKeys, FixedSeedsMakeKeysReproducible) {
    // A change here changes saved files' fingerprint: deliberate only.
    EXPECT_EQ(Question{}.key(uint64_t{0}), 4186668979752342085u);
    EXPECT_EQ(reading_schema().key_scheme, reading_schema().key_scheme);
    EXPECT_NE(reading_schema().key_scheme, 0u);
}

TEST(QuestionSchema, NamesAndGnuGoClassesComeFromTheReaders) {
    const cache::Schema s = reading_schema();
    EXPECT_STREQ(s.names[static_cast<int>(routine::OwlDefend)], "owl_defend");
    EXPECT_EQ(s.names[4], nullptr);
    EXPECT_EQ(s.gnugo_class[static_cast<int>(routine::Semeai)], 4);
    EXPECT_EQ(s.gnugo_class[static_cast<int>(routine::OwlAttack)], 3);
    EXPECT_EQ(s.gnugo_class[static_cast<int>(routine::Connect)], 1);
    EXPECT_EQ(s.gnugo_class[static_cast<int>(routine::Attack)], 0);
    // A table made with the schema names its statistics' rows.
    cache::Table t(1, cache::Tuning{}, s);
    t.store(Question{routine::Semeai}.key(uint64_t{5}), routine::Semeai, cache::Result{}, 3);
    EXPECT_NE(cache::format_stats(t.stats()).find("semeai"), std::string::npos);
}

TEST(ReaderHolds, EveryReaderHoldsItsTableWhileItLives) {
    Board b(9);
    cache::Table t(1, cache::Tuning{}, reading_schema());
    {
        TacticalReader tactical(b, {}, &t);
        EXPECT_EQ(t.holders(), 1);
        EXPECT_THROW(t.clear(), std::logic_error);
        tactical.set_table(nullptr);
        EXPECT_EQ(t.holders(), 0);
        tactical.set_table(&t);
        // The owl reader holds it three times: once more through the tactical
        // reader it asks and once through its prover; the connection reader
        // twice; the semeai reader five times (its tactical reader and its owl
        // reader, which holds it three times).
        OwlReader owl(b, {}, &t);
        SemeaiReader semeai(b, {}, &t);
        ConnectionReader connection(b, {}, &t);
        DfpnReader dfpn(b, &t);
        EXPECT_EQ(t.holders(), 1 + 3 + 5 + 2 + 1);
    }
    EXPECT_EQ(t.holders(), 0);
    t.clear();
}

}  // namespace
}  // namespace yomi
