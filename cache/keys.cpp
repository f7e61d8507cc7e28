// Cache keys: position hash XOR per-routine per-target randoms, ko state and an
// extra hash.  The random tables are generated at compile time from fixed seeds.
#include <bit>

#include <yomi/cache/entry.h>
#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/zobrist.h>

namespace yomi::cache {
namespace {

struct KeyTables {
    uint64_t target1[kRoutineSlots][kBoardMax];
    uint64_t target2[kRoutineSlots][kBoardMax];  // [r][0] (no second target) is zero
    uint64_t ko_owner[4];                        // [Empty] is zero
    uint64_t ko_point[kBoardMax];                // [0] (no ko) is zero
};

constexpr KeyTables make_key_tables(uint64_t seed) {
    KeyTables t{};
    for (int r = 0; r < kRoutineSlots; ++r)
        for (int i = 0; i < kBoardMax; ++i) t.target1[r][i] = zobrist::splitmix64(seed);
    for (int r = 0; r < kRoutineSlots; ++r)
        for (int i = 1; i < kBoardMax; ++i) t.target2[r][i] = zobrist::splitmix64(seed);
    for (int c = 1; c < 4; ++c) t.ko_owner[c] = zobrist::splitmix64(seed);
    for (int i = 1; i < kBoardMax; ++i) t.ko_point[i] = zobrist::splitmix64(seed);
    return t;
}

constexpr uint64_t kKeySeed = 0x796F6D69'63616368ULL;  // "yomicach"
constexpr uint64_t kKeySchemeVersion = 1;
constexpr KeyTables kKeys = make_key_tables(kKeySeed);

// A bijective mixer (splitmix64's finalizer) so that an extra hash built from
// the board's own Zobrist keys can't cancel the position hash.
constexpr uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

int clamp_point(Point p) {
    const int i = p.index();
    return (i < 0 || i >= kBoardMax) ? 0 : i;
}

}  // namespace

const char* routine_name(Routine r) {
    switch (r) {
        case Routine::Attack:
            return "attack";
        case Routine::FindDefense:
            return "find_defense";
        case Routine::OwlAttack:
            return "owl_attack";
        case Routine::OwlDefend:
            return "owl_defend";
        case Routine::OwlDoesAttack:
            return "owl_does_attack";
        case Routine::OwlDoesDefend:
            return "owl_does_defend";
        case Routine::Semeai:
            return "semeai";
        case Routine::Connect:
            return "connect";
        case Routine::Disconnect:
            return "disconnect";
        case Routine::BreakIn:
            return "break_in";
        case Routine::BlockOff:
            return "block_off";
    }
    return "routine";
}

uint64_t make_key(uint64_t position_hash, Routine routine, Point target1, Point target2, KoState ko,
                  uint64_t extra) {
    const int r = static_cast<int>(routine) & (kRoutineSlots - 1);
    uint64_t key = position_hash ^ kKeys.target1[r][clamp_point(target1)] ^
                   kKeys.target2[r][clamp_point(target2)] ^
                   kKeys.ko_owner[static_cast<int>(ko.owner) & 3] ^
                   kKeys.ko_point[clamp_point(ko.point)];
    if (extra != 0) key ^= mix(extra);
    return key;
}

int work_of(uint64_t nodes) {
    const int w = std::bit_width(nodes);
    return w > detail::kMaxWork ? detail::kMaxWork : w;
}

uint64_t key_scheme_fingerprint() {
    uint64_t h = kKeySchemeVersion;
    const auto fold = [&h](uint64_t v) { h = mix(h ^ v) + 0x9E3779B97F4A7C15ULL; };
    for (int r = 0; r < kRoutineSlots; ++r)
        for (int i = 0; i < kBoardMax; ++i) fold(kKeys.target1[r][i] ^ kKeys.target2[r][i]);
    for (uint64_t v : kKeys.ko_owner) fold(v);
    for (uint64_t v : kKeys.ko_point) fold(v);
    // Keys embed the board's position hash: its Zobrist tables belong to the scheme.
    for (int c = 0; c < 2; ++c)
        for (int i = 0; i < kBoardMax; ++i) fold(zobrist::kTables.stone[c][i]);
    for (uint64_t v : zobrist::kTables.ko) fold(v);
    fold(detail::kEntriesPerBucket);
    fold(detail::kCheckBits);
    fold(sizeof(detail::Bucket));
    return h;
}

}  // namespace yomi::cache
