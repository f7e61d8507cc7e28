// Zobrist keys of the board: one random per (colour, point), per ko point and
// per board size.  Generated at compile time from a fixed seed (splitmix64),
// so hashes are reproducible across runs, builds and machines.
#pragma once

#include <cstdint>

#include <yomi/engine/board/types.h>

namespace yomi::zobrist {

constexpr uint64_t splitmix64(uint64_t& state) {
    uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

struct Tables {
    uint64_t stone[2][kBoardMax];  // [0] black, [1] white
    uint64_t ko[kBoardMax];        // ko[0] (no ko) is zero
    uint64_t size[kMaxBoardSize + 1];
};

constexpr Tables make_tables(uint64_t seed) {
    Tables t{};
    for (int c = 0; c < 2; ++c)
        for (int i = 0; i < kBoardMax; ++i) t.stone[c][i] = splitmix64(seed);
    for (int i = 1; i < kBoardMax; ++i) t.ko[i] = splitmix64(seed);
    for (int s = 0; s <= kMaxBoardSize; ++s) t.size[s] = splitmix64(seed);
    return t;
}

inline constexpr Tables kTables = make_tables(0x796F6D69'626F6172ULL);  // "yomiboar"

constexpr uint64_t stone_key(Color c, Point p) {
    return kTables.stone[c == Color::White ? 1 : 0][p.index()];
}
constexpr uint64_t ko_key(Point p) { return kTables.ko[p.index()]; }
constexpr uint64_t size_key(int size) { return kTables.size[size]; }

}  // namespace yomi::zobrist
