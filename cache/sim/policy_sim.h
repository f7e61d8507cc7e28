// Replacement policies for cachesim: yomi's own table (the real cache::Table)
// and three others simulated from their descriptions, all replaying the same
// trace.  Every policy trusts a hit by the same rule (proven, or stored depth >=
// requested) so only placement and replacement differ.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <yomi/cache/reading_cache.h>
#include <yomi/cache/trace.h>

namespace yomi::cache {

class SimCache {
  public:
    virtual ~SimCache() = default;
    // A probe; on a trusted hit sets *work to the stored work.
    virtual ProbeKind probe(const TraceRecord& r, int* work) = 0;
    virtual void store(const TraceRecord& r) = 0;
    virtual void new_generation() = 0;
    virtual void clear() = 0;
    virtual uint64_t capacity() const = 0;  // entries
    virtual std::string name() const = 0;
};

// yomi's policy: the real table (5 entries in 64 bytes) with the given tuning.
std::unique_ptr<SimCache> make_ours(uint64_t bytes, const Tuning& tuning, const std::string& name);
// GNU Go 3.8: 32-byte buckets of two 16-byte entries, the "deepest" and the
// "newest"; a new entry replaces the newest, then the two swap if the newest
// outranks the deepest; rank = routine class (semeai 4, owl 3, break-in 2,
// connection 1, tactical 0), then remaining depth.
std::unique_ptr<SimCache> make_gnugo(uint64_t bytes);
// Our geometry (5 entries in 64 bytes), evicting the shallowest entry (proven
// counts deepest; oldest store breaks ties).
std::unique_ptr<SimCache> make_depth_preferred(uint64_t bytes);
// Our geometry, always replacing: the oldest stored entry goes (FIFO).
std::unique_ptr<SimCache> make_always_replace(uint64_t bytes);

// An unbounded table (a hash map): the ideal.
std::unique_ptr<SimCache> make_unbounded();

struct SimResult {
    uint64_t probes = 0;
    uint64_t trusted_hits = 0;
    double work_saved = 0;  // summed nodes of trusted hits: 2^(w-1), w the key's last stored work
};

SimResult replay(const std::vector<TraceRecord>& trace, SimCache& cache);

// Keys stored at least once in the trace.
uint64_t distinct_stored_keys(const std::vector<TraceRecord>& trace);
// The most keys stored between two clears (a suite clears at every position).
uint64_t max_distinct_between_clears(const std::vector<TraceRecord>& trace);

}  // namespace yomi::cache
