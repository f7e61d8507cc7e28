// Private: the state behind cache::Table, shared by reading_cache.cpp and
// persist.cpp.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>

#include <yomi/cache/entry.h>
#include <yomi/cache/memory.h>
#include <yomi/cache/reading_cache.h>
#include <yomi/cache/trace.h>

namespace yomi::cache {

namespace detail {

enum Counter : int {
    kProbes,
    kHits,
    kTrusted,
    kStores,
    kOverwrites,
    kEvictions,
    kRefused,
    kCounters
};

// Statistics are sharded by thread (cache-line aligned) and bumped with a
// relaxed load + store, not a locked read-modify-write: exact for one thread per
// shard, cheap, and race-free for ThreadSanitizer.
inline constexpr int kShards = 16;
struct alignas(64) Shard {
    uint64_t count[kRoutineSlots][kCounters];
    uint64_t retries;
};

// Where a placement went.
enum class Placed { Empty, Overwrite, Evicted, Refused };

}  // namespace detail

struct Table::Impl {
    detail::HugeBuffer memory;
    detail::Bucket* buckets = nullptr;
    uint64_t n = 0;  // bucket count
    double megabytes = 0;
    Tuning tuning;
    Schema schema;
    std::atomic<unsigned> generation{0};
    // What clear() must zero.  A new position clears, and the regression
    // suites load thousands, so clear() zeroes only the buckets written since
    // the last clear when they are few: the first store to a bucket (the one
    // that moves its sequence from 0) logs its index.  Past the log's capacity
    // (1/16 of the buckets), or after a load, clear() zeroes everything.
    std::unique_ptr<uint64_t[]> touched;
    uint64_t touched_capacity = 0;
    std::atomic<uint64_t> touched_count{0};
    std::atomic<bool> all_dirty{false};
    void note_first_write(uint64_t bucket);
    std::unique_ptr<detail::Shard[]> shards;
    std::atomic<TraceWriter*> trace{nullptr};
    std::unique_ptr<TraceWriter> trace_owner;

    Impl(double mb, const Tuning& t, const Schema& s);
    void allocate(double mb);

    // Decides where (key, meta) goes in bucket b, whose write lock the caller
    // holds, and writes it.  *evicted_routine is set for Placed::Evicted.
    detail::Placed place(detail::Bucket& b, uint64_t key, uint32_t meta, unsigned gen,
                         int* evicted_routine);
    int value(uint32_t meta, uint64_t tag, unsigned gen) const;
    // place() under Tuning::gnugo_replacement.
    detail::Placed place_gnugo(detail::Bucket& b, uint64_t key, uint32_t meta, unsigned gen,
                               int* evicted_routine);
};

}  // namespace yomi::cache
