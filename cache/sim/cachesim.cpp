// cachesim: replays a cache trace against replacement policies at table sizes
// from 1/256 of the trace's distinct keys to 2x, printing the trusted-hit rate
// and the work saved (summed nodes of trusted hits) per policy and size.
//
//   cachesim [options] TRACE      a trace recorded by yomi (or tracegen)
//   cachesim [options] --synth    the built-in synthetic reader, run closed-loop
//                                 against each policy (a miss re-reads the
//                                 subtree); also prints the nodes read
// Options:
//   --equal-entries   size every policy to the same entry count (default: the
//                     same memory; GNU Go's entries are 16 bytes, ours 12.8)
//   --per-clear       sizes relative to the most distinct keys stored between two
//                     clears (for traces of suites, which clear at every position)
//   --variants        compare tunings of our policy instead (for DESIGN.md):
//                     wXaYcZ is value = X * work - Y * min(age, Z), r refuses
//                     stores cheaper than the victim
//   --seed N          synthetic trace seed (default 1)
//   --positions N, --commands N, --tactical-depth N, --owl-depth N, --leaf-step N,
//   --cutoff N
//                     the synthetic reader's shape (see cache/sim/synth_trace.h)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <functional>
#include <iterator>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <yomi/cache/sim/policy_sim.h>
#include <yomi/cache/sim/synth_trace.h>

using namespace yomi::cache;

namespace {

struct Policy {
    std::string name;
    std::function<std::unique_ptr<SimCache>(uint64_t bytes)> make;
};

int usage() {
    std::fprintf(
        stderr,
        "usage: cachesim [--equal-entries] [--per-clear] [--variants] [--seed N] [--positions N]\n"
        "                [--commands N] [--tactical-depth N] [--owl-depth N] (TRACE | --synth)\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    bool equal_entries = false, variants = false, synth = false, per_clear = false;
    SynthOptions shape;
    uint64_t seed = 1;
    std::string path;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--equal-entries")
            equal_entries = true;
        else if (a == "--variants")
            variants = true;
        else if (a == "--per-clear")
            per_clear = true;
        else if (a == "--synth")
            synth = true;
        else if (a == "--seed" && i + 1 < argc)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (a == "--positions" && i + 1 < argc)
            shape.positions = std::atoi(argv[++i]);
        else if (a == "--commands" && i + 1 < argc)
            shape.commands = std::atoi(argv[++i]);
        else if (a == "--tactical-depth" && i + 1 < argc)
            shape.tactical_depth = std::atoi(argv[++i]);
        else if (a == "--owl-depth" && i + 1 < argc)
            shape.owl_depth = std::atoi(argv[++i]);
        else if (a == "--leaf-step" && i + 1 < argc)
            shape.leaf_step = std::atoi(argv[++i]);
        else if (a == "--cutoff" && i + 1 < argc)
            shape.cutoff_percent = std::atoi(argv[++i]);
        else if (!a.empty() && a[0] != '-' && path.empty())
            path = a;
        else
            return usage();
    }
    if (synth == !path.empty()) return usage();
    std::vector<TraceRecord> trace;
    SynthOptions synth_options = shape;
    synth_options.seed = seed;
    try {
        if (synth) {
            trace = synth_trace(synth_options);
        } else {
            trace = read_trace(path);
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "cachesim: %s\n", e.what());
        return 1;
    }
    const uint64_t all_keys = distinct_stored_keys(trace);
    const uint64_t distinct = per_clear ? max_distinct_between_clears(trace) : all_keys;
    uint64_t probes = 0;
    for (const TraceRecord& r : trace) probes += r.op == TraceOp::Probe;
    std::printf(
        "trace: %zu records, %llu probes, %llu distinct stored keys (%llu at most between "
        "clears; sizes relative to %s)%s\n",
        trace.size(), static_cast<unsigned long long>(probes),
        static_cast<unsigned long long>(all_keys),
        static_cast<unsigned long long>(max_distinct_between_clears(trace)),
        per_clear ? "those" : "all",
        equal_entries ? ", sized to equal entries" : ", sized to equal memory");
    if (distinct == 0) return 0;

    std::vector<Policy> policies;
    // Bytes for a table of the given entry count under each geometry.
    const auto ours_bytes = [&](uint64_t entries) {
        return equal_entries ? entries * 64 / 5 : entries * 16;
    };
    if (variants) {
        const Tuning tunings[] = {{1, 0, false, 255},  {8, 1, false, 255}, {8, 1, false, 16},
                                  {8, 1, false, 32},   {8, 1, false, 64},  {4, 1, false, 32},
                                  {16, 1, false, 32},  {8, 1, true, 32}};
        for (const Tuning& t : tunings) {
            const std::string name = "w" + std::to_string(t.work_weight) + "a" +
                                     std::to_string(t.age_weight) + (t.refuse_cheaper ? "r" : "") +
                                     "c" + std::to_string(t.age_cap);
            policies.push_back(
                {name, [=](uint64_t e) { return make_ours(ours_bytes(e), t, name); }});
        }
    } else {
        policies.push_back(
            {"yomi", [&](uint64_t e) { return make_ours(ours_bytes(e), Tuning{}, "yomi"); }});
        policies.push_back({"gnugo-3.8", [](uint64_t e) { return make_gnugo(e * 16); }});
        policies.push_back(
            {"depth-pref", [&](uint64_t e) { return make_depth_preferred(ours_bytes(e)); }});
        policies.push_back(
            {"always-repl", [&](uint64_t e) { return make_always_replace(ours_bytes(e)); }});
    }
    uint64_t nodes_without_cache = 0;
    if (synth) {
        // Closed loop: work saved = nodes read without a cache - nodes read with it.
        const auto none = make_ours(0, Tuning{}, "none");
        nodes_without_cache = run_synth_reader(synth_options, *none, {}).nodes;
        const auto ideal = make_unbounded();
        const SynthStats st = run_synth_reader(synth_options, *ideal, {});
        std::printf(
            "closed loop: %llu nodes read without a cache; unbounded cache: %.2f%% trusted "
            "hits, %llu nodes read, %llu saved\n",
            static_cast<unsigned long long>(nodes_without_cache),
            100.0 * st.trusted_hits / std::max<uint64_t>(1, st.probes),
            static_cast<unsigned long long>(st.nodes),
            static_cast<unsigned long long>(nodes_without_cache - st.nodes));
    }
    std::printf("%-8s %9s", "size", "entries");
    for (const Policy& p : policies)
        std::printf(" | %-11s %7s %10s%s", p.name.c_str(), "hit%", "saved",
                    synth ? "      nodes" : "");
    if (!variants) std::printf(" | yomi/gnugo");
    std::printf("\n");
    const double fractions[] = {1.0 / 256, 1.0 / 128, 1.0 / 64, 1.0 / 32, 1.0 / 16,
                                1.0 / 8,   1.0 / 4,   1.0 / 2,  1.0,      2.0};
    const char* labels[] = {"1/256", "1/128", "1/64", "1/32", "1/16",
                            "1/8",   "1/4",   "1/2",  "1",    "2"};
    for (size_t f = 0; f < std::size(fractions); ++f) {
        const uint64_t entries =
            std::max<uint64_t>(2, static_cast<uint64_t>(distinct * fractions[f]));
        std::printf("%-8s %9llu", labels[f], static_cast<unsigned long long>(entries));
        std::vector<double> saved;
        for (const Policy& p : policies) {
            auto cache = p.make(entries);
            SimResult r;
            uint64_t nodes = 0;
            if (synth) {
                const SynthStats st = run_synth_reader(synth_options, *cache, {});
                r.probes = st.probes;
                r.trusted_hits = st.trusted_hits;
                r.work_saved = static_cast<double>(nodes_without_cache - st.nodes);
                nodes = st.nodes;
            } else {
                r = replay(trace, *cache);
            }
            saved.push_back(r.work_saved);
            std::printf(" | %-11s %6.2f%% %10.4g", "",
                        r.probes ? 100.0 * r.trusted_hits / r.probes : 0.0, r.work_saved);
            if (synth) std::printf(" %10llu", static_cast<unsigned long long>(nodes));
        }
        if (!variants) std::printf(" | %.3fx", saved[1] > 0 ? saved[0] / saved[1] : 0.0);
        std::printf("\n");
        std::fflush(stdout);
    }
    return 0;
}
