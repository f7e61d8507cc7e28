// Reading questions' cache keys (see question.h): the random tables, the mixer
// and the routines' names and classes.
#include <yomi/reading/question.h>

#include <string_view>

#include <yomi/engine/board/zobrist.h>

namespace yomi {
namespace {

constexpr int kSlots = cache::kRoutineSlots;
constexpr int kVariants = 4;

struct KeyTables {
    uint64_t target1[kSlots][kBoardMax];
    uint64_t target2[kSlots][kBoardMax];  // [r][0] (no second target) is zero
    uint64_t ko_owner[4];                 // [Empty] is zero
    uint64_t variant[kSlots][kVariants];  // [r][0] is zero
};

constexpr KeyTables make_key_tables(uint64_t seed) {
    KeyTables t{};
    for (int r = 0; r < kSlots; ++r)
        for (int i = 0; i < kBoardMax; ++i) t.target1[r][i] = zobrist::splitmix64(seed);
    for (int r = 0; r < kSlots; ++r)
        for (int i = 1; i < kBoardMax; ++i) t.target2[r][i] = zobrist::splitmix64(seed);
    for (int c = 1; c < 4; ++c) t.ko_owner[c] = zobrist::splitmix64(seed);
    for (int r = 0; r < kSlots; ++r)
        for (int v = 1; v < kVariants; ++v) t.variant[r][v] = zobrist::splitmix64(seed);
    return t;
}

constexpr uint64_t kKeySeed = 0x796F6D69'63616368ULL;  // "yomicach"
// Bump when the composition changes without the tables changing.
constexpr uint64_t kKeySchemeVersion = 2;
constexpr KeyTables kKeys = make_key_tables(kKeySeed);

// The one mixer: splitmix64's finalizer (bijective).
constexpr uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

int slot(cache::Routine r) {
    return static_cast<int>(r) & (kSlots - 1);
}

int clamp_point(Point p) {
    const int i = p.index();
    return (i < 0 || i >= kBoardMax) ? 0 : i;
}

uint64_t key_scheme_fingerprint() {
    uint64_t h = kKeySchemeVersion;
    const auto fold = [&h](uint64_t v) { h = mix(h ^ v) + 0x9E3779B97F4A7C15ULL; };
    for (int r = 0; r < kSlots; ++r)
        for (int i = 0; i < kBoardMax; ++i) fold(kKeys.target1[r][i] ^ kKeys.target2[r][i]);
    for (uint64_t v : kKeys.ko_owner) fold(v);
    for (int r = 0; r < kSlots; ++r)
        for (uint64_t v : kKeys.variant[r]) fold(v);
    // Keys embed the board's position hash: its Zobrist tables belong to the scheme.
    for (int c = 0; c < 2; ++c)
        for (int i = 0; i < kBoardMax; ++i) fold(zobrist::kTables.stone[c][i]);
    for (uint64_t v : zobrist::kTables.ko) fold(v);
    return h;
}

}  // namespace

uint64_t Question::key(uint64_t position_hash) const {
    const int r = slot(routine);
    uint64_t k = position_hash ^ kKeys.target1[r][clamp_point(target1)] ^
                 kKeys.target2[r][clamp_point(target2)] ^
                 kKeys.ko_owner[static_cast<int>(ko_owner) & 3] ^
                 kKeys.variant[r][variant & (kVariants - 1)];
    if (goal != 0) k ^= mix(goal);
    return k;
}

uint64_t goal_hash(const Board& b, const PointMask& goal, Color owner) {
    uint64_t h = 0x6F776C676F616C00ULL;  // "owlgoal"
    for (int i = 0; i < kBoardMax; ++i)
        if (goal[i] && b.at(Point(i)) == owner) h ^= zobrist::stone_key(owner, Point(i));
    return mix(h);
}

uint64_t region_hash(const PointMask& region) {
    uint64_t h = 0x7265'6769'6F6E'0000ULL;  // "region"
    for (int i = 0; i < kBoardMax; ++i)
        if (region[i]) h ^= zobrist::stone_key(Color::Black, Point(i)) * 3;
    return mix(h);
}

const char* routine_name(cache::Routine r) {
    switch (static_cast<int>(r)) {
        case static_cast<int>(routine::Attack):
            return "attack";
        case static_cast<int>(routine::FindDefense):
            return "find_defense";
        case static_cast<int>(routine::OwlAttack):
            return "owl_attack";
        case static_cast<int>(routine::OwlDefend):
            return "owl_defend";
        case static_cast<int>(routine::Semeai):
            return "semeai";
        case static_cast<int>(routine::Connect):
            return "connect";
        case static_cast<int>(routine::Disconnect):
            return "disconnect";
        case static_cast<int>(routine::DfpnCapture):
            return "dfpn_capture";
        case static_cast<int>(routine::DfpnLife):
            return "dfpn_life";
    }
    return "routine";
}

cache::Schema reading_schema() {
    cache::Schema s;
    for (int r = 0; r < kSlots; ++r) {
        const cache::Routine id{static_cast<uint8_t>(r)};
        const char* name = routine_name(id);
        s.names[r] = std::string_view(name) == "routine" ? nullptr : name;
    }
    // GNU Go 3.8's ranks: semeai 4, owl 3, connection 1, tactical 0.
    s.gnugo_class[slot(routine::Semeai)] = 4;
    s.gnugo_class[slot(routine::OwlAttack)] = 3;
    s.gnugo_class[slot(routine::OwlDefend)] = 3;
    s.gnugo_class[slot(routine::DfpnLife)] = 3;
    s.gnugo_class[slot(routine::Connect)] = 1;
    s.gnugo_class[slot(routine::Disconnect)] = 1;
    s.proof_numbers[slot(routine::DfpnCapture)] = true;
    s.proof_numbers[slot(routine::DfpnLife)] = true;
    s.key_scheme = key_scheme_fingerprint();
    return s;
}

}  // namespace yomi
