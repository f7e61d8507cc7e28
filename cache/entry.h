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
//
// Entries of proof-number routines (Schema::proof_numbers) that are not
// proven reuse the fields they have no use for: depth (6 bits) holds the
// proof number's log code, and code1, code2 and the spare bit (5 bits: code1
// low, spare high) the disproof number's.  Log code c of a number x: 0 for 0,
// else min(max, 1 + floor(2 log2 x)); its value is the smallest x of the code.
struct Meta {
    bool occupied = false;
    uint8_t routine = 0;
    uint8_t code1 = 0, code2 = 0;
    uint16_t move = 0;
    uint8_t depth = 0;
    bool proven = false;
    uint8_t work = 0;
    uint8_t spare = 0;  // bit 31: only proof-number entries use it (dn's top bit)
};
static_assert(kBoardMax <= 512, "a move fits in 9 bits");
static_assert(kRoutineSlots <= 16, "a routine fits in 4 bits");

inline constexpr int kPnBits = 6;  // the depth field
inline constexpr int kDnBits = 5;  // code1, code2 and the spare bit
static_assert(kPnBits == 6 && kDnBits == 2 + 2 + 1, "pn and dn reuse depth, codes and spare");

// The log code of x in bits bits (see above).
constexpr uint8_t log_code(uint64_t x, int bits) {
    if (x == 0) return 0;
    int half_steps = 0;  // floor(2 log2 x)
    const int e = 63 - __builtin_clzll(x);
    half_steps = 2 * e;
    // x >= 2^(e + 1/2) (x^2 >= 2^(2e+1)) adds a half step.
    const unsigned __int128 sq = static_cast<unsigned __int128>(x) * x;
    if (sq >= (static_cast<unsigned __int128>(1) << (2 * e + 1))) ++half_steps;
    const int max = (1 << bits) - 1;
    return static_cast<uint8_t>(1 + half_steps < max ? 1 + half_steps : max);
}
// The smallest number with log code c: ceil(2^((c - 1) / 2)).
constexpr uint64_t log_value(uint8_t c) {
    if (c == 0) return 0;
    const int h = c - 1, e = h / 2;
    if (h % 2 == 0) return uint64_t{1} << e;
    // ceil(sqrt(2) * 2^e): the smallest x with x^2 >= 2^(2e+1).
    uint64_t x = static_cast<uint64_t>(1.4142135623730951 * static_cast<double>(uint64_t{1} << e));
    while (static_cast<unsigned __int128>(x) * x < (static_cast<unsigned __int128>(1) << (2 * e + 1)))
        ++x;
    while (x > 1 && static_cast<unsigned __int128>(x - 1) * (x - 1) >=
                        (static_cast<unsigned __int128>(1) << (2 * e + 1)))
        --x;
    return x;
}
static_assert(log_code(0, 6) == 0 && log_code(1, 6) == 1 && log_code(2, 6) == 3);
static_assert(log_code(3, 6) == 4 && log_code(4, 6) == 5 && log_value(4) == 3 && log_value(5) == 4);
static_assert(log_value(log_code(1000, 6)) <= 1000 && log_value(log_code(1000, 6) + 1) > 1000);
static_assert(log_code(uint64_t{1} << 40, kPnBits) == 63 && log_code(uint64_t{1} << 40, kDnBits) == 31);

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
           uint32_t{m.depth & 63u} << 18 | uint32_t{m.proven} << 24 | uint32_t{m.work & 63u} << 25 |
           uint32_t{m.spare & 1u} << 31;
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
    m.spare = (w >> 31) & 1;
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

}  // namespace yomi::cache::detail
