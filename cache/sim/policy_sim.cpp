#include <yomi/cache/sim/policy_sim.h>

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include <yomi/cache/entry.h>

namespace yomi::cache {
namespace {

struct SimEntry {
    uint64_t key = 0;
    uint64_t stamp = 0;  // store order
    uint8_t depth = 0;
    uint8_t work = 0;
    uint8_t rank = 0;  // GNU Go class, from the trace
    bool proven = false;
    bool used = false;
};

bool trusted(const SimEntry& e, const TraceRecord& r) {
    return e.proven || e.depth >= r.depth;
}

SimEntry entry_of(const TraceRecord& r, uint64_t stamp) {
    SimEntry e;
    e.key = r.key;
    e.stamp = stamp;
    e.depth = std::min<uint8_t>(r.depth, detail::kMaxDepth);
    e.work = r.work;
    e.rank = r.rank;
    e.proven = r.flags & 1;
    e.used = true;
    return e;
}

// N-way set-associative simulated table with a pluggable victim choice.
class SetTable : public SimCache {
  public:
    SetTable(uint64_t bytes, int ways, int bucket_bytes)
        : m_ways(ways), m_buckets(bytes / bucket_bytes), m_slots(m_buckets * ways) {}

    ProbeKind probe(const TraceRecord& r, int* work) override {
        if (!m_buckets) return ProbeKind::Miss;
        SimEntry* b = bucket(r.key);
        for (int i = 0; i < m_ways; ++i) {
            if (!b[i].used || b[i].key != r.key) continue;
            if (!trusted(b[i], r)) return ProbeKind::Hint;
            *work = b[i].work;
            return ProbeKind::Hit;
        }
        return ProbeKind::Miss;
    }
    void new_generation() override {}
    void clear() override { std::fill(m_slots.begin(), m_slots.end(), SimEntry{}); }
    uint64_t capacity() const override { return m_slots.size(); }

  protected:
    SimEntry* bucket(uint64_t key) {
        return &m_slots[detail::bucket_index(key, m_buckets) * m_ways];
    }
    int m_ways;
    uint64_t m_buckets;
    std::vector<SimEntry> m_slots;
    uint64_t m_stamp = 0;
};

class GnuGo : public SetTable {
  public:
    explicit GnuGo(uint64_t bytes) : SetTable(bytes, 2, 32) {}
    std::string name() const override { return "gnugo-3.8"; }
    void store(const TraceRecord& r) override {
        if (!m_buckets) return;
        SimEntry* b = bucket(r.key);  // b[0] deepest, b[1] newest
        const SimEntry fresh = entry_of(r, ++m_stamp);
        if (b[0].used && b[0].key == r.key) {
            b[0] = fresh;
        } else {
            b[1] = fresh;  // same key or not: the newest slot takes it
        }
        if (!b[0].used || rank(b[1]) > rank(b[0])) std::swap(b[0], b[1]);
    }

  private:
    static int rank(const SimEntry& e) {
        return e.used ? e.rank * 256 + e.depth : -1;
    }
};

class FiveWay : public SetTable {
  public:
    FiveWay(uint64_t bytes, bool depth_preferred)
        : SetTable(bytes, detail::kEntriesPerBucket, 64), m_depth(depth_preferred) {}
    std::string name() const override { return m_depth ? "depth-preferred" : "always-replace"; }
    void store(const TraceRecord& r) override {
        if (!m_buckets) return;
        SimEntry* b = bucket(r.key);
        const SimEntry fresh = entry_of(r, ++m_stamp);
        int victim = -1;
        for (int i = 0; i < m_ways && victim < 0; ++i)
            if (b[i].used && b[i].key == r.key) victim = i;
        if (victim >= 0 && m_depth && keep_value(fresh) < keep_value(b[victim])) return;
        for (int i = 0; i < m_ways && victim < 0; ++i)
            if (!b[i].used) victim = i;
        if (victim < 0) {
            victim = 0;
            for (int i = 1; i < m_ways; ++i)
                if (worse(b[i], b[victim])) victim = i;
        }
        b[victim] = fresh;
    }

  private:
    static int keep_value(const SimEntry& e) { return e.proven ? 255 : e.depth; }
    bool worse(const SimEntry& a, const SimEntry& b) const {
        if (m_depth && keep_value(a) != keep_value(b)) return keep_value(a) < keep_value(b);
        return a.stamp < b.stamp;
    }
    bool m_depth;
};

class Ours : public SimCache {
  public:
    Ours(uint64_t bytes, const Tuning& tuning, std::string name)
        : m_table(static_cast<double>(bytes) / (1024.0 * 1024.0), tuning),
          m_name(std::move(name)) {}
    ProbeKind probe(const TraceRecord& r, int* work) override {
        const ProbeResult p = m_table.probe(r.key, static_cast<Routine>(r.routine), r.depth);
        if (p.kind == ProbeKind::Hit) *work = p.work;
        return p.kind;
    }
    void store(const TraceRecord& r) override {
        const uint64_t nodes = r.work ? uint64_t{1} << (r.work - 1) : 0;
        m_table.store(r.key, static_cast<Routine>(r.routine), record_result(r), nodes);
    }
    void new_generation() override { m_table.new_generation(); }
    void clear() override { m_table.clear(); }
    uint64_t capacity() const override { return m_table.stats().entries; }
    std::string name() const override { return m_name; }

  private:
    Table m_table;
    std::string m_name;
};

class Unbounded : public SimCache {
  public:
    ProbeKind probe(const TraceRecord& r, int* work) override {
        const auto it = m_map.find(r.key);
        if (it == m_map.end()) return ProbeKind::Miss;
        if (!trusted(it->second, r)) return ProbeKind::Hint;
        *work = it->second.work;
        return ProbeKind::Hit;
    }
    void store(const TraceRecord& r) override {
        SimEntry& e = m_map[r.key];
        const SimEntry fresh = entry_of(r, 0);
        if (!e.used || fresh.proven || (!e.proven && fresh.depth >= e.depth)) e = fresh;
    }
    void new_generation() override {}
    void clear() override { m_map.clear(); }
    uint64_t capacity() const override { return ~uint64_t{0}; }
    std::string name() const override { return "unbounded"; }

  private:
    std::unordered_map<uint64_t, SimEntry> m_map;
};

}  // namespace

std::unique_ptr<SimCache> make_unbounded() {
    return std::make_unique<Unbounded>();
}

std::unique_ptr<SimCache> make_ours(uint64_t bytes, const Tuning& tuning, const std::string& name) {
    return std::make_unique<Ours>(bytes, tuning, name);
}
std::unique_ptr<SimCache> make_gnugo(uint64_t bytes) {
    return std::make_unique<GnuGo>(bytes);
}
std::unique_ptr<SimCache> make_depth_preferred(uint64_t bytes) {
    return std::make_unique<FiveWay>(bytes, true);
}
std::unique_ptr<SimCache> make_always_replace(uint64_t bytes) {
    return std::make_unique<FiveWay>(bytes, false);
}

SimResult replay(const std::vector<TraceRecord>& trace, SimCache& cache) {
    SimResult out;
    // A trusted hit saves re-reading the question: the work the trace last
    // recorded for the key (the same for every policy, whatever it kept).
    std::unordered_map<uint64_t, uint8_t> last_work;
    last_work.reserve(trace.size() / 2);
    for (const TraceRecord& r : trace) {
        switch (r.op) {
            case TraceOp::Probe: {
                ++out.probes;
                int work = 0;
                if (cache.probe(r, &work) == ProbeKind::Hit) {
                    ++out.trusted_hits;
                    const auto it = last_work.find(r.key);
                    work = it == last_work.end() ? work : it->second;
                    if (work > 0) out.work_saved += static_cast<double>(uint64_t{1} << (work - 1));
                }
                break;
            }
            case TraceOp::Store:
                cache.store(r);
                last_work[r.key] = r.work;
                break;
            case TraceOp::NewGeneration:
                cache.new_generation();
                break;
            case TraceOp::Clear:
                cache.clear();
                break;
        }
    }
    return out;
}

uint64_t max_distinct_between_clears(const std::vector<TraceRecord>& trace) {
    std::unordered_set<uint64_t> keys;
    uint64_t best = 0;
    for (const TraceRecord& r : trace) {
        if (r.op == TraceOp::Clear) {
            best = std::max<uint64_t>(best, keys.size());
            keys.clear();
        } else if (r.op == TraceOp::Store) {
            keys.insert(r.key);
        }
    }
    return std::max<uint64_t>(best, keys.size());
}

uint64_t distinct_stored_keys(const std::vector<TraceRecord>& trace) {
    std::unordered_set<uint64_t> keys;
    for (const TraceRecord& r : trace)
        if (r.op == TraceOp::Store) keys.insert(r.key);
    return keys.size();
}

}  // namespace yomi::cache
