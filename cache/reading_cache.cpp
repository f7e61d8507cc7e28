// The unified reading cache: lock-free probe and store over seqlocked buckets.
//
// Readers: load the bucket's sequence (acquire), the entries (acquire), the
// sequence again; equal and even means no writer touched the bucket in between,
// else retry (bounded: after kMaxRetries a probe reports a miss).  Writers:
// compare-and-swap the sequence from even to odd; when another writer owns the
// bucket the store is refused at once (counted), so no thread ever waits for
// another.  Every shared word is accessed through std::atomic_ref, so the
// protocol is race-free in the C++ memory model and clean under ThreadSanitizer;
// on x86 all of it compiles to plain moves plus one locked CAS per store.
#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <string>

#include <yomi/cache/entry.h>
#include <yomi/cache/table_impl.h>
#include <yomi/cache/trace.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace yomi::cache {

using namespace detail;

namespace {

constexpr int kMaxRetries = 64;
constexpr double kMaxMegabytes = 1024.0 * 1024.0;  // 1 TB: anything above is a mistake

unsigned shard_slot() {
    // Each thread gets its own statistics shard (round robin).
    static std::atomic<unsigned> next{0};
    thread_local const unsigned mine = next.fetch_add(1, std::memory_order_relaxed) % kShards;
    return mine;
}

void bump(uint64_t& counter) {
    auto a = aref(counter);
    a.store(a.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
}

int routine_index(Routine r) {
    return static_cast<int>(r) & (kRoutineSlots - 1);
}

// proof_numbers: the routine's entries hold pn and dn (Schema::proof_numbers).
Meta meta_of(Routine routine, const Result& r, int work, bool proof_numbers) {
    Meta m;
    m.occupied = true;
    m.routine = static_cast<uint8_t>(routine_index(routine));
    m.code1 = static_cast<uint8_t>(r.code1);
    m.code2 = static_cast<uint8_t>(r.code2);
    const int move = r.move.index();
    m.move = static_cast<uint16_t>(storable_move(move) ? move : 0);
    m.depth = static_cast<uint8_t>(std::clamp(r.depth, 0, kMaxDepth));
    m.proven = r.proven;
    m.work = static_cast<uint8_t>(std::clamp(work, 0, kMaxWork));
    if (proof_numbers && !r.proven) {
        m.depth = log_code(r.pn, kPnBits);
        const uint8_t dn = log_code(r.dn, kDnBits);
        m.code1 = dn & 3;
        m.code2 = (dn >> 2) & 3;
        m.spare = dn >> 4;
    }
    return m;
}

Result result_of(const Meta& m, bool proof_numbers) {
    Result r;
    r.code1 = static_cast<ReadCode>(m.code1);
    r.code2 = static_cast<ReadCode>(m.code2);
    r.move = Point(m.move);
    r.depth = m.depth;
    r.proven = m.proven;
    if (proof_numbers && !m.proven) {
        r.code1 = r.code2 = ReadCode::Fail;
        r.depth = 0;
        r.pn = static_cast<uint32_t>(log_value(m.depth));
        r.dn = static_cast<uint32_t>(log_value(static_cast<uint8_t>(
            m.code1 | m.code2 << 2 | m.spare << 4)));
    }
    return r;
}

// Same key: is the new result better informed than the old one?
bool better_informed(const Meta& fresh, const Meta& old, bool proof_numbers) {
    if (fresh.proven != old.proven) return fresh.proven;
    if (!fresh.proven && !proof_numbers && fresh.depth != old.depth)
        return fresh.depth > old.depth;
    return fresh.work >= old.work;
}

}  // namespace

void detail::cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
    _mm_pause();
#endif
}

Table::Impl::Impl(double mb, const Tuning& t, const Schema& s)
    : tuning(t), schema(s), shards(new Shard[kShards]()) {
    allocate(mb);
}

void Table::Impl::allocate(double mb) {
    if (!(mb >= 0) || !std::isfinite(mb))
        throw std::invalid_argument("cache size must be a non-negative number of megabytes");
    if (mb > kMaxMegabytes)
        throw std::invalid_argument("cache size " + std::to_string(mb) + " MB is absurd");
    const auto count = static_cast<uint64_t>(mb * 1024.0 * 1024.0 / sizeof(Bucket));
    HugeBuffer fresh(count * sizeof(Bucket));
    const uint64_t capacity = count / 16;
    std::unique_ptr<uint64_t[]> log(capacity ? new uint64_t[capacity] : nullptr);
    memory = std::move(fresh);
    touched = std::move(log);
    touched_capacity = capacity;
    touched_count.store(0, std::memory_order_relaxed);
    buckets = static_cast<Bucket*>(memory.data());
    n = count;
    megabytes = static_cast<double>(count * sizeof(Bucket)) / (1024.0 * 1024.0);
}

void Table::Impl::note_first_write(uint64_t bucket) {
    const uint64_t i = touched_count.fetch_add(1, std::memory_order_relaxed);
    if (i < touched_capacity) aref(touched[i]).store(bucket, std::memory_order_relaxed);
}

bool Table::Impl::read_bucket(uint64_t i, uint32_t meta[], uint64_t tag[]) const {
    Bucket& b = buckets[i];
    for (int attempt = 0; attempt < (1 << 16); ++attempt) {
        const uint32_t seq = aref(b.seq).load(std::memory_order_acquire);
        if (seq & 1) {
            cpu_relax();
            continue;
        }
        for (int e = 0; e < kEntriesPerBucket; ++e) {
            tag[e] = aref(b.tag[e]).load(std::memory_order_acquire);
            meta[e] = aref(b.meta[e]).load(std::memory_order_acquire);
        }
        if (aref(b.seq).load(std::memory_order_relaxed) == seq) return true;
    }
    return false;
}

int Table::Impl::value(uint32_t meta, uint64_t tag, unsigned gen) const {
    const int age = std::min(static_cast<int>((gen - tag_generation(tag)) & 255u), tuning.age_cap);
    return tuning.work_weight * unpack(meta).work - tuning.age_weight * age;
}

Placed Table::Impl::place_gnugo(Bucket& b, uint64_t key, uint32_t meta, unsigned gen,
                                int* evicted_routine) {
    const int deep = 2 * static_cast<int>(key & 1), fresh = deep + 1;
    const uint64_t tag = make_tag(key, gen);
    auto rank = [&](int i) {
        const uint32_t m = aref(b.meta[i]).load(std::memory_order_relaxed);
        if (!(m & 1)) return -1;
        const Meta u = unpack(m);
        return schema.gnugo_class[u.routine & (kRoutineSlots - 1)] * 256 + u.depth;
    };
    const uint32_t dm = aref(b.meta[deep]).load(std::memory_order_relaxed);
    const uint32_t fm = aref(b.meta[fresh]).load(std::memory_order_relaxed);
    const uint64_t check = key & kCheckMask;
    const bool same_deep =
        (dm & 1) && tag_check(aref(b.tag[deep]).load(std::memory_order_relaxed)) == check;
    const bool same_fresh =
        (fm & 1) && tag_check(aref(b.tag[fresh]).load(std::memory_order_relaxed)) == check;
    const int slot = same_deep ? deep : fresh;
    const uint32_t old = aref(b.meta[slot]).load(std::memory_order_relaxed);
    Placed placed = !(old & 1) ? Placed::Empty
                    : (same_deep || same_fresh) ? Placed::Overwrite
                                                : Placed::Evicted;
    if (placed == Placed::Evicted) *evicted_routine = unpack(old).routine;
    aref(b.meta[slot]).store(meta, std::memory_order_release);
    aref(b.tag[slot]).store(tag, std::memory_order_release);
    if (rank(fresh) > rank(deep)) {
        const uint32_t m0 = aref(b.meta[deep]).load(std::memory_order_relaxed);
        const uint64_t t0 = aref(b.tag[deep]).load(std::memory_order_relaxed);
        aref(b.meta[deep]).store(aref(b.meta[fresh]).load(std::memory_order_relaxed),
                                 std::memory_order_release);
        aref(b.tag[deep]).store(aref(b.tag[fresh]).load(std::memory_order_relaxed),
                                std::memory_order_release);
        aref(b.meta[fresh]).store(m0, std::memory_order_release);
        aref(b.tag[fresh]).store(t0, std::memory_order_release);
    }
    return placed;
}

Placed Table::Impl::place(Bucket& b, uint64_t key, uint32_t meta, unsigned gen,
                          int* evicted_routine) {
    if (tuning.gnugo_replacement) return place_gnugo(b, key, meta, gen, evicted_routine);
    const uint64_t check = key & kCheckMask;
    const uint64_t tag = make_tag(key, gen);
    int empty = -1;
    for (int i = 0; i < kEntriesPerBucket; ++i) {
        const uint32_t m = aref(b.meta[i]).load(std::memory_order_relaxed);
        const uint64_t t = aref(b.tag[i]).load(std::memory_order_relaxed);
        if (!(m & 1)) {
            if (empty < 0) empty = i;
            continue;
        }
        if (tag_check(t) != check) continue;
        // Same key: keep the better-informed result; either way it is fresh, and
        // it is worth at least the work either result cost (the better one
        // subsumes the other).
        const Meta fresh = unpack(meta), old = unpack(m);
        if (better_informed(fresh, old, schema.proof_numbers[fresh.routine & (kRoutineSlots - 1)])) {
            Meta merged = fresh;
            merged.work = std::max(fresh.work, old.work);
            aref(b.meta[i]).store(pack(merged), std::memory_order_release);
            aref(b.tag[i]).store(tag, std::memory_order_release);
            return Placed::Overwrite;
        }
        if (fresh.work > old.work) {
            Meta merged = old;
            merged.work = fresh.work;
            aref(b.meta[i]).store(pack(merged), std::memory_order_release);
        }
        aref(b.tag[i]).store(tag, std::memory_order_release);
        return Placed::Refused;
    }
    int slot = empty;
    Placed placed = Placed::Empty;
    if (slot < 0) {
        int least = 0;
        int least_value = value(aref(b.meta[0]).load(std::memory_order_relaxed),
                                aref(b.tag[0]).load(std::memory_order_relaxed), gen);
        for (int i = 1; i < kEntriesPerBucket; ++i) {
            const int v = value(aref(b.meta[i]).load(std::memory_order_relaxed),
                                aref(b.tag[i]).load(std::memory_order_relaxed), gen);
            if (v < least_value) least = i, least_value = v;
        }
        if (tuning.refuse_cheaper && tuning.work_weight * unpack(meta).work < least_value)
            return Placed::Refused;
        slot = least;
        placed = Placed::Evicted;
        *evicted_routine = unpack(aref(b.meta[slot]).load(std::memory_order_relaxed)).routine;
    }
    aref(b.meta[slot]).store(meta, std::memory_order_release);
    aref(b.tag[slot]).store(tag, std::memory_order_release);
    return placed;
}

Table::Table(double megabytes) : Table(megabytes, Tuning{}) {}

Table::Table(double megabytes, const Tuning& tuning, const Schema& schema)
    : m_impl(std::make_unique<Impl>(megabytes, tuning, schema)) {}

const Schema& Table::schema() const {
    return m_impl->schema;
}

Table::~Table() {
    stop_trace();
}

void TableUse::reset(Table* table) {
    if (table == m_table) return;
    if (m_table) m_table->m_impl->holders.fetch_sub(1, std::memory_order_acq_rel);
    m_table = table;
    if (m_table) m_table->m_impl->holders.fetch_add(1, std::memory_order_acq_rel);
}

int Table::holders() const {
    return m_impl->holders.load(std::memory_order_acquire);
}

namespace {
// clear and resize: never under a reader's feet.
void require_no_holders(const Table& t, const char* what) {
    if (t.holders() > 0)
        throw std::logic_error(std::string("cache: ") + what + " while " +
                               std::to_string(t.holders()) +
                               " reader(s) hold the table (do it between reading questions)");
}
}  // namespace

void Table::resize(double megabytes) {
    require_no_holders(*this, "resize");
    m_impl->allocate(megabytes);
}

void Table::clear() {
    require_no_holders(*this, "clear");
    Impl& im = *m_impl;
    const uint64_t count = im.touched_count.load(std::memory_order_relaxed);
    if (im.n && count > im.touched_capacity) {
        parallel_zero(im.buckets, im.n * sizeof(Bucket));
    } else {
        for (uint64_t i = 0; i < count; ++i) im.buckets[im.touched[i]] = Bucket{};
    }
    im.touched_count.store(0, std::memory_order_relaxed);
    if (TraceWriter* t = m_impl->trace.load(std::memory_order_acquire)) {
        TraceRecord r;
        r.op = TraceOp::Clear;
        t->write(r);
    }
}

void Table::new_generation() {
    m_impl->generation.fetch_add(1, std::memory_order_relaxed);
    if (TraceWriter* t = m_impl->trace.load(std::memory_order_acquire)) {
        TraceRecord r;
        r.op = TraceOp::NewGeneration;
        t->write(r);
    }
}

void Table::prefetch(uint64_t key) const {
    const Impl& im = *m_impl;
    if (im.n) __builtin_prefetch(&im.buckets[bucket_index(key, im.n)]);
}

ProbeResult Table::probe(uint64_t key, Routine routine, int depth) const {
    Impl& im = *m_impl;
    Shard& shard = im.shards[shard_slot()];
    const int ri = routine_index(routine);
    bump(shard.count[ri][kProbes]);
    if (TraceWriter* t = im.trace.load(std::memory_order_acquire))
        t->write(probe_record(key, routine, depth, im.schema.gnugo_class[ri]));
    ProbeResult out;
    if (im.n == 0) return out;
    Bucket& b = im.buckets[bucket_index(key, im.n)];
    const uint64_t check = key & kCheckMask;
    uint32_t seq = 0, meta = 0;
    uint64_t tag = 0;
    for (int attempt = 0;; ++attempt) {
        if (attempt > 0) {
            bump(shard.retries);
            if (attempt > kMaxRetries) return out;
            cpu_relax();
        }
        seq = aref(b.seq).load(std::memory_order_acquire);
        if (seq & 1) continue;
        meta = 0;
        for (int i = 0; i < kEntriesPerBucket; ++i) {
            const uint64_t t = aref(b.tag[i]).load(std::memory_order_acquire);
            if (tag_check(t) != check) continue;
            const uint32_t m = aref(b.meta[i]).load(std::memory_order_acquire);
            if (m & 1) {
                tag = t;
                meta = m;
                break;
            }
        }
        if (aref(b.seq).load(std::memory_order_relaxed) == seq) break;
    }
    if (!(meta & 1)) return out;
    const Meta m = unpack(meta);
    bump(shard.count[ri][kHits]);
    const bool pns = im.schema.proof_numbers[ri];
    out.result = result_of(m, pns);
    out.work = m.work;
    if (!(m.proven || (!pns && m.depth >= depth))) {
        out.kind = ProbeKind::Hint;
        return out;
    }
    out.kind = ProbeKind::Hit;
    bump(shard.count[ri][kTrusted]);
    // Refresh the entry's generation (once per generation), if no writer is busy.
    const unsigned gen = im.generation.load(std::memory_order_relaxed) & 255u;
    if (tag_generation(tag) != gen) {
        uint32_t expected = seq;
        if (aref(b.seq).compare_exchange_strong(expected, seq + 1, std::memory_order_acq_rel,
                                                std::memory_order_relaxed)) {
            for (int i = 0; i < kEntriesPerBucket; ++i)
                if (aref(b.tag[i]).load(std::memory_order_relaxed) == tag)
                    aref(b.tag[i]).store((tag & ~uint64_t{255}) | gen, std::memory_order_release);
            aref(b.seq).store(seq + 2, std::memory_order_release);
        }
    }
    return out;
}

void Table::store(uint64_t key, Routine routine, const Result& result, uint64_t nodes) {
    Impl& im = *m_impl;
    Shard& shard = im.shards[shard_slot()];
    const int ri = routine_index(routine);
    const int work = work_of(nodes);
    bump(shard.count[ri][kStores]);
    if (TraceWriter* t = im.trace.load(std::memory_order_acquire))
        t->write(store_record(key, routine, result, work, im.schema.gnugo_class[ri]));
    if (im.n == 0) {
        bump(shard.count[ri][kRefused]);
        return;
    }
    Bucket& b = im.buckets[bucket_index(key, im.n)];
    uint32_t seq = aref(b.seq).load(std::memory_order_relaxed);
    if ((seq & 1) || !aref(b.seq).compare_exchange_strong(seq, seq + 1, std::memory_order_acq_rel,
                                                          std::memory_order_relaxed)) {
        bump(shard.count[ri][kRefused]);  // another writer owns the bucket: never wait
        return;
    }
    if (seq == 0) im.note_first_write(&b - im.buckets);
    const unsigned gen = im.generation.load(std::memory_order_relaxed) & 255u;
    int evicted = 0;
    const Placed placed = im.place(b, key, pack(meta_of(routine, result, work, im.schema.proof_numbers[ri])), gen, &evicted);
    aref(b.seq).store(seq + 2, std::memory_order_release);
    switch (placed) {
        case Placed::Empty:
            break;
        case Placed::Overwrite:
            bump(shard.count[ri][kOverwrites]);
            break;
        case Placed::Evicted:
            bump(shard.count[evicted][kEvictions]);
            break;
        case Placed::Refused:
            bump(shard.count[ri][kRefused]);
            break;
    }
}

Stats Table::stats() const {
    const Impl& im = *m_impl;
    Stats s;
    for (int k = 0; k < kShards; ++k) {
        Shard& sh = im.shards[k];
        for (int r = 0; r < kRoutineSlots; ++r) {
            RoutineStats& rs = s.by_routine[r];
            uint64_t* c = sh.count[r];
            rs.probes += aref(c[kProbes]).load(std::memory_order_relaxed);
            rs.hits += aref(c[kHits]).load(std::memory_order_relaxed);
            rs.trusted_hits += aref(c[kTrusted]).load(std::memory_order_relaxed);
            rs.stores += aref(c[kStores]).load(std::memory_order_relaxed);
            rs.overwrites += aref(c[kOverwrites]).load(std::memory_order_relaxed);
            rs.evictions += aref(c[kEvictions]).load(std::memory_order_relaxed);
            rs.refused += aref(c[kRefused]).load(std::memory_order_relaxed);
        }
        s.retries += aref(sh.retries).load(std::memory_order_relaxed);
    }
    for (const RoutineStats& rs : s.by_routine) {
        s.total.probes += rs.probes;
        s.total.hits += rs.hits;
        s.total.trusted_hits += rs.trusted_hits;
        s.total.stores += rs.stores;
        s.total.overwrites += rs.overwrites;
        s.total.evictions += rs.evictions;
        s.total.refused += rs.refused;
    }
    // Occupancy: up to 1024 buckets sampled evenly over the table.
    const uint64_t samples = std::min<uint64_t>(im.n, 1024);
    uint64_t used = 0;
    for (uint64_t k = 0; k < samples; ++k) {
        Bucket& b = im.buckets[k * im.n / samples];
        for (int i = 0; i < kEntriesPerBucket; ++i)
            used += aref(b.meta[i]).load(std::memory_order_relaxed) & 1;
    }
    s.occupancy_permille =
        samples ? static_cast<int>(used * 1000 / (samples * kEntriesPerBucket)) : 0;
    s.buckets = im.n;
    s.entries = im.n * kEntriesPerBucket;
    s.megabytes = im.megabytes;
    s.generation = im.generation.load(std::memory_order_relaxed) & 255u;
    s.names = im.schema.names;
    return s;
}

void Table::reset_stats() {
    for (int k = 0; k < kShards; ++k) {
        Shard& sh = m_impl->shards[k];
        for (auto& row : sh.count)
            for (uint64_t& c : row) aref(c).store(0, std::memory_order_relaxed);
        aref(sh.retries).store(0, std::memory_order_relaxed);
    }
}

int Table::verified_key_bits() const {
    if (m_impl->n == 0) return 0;
    const int index_bits = std::bit_width(m_impl->n) - 1;
    return std::min(64, kCheckBits + index_bits);
}

bool Table::start_trace(const std::string& path, std::string* error) {
    try {
        auto writer = std::make_unique<TraceWriter>(path);
        stop_trace();
        m_impl->trace_owner = std::move(writer);
        m_impl->trace.store(m_impl->trace_owner.get(), std::memory_order_release);
        return true;
    } catch (const std::exception& e) {
        if (error) *error = e.what();
        return false;
    }
}

void Table::stop_trace() {
    m_impl->trace.store(nullptr, std::memory_order_release);
    if (m_impl->trace_owner) m_impl->trace_owner->close();
    m_impl->trace_owner.reset();
}

std::string format_stats(const Stats& s) {
    std::string out;
    char line[256];
    const auto row = [&](const char* name, const RoutineStats& r) {
        std::snprintf(line, sizeof line,
                      "%-16s probes %llu hits %llu trusted %llu stores %llu overwrites %llu "
                      "evictions %llu refused %llu\n",
                      name, static_cast<unsigned long long>(r.probes),
                      static_cast<unsigned long long>(r.hits),
                      static_cast<unsigned long long>(r.trusted_hits),
                      static_cast<unsigned long long>(r.stores),
                      static_cast<unsigned long long>(r.overwrites),
                      static_cast<unsigned long long>(r.evictions),
                      static_cast<unsigned long long>(r.refused));
        out += line;
    };
    std::snprintf(line, sizeof line,
                  "size %.2f MB, %llu buckets, %llu entries, occupancy %d permille, generation "
                  "%u, retries %llu\n",
                  s.megabytes, static_cast<unsigned long long>(s.buckets),
                  static_cast<unsigned long long>(s.entries), s.occupancy_permille, s.generation,
                  static_cast<unsigned long long>(s.retries));
    out += line;
    row("total", s.total);
    for (int r = 0; r < kRoutineSlots; ++r) {
        const RoutineStats& rs = s.by_routine[r];
        if (!rs.probes && !rs.stores) continue;
        char unnamed[16];
        std::snprintf(unnamed, sizeof unnamed, "routine %d", r);
        row(s.names[r] ? s.names[r] : unnamed, rs);
    }
    if (!out.empty() && out.back() == '\n') out.pop_back();
    return out;
}

}  // namespace yomi::cache
