// Tests of the synthetic trace and the policy simulators behind cachesim.
#include <gtest/gtest.h>

#include <unordered_set>

#include <yomi/cache/sim/policy_sim.h>
#include <yomi/cache/sim/synth_trace.h>

namespace yomi::cache {
namespace {

SynthOptions small_options() {
    SynthOptions o;
    o.positions = 6;
    o.commands = 20;
    return o;
}

TEST(SynthTrace, IsDeterministicAndShapedLikeReading) {
    const auto a = synth_trace(small_options());
    const auto b = synth_trace(small_options());
    ASSERT_EQ(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) ASSERT_EQ(a[i].key, b[i].key);
    uint64_t probes = 0, stores = 0, gens = 0, proven = 0, cheap = 0, expensive = 0;
    std::unordered_set<uint64_t> probed;
    uint64_t repeats = 0;
    for (const TraceRecord& r : a) {
        if (r.op == TraceOp::Probe) {
            ++probes;
            repeats += !probed.insert(r.key).second;
        } else if (r.op == TraceOp::Store) {
            ++stores;
            proven += r.flags & 1;
            cheap += r.work <= 2;
            expensive += r.work >= 10;
        } else if (r.op == TraceOp::NewGeneration) {
            ++gens;
        }
    }
    EXPECT_EQ(gens, 6u * 20 - 1);
    EXPECT_GT(stores, 1000u);
    EXPECT_GT(repeats, probes / 20) << "transpositions and repeated questions";
    EXPECT_GT(cheap, stores / 3) << "many cheap leaves";
    EXPECT_GT(expensive, 0u) << "a few expensive roots";
    EXPECT_LT(expensive, stores / 20);
    EXPECT_GT(proven, 0u);
}

TEST(PolicySim, EveryPolicyMatchesTheIdealWhenEverythingFits) {
    const auto trace = synth_trace(small_options());
    const uint64_t distinct = distinct_stored_keys(trace);
    const auto ideal = make_unbounded();
    const SimResult best = replay(trace, *ideal);
    EXPECT_GT(best.trusted_hits, 0u);
    const uint64_t bytes = distinct * 16 * 8;  // 8x: no bucket overflows
    for (auto& c : {make_ours(bytes, Tuning{}, "yomi"), make_gnugo(bytes * 4),
                    make_depth_preferred(bytes), make_always_replace(bytes)}) {
        const SimResult r = replay(trace, *c);
        EXPECT_EQ(r.trusted_hits, best.trusted_hits) << c->name();
        EXPECT_DOUBLE_EQ(r.work_saved, best.work_saved) << c->name();
    }
}

TEST(PolicySim, GnuGoKeepsTheDeepestAndTheNewest) {
    auto g = make_gnugo(32);  // one bucket
    ASSERT_EQ(g->capacity(), 2u);
    auto store = [&](uint64_t key, uint8_t rank, int depth) {
        TraceRecord t = probe_record(key, Routine{0}, depth, rank);
        t.op = TraceOp::Store;
        g->store(t);
    };
    auto has = [&](uint64_t key) {
        int w = 0;
        return g->probe(probe_record(key, Routine{0}, 0), &w) == ProbeKind::Hit;
    };
    store(1, 3, 2);  // class 3: deepest
    store(2, 0, 20);  // class 0: newest
    store(3, 0, 25);  // replaces the newest
    EXPECT_TRUE(has(1));
    EXPECT_FALSE(has(2));
    EXPECT_TRUE(has(3));
    store(4, 4, 1);  // class 4 outranks: becomes deepest, the owl entry newest
    EXPECT_TRUE(has(4));
    EXPECT_TRUE(has(1));
    EXPECT_FALSE(has(3));
}

TEST(PolicySim, OursSavesAtLeastAsMuchAsGnuGoClosedLoop) {
    const SynthOptions o = small_options();
    const auto none = make_ours(0, Tuning{}, "none");
    const uint64_t without = run_synth_reader(o, *none, {}).nodes;
    const uint64_t distinct = distinct_stored_keys(synth_trace(o));
    for (uint64_t div : {256, 16, 1}) {
        const uint64_t bytes = std::max<uint64_t>(64, distinct * 16 / div);
        auto ours = make_ours(bytes, Tuning{}, "yomi");
        auto gnugo = make_gnugo(bytes);
        const uint64_t ours_nodes = run_synth_reader(o, *ours, {}).nodes;
        const uint64_t gnugo_nodes = run_synth_reader(o, *gnugo, {}).nodes;
        EXPECT_LE(ours_nodes, gnugo_nodes) << "1/" << div;
        EXPECT_LT(ours_nodes, without);
    }
}

}  // namespace
}  // namespace yomi::cache
