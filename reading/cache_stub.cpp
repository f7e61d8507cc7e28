// TEMPORARY stand-in for the unified cache (branch `cache`), so the reader
// builds and runs before that lands: a direct-mapped table with the same
// interface.  Deleted when main has cache/reading_cache.cpp.
#include <cmath>
#include <stdexcept>
#include <vector>

#include "cache/reading_cache.h"

namespace yomi::cache {

namespace {
uint64_t mix(uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}
struct Entry {
    uint64_t key = 0;
    Result result;
    uint8_t routine = 0xff;
};
}  // namespace

const char* routine_name(Routine) { return "routine"; }

uint64_t make_key(uint64_t position_hash, Routine routine, Point target1, Point target2,
                  KoState ko, uint64_t extra) {
    uint64_t k = position_hash;
    k ^= mix(1000003ULL * static_cast<uint64_t>(routine) + static_cast<uint64_t>(target1.index()));
    k ^= mix(0x5555ULL + static_cast<uint64_t>(target2.index()) * 7919ULL);
    k ^= mix(0x7777ULL + static_cast<uint64_t>(ko.owner) * 131ULL +
             static_cast<uint64_t>(ko.point.index()) * 524287ULL);
    return k ^ extra;
}

struct Table::Impl {
    std::vector<Entry> entries;
};

Table::Table(double megabytes) : m_impl(std::make_unique<Impl>()) { resize(megabytes); }
Table::~Table() = default;

void Table::resize(double megabytes) {
    if (!(megabytes >= 0) || megabytes > 65536) throw std::invalid_argument("bad cache size");
    size_t n = static_cast<size_t>(megabytes * 1048576.0 / sizeof(Entry));
    m_impl->entries.assign(n, Entry{});
}
void Table::clear() { std::fill(m_impl->entries.begin(), m_impl->entries.end(), Entry{}); }
void Table::new_generation() {}

ProbeResult Table::probe(uint64_t key, Routine routine, int depth) const {
    ProbeResult r;
    if (m_impl->entries.empty()) return r;
    const Entry& e = m_impl->entries[key % m_impl->entries.size()];
    if (e.key != key || e.routine != static_cast<uint8_t>(routine)) return r;
    r.result = e.result;
    r.kind = (e.result.proven || e.result.depth >= depth) ? ProbeKind::Hit : ProbeKind::Hint;
    return r;
}

void Table::store(uint64_t key, Routine routine, const Result& result, uint64_t) {
    if (m_impl->entries.empty()) return;
    Entry& e = m_impl->entries[key % m_impl->entries.size()];
    e.key = key;
    e.routine = static_cast<uint8_t>(routine);
    e.result = result;
}

}  // namespace yomi::cache
