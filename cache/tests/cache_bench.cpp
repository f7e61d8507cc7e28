// Reading-cache micro-benchmarks: probe hit, probe miss and store at table
// sizes from 1 MB to 4 GB, each beside a dependent random load (a pointer chase
// over the same amount of memory, allocated the same way) so the report reads
// as a ratio to one memory access; and 1- and 2-thread throughput.
//
// Probe miss comes twice: independent probes (the out-of-order core overlaps
// them, as in a reader) and serialized ones (an lfence after each probe, so
// each costs its full latency; compare with Chase, which is serial by nature).
// BENCH_ARGS="--benchmark_filter=/1024" runs one size.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <yomi/cache/memory.h>
#include <yomi/cache/reading_cache.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace yomi::cache {
namespace {

uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void serialize() {
#if defined(__x86_64__)
    _mm_lfence();
#endif
}

// One table and one chase buffer at a time (benchmarks are registered size by
// size), rebuilt when the size changes.
struct Fixture {
    int megabytes = 0;
    std::unique_ptr<Table> table;
    uint64_t stored = 0;  // keys mix(i) for i < stored are in the table
    detail::HugeBuffer chase;

    static Fixture& get() {
        static Fixture f;
        return f;
    }
    Table& table_of(int mb) {
        prepare(mb);
        return *table;
    }
    void prepare(int mb) {
        if (mb == megabytes && table) return;
        table.reset();
        chase = detail::HugeBuffer();
        table = std::make_unique<Table>(mb);
        table->clear();  // touch every page
        const uint64_t entries = table->stats().entries;
        stored = std::min<uint64_t>(entries / 2, 4u << 20);
        Result r;
        r.depth = 10;
        for (uint64_t i = 0; i < stored; ++i) table->store(mix(i), Routine{0}, r, 100);
        megabytes = mb;
    }
    // A random cyclic permutation of the cache lines of mb megabytes
    // (Sattolo's algorithm): line i holds the index of the next line.
    const uint64_t* chase_of(int mb) {
        prepare(mb);
        if (chase.data()) return static_cast<const uint64_t*>(chase.data());
        const uint64_t lines = uint64_t(mb) * 1024 * 1024 / 64;
        chase = detail::HugeBuffer(lines * 64);
        std::vector<uint32_t> order(lines);
        for (uint64_t i = 0; i < lines; ++i) order[i] = static_cast<uint32_t>(i);
        std::mt19937_64 rng(42);
        for (uint64_t i = lines - 1; i > 0; --i) std::swap(order[i], order[rng() % i]);
        auto* p = static_cast<uint64_t*>(chase.data());
        for (uint64_t i = 0; i < lines; ++i)
            p[uint64_t(order[i]) * 8] = uint64_t(order[(i + 1) % lines]) * 8;
        return p;
    }
};

void BM_Chase(benchmark::State& state) {
    const uint64_t* p = Fixture::get().chase_of(static_cast<int>(state.range(0)));
    uint64_t at = 0;
    for (auto _ : state) {
        at = p[at];
        benchmark::DoNotOptimize(at);
    }
    state.SetItemsProcessed(state.iterations());
}

// The chase with the same lfence as ProbeMissSerial (the fence's own cost).
void BM_ChaseSerial(benchmark::State& state) {
    const uint64_t* p = Fixture::get().chase_of(static_cast<int>(state.range(0)));
    uint64_t at = 0;
    for (auto _ : state) {
        at = p[at];
        benchmark::DoNotOptimize(at);
        serialize();
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_ProbeMiss(benchmark::State& state) {
    Table& t = Fixture::get().table_of(static_cast<int>(state.range(0)));
    uint64_t i = 1ull << 40;  // never stored
    for (auto _ : state) benchmark::DoNotOptimize(t.probe(mix(++i), Routine{0}, 5));
    state.SetItemsProcessed(state.iterations());
}

void BM_ProbeMissSerial(benchmark::State& state) {
    Table& t = Fixture::get().table_of(static_cast<int>(state.range(0)));
    uint64_t i = 1ull << 40;
    for (auto _ : state) {
        benchmark::DoNotOptimize(t.probe(mix(++i), Routine{0}, 5));
        serialize();
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_ProbeHit(benchmark::State& state) {
    Fixture& f = Fixture::get();
    Table& t = f.table_of(static_cast<int>(state.range(0)));
    uint64_t i = 0, hits = 0;
    for (auto _ : state) {
        const ProbeResult p = t.probe(mix(mix(++i) % f.stored), Routine{0}, 5);
        hits += p.kind == ProbeKind::Hit;
    }
    state.counters["hit_rate"] =
        static_cast<double>(hits) / static_cast<double>(state.iterations());
    state.SetItemsProcessed(state.iterations());
}

void BM_Store(benchmark::State& state) {
    Table& t = Fixture::get().table_of(static_cast<int>(state.range(0)));
    Result r;
    r.depth = 6;
    uint64_t i = 1ull << 41;
    for (auto _ : state) {
        ++i;
        t.store(mix(i), Routine{1}, r, i & 0xFFFF);
    }
    state.SetItemsProcessed(state.iterations());
}

// Throughput with 1 and 2 threads on one shared 256 MB table: half probes,
// half stores, keys from a space that fits.
void BM_Mixed(benchmark::State& state) {
    Table& t = Fixture::get().table_of(256);
    Result r;
    r.depth = 6;
    uint64_t i = static_cast<uint64_t>(state.thread_index()) << 48;
    for (auto _ : state) {
        const uint64_t key = mix(mix(++i) % (8u << 20));
        if (i & 1)
            t.store(key, Routine{0}, r, 50);
        else
            benchmark::DoNotOptimize(t.probe(key, Routine{0}, 6));
    }
    state.SetItemsProcessed(state.iterations());
}

}  // namespace
}  // namespace yomi::cache

int main(int argc, char** argv) {
    using namespace yomi::cache;
    benchmark::Initialize(&argc, argv);
    for (int mb : {1, 16, 256, 1024, 4096}) {
        benchmark::RegisterBenchmark("Chase", BM_Chase)->Arg(mb)->MinTime(0.2);
        benchmark::RegisterBenchmark("ChaseSerial", BM_ChaseSerial)->Arg(mb)->MinTime(0.2);
        benchmark::RegisterBenchmark("ProbeMiss", BM_ProbeMiss)->Arg(mb)->MinTime(0.2);
        benchmark::RegisterBenchmark("ProbeMissSerial", BM_ProbeMissSerial)->Arg(mb)->MinTime(0.2);
        benchmark::RegisterBenchmark("ProbeHit", BM_ProbeHit)->Arg(mb)->MinTime(0.2);
        benchmark::RegisterBenchmark("Store", BM_Store)->Arg(mb)->MinTime(0.2);
    }
    benchmark::RegisterBenchmark("Mixed", BM_Mixed)
        ->Threads(1)
        ->Threads(2)
        ->MinTime(0.5)
        ->UseRealTime();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
