// Argument checks and answer formats the reading commands share
// (reading_commands.cpp, owl_commands.cpp): the forms of engine/gtp/COMMANDS.md.
#pragma once

#include <cstddef>
#include <string>

#include <yomi/engine/gtp/gtp.h>
#include <yomi/reading/tactical.h>

namespace yomi::gtp {

// Argument i as a stone of a string (or dragon); an empty point is an error.
inline Point stone_arg(const Args& a, std::size_t i, const Board& board) {
    const Point p = a.vertex(i, board);
    if (board.at(p) == Color::Empty) throw Failure("vertex must not be empty");
    return p;
}

// `code`, or `code move` when the code is not 0.
inline std::string code_and_move(const ReadResult& r, int size) {
    std::string out = std::to_string(wire_code(r.code));
    if (r.code != ReadCode::Fail) out += " " + vertex_name(r.move, size);
    return out;
}

}  // namespace yomi::gtp
