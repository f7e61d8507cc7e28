// Private: the packed entry and bucket layout of the reading cache.
//
// A bucket is one 64-byte cache line: a 32-bit sequence number (the bucket's
// seqlock) and five 96-bit entries, each split into a 64-bit word (56 key check
// bits and the 8-bit generation) and a 32-bit word (everything else).  12.8
// bytes per entry.  The bucket index is multiply-high of the whole key, which
// fixes its top bits; the check bits are the low 56 bits, so at 256 buckets
// (16 KB) or more all 64 key bits are verified and a stored key can be
// recovered exactly (persistence rehashes through that).
#pragma once

#include <cstdint>

#include <yomi/cache/reading_cache.h>

namespace yomi::cache::detail {

inline constexpr int kEntriesPerBucket = 5;
inline constexpr int kCheckBits = 56;
inline constexpr uint64_t kCheckMask = (uint64_t{1} << kCheckBits) - 1;
inline constexpr int kMaxDepth = 63;
inline constexpr int kMaxWork = 63;

struct alignas(64) Bucket {
    uint32_t seq;                      // odd while a writer owns the bucket
    uint32_t meta[kEntriesPerBucket];  // see Meta
    uint64_t tag[kEntriesPerBucket];   // check << 8 | generation
};
static_assert(sizeof(Bucket) == 64, "a bucket is one cache line");
static_assert(alignof(Bucket) == 64);
static_assert(sizeof(Bucket) * 10 / kEntriesPerBucket <= 128, "at most 12.8 bytes an entry");
static_assert(kCheckBits + 8 == 64, "check bits and generation fill the tag word");

// The 32-bit meta word: bit 0 occupied, 1-4 routine, 5-6 code1, 7-8 code2,
// 9-17 move, 18-23 depth, 24 proven, 25-30 work, 31 spare.
struct Meta {
    bool occupied = false;
    uint8_t routine = 0;
    uint8_t code1 = 0, code2 = 0;
    uint16_t move = 0;
    uint8_t depth = 0;
    bool proven = false;
    uint8_t work = 0;
};
static_assert(kBoardMax <= 512, "a move fits in 9 bits");
static_assert(kRoutineSlots <= 16, "a routine fits in 4 bits");

// A move the cache keeps: pass (index 0) or a point of the largest board.
// Anything else is stored as pass, and refused in a file.
constexpr bool storable_move(int index) {
    if (index == 0) return true;
    if (index < 0 || index >= kBoardMax) return false;
    const Point p(index);
    return p.row() >= 0 && p.row() < kMaxBoardSize && p.col() >= 0 && p.col() < kMaxBoardSize;
}

constexpr uint32_t pack(const Meta& m) {
    return uint32_t{m.occupied} | uint32_t{m.routine & 15u} << 1 | uint32_t{m.code1 & 3u} << 5 |
           uint32_t{m.code2 & 3u} << 7 | uint32_t{m.move & 511u} << 9 |
           uint32_t{m.depth & 63u} << 18 | uint32_t{m.proven} << 24 | uint32_t{m.work & 63u} << 25;
}

constexpr Meta unpack(uint32_t w) {
    Meta m;
    m.occupied = w & 1;
    m.routine = (w >> 1) & 15;
    m.code1 = (w >> 5) & 3;
    m.code2 = (w >> 7) & 3;
    m.move = (w >> 9) & 511;
    m.depth = (w >> 18) & 63;
    m.proven = (w >> 24) & 1;
    m.work = (w >> 25) & 63;
    return m;
}

constexpr uint64_t make_tag(uint64_t key, unsigned generation) {
    return (key & kCheckMask) << 8 | (generation & 255u);
}
constexpr uint64_t tag_check(uint64_t tag) {
    return tag >> 8;
}
constexpr unsigned tag_generation(uint64_t tag) {
    return static_cast<unsigned>(tag & 255u);
}

// The bucket of key among n: floor(key * n / 2^64) (any n, no power of two).
inline uint64_t bucket_index(uint64_t key, uint64_t n) {
    return static_cast<uint64_t>((static_cast<unsigned __int128>(key) * n) >> 64);
}

// The key with the given check bits that lands in bucket index of n: unique
// (the stored key itself) when n >= 256; for smaller tables the smallest such
// key, which has the same bucket and check bits, so a reload at the same size is
// still exact.  False when there is none.
inline bool recover_key(uint64_t index, uint64_t n, uint64_t check, uint64_t* key) {
    // lo = ceil(index * 2^64 / n): the smallest key of the bucket.
    const unsigned __int128 num = static_cast<unsigned __int128>(index) << 64;
    const unsigned __int128 lo128 = (num + n - 1) / n;
    if (lo128 >> 64) return false;
    const uint64_t lo = static_cast<uint64_t>(lo128);
    uint64_t k = (lo & ~kCheckMask) | check;
    if (k < lo) {
        if ((lo & ~kCheckMask) == ~kCheckMask) return false;  // would overflow
        k += uint64_t{1} << kCheckBits;
    }
    if (bucket_index(k, n) != index) return false;
    *key = k;
    return true;
}

constexpr int routine_class_gnugo(uint8_t routine) {
    switch (static_cast<Routine>(routine)) {
        case Routine::Semeai:
            return 4;
        case Routine::OwlAttack:
        case Routine::OwlDefend:
        case Routine::OwlDoesAttack:
        case Routine::OwlDoesDefend:
            return 3;
        case Routine::BreakIn:
        case Routine::BlockOff:
            return 2;
        case Routine::Connect:
        case Routine::Disconnect:
            return 1;
        default:
            return 0;
    }
}

}  // namespace yomi::cache::detail
