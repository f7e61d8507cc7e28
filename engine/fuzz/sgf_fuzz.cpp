// libFuzzer target: parse the bytes as SGF and load the main line onto a
// board (whole line, and stopped before a move chosen from the input); the
// board must stay consistent and, after an error, unchanged.
//   clang++ -std=c++20 -fsanitize=fuzzer,address,undefined -Iinclude \
//       engine/fuzz/sgf_fuzz.cpp engine/board/sgf.cpp \
//       engine/board/board.cpp engine/board/types.cpp -lz
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include <yomi/engine/board/board.h>
#include <yomi/engine/board/sgf.h>

namespace {

void check(const yomi::Board& board) {
    const std::string problem = board.check_consistency();
    if (!problem.empty()) {
        std::fprintf(stderr, "inconsistent board: %s\n%s", problem.c_str(),
                     board.to_string().c_str());
        std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        (void)yomi::sgf::parse(text, "fuzz");
    } catch (const yomi::sgf::Error&) {
    }
    yomi::Board board(9);
    board.play(yomi::Point::at(4, 4), yomi::Color::Black);
    for (int limit : {0, 1 + static_cast<int>(size % 7)}) {
        const uint64_t before = board.hash();
        const int size_before = board.size();
        yomi::sgf::LoadLimit load_limit;
        load_limit.before_move = limit;
        try {
            const yomi::Color c = yomi::sgf::load_position_text(board, text, "fuzz", load_limit);
            if (c != board.to_move()) std::abort();
        } catch (const yomi::sgf::Error&) {
            if (board.hash() != before || board.size() != size_before) std::abort();
        }
        check(board);
    }
    return 0;
}
