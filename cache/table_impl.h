// Private: the state behind cache::Table, shared by reading_cache.cpp and
// persist.cpp.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

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

// One entry as a cache file holds it (cache/persist.cpp): the key recovered
// from its bucket and check bits, the meta word, its age in generations.
struct FileRecord {
    uint64_t key;
    uint32_t meta;
    uint8_t age;
    uint8_t zero[3];
};
static_assert(sizeof(FileRecord) == 16);

// Where a placement went.
enum class Placed { Empty, Overwrite, Evicted, Refused };

// Every shared word of a bucket is accessed through an atomic_ref.
template <class T>
std::atomic_ref<T> aref(T& x) {
    return std::atomic_ref<T>(x);
}

void cpu_relax();

}  // namespace detail

struct Table::Impl {
    detail::HugeBuffer memory;
    detail::Bucket* buckets = nullptr;
    uint64_t n = 0;  // bucket count
    double megabytes = 0;
    Tuning tuning;
    Schema schema;
    std::atomic<int> holders{0};  // TableUse holds (clear, resize and load refuse while any)
    std::atomic<unsigned> generation{0};
    // What clear() must zero: only the buckets written since the last clear
    // when they are few.  The first write to a bucket (a store or a load, the
    // one that moves its sequence from 0) logs its index.  Past the log's
    // capacity (1/16 of the buckets) clear() zeroes everything.
    std::unique_ptr<uint64_t[]> touched;
    uint64_t touched_capacity = 0;
    std::atomic<uint64_t> touched_count{0};
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
    // A consistent copy of bucket i's entries, read under its seqlock as a
    // probe reads (safe while other threads store).  False when writers kept
    // the bucket busy for 2^16 attempts (the caller skips it).
    bool read_bucket(uint64_t i, uint32_t meta[], uint64_t tag[]) const;
    // Places verified file records (persist.cpp) into the table, oldest first.
    // Logs every bucket it writes first, as a store does, so that the next
    // clear() zeroes only those.  Not concurrent with anything.
    void install(std::vector<detail::FileRecord>& records);
    // place() under Tuning::gnugo_replacement.
    detail::Placed place_gnugo(detail::Bucket& b, uint64_t key, uint32_t meta, unsigned gen,
                               int* evicted_routine);
};

}  // namespace yomi::cache
