// Tests of the reading cache: keys, layout, lookup, replacement, sizing,
// statistics and traces.
#include <yomi/cache/reading_cache.h>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>
#include <unordered_set>
#include <vector>

#include <yomi/cache/entry.h>
#include <yomi/cache/trace.h>
#include <yomi/engine/board/board.h>

namespace yomi::cache {
namespace {

constexpr double kOneBucketMb = 64.0 / (1024.0 * 1024.0);

Result result(int depth, bool proven = false, Point move = Point::at(3, 3),
              ReadCode c1 = ReadCode::Win) {
    Result r;
    r.code1 = c1;
    r.depth = depth;
    r.proven = proven;
    r.move = move;
    return r;
}

TEST(CacheLayout, BytesPerEntryAndVerifiedKeyBits) {
    for (double mb : {1.0, 3.3, 64.0, 1024.0}) {
        Table t(mb);
        const Stats s = t.stats();
        EXPECT_LE(s.megabytes * 1024 * 1024 / static_cast<double>(s.entries), 12.8) << mb;
        EXPECT_GE(t.verified_key_bits(), 48) << mb;
    }
    EXPECT_EQ(Table(1.0).verified_key_bits(), 64);
    EXPECT_EQ(Table(kOneBucketMb).verified_key_bits(), detail::kCheckBits);
    EXPECT_EQ(Table(0).verified_key_bits(), 0);
}

TEST(CacheLayout, MetaPacksAndUnpacks) {
    detail::Meta m;
    m.occupied = true;
    m.routine = 10;
    m.code1 = 3;
    m.code2 = 2;
    m.move = 420;
    m.depth = 63;
    m.proven = true;
    m.work = 63;
    const detail::Meta u = detail::unpack(detail::pack(m));
    EXPECT_EQ(u.routine, 10);
    EXPECT_EQ(u.code1, 3);
    EXPECT_EQ(u.code2, 2);
    EXPECT_EQ(u.move, 420);
    EXPECT_EQ(u.depth, 63);
    EXPECT_TRUE(u.proven);
    EXPECT_EQ(u.work, 63);
}

TEST(CacheLayout, KeysAreRecoveredFromIndexAndCheckBits) {
    std::mt19937_64 rng(7);
    for (uint64_t n : {256ull, 257ull, 1000ull, 16384ull, 12345677ull, 1ull << 30}) {
        for (int i = 0; i < 2000; ++i) {
            const uint64_t key = rng();
            uint64_t back = 0;
            ASSERT_TRUE(detail::recover_key(detail::bucket_index(key, n), n,
                                            key & detail::kCheckMask, &back));
            EXPECT_EQ(back, key) << n;
        }
    }
}

TEST(CacheLookup, HitOnlyWhenValidForTheRequestElseHint) {
    Table t(1);
    const uint64_t k = 0x1234567890ABCDEFULL;
    EXPECT_EQ(t.probe(k, Routine{0}, 3).kind, ProbeKind::Miss);
    t.store(k, Routine{0}, result(5), 1000);
    ProbeResult p = t.probe(k, Routine{0}, 5);
    EXPECT_EQ(p.kind, ProbeKind::Hit);
    EXPECT_EQ(p.result.code1, ReadCode::Win);
    EXPECT_EQ(p.result.move, Point::at(3, 3));
    EXPECT_EQ(p.result.depth, 5);
    EXPECT_EQ(p.work, work_of(1000));
    EXPECT_EQ(t.probe(k, Routine{0}, 4).kind, ProbeKind::Hit);
    p = t.probe(k, Routine{0}, 6);
    EXPECT_EQ(p.kind, ProbeKind::Hint);
    EXPECT_EQ(p.result.move, Point::at(3, 3));
    // Proven results are valid at any depth.
    const uint64_t k2 = 0x0FEDCBA987654321ULL;
    Result r = result(1, true);
    r.code2 = ReadCode::KoA;
    t.store(k2, Routine{6}, r, 5);
    p = t.probe(k2, Routine{6}, 40);
    EXPECT_EQ(p.kind, ProbeKind::Hit);
    EXPECT_EQ(p.result.code2, ReadCode::KoA);
    EXPECT_TRUE(p.result.proven);
    EXPECT_EQ(t.probe(k ^ 1, Routine{0}, 0).kind, ProbeKind::Miss);
}

TEST(CacheReplacement, SameKeyKeepsTheBetterInformedResult) {
    Table t(1);
    const uint64_t k = 0x5555AAAA12345678ULL;
    t.store(k, Routine{1}, result(4, false, Point::at(1, 1)), 100);
    // Shallower: refused.
    t.store(k, Routine{1}, result(3, false, Point::at(2, 1)), 100);
    EXPECT_EQ(t.probe(k, Routine{1}, 0).result.move, Point::at(1, 1));
    // Deeper: kept.
    t.store(k, Routine{1}, result(6, false, Point::at(2, 2)), 10);
    ProbeResult p = t.probe(k, Routine{1}, 0);
    EXPECT_EQ(p.result.move, Point::at(2, 2));
    EXPECT_EQ(p.work, work_of(100)) << "worth at least what the replaced result cost";
    // Proven beats depth-limited even when shallower.
    t.store(k, Routine{1}, result(1, true, Point::at(3, 2)), 10);
    EXPECT_EQ(t.probe(k, Routine{1}, 0).result.move, Point::at(3, 2));
    // Depth-limited never replaces proven.
    t.store(k, Routine{1}, result(30, false, Point::at(4, 2)), 1 << 20);
    EXPECT_EQ(t.probe(k, Routine{1}, 0).result.move, Point::at(3, 2));
    const Stats s = t.stats();
    EXPECT_EQ(s.total.stores, 5u);
    EXPECT_EQ(s.total.overwrites, 2u);
    EXPECT_EQ(s.total.refused, 2u);
    EXPECT_EQ(s.by_routine[static_cast<int>(Routine{1})].stores, 5u);
}

TEST(CacheReplacement, EvictsTheEntryOfLeastValue) {
    Table t(kOneBucketMb);  // one bucket: every key lands in it
    ASSERT_EQ(t.stats().entries, 5u);
    const uint64_t nodes[] = {1000, 1 << 20, 10, 1 << 25, 5000};
    for (int i = 0; i < 5; ++i) t.store(1000 + i, Routine{0}, result(5), nodes[i]);
    t.store(2000, Routine{0}, result(5), 100);
    EXPECT_EQ(t.probe(1002, Routine{0}, 0).kind, ProbeKind::Miss) << "the cheapest went";
    for (int i : {0, 1, 3, 4})
        EXPECT_EQ(t.probe(1000 + i, Routine{0}, 0).kind, ProbeKind::Hit);
    EXPECT_EQ(t.probe(2000, Routine{0}, 0).kind, ProbeKind::Hit);
    EXPECT_EQ(t.stats().total.evictions, 1u);
}

TEST(CacheHolds, ClearResizeAndLoadRefuseWhileAReaderHoldsTheTable) {
    Table t(1);
    t.store(42, Routine{0}, result(2), 3);
    const std::string path = ::testing::TempDir() + "holds.gz";
    std::string error;
    ASSERT_TRUE(t.save(path, &error)) << error;
    {
        TableUse reader(&t);
        TableUse other(&t);
        EXPECT_EQ(t.holders(), 2);
        EXPECT_THROW(t.clear(), std::logic_error);
        EXPECT_THROW(t.resize(2), std::logic_error);
        EXPECT_FALSE(t.load(path, &error));
        EXPECT_NE(error.find("reader holds the table"), std::string::npos) << error;
        EXPECT_EQ(t.probe(42, Routine{0}, 2).kind, ProbeKind::Hit) << "nothing changed";
        // Saving is safe under readers.
        EXPECT_TRUE(t.save(path, &error)) << error;
        other.reset(nullptr);
        EXPECT_EQ(t.holders(), 1);
    }
    EXPECT_EQ(t.holders(), 0);
    EXPECT_TRUE(t.load(path, &error)) << error;
    t.clear();
    EXPECT_EQ(t.probe(42, Routine{0}, 2).kind, ProbeKind::Miss);
    t.resize(2);
    std::remove(path.c_str());
}

TEST(CacheProofNumbers, UnprovenEntriesHoldBoundsAndAreNeverTrusted) {
    Schema schema;
    schema.proof_numbers[9] = true;
    Table t(1, Tuning{}, schema);
    Result r;
    r.move = Point::at(4, 4);
    r.pn = 1000;
    r.dn = 37;
    t.store(5, Routine{9}, r, 50);
    ProbeResult p = t.probe(5, Routine{9}, 0);
    ASSERT_EQ(p.kind, ProbeKind::Hint) << "bounds are not an answer, at any depth";
    EXPECT_EQ(p.result.move, Point::at(4, 4));
    EXPECT_LE(p.result.pn, 1000u);
    EXPECT_GT(p.result.pn, 1000u * 2 / 3) << "log scale: two steps a doubling";
    EXPECT_LE(p.result.dn, 37u);
    EXPECT_GT(p.result.dn, 37u * 2 / 3);
    EXPECT_FALSE(p.result.proven);
    // More work is better informed (no depth): the newer bounds replace.
    r.pn = 3;
    t.store(5, Routine{9}, r, 5000);
    EXPECT_EQ(t.probe(5, Routine{9}, 0).result.pn, 3u);
    // Proven: trusted at any requested depth, the code kept.
    Result proven;
    proven.proven = true;
    proven.code1 = ReadCode::Win;
    proven.move = Point::at(2, 2);
    t.store(5, Routine{9}, proven, 10);
    p = t.probe(5, Routine{9}, 63);
    ASSERT_EQ(p.kind, ProbeKind::Hit);
    EXPECT_EQ(p.result.code1, ReadCode::Win);
    EXPECT_EQ(p.result.move, Point::at(2, 2));
    // Unproven bounds never replace a proof of the same key.
    t.store(5, Routine{9}, r, 1 << 20);
    EXPECT_EQ(t.probe(5, Routine{9}, 0).kind, ProbeKind::Hit);
    // Large numbers saturate: pn at 2^31, dn at 2^15.
    r.pn = 1u << 31;
    r.dn = 1u << 30;
    t.store(6, Routine{9}, r, 1);
    p = t.probe(6, Routine{9}, 0);
    EXPECT_EQ(p.result.pn, 1u << 31);
    EXPECT_EQ(p.result.dn, 1u << 15);
    // Another routine's entries keep their depth semantics.
    t.store(7, Routine{0}, result(5), 10);
    EXPECT_EQ(t.probe(7, Routine{0}, 5).kind, ProbeKind::Hit);
}

TEST(CacheReplacement, GnuGoEmulationKeepsTheDeepestAndTheNewest) {
    Tuning gnugo;
    gnugo.gnugo_replacement = true;
    Schema classes;  // routine 2 ranks as GNU Go's owl (3), routine 0 as tactical (0)
    classes.gnugo_class[2] = 3;
    Table t(kOneBucketMb, gnugo, classes);
    // Even keys share one of the two emulated 2-entry buckets.
    t.store(10, Routine{0}, result(5), 1 << 20);
    t.store(12, Routine{0}, result(3), 1 << 20);
    t.store(14, Routine{0}, result(1), 1);  // replaces the newest, 12
    EXPECT_EQ(t.probe(10, Routine{0}, 0).kind, ProbeKind::Hit);
    EXPECT_EQ(t.probe(12, Routine{0}, 0).kind, ProbeKind::Miss);
    EXPECT_EQ(t.probe(14, Routine{0}, 0).kind, ProbeKind::Hit);
    // An owl result outranks any tactical one, whatever the work.
    t.store(16, Routine{2}, result(0), 1);
    t.store(18, Routine{0}, result(9), 1 << 30);
    EXPECT_EQ(t.probe(16, Routine{2}, 0).kind, ProbeKind::Hit);
    EXPECT_EQ(t.probe(10, Routine{0}, 0).kind, ProbeKind::Miss);
    EXPECT_EQ(t.probe(18, Routine{0}, 0).kind, ProbeKind::Hit);
    // Odd keys go to the other half; the fifth entry is never used.
    t.store(11, Routine{0}, result(2), 1);
    EXPECT_EQ(t.probe(11, Routine{0}, 0).kind, ProbeKind::Hit);
    EXPECT_EQ(t.probe(16, Routine{2}, 0).kind, ProbeKind::Hit);
}

TEST(CacheReplacement, StaleEntriesGoInTimeToComparableWork) {
    Table t(kOneBucketMb);
    t.store(1, Routine{2}, result(5), uint64_t{1} << 20);  // work 21
    // Value 8 * 21 - age against 8 * 18 for fresh entries of 2^17 nodes: gone
    // after 24 idle generations, not before.
    for (int g = 0; g < 40; ++g) {
        // (A depth-10 probe only gets a hint, which does not refresh the entry.)
        if (g == 20) {
            ASSERT_EQ(t.probe(1, Routine{2}, 10).kind, ProbeKind::Hint);
        }
        t.new_generation();
        for (int i = 0; i < 5; ++i)
            t.store(100 + g * 5 + i, Routine{0}, result(2), uint64_t{1} << 17);
    }
    EXPECT_EQ(t.probe(1, Routine{2}, 10).kind, ProbeKind::Miss);
}

TEST(CacheReplacement, StaleExpensiveEntriesOutliveMuchCheaperWork) {
    Table t(kOneBucketMb);
    t.store(1, Routine{2}, result(5), uint64_t{1} << 20);  // work 21
    // The age penalty stops at 32 generations (4 doublings of work): a result
    // 2^11 times dearer than the fresh ones survives any idle time, as when a
    // user steps back through a game and asks the same questions again.
    for (int g = 0; g < 1000; ++g) {
        t.new_generation();
        for (int i = 0; i < 5; ++i) t.store(100 + g * 5 + i, Routine{0}, result(2), 500);
    }
    EXPECT_EQ(t.probe(1, Routine{2}, 5).kind, ProbeKind::Hit);
    // Idle again (that hit made it fresh), it still gives way to work within 4
    // doublings of its own.
    for (int g = 0; g < 40; ++g) t.new_generation();
    for (int i = 0; i < 5; ++i) t.store(9000 + i, Routine{0}, result(2), uint64_t{1} << 18);
    EXPECT_EQ(t.probe(1, Routine{2}, 5).kind, ProbeKind::Miss);
}

TEST(CacheReplacement, UsedEntriesStayFresh) {
    Table t(kOneBucketMb);
    t.store(1, Routine{2}, result(5), uint64_t{1} << 20);
    for (int g = 0; g < 30; ++g) {
        t.new_generation();
        ASSERT_EQ(t.probe(1, Routine{2}, 5).kind, ProbeKind::Hit) << g;
        for (int i = 0; i < 5; ++i) t.store(100 + g * 5 + i, Routine{0}, result(2), 500);
    }
}

TEST(CacheSizing, ZeroAndTinyTablesWork) {
    for (double mb : {0.0, 0.00001, kOneBucketMb / 2}) {
        Table t(mb);
        EXPECT_EQ(t.stats().buckets, 0u);
        t.store(5, Routine{0}, result(3), 10);
        EXPECT_EQ(t.probe(5, Routine{0}, 0).kind, ProbeKind::Miss);
        EXPECT_EQ(t.stats().total.refused, 1u);
        t.clear();
        t.new_generation();
        EXPECT_FALSE(format_stats(t.stats()).empty());
    }
    Table one(kOneBucketMb);
    EXPECT_EQ(one.stats().buckets, 1u);
    one.store(5, Routine{0}, result(3), 10);
    EXPECT_EQ(one.probe(5, Routine{0}, 3).kind, ProbeKind::Hit);
}

TEST(CacheSizing, BadSizesThrow) {
    EXPECT_THROW(Table(-1), std::invalid_argument);
    EXPECT_THROW(Table(std::nan("")), std::invalid_argument);
    EXPECT_THROW(Table t(std::numeric_limits<double>::infinity()), std::invalid_argument);
    EXPECT_THROW(Table(1e12), std::invalid_argument);
    Table t(1);
    EXPECT_THROW(t.resize(-3), std::invalid_argument);
    EXPECT_EQ(t.stats().buckets, 16384u) << "a failed resize keeps the table";
}

TEST(CacheSizing, AnySizeWithoutPowerOfTwoRounding) {
    Table t(3.3);
    EXPECT_EQ(t.stats().buckets, static_cast<uint64_t>(3.3 * 1024 * 1024 / 64));
    std::mt19937_64 rng(3);
    std::vector<uint64_t> keys;
    for (int i = 0; i < 20000; ++i) keys.push_back(rng());
    for (uint64_t k : keys) t.store(k, Routine{0}, result(2), 3);
    int hits = 0;
    for (uint64_t k : keys) hits += t.probe(k, Routine{0}, 2).kind == ProbeKind::Hit;
    EXPECT_GT(hits, 19900);  // 54,000 entries for 20,000 keys
    t.resize(5);
    EXPECT_EQ(t.probe(keys[0], Routine{0}, 0).kind, ProbeKind::Miss);
    EXPECT_EQ(t.stats().buckets, 5u * 1024 * 1024 / 64);
}

TEST(CacheSizing, ClearEmptiesBigTables) {
    Table t(128);  // cleared with several threads
    t.store(42, Routine{0}, result(2), 3);
    ASSERT_EQ(t.probe(42, Routine{0}, 0).kind, ProbeKind::Hit);
    t.clear();
    EXPECT_EQ(t.probe(42, Routine{0}, 0).kind, ProbeKind::Miss);
    EXPECT_EQ(t.stats().occupancy_permille, 0);
}

TEST(CacheSizing, ClearZeroesFewOrManyWrittenBuckets) {
    // Few stores: clear zeroes only their buckets; many: the whole table.
    for (int count : {10, 3000}) {
        Table t(1);  // 16,384 buckets: the log holds 1,024
        std::mt19937_64 rng(count);
        std::vector<uint64_t> keys;
        for (int i = 0; i < count; ++i) keys.push_back(rng());
        for (uint64_t k : keys) t.store(k, Routine{0}, result(2), 3);
        t.clear();
        for (uint64_t k : keys) ASSERT_EQ(t.probe(k, Routine{0}, 0).kind, ProbeKind::Miss);
        EXPECT_EQ(t.stats().occupancy_permille, 0);
        // And the table works as before afterwards.
        t.store(keys[0], Routine{0}, result(2), 3);
        EXPECT_EQ(t.probe(keys[0], Routine{0}, 2).kind, ProbeKind::Hit);
        t.clear();
        EXPECT_EQ(t.probe(keys[0], Routine{0}, 0).kind, ProbeKind::Miss);
    }
}

TEST(CacheStats, CountsPerRoutineAndOccupancy) {
    Table t(kOneBucketMb * 4);
    std::mt19937_64 rng(11);
    for (int i = 0; i < 100; ++i) t.store(rng(), Routine{7}, result(1), 2);
    t.store(7, Routine{6}, result(1), 2);
    t.probe(7, Routine{6}, 1);
    t.probe(7, Routine{6}, 2);
    t.probe(8, Routine{6}, 2);
    const Stats s = t.stats();
    const RoutineStats& sem = s.by_routine[static_cast<int>(Routine{6})];
    EXPECT_EQ(sem.probes, 3u);
    EXPECT_EQ(sem.hits, 2u);
    EXPECT_EQ(sem.trusted_hits, 1u);
    EXPECT_EQ(s.by_routine[static_cast<int>(Routine{7})].stores, 100u);
    EXPECT_EQ(s.total.stores, 101u);
    EXPECT_EQ(s.total.evictions + 20, 101u - s.total.refused);
    EXPECT_EQ(s.occupancy_permille, 1000);
    const std::string text = format_stats(s);
    EXPECT_NE(text.find("routine 6"), std::string::npos);
    EXPECT_NE(text.find("routine 7"), std::string::npos);
    t.reset_stats();
    EXPECT_EQ(t.stats().total.probes, 0u);
}

TEST(CacheTrace, RecordsProbesStoresAndGenerations) {
    const std::string path = testing::TempDir() + "/yomi_cache_trace.gz";
    Table t(1);
    std::string error;
    ASSERT_TRUE(t.start_trace(path, &error)) << error;
    t.probe(11, Routine{0}, 4);
    t.store(11, Routine{0}, result(4, true, Point::at(2, 3), ReadCode::KoA), 1000);
    t.new_generation();
    t.clear();
    t.stop_trace();
    t.probe(12, Routine{0}, 4);  // not recorded
    const std::vector<TraceRecord> rs = read_trace(path);
    ASSERT_EQ(rs.size(), 4u);
    EXPECT_EQ(rs[0].op, TraceOp::Probe);
    EXPECT_EQ(rs[0].key, 11u);
    EXPECT_EQ(rs[0].depth, 4);
    EXPECT_EQ(rs[1].op, TraceOp::Store);
    EXPECT_EQ(rs[1].work, work_of(1000));
    const Result r = record_result(rs[1]);
    EXPECT_TRUE(r.proven);
    EXPECT_EQ(r.code1, ReadCode::KoA);
    EXPECT_EQ(r.move, Point::at(2, 3));
    EXPECT_EQ(rs[2].op, TraceOp::NewGeneration);
    EXPECT_EQ(rs[3].op, TraceOp::Clear);
    std::remove(path.c_str());
    EXPECT_FALSE(t.start_trace("/nonexistent/dir/trace.gz", &error));
    EXPECT_FALSE(error.empty());
}

}  // namespace
}  // namespace yomi::cache
