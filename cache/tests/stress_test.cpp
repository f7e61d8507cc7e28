// Concurrency stress test of the reading cache, built with ThreadSanitizer.
//
// Several threads probe and store at once on a shared table.  Every stored
// result is a function of its key, so every read can be checked: a torn entry
// (parts of two writes) shows as an inconsistent read.  Runs on a tiny table
// (heavy contention on few buckets) and a 1 MB one; then saves a 1 MB table
// while other threads store into it and checks every saved record.
//   stress_test [--ops N] [--threads N]     (default 600000 ops, 4 threads)
// Exit status 0 only with zero inconsistent reads; TSan makes a report fail.
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

#include <yomi/cache/reading_cache.h>

using namespace yomi;
using namespace yomi::cache;

namespace {

uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// The result a key always stores, derived from bits of its hash.
Result expected(uint64_t key, Routine* routine, uint64_t* nodes) {
    const uint64_t h = mix(key ^ 0x5EED);
    Result r;
    r.code1 = static_cast<ReadCode>(h & 3);
    r.code2 = static_cast<ReadCode>((h >> 2) & 3);
    const int point = static_cast<int>((h >> 8) % 362);  // 361 points and pass
    r.move = point == 361 ? Point::pass() : Point::at(point / 19, point % 19);
    r.depth = static_cast<int>((h >> 20) % 64);
    r.proven = (h >> 30) & 1;
    *routine = static_cast<Routine>((h >> 32) % 11);
    *nodes = (h >> 40) % 100000;
    return r;
}

struct Counts {
    uint64_t probes = 0, found = 0, bad = 0;
};

Counts worker(Table& table, unsigned seed, uint64_t ops, uint64_t key_space) {
    Counts c;
    uint64_t rng = seed * 0x9E3779B97F4A7C15ULL + 7;
    for (uint64_t i = 0; i < ops; ++i) {
        rng = mix(rng + i);
        const uint64_t key = mix(rng % key_space + 1);
        Routine routine;
        uint64_t nodes;
        const Result want = expected(key, &routine, &nodes);
        if (rng & (1ull << 50)) {
            table.store(key, routine, want, nodes);
            continue;
        }
        ++c.probes;
        const ProbeResult p = table.probe(key, routine, static_cast<int>((rng >> 20) % 64));
        if (p.kind == ProbeKind::Miss) continue;
        ++c.found;
        const Result& got = p.result;
        const bool trusted_ok = (p.kind == ProbeKind::Hit) ==
                                (got.proven || got.depth >= static_cast<int>((rng >> 20) % 64));
        if (got.code1 != want.code1 || got.code2 != want.code2 || got.move != want.move ||
            got.depth != want.depth || got.proven != want.proven || p.work != work_of(nodes) ||
            !trusted_ok)
            ++c.bad;
    }
    return c;
}

bool run(double megabytes, unsigned threads, uint64_t ops, uint64_t key_space) {
    Table table(megabytes);
    std::vector<Counts> counts(threads);
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < threads; ++t)
        pool.emplace_back([&, t] { counts[t] = worker(table, t + 1, ops / threads, key_space); });
    for (auto& th : pool) th.join();
    Counts total;
    for (const Counts& c : counts) {
        total.probes += c.probes;
        total.found += c.found;
        total.bad += c.bad;
    }
    const Stats s = table.stats();
    std::printf(
        "%.4f MB (%llu buckets), %u threads, %llu ops, keys %llu: probes %llu found %llu "
        "inconsistent %llu; stores %llu refused %llu retries %llu\n",
        megabytes, static_cast<unsigned long long>(s.buckets), threads,
        static_cast<unsigned long long>(ops), static_cast<unsigned long long>(key_space),
        static_cast<unsigned long long>(total.probes), static_cast<unsigned long long>(total.found),
        static_cast<unsigned long long>(total.bad), static_cast<unsigned long long>(s.total.stores),
        static_cast<unsigned long long>(s.total.refused),
        static_cast<unsigned long long>(s.retries));
    return total.bad == 0 && total.found > 0;
}

// Saves the table while other threads probe and store, then loads every
// saved file and checks each record against the result its key always
// stores: a torn or mixed-up record shows as inconsistent.  TSan reports any
// data race between the save and the stores.
bool run_saving(unsigned threads, uint64_t ops, uint64_t key_space) {
    Table table(1.0);
    if (threads < 2) threads = 2;
    std::atomic<bool> done{false};
    std::vector<std::thread> pool;
    for (unsigned t = 0; t + 1 < threads; ++t)
        pool.emplace_back([&, t] {
            worker(table, t + 11, ops / (threads - 1), key_space);
            done.store(true);
        });
    const std::string path =
        (std::getenv("TMPDIR") ? std::string(std::getenv("TMPDIR")) : std::string("/tmp")) +
        "/yomi_stress_save_" + std::to_string(getpid()) + ".gz";
    uint64_t saves = 0, checked = 0, bad = 0;
    bool ok = true;
    while (!done.load() || saves < 2) {
        std::string error;
        if (!table.save(path, &error)) {
            std::fprintf(stderr, "save failed: %s\n", error.c_str());
            ok = false;
            break;
        }
        ++saves;
        Table loaded(1.0);
        if (!loaded.load(path, &error)) {
            std::fprintf(stderr, "load of a save made during stores failed: %s\n", error.c_str());
            ok = false;
            break;
        }
        for (uint64_t k = 1; k <= key_space; ++k) {
            const uint64_t key = mix(k);
            Routine routine;
            uint64_t nodes;
            const Result want = expected(key, &routine, &nodes);
            const ProbeResult p = loaded.probe(key, routine, 0);
            if (p.kind == ProbeKind::Miss) continue;
            ++checked;
            const Result& got = p.result;
            if (got.code1 != want.code1 || got.code2 != want.code2 || got.move != want.move ||
                got.depth != want.depth || got.proven != want.proven || p.work != work_of(nodes))
                ++bad;
        }
    }
    for (auto& th : pool) th.join();
    std::remove(path.c_str());
    std::printf(
        "saving during stores: %u threads, %llu saves, %llu records checked, %llu "
        "inconsistent\n",
        threads, static_cast<unsigned long long>(saves), static_cast<unsigned long long>(checked),
        static_cast<unsigned long long>(bad));
    return ok && bad == 0 && checked > 0;
}

}  // namespace

int main(int argc, char** argv) {
    uint64_t ops = 600000;
    unsigned threads = 4;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--ops") && i + 1 < argc)
            ops = std::strtoull(argv[++i], nullptr, 10);
        else if (!std::strcmp(argv[i], "--threads") && i + 1 < argc)
            threads = static_cast<unsigned>(std::atoi(argv[++i]));
        else {
            std::fprintf(stderr, "usage: stress_test [--ops N] [--threads N]\n");
            return 2;
        }
    }
    if (threads == 0) threads = 1;
    bool ok = true;
    ok = run(64 / (1024.0 * 1024.0), threads, ops / 4, 8) && ok;        // 1 bucket, 8 keys
    ok = run(8 * 64 / (1024.0 * 1024.0), threads, ops / 4, 200) && ok;  // 8 buckets
    ok = run(1.0, threads, ops / 2, 50000) && ok;
    ok = run_saving(threads, ops / 2, 50000) && ok;
    std::printf("%s\n", ok ? "PASS: zero inconsistent reads" : "FAIL");
    return ok ? 0 : 1;
}
