// Test helper: boards from ASCII diagrams, as in KataGo's tests.
//   X black, O white, . or + empty; one row per line, top row first; spaces
//   between points are optional.  The board size is the number of rows.
#pragma once

#include <random>
#include <string_view>

#include <yomi/engine/board/board.h>

namespace yomi::test {

Board board_from_diagram(std::string_view diagram, Color to_move = Color::Black);
// The point named by a vertex ("C3") on the board; aborts the test on bad text.
Point vertex(const Board& board, std::string_view name);
// A random position: `moves` random legal moves played alternately (captures
// done), then copied as set-up stones onto a fresh board (no history), the
// side to move being the next one.
Board random_position(std::mt19937& rng, int size, int moves);

}  // namespace yomi::test
