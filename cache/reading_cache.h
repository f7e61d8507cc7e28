// The unified reading cache: one table, one entry type, for every reader.
//
// A result's key is the position hash XOR a per-routine, per-target random
// XOR the ko owner and the question's goal; the readers compose keys in one
// place (reading/question.h), the table takes them as 64-bit numbers.  The
// packed entry/bucket layout is private (cache/entry.h); the design and its
// measurements: cache/DESIGN.md.
//
// Thread safety: any number of threads may probe and store at once without
// locks (a store that finds its bucket busy is dropped, never waits), and save
// may run while they do (it reads each bucket under its seqlock, as a probe
// does).  clear, resize and load change the table wholesale: they refuse to
// run while a reader holds the table (TableUse, below: every reader holds the
// table it reads with), so they never pull it from under a reader in another
// thread.  start_trace and stop_trace, a diagnostic, must likewise run alone
// (the GTP engine runs them as commands of their own, between reading
// commands).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include <yomi/engine/board/types.h>

namespace yomi::cache {

// A routine id: which reader's question (and which side's) a result answers.
// The readers' side assigns the values (reading/question.h); the table only
// keeps them (4 bits) for its statistics, its GNU Go measurement policy and
// its files.
enum class Routine : uint8_t {};
inline constexpr int kRoutineSlots = 16;

// What the readers' side tells a table about its routines (reading_schema() in
// reading/question.h).  A table made without one names routines by number and
// writes files that only another schema-less table accepts.
struct Schema {
    std::array<const char*, kRoutineSlots> names{};    // nullptr: "routine N"
    std::array<uint8_t, kRoutineSlots> gnugo_class{};  // GNU Go's rank, for Tuning::gnugo_replacement
    uint64_t key_scheme = 0;  // fingerprint of how keys are composed; saved files must match
    // Routines whose entries hold proof and disproof numbers (df-pn): a probe
    // trusts only their proven results, and for one key more work is better
    // informed (depth means nothing to them).
    std::array<bool, kRoutineSlots> proof_numbers{};
};

// What a reader stores.
struct Result {
    ReadCode code1 = ReadCode::Fail;
    ReadCode code2 = ReadCode::Fail;  // semeai's second code; else Fail
    Point move = Point::pass();
    int depth = 0;        // remaining depth the result was read with
    bool proven = false;  // true when valid regardless of depth
    // Proof-number routines (Schema::proof_numbers), unproven entries only:
    // the proof and disproof numbers, kept on a log scale (two steps per
    // doubling; pn up to 2^31, dn up to 2^15; a value comes back as the
    // smallest of its step, never above what was stored).  A proven entry
    // holds code1 Win (proved) or Fail (disproved) instead.
    uint32_t pn = 1;
    uint32_t dn = 1;
};

enum class ProbeKind : uint8_t {
    Miss,  // nothing for this key
    Hint,  // an entry exists but is not valid for the request: use result.move for ordering
    Hit,   // result is valid for the request (proven, or stored depth >= requested)
};

struct ProbeResult {
    ProbeKind kind = ProbeKind::Miss;
    Result result;
    int work = 0;  // the stored entry's work (log2 of its nodes), when kind != Miss
};

// log2 of a node count as the cache keeps it: bit_width(nodes) capped at 63
// (0 nodes -> 0, 1 -> 1, 2..3 -> 2, ...).
int work_of(uint64_t nodes);

// A fingerprint of the table's layout (entries per bucket, check bits, bucket
// size); a saved file holds it combined with the schema's key_scheme.
uint64_t layout_fingerprint();

// The sensible default table size (see cache/DESIGN.md).
inline constexpr double kDefaultMegabytes = 8.0;

// Replacement tuning: an entry's value is
//     work_weight * work - age_weight * min(age, age_cap)
// (work = log2 of the nodes, age in generations).  The defaults are the
// measured choice (cache/DESIGN.md); other values exist for the policy
// comparison in cachesim.
struct Tuning {
    int work_weight = 8;  // one doubling of the work is worth 8 generations
    int age_weight = 1;
    // Refuse a store whose value is below that of the least valuable entry.
    bool refuse_cheaper = false;
    // Ages past this count as this: an idle entry loses at most
    // age_cap / work_weight doublings (4) against fresh ones.
    int age_cap = 32;
    // For measurement only (the closed-loop policy comparison, yomi
    // --cache-policy gnugo): replace as GNU Go 3.8 does instead.  Each 64-byte
    // bucket then holds two of GNU Go's 32-byte buckets (two entries each, the
    // "deepest" and the "newest"; a key's low bit picks one; the fifth entry
    // stays empty), so the table has GNU Go's geometry in the same memory: a
    // new result replaces the newest (or the deepest, for its own key), then
    // the two swap when the newest outranks the deepest; rank = routine class
    // (semeai 4, owl 3, break-in 2, connection 1, tactical 0), then remaining
    // depth (the class from the table's Schema).  The same rule as cachesim's
    // simulated gnugo-3.8.
    bool gnugo_replacement = false;
};

struct RoutineStats {
    uint64_t probes = 0, hits = 0, trusted_hits = 0, stores = 0, overwrites = 0, evictions = 0,
             refused = 0;
};

struct Stats {
    RoutineStats total;
    std::array<RoutineStats, kRoutineSlots> by_routine{};
    uint64_t retries = 0;        // concurrent-read retries
    int occupancy_permille = 0;  // sampled
    uint64_t buckets = 0;
    uint64_t entries = 0;  // capacity
    double megabytes = 0;
    unsigned generation = 0;  // current generation (wraps at 256)
    std::array<const char*, kRoutineSlots> names{};  // the table's Schema names
};

// Multi-line human-readable statistics (GTP cache_stats, regression runner).
std::string format_stats(const Stats& stats);

class Table;

// A reader's hold on a table (or on none): while any hold on a table exists,
// clear and resize throw std::logic_error and load refuses, since they change
// the table wholesale.  Readers keep one for as long as they may probe or
// store.  Not copyable; cheap to make (one atomic count on the table).
class TableUse {
  public:
    explicit TableUse(Table* table = nullptr) { reset(table); }
    ~TableUse() { reset(nullptr); }
    TableUse(const TableUse&) = delete;
    TableUse& operator=(const TableUse&) = delete;
    // Releases the current table and holds table instead.
    void reset(Table* table);
    Table* get() const { return m_table; }
    Table* operator->() const { return m_table; }
    explicit operator bool() const { return m_table != nullptr; }

  private:
    Table* m_table = nullptr;
};

class Table {
  public:
    // megabytes may be 0 (no cache: every probe misses, stores are dropped).
    // Throws std::invalid_argument for negative, NaN or absurd sizes.
    explicit Table(double megabytes);
    Table(double megabytes, const Tuning& tuning, const Schema& schema = {});
    ~Table();
    Table(const Table&) = delete;
    Table& operator=(const Table&) = delete;

    // Discards every entry.  Throws like the constructor.
    void resize(double megabytes);
    // Empties the table: only the buckets written since the last clear when
    // they are few, else all of it (several threads for big tables).
    // Recorded in a trace.
    void clear();
    // Advance the age: once per top-level reading command or new position.
    void new_generation();

    // depth: the remaining depth the caller needs.  Hit when the stored result
    // is proven or was read with at least that depth (proof-number routines:
    // only when proven); Hint (result.move for
    // ordering) when it was read shallower; Miss when there is none.
    ProbeResult probe(uint64_t key, Routine routine, int depth) const;
    // A hint that key will be probed soon: starts loading its bucket into the
    // processor's cache (no effect on the table's contents or statistics).
    void prefetch(uint64_t key) const;
    // nodes: the work the result cost (the reader's node count for it).  For a
    // key already present the better-informed result is kept (proven, then
    // deeper, then more work); otherwise the least valuable entry of the
    // bucket goes (value = 8 * log2(nodes) - age in generations).
    void store(uint64_t key, Routine routine, const Result& result, uint64_t nodes);

    Stats stats() const;
    void reset_stats();

    // Persistence (a gzip file, format in cache/DESIGN.md).  On failure each
    // returns false with a message in *error.
    //
    // save writes a temporary file beside path, flushes it to disk and renames
    // it over path, so a failed save (disk full, a signal, a file-size limit)
    // leaves the old file as it was.  path may be a new file, a regular file or
    // a symbolic link to one (the link's target is replaced); anything else is
    // refused.  A table of size 0 has nothing to save: refused.  Safe while
    // other threads probe and store.
    bool save(const std::string& path, std::string* error) const;
    // load replaces the table's contents with the file's (rehashed into this
    // table's size).  Only a regular file is read (a FIFO or a device is
    // refused without blocking).  Every header field and every record is
    // checked before the table is touched: a refused file leaves the table as
    // it was.  The verified records are held in memory (16 bytes each) until
    // they are placed.
    bool load(const std::string& path, std::string* error);
    // The same from the bytes of a file in memory (what load reads).
    bool load_bytes(const void* data, size_t size, std::string* error);

    // Trace recording: every probe, store, new generation and clear from now on
    // goes (zlib-compressed, see cache/trace.h) to path, until stop_trace or
    // destruction.  Returns false with *error when the file can't be opened.
    bool start_trace(const std::string& path, std::string* error);
    void stop_trace();

    const Schema& schema() const;
    // How many TableUse holds exist on this table now.
    int holders() const;

    // Verified key bits at this size: check bits stored in an entry plus the
    // bits the bucket index determines (capped at 64).
    int verified_key_bits() const;

  private:
    friend class TableUse;
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

}  // namespace yomi::cache
