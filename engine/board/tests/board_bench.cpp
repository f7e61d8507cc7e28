// Board micro-benchmarks: play/undo of random legal moves (trymove/popgo),
// liberty and neighbour queries.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include <yomi/engine/board/board.h>

namespace yomi {
namespace {

// A mid-game-like position: 120 random legal moves on 19x19.
Board busy_board(uint32_t seed) {
    std::mt19937 rng(seed);
    Board b(19);
    for (int m = 0; m < 120; ++m) {
        const Color c = (m % 2) ? Color::White : Color::Black;
        for (int tries = 0; tries < 100; ++tries) {
            const Point p = Point::at(static_cast<int>(rng() % 19), static_cast<int>(rng() % 19));
            if (b.play(p, c)) break;
        }
    }
    return b;
}

void BM_TrymovePopgo(benchmark::State& state) {
    Board b = busy_board(1);
    std::vector<Point> moves;
    for (int r = 0; r < 19; ++r)
        for (int c = 0; c < 19; ++c)
            if (b.is_legal(Point::at(r, c), Color::Black)) moves.push_back(Point::at(r, c));
    size_t i = 0;
    for (auto _ : state) {
        b.trymove(moves[i], Color::Black);
        b.popgo();
        if (++i == moves.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_TrymovePopgo);

// Deep sequences: push 8 random legal moves, then pop them all.
void BM_TrymoveDepth8(benchmark::State& state) {
    Board b = busy_board(2);
    std::mt19937 rng(7);
    for (auto _ : state) {
        int pushed = 0;
        for (int k = 0; k < 8; ++k) {
            const Color c = (k % 2) ? Color::White : Color::Black;
            for (int tries = 0; tries < 20; ++tries) {
                const Point p =
                    Point::at(static_cast<int>(rng() % 19), static_cast<int>(rng() % 19));
                if (b.trymove(p, c)) {
                    ++pushed;
                    break;
                }
            }
        }
        while (pushed--) b.popgo();
    }
    state.SetItemsProcessed(state.iterations() * 8);
}
BENCHMARK(BM_TrymoveDepth8);

void BM_Findlib(benchmark::State& state) {
    Board b = busy_board(3);
    std::vector<Point> stones;
    for (int r = 0; r < 19; ++r)
        for (int c = 0; c < 19; ++c)
            if (is_stone(b.at(Point::at(r, c)))) stones.push_back(Point::at(r, c));
    Point libs[64];
    size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(b.findlib(stones[i], 64, libs));
        if (++i == stones.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Findlib);

void BM_AdjacentStrings(benchmark::State& state) {
    Board b = busy_board(4);
    std::vector<Point> stones;
    for (int r = 0; r < 19; ++r)
        for (int c = 0; c < 19; ++c)
            if (is_stone(b.at(Point::at(r, c)))) stones.push_back(Point::at(r, c));
    Point adj[64];
    size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(b.adjacent_strings(stones[i], 64, adj));
        if (++i == stones.size()) i = 0;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_AdjacentStrings);

void BM_IsLegal(benchmark::State& state) {
    Board b = busy_board(5);
    int i = 0;
    for (auto _ : state) {
        const Point p(kStride + 1 + (i % (kStride * 19)));
        benchmark::DoNotOptimize(b.is_legal(p, Color::White));
        ++i;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_IsLegal);

}  // namespace
}  // namespace yomi

BENCHMARK_MAIN();
